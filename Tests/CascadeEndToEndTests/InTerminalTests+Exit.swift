import CascadeTerminalTestSupport
import Testing

extension InTerminalTests {
  @Test func multiSelectionPrintsTheOriginalLinesInSelectionOrder() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 30, files: ["cards.ndjson": Fixtures.cards])
    try await cascade.start("cascade --multi cards.ndjson")
    #expect(try cascade.pane.modes() == "alternate=1 cursor=0 mouse=1 keypad=1")
    // Three columns: Alpha, Bravo and Charlie side by side. Bravo first, then Alpha.
    try await cascade.press("Right", untilStatus: "card 2 of 6")
    try await cascade.press("Space", untilStatus: "card 2 of 6 · 1 selected")
    try await cascade.press("Left", untilStatus: "card 1 of 6 · 1 selected")
    try await cascade.press("Space", untilStatus: "card 1 of 6 · 2 selected")
    try cascade.pane.press("q")
    #expect(try await cascade.exitStatus() == 0)
    #expect(try cascade.standardOutput == Fixtures.cardLines[1] + "\n" + Fixtures.cardLines[0] + "\n")
    #expect(try cascade.standardError == "")
    try cascade.expectShellIsBack()
  }

  @Test func quittingWithNothingSelectedIsStatusOneAndPrintsNothing() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 30)
    try await cascade.start("cascade --demo --multi")
    try await cascade.press("Right", untilStatus: "card 2 of 268")
    try cascade.pane.press("q")
    #expect(try await cascade.exitStatus() == 1)
    #expect(try cascade.standardOutput == "")
    try cascade.expectShellIsBack()
  }

  @Test func pickPrintsTheFocusedCardOnEnter() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 30)
    try await cascade.start("cascade --demo --pick")
    try await cascade.press("Right", untilStatus: "card 2 of 268")
    try cascade.pane.press("Enter")
    #expect(try await cascade.exitStatus() == 0)
    let lines = try cascade.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 2 && lines[1] == "", "one line: \(lines)")
    #expect(lines[0].hasPrefix("{") && lines[0].contains(#""title":"K2 乔戈里峰 · at dawn 🌅""#), "\(lines[0])")
    try cascade.expectShellIsBack()
  }

  @Test func ctrlCIsStatus130AndPrintsNothingEvenWithASelection() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 30)
    try await cascade.start("cascade --demo --multi")
    try await cascade.press("Space", untilStatus: "card 1 of 268 · 1 selected")
    try cascade.pane.press("C-c")
    #expect(try await cascade.exitStatus() == 130)
    #expect(try cascade.standardOutput == "")
    try cascade.expectShellIsBack()
  }
}

extension InTerminalTests {
  /// Alt-j reaches curses as Esc then `j`; read as Esc it would quit. The next key still moving the
  /// focus shows cascade kept running, with the selection.
  @Test func altKeysDoNotQuit() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 30)
    try await cascade.start("cascade --demo --multi")
    try await cascade.press("Space", untilStatus: "card 1 of 268 · 1 selected")
    try cascade.pane.press("M-j")
    try await cascade.press("Right", untilStatus: "card 2 of 268 · 1 selected")
    try cascade.pane.press("q")
    #expect(try await cascade.exitStatus() == 0)
    try cascade.expectShellIsBack()
  }
}

extension InTerminalTests {
  /// A terminal that cannot move its cursor would get every frame on one line: cascade says so and
  /// exits 2 instead, leaving the terminal as it was.
  @Test func aTerminalThatCannotMoveTheCursorIsStatusTwo() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 30)
    try cascade.pane.type(#"TERM=dumb cascade --demo > out 2> err; s=$?; echo $s > status; echo "== exit $s ==""#)
    #expect(try await cascade.exitStatus() == 2)
    #expect(try cascade.standardOutput == "")
    #expect(try cascade.standardError == "cascade: needs a terminal that can move the cursor; TERM=dumb cannot\n")
    try cascade.expectShellIsBack()
  }
}
