import CascadeTerminalTestSupport
import Foundation
import Testing

// The / filter as a user types it: fzf's fuzzy ranking, the best match first and focused.

extension InTerminalTests {
  /// Lines where the best match for `main` is neither the first line nor the first that holds it.
  static let fuzzyLines = [
    "readme", "xmxaxixn", "the domain", "src/main.swift", "Sources/mainly", "main", "remain here",
  ]

  @Test func typingAFuzzyQueryPutsTheBestMatchFirstAndFocusesIt() async throws {
    let text = Self.fuzzyLines.joined(separator: "\n") + "\n"
    let cascade = try await CascadeInPane(width: 90, height: 30, files: ["lines.txt": text])
    try await cascade.start("cascade --no-pick --no-animation lines.txt")
    // The ranking --filter prints for the same query and input: the viewer must agree.
    let path = cascade.directory.appendingPathComponent("lines.txt").path
    let ranked = try CascadeBinary.run(["-f", "main", path]).standardOutput.split(separator: "\n").map(String.init)
    #expect(ranked.first == "main", "an exact word beats the longer matches: \(ranked)")
    #expect(ranked.count == 6)
    try cascade.pane.press("/")
    try cascade.pane.send(literally: "main")
    let screen = try await cascade.pane.screen("the ranked cards") { $0.last?.hasPrefix(" /main  6/7") == true }
    // The first card, top left, is the best match and has the focus (a heavy border).
    #expect(screen[0].hasPrefix("┏"), "\(screen.joined(separator: "\n"))")
    #expect(screen[1].hasPrefix("┃ main "), "\(screen.joined(separator: "\n"))")
    // Every card shown is one --filter printed, none other.
    let shown = Self.fuzzyLines.filter { line in screen.contains { $0.contains(" " + line + " ") } }
    #expect(Set(shown) == Set(ranked), "shown \(shown)")
    try await cascade.press("Enter", untilStatus: "card 1 of 6 · /main")
    try cascade.pane.press("q")
    #expect(try await cascade.exitStatus() == 1)
    try cascade.expectShellIsBack()
  }
}
