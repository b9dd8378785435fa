import CascadeTerminalTestSupport
import CascadeTestSupport
import Foundation
import Testing

// fzf's adaptive height in a real terminal: `--height ~N` fits the inline region to the list.

extension InTerminalTests {
  /// `seq 3 | cascade --fzf --height ~10` below five shell lines: the region is the five rows fzf
  /// 0.38 draws (three items, the info line, the prompt) right under the command line, nothing
  /// above it moves while it runs or after it ends, and the shell goes on where it began.
  @Test func aFittedHeightTakesTheRowsTheListNeeds() async throws {
    let cascade = try await CascadeInPane(width: 80, height: 20)
    let pane = cascade.pane
    try pane.type("for i in 1 2 3 4 5; do echo \"line $i above\"; done")
    let before = try await pane.screen("the lines above") {
      $0.contains("line 5 above") && $0.last(where: { !$0.isEmpty }) == "$"
    }
    let kept = Array(before.prefix { $0 != "$" })
    try pane.type(#"seq 3 | cascade --fzf --height ~10 > out; echo "== exit $? ==""#)
    let running = try await pane.screen("the fitted list", timeout: .seconds(60)) {
      $0.contains { $0.hasPrefix("  3/3") }
    }
    let commandRow = kept.count
    let region = [
      "  3",
      "  2",
      "> 1",
      "  3/3 " + String(repeating: "─", count: 73),
      ">",
    ]
    expectScreen(
      Array(running.prefix(commandRow)), kept, "the lines above, while it runs:\n\(running.joined(separator: "\n"))")
    expectScreen(
      Array(running.dropFirst(commandRow + 1)),
      region + Array(repeating: "", count: 20 - commandRow - 1 - region.count),
      "five rows under the command line")
    #expect(try pane.display("#{alternate_on}") == "0", "inline: the main screen")
    try pane.press("Up")
    _ = try await pane.screen("the pointer on 2") { $0.contains("> 2") }
    try pane.press("Enter")
    let after = try await pane.screen("the shell after cascade") { $0.contains("== exit 0 ==") }
    expectScreen(Array(after.prefix(commandRow)), kept, "the lines above, after it ends")
    #expect(after[commandRow + 1] == "== exit 0 ==", "the region cleared:\n\(after.joined(separator: "\n"))")
    let picked = try String(contentsOf: cascade.directory.appendingPathComponent("out"), encoding: .utf8)
    #expect(picked == "2\n")
    #expect(try pane.modes() == TmuxPane.restoredModes)
  }
}
