import CascadeTerminalTestSupport
import Foundation
import Testing

extension InTerminalTests {
  /// In a terminal not known to join emoji sequences (`TMUX` unset, so Cascade cannot tell it is
  /// tmux), an emoji the C library measures one cell narrower than Cascade does (❄️ needs U+FE0F
  /// to be wide; a flag is two regional indicators) shows its base character padded to its width,
  /// and the border after it stays in its column.
  @Test func emojiTheCLibraryMeasuresNarrowerKeepTheirColumns() async throws {
    let cards = #"{"title":"snow ❄️ end"}"# + "\n" + #"{"title":"flag 🇯🇵 end"}"# + "\n"
    let cascade = try await CascadeInPane(width: 30, height: 10, files: ["emoji.ndjson": cards])
    let screen = try await cascade.start("env -u TMUX cascade --layout list emoji.ndjson")
    // 30 columns: border, space, 11 columns of text (the emoji takes two), padding, border.
    let pad = String(repeating: " ", count: 16)
    #expect(screen[1] == "┃ snow ❄  end" + pad + "┃", "\(screen[1])")
    #expect(screen[4] == "│ flag 🇯  end" + pad + "│", "\(screen[4])")
    try cascade.pane.press("q")
    #expect(try await cascade.exitStatus() == 1)
  }

  /// Where the terminal is not known to join them, an emoji ZWJ sequence (👩‍💻) is drawn as its
  /// first emoji, which curses can hold in one cell, without the joiner: a joiner written alone
  /// attaches itself to whatever the terminal is given next (here the card's border).
  @Test func anEmojiSequenceCurtailedByCursesLeavesNoJoinerBehind() async throws {
    let cards = #"{"title":"dev 👩‍💻 end"}"# + "\n"
    let cascade = try await CascadeInPane(width: 30, height: 6, files: ["emoji.ndjson": cards])
    let screen = try await cascade.start("env -u TMUX cascade --layout list emoji.ndjson")
    let pad = String(repeating: " ", count: 17)
    #expect(screen[1] == "┃ dev 👩 end" + pad + "┃", "\(screen[1].unicodeScalars.map { String($0.value, radix: 16) })")
    try cascade.pane.press("q")
    #expect(try await cascade.exitStatus() == 1)
  }

  /// tmux joins ZWJ sequences and flags: there they are written whole over curses' cut form, in
  /// their cell, and the border after them stays in its column. They stay whole when the focus
  /// moves over them (the row is redrawn) and when the list is filtered (the rows move).
  @Test func emojiSequencesAreDrawnWholeWhereTheTerminalJoinsThem() async throws {
    let titles = ["family 👨‍👩‍👧 end", "flag 🇯🇵 end", "dev 👩‍💻 end"]
    let cards = titles.map { #"{"title":"\#($0)"}"# }.joined(separator: "\n") + "\n"
    let cascade = try await CascadeInPane(width: 30, height: 12, files: ["emoji.ndjson": cards])
    var screen = try await cascade.start("cascade --layout list emoji.ndjson")
    // The titles are 13, 11 and 10 columns wide; 30 columns: border, space, title, padding, border.
    func row(_ title: String, width: Int, focused: Bool) -> String {
      let (left, right) = focused ? ("┃", "┃") : ("│", "│")
      return left + " " + title + String(repeating: " ", count: 27 - width) + right
    }
    #expect(screen[1] == row(titles[0], width: 13, focused: true), "\(screen[1])")
    #expect(screen[4] == row(titles[1], width: 11, focused: false), "\(screen[4])")
    #expect(screen[7] == row(titles[2], width: 10, focused: false), "\(screen[7])")
    try cascade.pane.press("Down")
    screen = try await cascade.pane.screen("the second card focused") { $0.count > 4 && $0[4].hasPrefix("┃") }
    #expect(screen[1] == row(titles[0], width: 13, focused: false), "\(screen[1])")
    #expect(screen[4] == row(titles[1], width: 11, focused: true), "\(screen[4])")
    try cascade.pane.press("/")
    try cascade.pane.send(literally: "dev")
    screen = try await cascade.pane.screen("only the dev card") {
      $0.count > 4 && $0[1].contains("dev") && !$0[4].contains("flag")
    }
    #expect(screen[1] == row(titles[2], width: 10, focused: true), "\(screen[1])")
    // stdout is a file: Enter picks the card and ends.
    try cascade.pane.press("Enter")
    #expect(try await cascade.exitStatus() == 0)
    #expect(try cascade.standardOutput.contains("dev 👩‍💻 end"))
  }
}
