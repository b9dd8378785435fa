import CascadeTerminalTestSupport
import Foundation
import Testing

/// The `cascade` command's checks and its ways in and out of the terminal, run as a user would run it.
@Suite(.serialized, .enabled(if: BuiltCascade.isBuilt, "cascade is not built beside the tests"))
struct CommandLineTests {
  func cascade(_ arguments: String..., options: Subprocess.Options = Subprocess.Options()) throws -> Subprocess.Result {
    try cascade(arguments, options: options)
  }

  func cascade(_ arguments: [String], options: Subprocess.Options = Subprocess.Options()) throws -> Subprocess.Result {
    try Subprocess.capture([BuiltCascade.url.path] + arguments, options: options)
  }

  /// --offset and --focus only mean something for --dump, --size for --dump and --layout-json.
  @Test func dumpOptionsWithoutDumpAreUsageErrors() throws {
    for (arguments, message) in [
      (["--offset", "3"], "--offset goes with --dump"),
      (["--focus", "1"], "--focus goes with --dump"),
      (["--size", "80x24"], "--size goes with --dump or --layout-json"),
      (["--layout-json", "--focus", "1"], "--focus goes with --dump"),
    ] {
      let result = try cascade(["--demo"] + arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.standardError.contains(message), "\(arguments): \(result.standardError)")
      #expect(result.standardOutput.isEmpty)
    }
    #expect(try cascade("--demo", "--layout-json", "--size", "30x5", "--rect", "0,0,30,1").status == 0)
  }

  /// `--follow` reads a FILE that never ends: without one, or with an option that wants the whole
  /// input, it is a usage error rather than a wait for ever.
  @Test func followNeedsAFileAndTheViewer() throws {
    for arguments in [
      ["--follow"], ["--follow", "-"], ["--follow", "--dump", "x.txt"], ["--follow", "--filter", "a", "x.txt"],
      ["--follow", "--sync", "x.txt"], ["--follow", "-1", "x.txt"],
    ] {
      let result = try cascade(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.standardError.contains("--follow"), "\(arguments): \(result.standardError)")
      #expect(result.standardOutput.isEmpty)
    }
  }

  /// Values past the limits are usage errors naming the limit, not a crash (status 132 or 134) in
  /// the layout's arithmetic; values at the limits run.
  @Test func hugeOptionValuesAreUsageErrorsThatNameTheLimit() throws {
    let twoTo40 = 1 << 40
    for (arguments, message) in [
      (["--demo", "--dump", "--offset", "\(twoTo40 + 1)"], "--offset must be at most 2^40 (1099511627776)"),
      (["--demo", "--dump", "--offset", "\(Int.max)"], "--offset must be at most 2^40"),
      (["--demo", "--layout-json", "--rect=\(twoTo40 + 1),0,1,1"], "--rect values must be within ±2^40"),
      (["--demo", "--layout-json", "--rect=0,-\(twoTo40 + 1),1,1"], "--rect values must be within ±2^40"),
      (["--demo", "--layout-json", "--rect=0,0,\(Int.max),1"], "--rect values must be within ±2^40"),
      (["--demo", "--layout-json", "--rect=0,0,1,\(twoTo40 + 1)"], "--rect values must be within ±2^40"),
      (["--demo", "--dump", "--columns", "10001"], "--columns must be at most 10,000"),
      (["--demo", "--dump", "--min-column-width", "\(Int.max)"], "--min-column-width must be at most 10,000"),
      (
        ["--demo-items", "\((1 << 28) + 1)", "--dump"],
        "--demo-items must be at most 2^28 (268435456), not 268435457: End lays out every card"
      ),
      (["--demo-items", "\(1 << 32)", "--dump"], "--demo-items must be at most 2^28"),
      (["--demo", "--dump", "--size", "1001x24"], "--size must be at most 1000x1000"),
      (["--demo", "--dump", "--size", "80x\(Int.max)"], "--size must be at most 1000x1000"),
    ] {
      let result = try cascade(arguments)
      #expect(result.status == 2, "\(arguments): \(result.standardError)")
      #expect(result.standardError.contains(message), "\(arguments): \(result.standardError)")
      #expect(result.standardOutput.isEmpty, "\(arguments)")
    }
    for arguments in [
      ["--demo", "--dump", "--offset", "\(twoTo40)"],
      ["--demo", "--layout-json", "--rect=-\(twoTo40),-\(twoTo40),\(twoTo40),\(twoTo40)"],
      ["--demo", "--dump", "--columns", "10000", "--size", "1000x1000"],
      ["--demo", "--dump", "--min-column-width", "10000", "--size", "1000x1000"],
    ] {
      let result = try cascade(arguments)
      #expect(result.status == 0, "\(arguments): \(result.standardError)")
    }
    #expect(try cascade("--help").standardOutput.contains("at most 2^28"))
  }

