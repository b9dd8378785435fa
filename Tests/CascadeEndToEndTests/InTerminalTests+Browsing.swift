import CascadeTerminalTestSupport
import Testing

extension InTerminalTests {
  @Test func startupShowsTheDemoExactlyAsDumpDoes() async throws {
    let expected = try CascadeBinary.dump(["--demo", "--no-pictures", "--size", "100x30"])
    try #require(
      expected.first?.hasPrefix("── Mountains 山 ──") == true && StatusLine.text(of: expected) == "card 1 of 268")
    let cascade = try await CascadeInPane(width: 100, height: 30)
    try await cascade.start("cascade --demo --no-pictures")
    // The colours differ from --dump's plain theme; the characters do not.
    try await cascade.waitForScreen(expected, "the demo's first frame")
    #expect(try cascade.pane.modes() == "alternate=1 cursor=0 mouse=1 keypad=1")
    try cascade.pane.press("q")
    #expect(try await cascade.exitStatus() == 1)
  }

  @Test func arrowsPageDownEndAndHomeMoveTheFocus() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 30)
    let first = try await cascade.start("cascade --demo --no-pictures")
    // The demo at 100 columns (see the test above): Everest, K2 and Fuji (cards 1-3) side by side,
    // Kilimanjaro (4) under K2, Matterhorn (5) under Everest.
    try await cascade.press("Right", untilStatus: "card 2 of 268")
    try await cascade.press("Down", untilStatus: "card 4 of 268")
    try await cascade.press("Left", untilStatus: "card 1 of 268")
    try await cascade.press("Down", untilStatus: "card 5 of 268")
    try await cascade.press("Up", untilStatus: "card 1 of 268")

    try cascade.pane.press("NPage")
    let paged = try await cascade.pane.screen("a page further down") { screen in
      // The section's title is pinned to the first row, so the cards below it tell the page moved.
      (Self.cardNumber(StatusLine.text(of: screen)) ?? 1) > 1 && screen.dropFirst().first != first.dropFirst().first
    }
    #expect(
      paged.contains { $0.contains("┏") || $0.contains("┗") },
      "the focused card is off screen:\n\(paged.joined(separator: "\n"))")

    let end = try await cascade.press("End", untilStatus: "card 268 of 268")
    // Scrolled to the bottom: a card's lower border sits right above the status line.
    #expect(
      end[end.count - 2].contains("╯") || end[end.count - 2].contains("┛"),
      "not at the bottom:\n\(end.joined(separator: "\n"))")

    try cascade.pane.press("Home")
    try await cascade.waitForScreen(first, "the first frame again after Home")
    try cascade.pane.press("q")
    #expect(try await cascade.exitStatus() == 1)
  }

  @Test func slashFiltersEnterKeepsTheFilterAndEscClearsIt() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 30)
    // stdout is a file, so Enter would pick: --no-pick keeps it ending the typing.
    try await cascade.start("cascade --no-pick --demo --no-pictures")
    try cascade.pane.press("/")
    // The prompt counts the matches among all cards, as fzf does.
    _ = try await cascade.pane.screen("the filter prompt") { $0.last == " /  268/268" }
    // 'Fuji is exact (a plain term is fuzzy, and F…u…j…i runs through other cards' text).
    try cascade.pane.send(literally: "'Fuji")
    // Each key re-flows the cards in the frame that shows it.
    let filtered = try await cascade.pane.screen("the filter as typed") { $0.last == " /'Fuji  3/268" }
    let text = filtered.joined(separator: "\n")
    #expect(text.components(separatedBy: "Fuji 富士山 ·").count - 1 == 3, "three Fuji cards:\n\(text)")
    #expect(!text.contains("Everest") && !text.contains("K2"), "cards that do not match:\n\(text)")

    try await cascade.press("Enter", untilStatus: "card 1 of 3 · /'Fuji")
    try cascade.pane.press("/")
    _ = try await cascade.pane.screen("the filter prompt with the kept filter") { $0.last == " /'Fuji  3/268" }
    // Esc clears the filter; the focus stays on its card, Fuji at dawn, the demo's third.
    // The other cards slide and fade back in for 200 ms after the status line changes: wait for
    // the frame where they have arrived.
    try cascade.pane.press("Escape")
    _ = try await cascade.pane.screen("every card back, the focus on card 3") { screen in
      StatusLine.text(of: screen)?.hasPrefix("card 3 of 268") == true && screen.joined().contains("Everest")
    }
    try cascade.pane.press("q")
    #expect(try await cascade.exitStatus() == 1)
  }
}
