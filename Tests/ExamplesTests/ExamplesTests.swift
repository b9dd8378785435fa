import CascadeTerminalTestSupport
import CascadeTestSupport
import Testing

/// The example programs run as a reader runs them, on an in-memory terminal (`--dump WxH --keys …`):
/// each key goes through the same code as on a real terminal, and the last frame is printed.
struct ExamplesTests {
  /// Runs a built example with `arguments`.
  func run(_ name: String, _ arguments: [String]) throws -> Subprocess.Result {
    try Subprocess.capture([try BuiltProducts.executable(name).path] + arguments)
  }

  /// The output's lines, without the final newline.
  func lines(_ result: Subprocess.Result) -> [String] {
    result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }

  @Test func waterfallScrollMovesTheFocusThroughTheColumns() throws {
    let result = try run("waterfall-scroll", ["--dump", "44x12", "--keys", "down,right"])
    #expect(result.status == 0, "\(result.standardError)")
    // Down stays in the first column (Harbour at dawn to Tide pools); right goes to the photo beside
    // it, Coastal road, scrolled fully into view.
    expectScreen(
      lines(result),
      [
        "╭────────────────────╮ │ ░░░░░░░░░░░░░░░░░ │",
        "│ Tide pools         │ │ ░░░░░░░░░░░░░░░░░ │",
        "│ ░░░░░░░░░░░░░░░░░░ │ │ ░░░░░░░░░░░░░░░░░ │",
        "│ ░░░░░░░░░░░░░░░░░░ │ │ 2000×3000         │",
        "│ ░░░░░░░░░░░░░░░░░░ │ ╰───────────────────╯",
        "│ ░░░░░░░░░░░░░░░░░░ │                      ",
        "│ ░░░░░░░░░░░░░░░░░░ │ ┏━━━━━━━━━━━━━━━━━━━┓",
        "│ ░░░░░░░░░░░░░░░░░░ │ ┃ Coastal road      ┃",
        "│ ░░░░░░░░░░░░░░░░░░ │ ┃ ░░░░░░░░░░░░░░░░░ ┃",
        "│ ░░░░░░░░░░░░░░░░░░ │ ┃ 6000×2000         ┃",
        "│ 3000×3000          │ ┗━━━━━━━━━━━━━━━━━━━┛",
        " photo 4 of 20 · arrows PgUp PgDn Home End …",
      ])
  }

  @Test func waterfallScrollPagesToTheEndAndBack() throws {
    let toEnd = try run("waterfall-scroll", ["--dump", "44x12", "--keys", "end"])
    #expect(lines(toEnd).last?.hasPrefix(" photo 20 of 20 ·") == true, "\(lines(toEnd))")
    let back = try run("waterfall-scroll", ["--dump", "44x12", "--keys", "end,home"])
    // Back at the top, the first photo is focused (heavy border).
    #expect(lines(back).first == "┏━━━━━━━━━━━━━━━━━━━━┓ ╭───────────────────╮")
    #expect(lines(back).last == " photo 1 of 20 · arrows PgUp PgDn Home End …")
  }

  @Test func keyboardSelectPrintsThePicksInOrderAfterTheLastFrame() throws {
    let result = try run("keyboard-select", ["--dump", "64x12", "--keys", "down,space,up,space,enter"])
    #expect(result.status == 0, "\(result.standardError)")
    // The header counts the shelf's picks; the custom cell shows its own selection with [x].
    expectScreen(
      lines(result),
      [
        "── Novels · 2 picked ───────────────────────────────────────────",
        " ›[x] Middlemarch                  [ ] Dream of the Red Chamber ",
        "      George Eliot                     Cao Xueqin               ",
        "                                                                ",
        "  [x] The Leopard                  [ ] Beloved                  ",
        "      Lampedusa                        Toni Morrison            ",
        "                                                                ",
        "  [ ] The Makioka Sisters                                       ",
        "      Tanizaki                                                  ",
        "                                                                ",
        "── Poetry ──────────────────────────────────────────────────────",
        " 2 picked · Space picks · Enter prints                          ",
        "The Leopard",
        "Middlemarch",
      ])
  }

  @Test func keyboardSelectEndsWithoutPrintingOnCtrlCAndWithOneWhenNothingIsPicked() throws {
    let interrupted = try run("keyboard-select", ["--dump", "64x12", "--keys", "space,ctrl-c"])
    #expect(interrupted.status == 130)
    #expect(lines(interrupted).count == 12, "only the frame, no picks")
    let nothing = try run("keyboard-select", ["--dump", "64x12", "--keys", "space,space,q"])
    #expect(nothing.status == 1)
    #expect(lines(nothing).count == 12)
  }

  @Test func anUnknownKeyNameIsAUsageError() throws {
    for example in ["waterfall-scroll", "keyboard-select", "paging-snap"] {
      let result = try run(example, ["--dump", "40x10", "--keys", "down,sideways"])
      #expect(result.status == 2)
      #expect(result.standardError.hasPrefix("usage: \(example)"), "\(result.standardError)")
    }
  }
}
