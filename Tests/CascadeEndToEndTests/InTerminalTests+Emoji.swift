import CascadeTerminalTestSupport
import Foundation
import Testing

extension InTerminalTests {
  /// An emoji the C library measures one cell narrower than Cascade does (❄️ needs U+FE0F to be
  /// wide; a flag is two regional indicators) shows its base character padded to its width, and
  /// the border after it stays in its column.
  @Test func emojiTheCLibraryMeasuresNarrowerKeepTheirColumns() async throws {
    let cards = #"{"title":"snow ❄️ end"}"# + "\n" + #"{"title":"flag 🇯🇵 end"}"# + "\n"
    let cascade = try await CascadeInPane(width: 30, height: 10, files: ["emoji.ndjson": cards])
    let screen = try await cascade.start("cascade --layout list emoji.ndjson")
    // 30 columns: border, space, 11 columns of text (the emoji takes two), padding, border.
    let pad = String(repeating: " ", count: 16)
    #expect(screen[1] == "┃ snow ❄  end" + pad + "┃", "\(screen[1])")
    #expect(screen[4] == "│ flag 🇯  end" + pad + "│", "\(screen[4])")
    try cascade.pane.press("q")
    #expect(try await cascade.exitStatus() == 1)
  }

  /// An emoji ZWJ sequence (👩‍💻) is drawn as its first emoji, which curses can hold in one cell,
  /// without the joiner: a joiner written alone attaches itself to whatever the terminal is given
  /// next (here the card's border).
  @Test func anEmojiSequenceCurtailedByCursesLeavesNoJoinerBehind() async throws {
    let cards = #"{"title":"dev 👩‍💻 end"}"# + "\n"
    let cascade = try await CascadeInPane(width: 30, height: 6, files: ["emoji.ndjson": cards])
    let screen = try await cascade.start("cascade --layout list emoji.ndjson")
    let pad = String(repeating: " ", count: 17)
    #expect(screen[1] == "┃ dev 👩 end" + pad + "┃", "\(screen[1].unicodeScalars.map { String($0.value, radix: 16) })")
    try cascade.pane.press("q")
    #expect(try await cascade.exitStatus() == 1)
  }
}
