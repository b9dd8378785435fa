import CascadeTerminalTestSupport
import Foundation
import Testing

extension InTerminalTests {
  /// `--height 10` draws below the prompt on the main screen: the lines above stay as they were
  /// while it runs and after it quits, and its own lines are cleared, the next prompt where it began.
  @Test func inlineModeLeavesTheLinesAboveUntouched() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 24, files: ["cards.txt": "alpha\nbeta\ngamma\n"])
    let pane = cascade.pane
    try pane.type("for i in 1 2 3 4 5; do echo \"line $i above\"; done")
    let before = try await pane.screen("the lines above") {
      $0.contains("line 5 above") && $0.last(where: { !$0.isEmpty }) == "$"
    }
    let kept = Array(before.prefix { $0 != "$" })
    try pane.type(#"cascade --height 10 --layout list cards.txt > out; echo "== exit $? ==""#)
    let running = try await pane.screen("cascade drawn inline") { $0.contains { $0.hasSuffix(StatusLine.hint) } }
    #expect(Array(running.prefix(kept.count)) == kept, "while running:\n\(running.joined(separator: "\n"))")
    let statusRow = try #require(running.firstIndex { $0.hasSuffix(StatusLine.hint) })
    let commandRow = kept.count
    #expect(
      statusRow == commandRow + 1 + 9, "ten rows right below the command line:\n\(running.joined(separator: "\n"))")
    #expect(try pane.display("#{alternate_on}") == "0", "inline mode stays on the main screen")
    try pane.press("q")
    let after = try await pane.screen("the shell after cascade") { $0.contains("== exit 1 ==") }
    #expect(Array(after.prefix(kept.count)) == kept, "after quitting:\n\(after.joined(separator: "\n"))")
    #expect(
      after[commandRow + 1] == "== exit 1 ==",
      "the shell goes on where cascade began:\n\(after.joined(separator: "\n"))")
    #expect(!after.contains { $0.contains("alpha") || $0.hasSuffix(StatusLine.hint) }, "cascade's lines are cleared")
    #expect(try pane.modes() == TmuxPane.restoredModes)
  }

  /// Near the bottom of the terminal the region scrolls the lines above up to make room, keeping
  /// them in order; a height of the whole terminal or more is the full screen.
  @Test func inlineModeMakesRoomAtTheBottomAndFullHeightIsFullScreen() async throws {
    let cascade = try await CascadeInPane(width: 60, height: 16, files: ["cards.txt": "alpha\nbeta\n"])
    let pane = cascade.pane
    try pane.type("seq 1 12")
    _ = try await pane.screen("the numbers") { $0.contains("12") && $0.last(where: { !$0.isEmpty }) == "$" }
    try pane.type("cascade --height 50% --layout list cards.txt > out")
    let running = try await pane.screen("cascade drawn inline") { $0.last?.hasSuffix(StatusLine.hint) == true }
    let rows = running.firstIndex { $0.hasPrefix("$ cascade --height") }.map { running[..<$0] } ?? []
    #expect(
      rows.last == "12" && rows.filter { Int($0) != nil }.map { Int($0)! } == Array((13 - rows.count)...12),
      "the numbers scrolled up, in order:\n\(running.joined(separator: "\n"))")
    #expect(
      running.suffix(8).dropFirst().first?.contains("alpha") == true,
      "eight rows (50% of 16) at the bottom:\n\(running.joined(separator: "\n"))")
    try pane.press("q")
    _ = try await pane.screen("the shell after cascade") { !$0.contains { $0.hasSuffix(StatusLine.hint) } }
    try pane.type("cascade --height 16 --layout list cards.txt > out")
    _ = try await pane.screen("cascade over the whole screen") {
      $0.last?.hasSuffix(StatusLine.hint) == true && $0.first?.hasPrefix("┏") == true
    }
    #expect(try pane.display("#{alternate_on}") == "1")
    try pane.press("q")
    _ = try await pane.screen("the shell after cascade") { !$0.contains { $0.hasSuffix(StatusLine.hint) } }
    #expect(try pane.modes() == TmuxPane.restoredModes)
  }

  /// SIGTERM in inline mode: the signal guard clears the region and gives the modes back; the lines
  /// above stay, and the shell goes on where cascade began.
  @Test func sigtermInInlineModeClearsTheRegion() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 24, files: ["cards.txt": "alpha\nbeta\n"])
    let pane = cascade.pane
    try pane.type("echo kept above")
    let before = try await pane.screen("the line above") {
      $0.contains("kept above") && $0.last(where: { !$0.isEmpty }) == "$"
    }
    let kept = Array(before.prefix { $0 != "$" })
    try pane.type(#"cascade --height 8 --layout list cards.txt; echo "== exit $? ==""#)
    _ = try await pane.screen("cascade drawn inline") { $0.contains { $0.hasSuffix(StatusLine.hint) } }
    let shell = try #require(Int32(try pane.display("#{pane_pid}")))
    let pid = try #require(Self.child(of: shell, named: "cascade"), "no cascade under the pane's shell")
    #expect(kill(pid, SIGTERM) == 0)
    let after = try await pane.screen("the shell after SIGTERM") { $0.contains("== exit 143 ==") }
    #expect(Array(after.prefix(kept.count)) == kept)
    #expect(after[kept.count + 1] == "== exit 143 ==", "the region is cleared:\n\(after.joined(separator: "\n"))")
    #expect(!after.contains { $0.contains("alpha") || $0.hasSuffix(StatusLine.hint) })
    #expect(try pane.modes() == TmuxPane.restoredModes)
  }

  /// The pid of a process named `name` whose parent is `parent`.
  static func child(of parent: Int32, named name: String) -> Int32? {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    for entry in entries {
      guard let pid = Int32(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
        let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")")
      else { continue }
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      if stat[stat.index(after: open)..<close] == name, fields.count > 1, Int32(fields[1]) == parent { return pid }
    }
    return nil
  }
}
