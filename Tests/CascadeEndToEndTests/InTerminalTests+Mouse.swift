import CascadeTerminalTestSupport
import Foundation
import Testing

extension InTerminalTests {
  /// The bytes an xterm-compatible terminal sends in SGR mouse mode (1006) for `button` at the
  /// 0-based screen cell (x, y): `ESC [ < button ; column ; row M` for a press, `m` for a release,
  /// column and row counted from 1.
  static func sgrMouse(_ button: Int, x: Int, y: Int, release: Bool = false) -> String {
    "\u{1b}[<\(button);\(x + 1);\(y + 1)\(release ? "m" : "M")"
  }

  /// Eighty text cards of different heights (no pictures, so what is drawn does not wait for
  /// thumbnails), as cards.ndjson.
  static let textCards: String = (0..<80).map { i in
    let body = String(repeating: "word ", count: (i * 7) % 23).trimmingCharacters(in: .whitespaces)
    return #"{"title":"Card \#(i)","body":"\#(body)"}"# + "\n"
  }.joined()

  /// A click (press and release of the left button) on a card focuses that card: the status line
  /// counts it and its corner turns heavy. The pane's TERM says xterm, so curses asks for SGR mouse
  /// reports and reads them as a terminal sends them.
  @Test func aClickFocusesTheCardUnderThePointer() async throws {
    let directory = try TemporaryDirectory()
    let file = try directory.write("cards.ndjson", Self.textCards)
    let json = try CascadeBinary.run(["--layout-json", file, "--size", "100x30"])
    try #require(json.status == 0)
    let layout = try JSONDecoder().decode(LayoutDocument.self, from: Data(json.standardOutputBytes))
    // The last card of the first section that lies wholly on screen, above the status line.
    let target = try #require(
      layout.elements.last {
        $0.kind == "cell" && $0.section == 0 && $0.item > 0 && $0.x >= 0 && $0.y >= 0 && $0.x + $0.width <= 100
          && $0.y + $0.height <= 29 && $0.width >= 4 && $0.height >= 3
      })
    let cascade = try await CascadeInPane(
      width: 100, height: 30, files: ["cards.ndjson": Self.textCards], environment: ["TERM": "xterm-256color"])
    let first = try await cascade.start("cascade cards.ndjson")
    #expect(StatusLine.text(of: first) == "card 1 of 80")
    try #require(Self.character(in: first, x: target.x, y: target.y) == "╭", "the target card is drawn unfocused first")
    let (x, y) = (target.x + target.width / 2, target.y + target.height / 2)
    try cascade.pane.send(literally: Self.sgrMouse(0, x: x, y: y) + Self.sgrMouse(0, x: x, y: y, release: true))
    let clicked = try await cascade.pane.screen("card \(target.item + 1) focused after a click at (\(x), \(y))") {
      StatusLine.text(of: $0) == "card \(target.item + 1) of 80"
    }
    #expect(Self.character(in: clicked, x: target.x, y: target.y) == "┏", "the clicked card's corner is heavy")
    #expect(clicked.joined().filter { $0 == "┏" }.count == 1, "one card is focused")
    try cascade.pane.press("q")
    #expect(try await cascade.exitStatus() == 1)
    try cascade.expectShellIsBack()
  }

  /// A notch of the wheel scrolls three rows: one notch down shows the frame `--dump --offset 3`
  /// draws (the focus moved onto the screen as when scrolling), one notch up the top of the
  /// collection again with that focus kept.
  @Test func theWheelScrollsThreeRowsANotch() async throws {
    let directory = try TemporaryDirectory()
    let file = try directory.write("cards.ndjson", Self.textCards)
    let top = try CascadeBinary.dump([file, "--size", "100x30"])
    let down = try CascadeBinary.dump([file, "--size", "100x30", "--offset", "3"])
    try #require(top != down)
    let focused = try #require(Self.cardNumber(StatusLine.text(of: down)))
    let up = try CascadeBinary.dump([file, "--size", "100x30", "--offset", "0", "--focus", "\(focused - 1)"])
    let cascade = try await CascadeInPane(
      width: 100, height: 30, files: ["cards.ndjson": Self.textCards], environment: ["TERM": "xterm-256color"])
    try await cascade.start("cascade cards.ndjson")
    try await cascade.waitForScreen(top, "the first frame")
    // Buttons 65 and 64 are the wheel's down and up notches; a wheel sends no release.
    try cascade.pane.send(literally: Self.sgrMouse(65, x: 40, y: 10))
    try await cascade.waitForScreen(down, "the frame at offset 3 after a notch down")
    try cascade.pane.send(literally: Self.sgrMouse(64, x: 40, y: 10))
    try await cascade.waitForScreen(up, "the top again after a notch up")
    try cascade.pane.press("q")
    #expect(try await cascade.exitStatus() == 1)
  }

  /// The character drawn at display column `x` of row `y` (wide characters take two columns).
  static func character(in screen: [String], x: Int, y: Int) -> Character? {
    guard y < screen.count else { return nil }
    let columns = DumpAgreesWithLayoutTests.columns(of: screen[y], width: x + 1)
    return x < columns.count ? columns[x] : nil
  }
}