  /// At the largest count `--demo-items` allows (2^28: End over it needs about 3 GiB, 12 bytes a
  /// placed card) the first frame draws and counts every card, focusing past the last card is a
  /// usage error naming the count, and the last card is focused and shown by the layouts that find
  /// it by arithmetic, each within 1 GB of address space (so nothing is kept per card). The
  /// waterfall has to place every card before the last: the tests run a debug build, which takes
  /// over a minute for 2^28, so it shows the last card at 100,000 here (RELIABILITY.md gives the
  /// release build's time and memory at the limit).
  @Test func generatedCardsAtTheLimit() throws {
    let limit = 1 << 28
    let first = try cascade("--demo-items", "\(limit)", "--dump", "--size", "80x24")
    #expect(first.status == 0, "\(first.standardError)")
    #expect(first.standardOutput.contains(" card 1 of \(limit) "), "\(first.standardOutput)")
    let past = try cascade("--demo-items", "\(limit)", "--dump", "--focus", "\(limit)")
    #expect(past.status == 2)
    #expect(
      past.standardError.contains("--focus \(limit) is past the last card (\(limit) cards)"), "\(past.standardError)")
    // AddressSanitizer and ThreadSanitizer reserve terabytes of address space for their shadow
    // memory, so a sanitized binary cannot start under `ulimit -v` at all (`make test-asan` and
    // `make test-tsan` say they run one).
    for layout in ["grid", "carousel", "circle"] where Sanitizer.current == nil {
      // `ulimit -v` caps the address space at 1,000,000 KiB for the process `exec` becomes.
      let capped = try Subprocess.capture(
        [
          "/bin/sh", "-c", "ulimit -v 1000000 && exec \"$0\" \"$@\"", BuiltCascade.url.path,
          "--demo-items", "\(limit)", "--layout", layout, "--dump", "--focus", "\(limit - 1)", "--size", "120x30",
        ],
        options: Subprocess.Options())
      #expect(capped.status == 0, "\(layout): \(capped.standardError)")
      let rows = capped.standardOutput.split(separator: "\n").map(String.init)
      #expect(rows.last?.hasPrefix(" card \(limit) of \(limit) ") == true, "\(layout): \(rows.last ?? "")")
      #expect(rows.contains { $0.contains("Item \(limit - 1)") }, "\(layout): \(capped.standardOutput)")
    }
    let last = try cascade("--demo-items", "100000", "--dump", "--focus", "99999", "--size", "80x24")
    #expect(last.status == 0, "\(last.standardError)")
    let rows = last.standardOutput.split(separator: "\n").map(String.init)
    #expect(rows.last?.hasPrefix(" card 100000 of 100000 ") == true, "\(rows.last ?? "")")
    // The last card ("Item 99999", titles count from 0) is focused and scrolled to the bottom: its
    // heavy box ends on the row above the status line.
    #expect(rows.contains { $0.contains("┃ Item 99999 ") }, "\(last.standardOutput)")
    #expect(rows.count == 24 && rows[22].contains("┗") && !rows[22].contains("╰"), "\(last.standardOutput)")
  }

  @Test func focusPastTheLastCardSaysHowManyThereAre() throws {
    let past = try cascade("--demo", "--dump", "--focus", "500")
    #expect(past.status == 2)
    #expect(past.standardError.contains("--focus 500 is past the last card (268 cards)"), "\(past.standardError)")
    let last = try cascade("--demo", "--dump", "--focus", "267")
    #expect(last.status == 0)
    #expect(last.standardOutput.contains("card 268 of 268"), "\(last.standardOutput)")
  }

  /// `... | cascade` with no terminal to show it on fails at once, without reading the input, which
  /// here never ends.
  @Test func noTerminalFailsBeforeReadingTheInput() throws {
    let input = try HeldFIFO()
    var options = Subprocess.Options()
    options.standardInput = input.path
    options.startsNewSession = true
    options.timeout = .seconds(10)
    let result = try cascade(options: options)
    #expect(result.status == 2)
    #expect(result.standardError.contains("needs a terminal"), "\(result.standardError)")
  }

  /// `--text-field name` makes `name` the text, though `name` is also a standard title field.
  @Test func aFieldOptionTakesTheNameFromTheOtherRoles() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-fields-\(UUID()).ndjson")
    defer { try? FileManager.default.removeItem(at: file) }
    try #"{"title":"Tee","name":"Enn"}"#.write(to: file, atomically: true, encoding: .utf8)
    let dump = try cascade("--dump", "--size", "30x6", "--text-field", "name", file.path)
    #expect(dump.status == 0, "\(dump.standardError)")
    #expect(dump.standardOutput.contains("Tee") && dump.standardOutput.contains("Enn"), "\(dump.standardOutput)")
  }

  /// --dump and --layout-json read stdin and print without any terminal.
  @Test func dumpAndLayoutJSONNeverOpenATerminal() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-lines-\(UUID()).txt")
    defer { try? FileManager.default.removeItem(at: file) }
    try "first\nsecond\n".write(to: file, atomically: true, encoding: .utf8)
    var options = Subprocess.Options()
    options.standardInput = file.path
    options.startsNewSession = true
    let dump = try cascade("--dump", "--size", "30x6", options: options)
    #expect(dump.status == 0, "\(dump.standardError)")
    #expect(
      dump.standardOutput.contains("first") && dump.standardOutput.contains("card 1 of 2"), "\(dump.standardOutput)")
    let layout = try cascade("--layout-json", options: options)
    #expect(layout.status == 0 && layout.standardOutput.hasPrefix("{\"contentSize\""), "\(layout.standardError)")
  }
}

