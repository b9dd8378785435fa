import CascadeTerminalTestSupport
import Testing

extension InTerminalTests {
  /// `l` three times from the waterfall is the carousel; once its animation has run, the screen is
  /// what `--dump` draws. Right moves one card, and it ends centred.
  @Test func lCyclesToTheCarouselWhereRightCentresTheNextCard() async throws {
    let carousel = try CascadeBinary.dump(["--demo", "--no-pictures", "--size", "80x24", "--layout", "carousel"])
    let second = try CascadeBinary.dump([
      "--demo", "--no-pictures", "--size", "80x24", "--layout", "carousel", "--focus", "1",
    ])
    try #require(StatusLine.text(of: second) == "card 2 of 268")
    let cascade = try await CascadeInPane(width: 80, height: 24)
    // Pictures are colours on a terminal and the placeholder in --dump: compare both without them.
    try await cascade.start("cascade --demo --no-pictures")
    for _ in 0..<3 { try cascade.pane.press("l") }
    try await cascade.waitForScreen(carousel, "the carousel after l l l")
    try cascade.pane.press("Right")
    try await cascade.waitForScreen(second, "the second card centred")
    try cascade.pane.press("l")
    let circle = try CascadeBinary.dump([
      "--demo", "--no-pictures", "--size", "80x24", "--layout", "circle", "--focus", "1",
    ])
    try await cascade.waitForScreen(circle, "the circle, the second card focused")
    try cascade.pane.press("q")
    #expect(try await cascade.exitStatus() == 1)
  }
}
