import CascadeTerminalTestSupport
import CascadeTestSupport
import Testing

/// The photo-browser example with `--dump`: a compositional layout whose carousel row of
/// favourites scrolls sideways on its own above a waterfall of every photo; Enter opens one.
struct PhotoBrowserTests {
  func run(_ size: String, _ keys: String) throws -> (status: Int32, lines: [String]) {
    let result = try Subprocess.capture([
      try BuiltProducts.executable("photo-browser").path, "--dump", size, "--keys", keys,
    ])
    return (
      result.status,
      result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    )
  }

  @Test func rightMovesThroughTheRowWhileTheWaterfallStays() throws {
    let result = try run("60x20", "right,right")
    #expect(result.status == 0)
    // The row scrolled to centre the third favourite; the waterfall below did not move.
    expectScreen(
      Array(result.lines.prefix(12)),
      [
        "────────────────╮ ┏━━━━━━━━━━━━━━━━━━━━━━┓ ╭────────────────",
        "pools           │ ┃ Fishing boats        ┃ │ Sunset 夕焼け  ",
        "░░░░░░░░░░░░░░░ │ ┃ ░░░░░░░░░░░░░░░░░░░░ ┃ │ ░░░░░░░░░░░░░░░",
        "░░░░░░░░░░░░░░░ │ ┃ ░░░░░░░░░░░░░░░░░░░░ ┃ │ ░░░░░░░░░░░░░░░",
        "░░░░░░░░░░░░░░░ │ ┃ ░░░░░░░░░░░░░░░░░░░░ ┃ │ ░░░░░░░░░░░░░░░",
        "░░░░░░░░░░░░░░░ │ ┃ ░░░░░░░░░░░░░░░░░░░░ ┃ │ ░░░░░░░░░░░░░░░",
        "3000            │ ┃ 4000×2250            ┃ │ 4000×2000      ",
        "────────────────╯ ┗━━━━━━━━━━━━━━━━━━━━━━┛ ╰────────────────",
        "                                                            ",
        "── All photos · 12 ─────────────────────────────────────────",
        "╭──────────────────╮ ╭─────────────────╮ ╭─────────────────╮",
        "│ Harbour at dawn  │ │ Lighthouse      │ │ Tide pools      │",
      ])
    #expect(result.lines.last == " favourite 3 of 4 · ←→ ↑↓ · Enter opens · q quits           ")
  }

  @Test func downLeavesTheRowForTheWaterfall() throws {
    let result = try run("60x20", "right,down")
    #expect(result.lines.last?.hasPrefix(" photo ") == true, "\(result.lines.last ?? "")")
    // Up comes back to the row.
    let back = try run("60x20", "right,down,up")
    #expect(back.lines.last?.hasPrefix(" favourite ") == true, "\(back.lines.last ?? "")")
  }

  @Test func enterOpensTheFocusedPhotoAndEscClosesIt() throws {
    let opened = try run("60x12", "right,enter")
    #expect(opened.lines[1] == "┃ Tide pools                                               ┃")
    #expect(opened.lines[2] == "┃ 3000×3000 pixels · favourite                             ┃")
    #expect(opened.lines.last == " Tide pools · Esc closes                                    ")
    let closed = try run("60x12", "right,enter,escape")
    #expect(closed.lines.last?.hasPrefix(" favourite 2 of 4 ·") == true, "\(closed.lines.last ?? "")")
  }
}