/// The interactive command in a real terminal while its input is still coming.
@Suite(.serialized, .enabled(if: BuiltCascade.isBuilt && TmuxPane.tmux != nil, "needs tmux and a built cascade"))
struct CommandTerminalTests {
  func pane() async throws -> TmuxPane {
    let pane = try TmuxPane(width: 50, height: 10, directory: FileManager.default.temporaryDirectory)
    try #require(try await pane.waitFor("$") == nil)
    return pane
  }

  /// The viewer is up at once and says what it reads while nothing has arrived; the cards come as
  /// the input does.
  @Test func showsWhatItReadsUntilTheInputEnds() async throws {
    let input = try HeldFIFO()
    let pane = try await pane()
    try pane.type("'\(BuiltCascade.url.path)' \(input.name); echo \"exit=$?\"")
    let reading = try await pane.waitFor("reading \(input.name)…")
    #expect(reading == nil, "\(reading ?? "")")
    input.finish(writing: "{\"title\":\"alpha\"}\n{\"title\":\"bravo\"}\n")
    let cards = try await pane.waitFor("card 1 of 2")
    #expect(cards == nil, "\(cards ?? "")")
    try pane.press("q")
    let exited = try await pane.waitFor("exit=1")
    #expect(exited == nil, "\(exited ?? "")")
    #expect(try pane.modes() == TmuxPane.restoredModes)
  }

  /// `cascade -` with stdin on the terminal reads lines typed there before the viewer takes it over.
  @Test func linesTypedOnTheTerminalAreReadFirst() async throws {
    let pane = try await pane()
    try pane.type("'\(BuiltCascade.url.path)' -; echo \"exit=$?\"")
    // Typed before cascade runs, the lines would go to the shell's line editor.
    let running = try await pane.waitForCommand("cascade")
    #expect(running == nil, "\(running ?? "")")
    try pane.type("first line")
    try pane.type("second")
    try pane.press("C-d")
    let cards = try await pane.waitFor("card 1 of 2")
    #expect(cards == nil, "\(cards ?? "")")
    try pane.press("q")
    #expect(try await pane.waitFor("exit=1") == nil)
  }

  /// A FILE that is a terminal (`/dev/stdin` with stdin on one) is read before the terminal opens,
  /// like `-`: read after, the lines could never be typed.
  @Test func aFileThatIsTheTerminalIsReadFirst() async throws {
    let pane = try await pane()
    try pane.type("'\(BuiltCascade.url.path)' /dev/stdin; echo \"exit=$?\"")
    let running = try await pane.waitForCommand("cascade")
    #expect(running == nil, "\(running ?? "")")
    try pane.type("alpha")
    try pane.type("bravo")
    try pane.press("C-d")
    let cards = try await pane.waitFor("card 1 of 2")
    #expect(cards == nil, "\(cards ?? "")")
    try pane.press("q")
    #expect(try await pane.waitFor("exit=1") == nil)
    #expect(try pane.modes() == TmuxPane.restoredModes)
  }

  /// In raw mode Ctrl-C is a key, not a signal: it must still stop cascade while the input is read.
  @Test func ctrlCStopsReading() async throws {
    let input = try HeldFIFO()
    let pane = try await pane()
    try pane.type("'\(BuiltCascade.url.path)' \(input.name); echo \"exit=$?\"")
    #expect(try await pane.waitFor("loading 0") == nil)
    try pane.press("C-c")
    let exited = try await pane.waitFor("exit=130")
    #expect(exited == nil, "\(exited ?? "")")
    #expect(try pane.modes() == TmuxPane.restoredModes)
  }

