import CascadeTerminalTestSupport
import Testing

// Enter as a picker: where stdout goes decides (a script waiting on a pipe or file gets the card,
// a terminal opens it), and --pick, --no-pick and --bind enter:… say otherwise.

extension InTerminalTests {
  /// `CascadeInPane.start` sends stdout to a file: Enter prints the focused card and ends, with
  /// no --pick; with --multi and a selection, the selection alone.
  @Test func enterPicksWhenStdoutIsNotATerminal() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 30)
    try await cascade.start(#"printf 'alpha\nbravo\ncharlie\n' | cascade"#)
    try await cascade.press("Right", untilStatus: "card 2 of 3")
    try cascade.pane.press("Enter")
    #expect(try await cascade.exitStatus() == 0)
    #expect(try cascade.standardOutput == "bravo\n")
    try cascade.expectShellIsBack()

    try cascade.pane.type("clear")
    try await cascade.start(#"printf 'alpha\nbravo\ncharlie\n' | cascade -m"#)
    try await cascade.press("Space", untilStatus: "card 1 of 3 · 1 selected")
    try await cascade.press("Right", untilStatus: "card 2 of 3 · 1 selected")
    try await cascade.press("Right", untilStatus: "card 3 of 3 · 1 selected")
    try await cascade.press("Space", untilStatus: "card 3 of 3 · 2 selected")
    try await cascade.press("Left", untilStatus: "card 2 of 3 · 2 selected")
    try cascade.pane.press("Enter")
    #expect(try await cascade.exitStatus() == 0)
    #expect(try cascade.standardOutput == "alpha\ncharlie\n", "the selection, not the focused card")
  }

  /// Typing a query and pressing Enter picks the best match, as `vim "$(find . | fzf)"` expects.
  @Test func enterAfterTypingAQueryPicksTheBestMatch() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 30)
    try await cascade.start(#"printf 'src/main.swift\nREADME.md\nsrc/view.swift\n' | cascade"#)
    try cascade.pane.press("/")
    try cascade.pane.send(literally: "view")
    _ = try await cascade.pane.screen("the filter with one match", timeout: .seconds(30)) {
      $0.last?.hasPrefix(" /view  1/3") == true
    }
    try cascade.pane.press("Enter")
    #expect(try await cascade.exitStatus() == 0)
    #expect(try cascade.standardOutput == "src/view.swift\n")
  }

  /// With stdout on the terminal Enter opens the card; q then quits printing nothing.
  @Test func enterOpensTheCardWhenStdoutIsATerminal() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 30)
    try cascade.pane.type(#"printf 'alpha\nbravo\n' | cascade; echo "== status $? ==""#)
    _ = try await cascade.pane.screen("the cards", timeout: .seconds(30)) { StatusLine.text(of: $0) == "card 1 of 2" }
    try await cascade.press("Right", untilStatus: "card 2 of 2")
    try cascade.pane.press("Enter")
    _ = try await cascade.pane.screen("bravo's full view", timeout: .seconds(30)) { screen in
      screen.first?.contains("bravo") == true && screen.last?.contains("q quit") == true
    }
    try cascade.pane.press("q")
    let after = try await cascade.pane.screen("the shell back", timeout: .seconds(30)) { $0.contains("== status 1 ==") }
    #expect(!after.contains("bravo"), "nothing printed:\n\(after.joined(separator: "\n"))")
  }

  /// --no-pick opens the card even into a file; --bind enter:… wins over both; --pick with
  /// --no-pick is a usage error.
  @Test func noPickAndBindingsOverrideWhereStdoutGoes() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 30)
    try await cascade.start(#"printf 'alpha\nbravo\n' | cascade --no-pick"#)
    try cascade.pane.press("Enter")
    _ = try await cascade.pane.screen("alpha's full view", timeout: .seconds(30)) { screen in
      screen.first?.contains("alpha") == true && screen.last?.contains("q quit") == true
    }
    try cascade.pane.press("q")
    #expect(try await cascade.exitStatus() == 1)
    #expect(try cascade.standardOutput == "")

    try cascade.pane.type("clear")
    try await cascade.start(#"printf 'alpha\nbravo\n' | cascade --bind enter:abort"#)
    try cascade.pane.press("Enter")
    #expect(try await cascade.exitStatus() == 130)
    #expect(try cascade.standardOutput == "")

    let both = try CascadeBinary.run(["--pick", "--no-pick", "--demo"])
    #expect(both.status == 2)
    #expect(both.standardError.contains("--pick and --no-pick cannot be used together"), "\(both.standardError)")
  }
}
