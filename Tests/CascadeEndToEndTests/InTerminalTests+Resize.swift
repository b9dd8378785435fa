import CascadeTerminalTestSupport
import Testing

extension InTerminalTests {
  @Test func resizingRedrawsForTheNewSize() async throws {
    let narrow = try CascadeBinary.dump(["--demo", "--no-pictures", "--size", "60x20"])
    try #require(narrow.count == 20 && StatusLine.text(of: narrow) == "card 1 of 268")
    try #require(narrow[1].filter { $0 == "╭" || $0 == "┏" }.count == 2, "two columns at 60")
    let cascade = try await CascadeInPane(width: 100, height: 30)
    let wide = try await cascade.start("cascade --demo --no-pictures")
    #expect(wide.count == 30 && wide[1].filter { $0 == "╭" || $0 == "┏" }.count == 3, "three columns at 100")
    try cascade.pane.resize(width: 60, height: 20)
    // Two columns, the status line on row 20: the frame --dump draws at 60x20.
    try await cascade.waitForScreen(narrow, "the frame at 60x20")
    try cascade.pane.press("q")
    #expect(try await cascade.exitStatus() == 1)
  }

  @Test func aTerminalTooSmallShowsAPlaceholderAndComesBack() async throws {
    let tiny = try CascadeBinary.dump(["--demo", "--size", "8x3"])
    try #require(tiny.joined(separator: " ").contains("terminal too"))
    let cascade = try await CascadeInPane(width: 100, height: 30)
    let first = try await cascade.start("cascade --demo --no-pictures")
    try cascade.pane.resize(width: 8, height: 3)
    try await cascade.waitForScreen(tiny, "the placeholder at 8x3")
    try cascade.pane.resize(width: 100, height: 30)
    try await cascade.waitForScreen(first, "the first frame again at 100x30")
    try await cascade.press("Right", untilStatus: "card 2 of 268")
    try cascade.pane.press("q")
    #expect(try await cascade.exitStatus() == 1)
    try cascade.expectShellIsBack()
  }
}