  /// q and Esc leave while the input is read: nothing selected, terminal restored.
  @Test func qAndEscapeLeaveWhileReading() async throws {
    for key in ["q", "Escape"] {
      let input = try HeldFIFO()
      let pane = try await pane()
      try pane.type("'\(BuiltCascade.url.path)' \(input.name); echo \"exit=$?\"")
      #expect(try await pane.waitFor("reading \(input.name)…") == nil, "\(key)")
      try pane.press(key)
      let exited = try await pane.waitFor("exit=1")
      #expect(exited == nil, "\(key): \(exited ?? "")")
      #expect(try pane.modes() == TmuxPane.restoredModes, "\(key)")
    }
  }

  /// Ctrl-Z suspends while the input is read; `fg` brings the viewer back, and the cards come
  /// with the input.
  @Test func ctrlZSuspendsWhileReading() async throws {
    let input = try HeldFIFO()
    let pane = try await pane()
    try pane.type("'\(BuiltCascade.url.path)' \(input.name)")
    #expect(try await pane.waitFor("reading \(input.name)…") == nil)
    try pane.press("C-z")
    let stopped = try await pane.waitFor("Stopped")
    #expect(stopped == nil, "\(stopped ?? "")")
    #expect(try pane.modes() == TmuxPane.restoredModes)
    try pane.type("fg")
    #expect(try await pane.waitFor("reading \(input.name)…") == nil)
    input.finish(writing: "alpha\nbravo\n")
    #expect(try await pane.waitFor("card 1 of 2") == nil)
    try pane.press("q")
    #expect(try await pane.waitForCommand("bash") == nil)
    try pane.type("echo \"exit=$?\"")
    #expect(try await pane.waitFor("exit=1") == nil)
  }

  /// A malformed input found while the viewer runs closes the terminal before the error is
  /// printed: printed before, it would go to the alternate screen and vanish with it.
  @Test func malformedInputIsReportedAfterTheTerminalIsRestored() async throws {
    let input = try HeldFIFO()
    let pane = try await pane()
    try pane.type("'\(BuiltCascade.url.path)' \(input.name); echo \"exit=$?\"")
    let reading = try await pane.waitFor("reading \(input.name)…")
    #expect(reading == nil, "\(reading ?? "")")
    input.finish(writing: "[{\"title\": 1,]")
    let exited = try await pane.waitFor("exit=2")
    #expect(exited == nil, "\(exited ?? "")")
    let lines = try pane.lines()
    #expect(lines.contains { $0.hasPrefix("cascade: \(input.name):1:") }, "\(lines)")
    #expect(try pane.modes() == TmuxPane.restoredModes)
  }

  /// Cards from a slow pipe: the viewer answers keys while the input goes on (the filter prompt,
  /// the full view), shows the records written so far, and the last ones when they come.
  @Test func answersKeysAndShowsCardsBeforeTheInputEnds() async throws {
    let input = try HeldFIFO()
    let pane = try await pane()
    try pane.type("'\(BuiltCascade.url.path)' --pick \(input.name); echo \"exit=$?\"")
    #expect(try await pane.waitFor("loading 0") == nil)
    try pane.press("/")
    try pane.send(literally: "al")
    #expect(try await pane.waitFor("/al  0/0") == nil)
    try pane.press("Escape")
    input.write("{\"title\":\"alpha\",\"size\":\"XL\"}\n{\"title\":\"bravo\"}\n")
    // Shown before the input ends: the second record is complete, the input goes on.
    #expect(try await pane.waitFor("card 1 · loading 2") == nil)
    #expect(try pane.lines().contains { $0.contains("size: XL") }, "the other field shows as a line")
    input.finish(writing: "{\"title\":\"charlie\"}\n")
    #expect(try await pane.waitFor("card 1 of 3") == nil)
    try pane.press("Down")
    #expect(try await pane.waitFor("card 2 of 3") == nil)
    try pane.press("Enter")
    #expect(try await pane.waitFor("exit=0") == nil)
    #expect(try pane.modes() == TmuxPane.restoredModes)
  }

  /// A malformed regular file in a terminal: the viewer may have started, but the terminal is
  /// restored and the error names the file, line and column, status 2.
  @Test func aMalformedFileInATerminalIsStatusTwoWithItsPosition() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "cascade-bad-\(UUID().uuidString.prefix(8)).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try "[\n  {\"title\": \"ok\"},\n  {\"title\": tru}\n]\n".write(to: file, atomically: true, encoding: .utf8)
    let pane = try await pane()
    try pane.type("'\(BuiltCascade.url.path)' \(file.lastPathComponent); echo \"exit=$?\"")
    #expect(try await pane.waitFor("exit=2") == nil)
    #expect(try pane.lines().contains { $0.hasPrefix("cascade: \(file.lastPathComponent):3:13: ") })
    #expect(try pane.modes() == TmuxPane.restoredModes)
  }
}
