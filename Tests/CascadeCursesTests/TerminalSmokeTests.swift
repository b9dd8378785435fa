import CascadeTerminalTestSupport
import Foundation
import Testing

/// CascadeCurses on a real terminal: `cascade-curses-demo` runs in a tmux pane while the tests press
/// keys, read the screen and check the terminal is given back on every way out.
@Suite(.serialized, .enabled(if: TmuxPane.tmux != nil, "tmux is not installed: the real-terminal tests need it"))
struct TerminalSmokeTests {
  /// Starts the demo in a fresh pane, its stdout going to `stdoutFile` when given, and waits for its
  /// first frame.
  private func startDemo(stdoutFile: URL? = nil, environment: String = "") async throws -> TmuxPane {
    let demo = try BuiltProducts.executable("cascade-curses-demo")
    let pane = try TmuxPane(width: 50, height: 14, directory: demo.deletingLastPathComponent())
    let redirect = stdoutFile.map { " > '\($0.path)'" } ?? ""
    try #require(try await pane.waitFor("$") == nil)
    try pane.type("\(environment)./cascade-curses-demo\(redirect); echo \"exit=$?\"")
    let started = try await pane.waitFor("last: none")
    try #require(started == nil, "\(started ?? "")")
    return pane
  }

  /// On a direct-colour terminal with only 32 colour pairs, cells in ever new colours make pairs be
  /// recycled; the fixed row drawn once must keep its colours (a pair redefined while a cell uses it
  /// would recolour that cell), and the churning cells show their latest colours.
  @Test func recyclingColourPairsLeavesCellsOnScreenAlone() async throws {
    let terminfo = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-terminfo-\(UUID())")
    defer { try? FileManager.default.removeItem(at: terminfo) }
    try FileManager.default.createDirectory(at: terminfo, withIntermediateDirectories: true)
    let colour = "%?%p1%{8}%<%t3%p1%d%e38;2;%p1%{65536}%/%d;%p1%{256}%/%{255}%&%d;%p1%{255}%&%d%;m"
    let background = colour.replacingOccurrences(of: "%t3", with: "%t4").replacingOccurrences(
      of: "e38;2", with: "e48;2")
    let source = terminfo.appendingPathComponent("entry.src")
    try Data(
      "cascade-direct-32|direct colour with 32 pairs,\n\tRGB, colors#0x1000000, pairs#32,\n\tsetaf=\\E[\(colour),\n\tsetab=\\E[\(background),\n\tuse=tmux-256color,\n"
        .utf8
    )
    .write(to: source)
    let tic = Process()
    tic.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    tic.arguments = ["tic", "-x", "-o", terminfo.path, source.path]
    try tic.run()
    tic.waitUntilExit()
    try #require(tic.terminationStatus == 0, "tic could not compile the entry")
    let pane = try await startDemo(environment: "TERM=cascade-direct-32 TERMINFO='\(terminfo.path)' ")
    try pane.press("c")
    try #require(try await pane.waitFor("char c (#1)") == nil)
    let fixedRow = try pane.styledLines()[7]
    #expect(
      fixedRow.contains("48;2;240;200;15m"), "the fixed row's last colour is missing: \(fixedRow.debugDescription)")
    for _ in 0..<30 { try pane.press("c") }
    try #require(try await pane.waitFor("char c (#31)") == nil)
    let rows = try pane.styledLines()
    #expect(rows[7] == fixedRow, "the fixed row changed colours while pairs were recycled")
    // Press 31 (the 30th after the first) drew shades 120...123 in green.
    for shade in 120...123 {
      #expect(rows[8].contains("48;2;10;\(shade);0m"), "row 8 lacks shade \(shade): \(rows[8].debugDescription)")
    }
    try pane.press("q")
    #expect(try await pane.waitFor("exit=0") == nil)
  }

  @Test func drawsWideTextAndABoxAndNamesDecodedKeys() async throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-demo-\(UUID()).txt")
    defer { try? FileManager.default.removeItem(at: output) }
    let pane = try await startDemo(stdoutFile: output)
    let screen = try pane.lines()
    #expect(
      Array(screen.prefix(4)) == [
        "Cascade 瀑布 🌊",
        "┌──────────┐",
        "│ box ✓    │",
        "└──────────┘",
      ])
    #expect(try pane.modes() == "alternate=1 cursor=0 mouse=1 keypad=1")

    let presses: [(key: String, name: String)] = [
      ("Up", "up"), ("NPage", "pageDown"), ("PPage", "pageUp"), ("Home", "home"), ("End", "end"),
      ("Tab", "tab"), ("BTab", "backTab"), ("Enter", "enter"), ("Space", "space"),
      ("Escape", "escape"), ("BSpace", "backspace"), ("DC", "delete"), ("F5", "F5"),
      ("C-c", "ctrl c"), ("C-a", "ctrl a"), ("x", "char x"),
      // Alt arrives as Esc and the key: it must not read as Esc.
      ("M-j", "alt j"), ("M-BSpace", "alt backspace"), ("Escape", "escape"),
    ]
    var count = 0
    for press in presses {
      count += 1
      try pane.press(press.key)
      let failure = try await pane.waitFor("last: \(press.name) (#\(count))")
      #expect(failure == nil, "\(press.key): \(failure ?? "")")
    }
    try pane.send(literally: "好")
    count += 1
    let wide = try await pane.waitFor("last: char 好 (#\(count))")
    #expect(wide == nil, "\(wide ?? "")")

    // Mouse reports as the terminal sends them in the X10 encoding the pane's terminal description
    // names (kmous=\E[M): button and 1-based column and row, each plus 32. A release means nothing.
    let mouse: [(report: String, name: String?)] = [
      ("\u{1b}[M %#", "click 4,2"), ("\u{1b}[M`%#", "wheelUp 4,2"), ("\u{1b}[Ma%#", "wheelDown 4,2"),
      ("\u{1b}[M#%#", nil), ("y", "char y"),
    ]
    for report in mouse {
      try pane.send(literally: report.report)
      guard let name = report.name else { continue }
      count += 1
      let failure = try await pane.waitFor("last: \(name) (#\(count))")
      #expect(failure == nil, "\(failure ?? "")")
    }

    try pane.resize(width: 40, height: 10)
    count += 1
    let resized = try await pane.waitFor("last: resize 40x10 (#\(count))")
    #expect(resized == nil, "\(resized ?? "")")
    #expect(try pane.lines().first == "Cascade 瀑布 🌊")

    try pane.press("q")
    let exited = try await pane.waitFor("exit=0")
    #expect(exited == nil, "\(exited ?? "")")
    #expect(try pane.modes() == TmuxPane.restoredModes)
    #expect(try !pane.lines().contains { $0.contains("瀑布") }, "the demo's screen is still showing")
    // curses wrote only to the terminal: stdout holds exactly what the demo printed after closing.
    #expect(try String(contentsOf: output, encoding: .utf8) == "bye\n")
  }

  @Test func sigtermRestoresTheTerminal() async throws {
    let pane = try await startDemo()
    let pidLine = try pane.lines().first { $0.hasPrefix("pid ") }
    let pid = try #require(pidLine.flatMap { Int32($0.dropFirst(4)) }, "no pid on screen")
    #expect(kill(pid, SIGTERM) == 0)
    let exited = try await pane.waitFor("exit=143")
    #expect(exited == nil, "\(exited ?? "")")
    #expect(try pane.modes() == TmuxPane.restoredModes)
    #expect(try !pane.lines().contains { $0.contains("瀑布") }, "the demo's screen is still showing")
    // bash keeps whatever modes a normally exiting program leaves: raw mode would show -icanon -echo.
    try pane.type("echo \"modes: $(stty -a | tr ' ;' '\\n\\n' | grep -x -E -e '-?(icanon|echo)' | tr '\\n' ' ')\"")
    let modes = try await pane.waitFor("modes: icanon echo")
    #expect(modes == nil, "\(modes ?? "")")
  }

  @Test func crashRestoresTheTerminal() async throws {
    let pane = try await startDemo()
    try pane.send(literally: "!")
    let exited = try await pane.waitUntil("the shell after a crash") { screen in
      screen.contains { $0.hasPrefix("exit=13") }
    }
    #expect(exited == nil, "\(exited ?? "")")
    #expect(try pane.modes() == TmuxPane.restoredModes)
    #expect(try !pane.lines().contains { $0.contains("瀑布") }, "the demo's screen is still showing")
  }

  @Test func suspendGivesTheShellBackAndResumesWithTheScreen() async throws {
    let pane = try await startDemo()
    try pane.press("C-z")
    let stopped = try await pane.waitFor("Stopped")
    #expect(stopped == nil, "\(stopped ?? "")")
    #expect(try pane.modes() == TmuxPane.restoredModes)

    try pane.type("fg")
    let resumed = try await pane.waitFor("last: ctrl z (#1)")
    #expect(resumed == nil, "\(resumed ?? "")")
    #expect(try pane.lines().first == "Cascade 瀑布 🌊")
    try pane.press("Down")
    let down = try await pane.waitFor("last: down (#2)")
    #expect(down == nil, "\(down ?? "")")
    try pane.press("q")
    let bye = try await pane.waitFor("bye")
    #expect(bye == nil, "\(bye ?? "")")
    #expect(try pane.modes() == TmuxPane.restoredModes)
  }

  /// A `kill -TSTP` from outside stops the demo without it switching the keypad back on at `fg`:
  /// the terminal then sends normal-mode cursor keys (`\e[B`), which must still read as arrows.
  @Test func arrowsInNormalCursorModeAfterAnExternalStop() async throws {
    let pane = try await startDemo()
    let pidLine = try pane.lines().first { $0.hasPrefix("pid ") }
    let pid = try #require(pidLine.flatMap { Int32($0.dropFirst(4)) }, "no pid on screen")
    #expect(kill(pid, SIGTSTP) == 0)
    let stopped = try await pane.waitFor("Stopped")
    try #require(stopped == nil, "\(stopped ?? "")")
    try pane.type("fg")
    let resumed = try await pane.waitFor("last: none")
    try #require(resumed == nil, "\(resumed ?? "")")
    let sequences: [(sequence: String, name: String)] = [
      ("\u{1b}[B", "down"), ("\u{1b}[A", "up"), ("\u{1b}[C", "right"), ("\u{1b}[D", "left"),
      ("\u{1b}[H", "home"), ("\u{1b}[F", "end"), ("\u{1b}OB", "down"),
    ]
    for (count, press) in sequences.enumerated() {
      try pane.send(literally: press.sequence)
      let failure = try await pane.waitFor("last: \(press.name) (#\(count + 1))")
      #expect(failure == nil, "\(press.sequence.debugDescription): \(failure ?? "")")
    }
    try pane.press("q")
    let bye = try await pane.waitFor("bye")
    #expect(bye == nil, "\(bye ?? "")")
  }

  /// In the C locale (`env -i`, cron, a bare ssh session) characters are still drawn as UTF-8, as
  /// fzf draws them: the character type falls back to C.UTF-8, which Debian always has.
  @Test func theCLocaleStillDrawsUTF8() async throws {
    let pane = try await startDemo(environment: "LC_ALL=C ")
    #expect(Array(try pane.lines().prefix(4)) == ["Cascade 瀑布 🌊", "┌──────────┐", "│ box ✓    │", "└──────────┘"])
    try pane.press("q")
    let exited = try await pane.waitFor("exit=0")
    #expect(exited == nil, "\(exited ?? "")")
  }
}
