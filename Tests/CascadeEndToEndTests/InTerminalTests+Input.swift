import CascadeTerminalTestSupport
import Foundation
import Testing

extension InTerminalTests {
  @Test func inputPipedOnStdinWhileKeysComeFromTheTerminal() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 30)
    let first = try await cascade.start(#"printf 'alpha\nbravo\n' | cascade --pick"#)
    #expect(StatusLine.text(of: first) == "card 1 of 2")
    try cascade.pane.press("Enter")
    #expect(try await cascade.exitStatus() == 0)
    #expect(try cascade.standardOutput == "alpha\n")
    try cascade.expectShellIsBack()
  }

  /// A line that is not UTF-8 (a Latin-1 file name from `ls`) prints as it came in, not with U+FFFD.
  @Test func aPickedLineThatIsNotUTF8PrintsItsOwnBytes() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 30)
    let first = try await cascade.start(#"printf 'caf\xe9\n' | cascade --pick"#)
    #expect(StatusLine.text(of: first) == "card 1 of 1")
    try cascade.pane.press("Enter")
    #expect(try await cascade.exitStatus() == 0)
    #expect(try cascade.standardOutputBytes == [0x63, 0x61, 0x66, 0xE9, 0x0A])
    try cascade.expectShellIsBack()
  }

  @Test func aPickedJSONArrayElementPrintsOnOneLine() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 30, files: ["cards.json": Fixtures.array])
    try await cascade.start("cascade --pick cards.json")
    try await cascade.press("Right", untilStatus: "card 2 of 2")
    try cascade.pane.press("Enter")
    #expect(try await cascade.exitStatus() == 0)
    #expect(try cascade.standardOutput == Fixtures.secondElementOnOneLine + "\n")
    let input = try Data(contentsOf: cascade.directory.appendingPathComponent("cards.json"))
    #expect(input == Data(Fixtures.array.utf8), "cascade changed its input file")
    try cascade.expectShellIsBack()
  }

  @Test func hostileTextNeverClearsOrRetitlesTheTerminal() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 30, files: ["hostile.ndjson": Fixtures.hostile])
    // The pane does take a title from OSC 0: the check below would see a leak.
    try cascade.pane.type(#"printf '\033]0;before-cascade\007'"#)
    _ = try await poll { try cascade.pane.title() == "before-cascade" ? true : nil }
    try #require(try cascade.pane.title() == "before-cascade")

    let expected = try CascadeBinary.dump([
      cascade.directory.appendingPathComponent("hostile.ndjson").path, "--size", "100x30",
    ])
    try await cascade.start("cascade hostile.ndjson")
    let screen = try await cascade.waitForScreen(expected, "the hostile cards, drawn whole")
    let text = screen.joined(separator: "\n")
    #expect(
      text.contains("clear ␛[2J here") && text.contains("title ␛]0;x␇ set") && text.contains("retitle ␛]0;pwned␇ now"),
      "\(text)")
    #expect(try cascade.pane.title() == "before-cascade")

    try await cascade.press("Right", untilStatus: "card 2 of 3")
    #expect(try cascade.pane.title() == "before-cascade")
    try cascade.pane.press("q")
    #expect(try await cascade.exitStatus() == 1)
    try cascade.expectShellIsBack()
    // The shell's screen is as it was before cascade started.
    #expect(try cascade.pane.lines().contains { $0.contains("before-cascade") }, "the shell's screen was cleared")
  }
}
