import CascadeTerminalTestSupport
import CascadeTestSupport
import Testing

/// The self-sizing example: 100,000 notes placed at estimates, the screen measured before each
/// frame, so End shows the last note whole and exact.
struct SelfSizingExampleTests {
  func run(_ keys: String) throws -> (status: Int32, lines: [String], error: String) {
    let result = try Subprocess.capture([
      try BuiltProducts.executable("self-sizing").path, "--dump", "60x40", "--keys", keys,
    ])
    let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(
      String.init)
    return (result.status, lines, result.standardError)
  }

  @Test func endShowsTheLastNoteWholeAtItsExactHeight() throws {
    let end = try run("end")
    #expect(end.status == 0, "\(end.error)")
    #expect(end.lines.last?.hasPrefix(" note 100000 of 100000 ·") == true, "\(end.lines)")
    // The focused card (heavy border) is the last note, drawn whole: its top and bottom borders
    // are on screen and its box is exactly as tall as its title and wrapped body.
    guard let top = end.lines.firstIndex(where: { $0.contains("┏") }),
      let bottom = end.lines.firstIndex(where: { $0.contains("┗") })
    else {
      Issue.record("no focused card on screen: \(end.lines)")
      return
    }
    #expect(end.lines[top + 1].contains("Note 100000"), "\(end.lines)")
    let column =
      end.lines[top].firstIndex(of: "┏").map { end.lines[top].distance(from: end.lines[top].startIndex, to: $0) } ?? 0
    let rows = end.lines[(top + 2)..<bottom].map { line -> String in
      let start = line.index(line.startIndex, offsetBy: column + 2, limitedBy: line.endIndex) ?? line.endIndex
      return String(line[start...].prefix { $0 != "┃" }).trimmingTrailingSpaces()
    }
    // No row of the box is empty: neither an estimate that was too tall (blank rows) nor one
    // too short (the box would end before the text, and the wrapped text would not end here).
    #expect(rows.allSatisfy { !$0.isEmpty }, "\(end.lines)")
  }

  @Test func homeAfterEndIsBackOnTheFirstNote() throws {
    let back = try run("end,home")
    #expect(back.status == 0, "\(back.error)")
    #expect(back.lines.last?.hasPrefix(" note 1 of 100000 ·") == true, "\(back.lines)")
    #expect(back.lines[1].contains("Note 1 "), "\(back.lines)")
  }
}

private extension String {
  func trimmingTrailingSpaces() -> String {
    var s = self
    while s.last == " " { s.removeLast() }
    return s
  }
}
