import CascadeTerminalTestSupport
import Foundation
import Testing

// A query pasted into Cascade linked as fzf, over more lines than a key's slice matches.

extension InTerminalTests {
  /// Its keys are read before the filter runs: the screen reaches the pasted query's final count
  /// (counted here by a subsequence search, fzf's fuzzy match for a lower-case ASCII query), and
  /// no frame on the way shows a count with a shorter query or a count the query cannot have
  /// (more than its final count, as a prefix's would be), nor another count after the final one.
  @Test func aPastedQueryShowsOnlyItsOwnCounts() async throws {
    var lines: [String] = []
    for i in 0..<200_000 {
      let part = ["src", "lib", "test", "docs"][i % 4]
      lines.append("/srv/project\(i % 97)/\(part)/module\(i % 1_013)/\(["main", "util", "io"][i % 3])\(i).swift")
    }
    let query = "src/main"
    let expected = lines.filter { Self.containsInOrder(query, $0) }.count
    let total = lines.count
    let cascade = try await CascadeInPane(
      width: 100, height: 30, files: ["paths": lines.joined(separator: "\n") + "\n"])
    try FileManager.default.createSymbolicLink(
      at: cascade.directory.appendingPathComponent("fzf"), withDestinationURL: try BuiltProducts.executable("cascade"))
    let pane = cascade.pane
    try pane.type(#"./fzf < paths > out; echo "== exit $? ==""#)
    _ = try await pane.screen("every line loaded", timeout: .seconds(60)) {
      $0.contains { $0.hasPrefix("  \(total)/\(total) ") }
    }
    try pane.send(literally: query)
    // What each poll saw: the query line and the count, from the paste to the final count and
    // for a few more polls after it.
    var seen: [(query: String, count: Int)] = []
    var pollsAfterFinal = 0
    _ = try await pane.screen("the pasted query's final count", timeout: .seconds(120)) { screen in
      guard let count = Self.fzfCount(in: screen, total: total) else { return false }
      let typed = screen.last(where: { $0.hasPrefix(">") }) ?? ""
      seen.append((typed, count))
      if seen.contains(where: { $0.count == expected && $0.query == "> \(query)" }) { pollsAfterFinal += 1 }
      return pollsAfterFinal > 10
    }
    // The count of every line shows until the paste is read.
    let afterPaste = seen.drop { $0.count == total && $0.query == ">" }
    for (typed, count) in afterPaste {
      #expect(typed == "> \(query)", "a count (\(count)) drawn with the query \(typed)")
      #expect(count <= expected, "a count (\(count)) above the query's \(expected) with \(typed)")
    }
    let final = afterPaste.drop { $0.count != expected }
    #expect(final.allSatisfy { $0.count == expected }, "a count after the final one: \(final.map(\.count))")
    try pane.press("Escape")
    _ = try await pane.screen("the shell", timeout: .seconds(30)) { $0.contains("== exit 130 ==") }
  }

  /// The count on fzf's info line ("  M/N ─…"), or nil.
  static func fzfCount(in screen: [String], total: Int) -> Int? {
    for row in screen {
      let trimmed = row.drop { $0 == " " }
      guard let slash = trimmed.firstIndex(of: "/"), trimmed[slash...].dropFirst().hasPrefix("\(total)") else {
        continue
      }
      if let count = Int(trimmed[..<slash]) { return count }
    }
    return nil
  }

  /// True when `needle`'s characters occur in `text` in order.
  static func containsInOrder(_ needle: String, _ text: String) -> Bool {
    var rest = Substring(text)
    for character in needle {
      guard let found = rest.firstIndex(of: character) else { return false }
      rest = rest[rest.index(after: found)...]
    }
    return true
  }
}
