import CascadeTerminalTestSupport
import Testing

// fzf's scripting flags in the viewer: --header, --prompt, --expect, --query, --select-1, --exit-0.

extension InTerminalTests {
  @Test func headerShowsAboveTheCardsSanitisedAndPromptStartsTheFilter() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 30, files: ["cards.ndjson": Fixtures.cards])
    // The header carries an escape sequence that would turn the text red; it must arrive as text.
    // stdout is a file, so Enter would pick: --no-pick keeps it ending the typing.
    let screen = try await cascade.start(
      #"cascade --no-pick --header "$(printf 'Pick \033[31mone')" --prompt 'find> ' cards.ndjson"#)
    #expect(screen[0].trimmingSpaces().hasPrefix("Pick") && screen[0].contains("one"), "header row: \(screen[0])")
    #expect(!screen[0].contains("\u{1B}"), "the escape reached the screen: \(screen[0])")
    #expect(
      screen[1].contains("Alpha card") == false && screen[2].contains("Alpha card"),
      "the cards start below the header:\n\(screen.joined(separator: "\n"))")
    try cascade.pane.press("/")
    try cascade.pane.send(literally: "Echo")
    let typed = try await cascade.pane.screen("the prompt with the filter") {
      $0.last?.hasPrefix(" find> Echo  1/6") == true
    }
    #expect(typed[0] == screen[0], "the header stays while filtering")
    try await cascade.press("Enter", untilStatus: "card 1 of 1 · find> Echo")
    try cascade.pane.press("q")
    #expect(try await cascade.exitStatus() == 1)
    #expect(try cascade.standardOutput == "")
    try cascade.expectShellIsBack()
  }

  /// `--read0` in the viewer: records end at NUL bytes, so a newline stays inside its card, and
  /// the picked record is printed byte for byte.
  @Test func nulSeparatedRecordsAreCardsAndPrintWhole() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 30)
    let screen = try await cascade.start(#"printf 'one\ntwo\0three\0\0' | cascade --read0 --print0 --pick"#)
    #expect(StatusLine.text(of: screen) == "card 1 of 2", "\(screen.joined(separator: "\n"))")
    try await cascade.press("Right", untilStatus: "card 2 of 2")
    try await cascade.press("Left", untilStatus: "card 1 of 2")
    try cascade.pane.press("Enter")
    #expect(try await cascade.exitStatus() == 0)
    #expect(try cascade.standardOutputBytes == Array("one\ntwo\u{0}".utf8))
    try cascade.expectShellIsBack()
  }

  @Test func anExpectedKeyPrintsItsNameThenTheFocusedCard() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 30, files: ["cards.ndjson": Fixtures.cards])
    try await cascade.start("cascade --expect ctrl-x,alt-a,f2 cards.ndjson")
    try await cascade.press("Right", untilStatus: "card 2 of 6")
    try cascade.pane.press("C-x")
    #expect(try await cascade.exitStatus() == 0)
    #expect(try cascade.standardOutput == "ctrl-x\n" + Fixtures.cardLines[1] + "\n")
    try cascade.expectShellIsBack()
  }

  @Test func enterWithExpectPrintsAnEmptyKeyLineAndAltKeysAreExpectable() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 30, files: ["cards.ndjson": Fixtures.cards])
    try await cascade.start("cascade --expect alt-a cards.ndjson")
    try cascade.pane.press("Enter")
    #expect(try await cascade.exitStatus() == 0)
    #expect(try cascade.standardOutput == "\n" + Fixtures.cardLines[0] + "\n")

    try await clearShell(cascade)
    try await cascade.start("cascade --multi --expect alt-a cards.ndjson")
    try await cascade.press("Space", untilStatus: "card 1 of 6 · 1 selected")
    try await cascade.press("Right", untilStatus: "card 2 of 6 · 1 selected")
    try cascade.pane.press("M-a")
    #expect(try await cascade.exitStatus() == 0)
    #expect(
      try cascade.standardOutput == "alt-a\n" + Fixtures.cardLines[0] + "\n", "the selection, not the focused card")

    try await clearShell(cascade)
    try await cascade.start("cascade --expect alt-a cards.ndjson")
    try cascade.pane.press("C-c")
    #expect(try await cascade.exitStatus() == 130)
    #expect(try cascade.standardOutput == "")
    try cascade.expectShellIsBack()
  }

  @Test func anUnknownExpectedKeyIsAUsageError() async throws {
    let result = try CascadeBinary.run(["--expect", "ctrl-x,sideways", "--demo"])
    #expect(result.status == 2)
    #expect(result.standardError.contains("'sideways' is not a key name"), "\(result.standardError)")
  }

  @Test func queryStartsFilteredAndSelectOneAndExitZeroDecideWithoutDrawing() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 30, files: ["cards.ndjson": Fixtures.cards])
    try await cascade.start("cascade --pick -q Echo cards.ndjson")
    try await cascade.press("Right", untilStatus: "card 1 of 1 · /Echo")
    try cascade.pane.press("Enter")
    #expect(try await cascade.exitStatus() == 0)
    #expect(try cascade.standardOutput == Fixtures.cardLines[4] + "\n")

    // More than one match: -1 opens the viewer with the query applied.
    try await clearShell(cascade)
    try await cascade.start("cascade -1 --query card cards.ndjson")
    try await cascade.press("Right", untilStatus: "card 2 of 6 · /card")
    try cascade.pane.press("q")
    #expect(try await cascade.exitStatus() == 1)

    try await runWithoutDrawing(cascade, "cascade -1 -q Echo cards.ndjson")
    #expect(try await cascade.exitStatus() == 0)
    #expect(try cascade.standardOutput == Fixtures.cardLines[4] + "\n")

    try await runWithoutDrawing(cascade, "cascade --select-1 --expect ctrl-x -q Echo cards.ndjson")
    #expect(try await cascade.exitStatus() == 0)
    #expect(try cascade.standardOutput == "\n" + Fixtures.cardLines[4] + "\n")

    try await runWithoutDrawing(cascade, "cascade -0 -q nothing-like-this cards.ndjson")
    #expect(try await cascade.exitStatus() == 1)
    #expect(try cascade.standardOutput == "")
    try cascade.expectShellIsBack()
  }

  /// Types `commandLine` as `CascadeInPane.start` does, without waiting for a frame: cascade is
  /// expected to end before drawing one.
  private func runWithoutDrawing(_ cascade: CascadeInPane, _ commandLine: String) async throws {
    try await clearShell(cascade)
    try cascade.pane.type(#"\#(commandLine) > out 2> err; s=$?; echo $s > status; echo "== exit $s ==""#)
  }

  /// Clears the pane and waits for a screen with only the prompt, so the next run's exit marker is
  /// the only one the pane shows.
  private func clearShell(_ cascade: CascadeInPane) async throws {
    try cascade.pane.type("clear")
    _ = try await cascade.pane.screen("a cleared shell") { screen in
      screen.first?.hasPrefix("$") == true && screen.dropFirst().allSatisfy { $0.trimmingSpaces().isEmpty }
    }
  }
}
