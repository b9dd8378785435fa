import CascadeTerminalTestSupport
import Foundation
import Testing

// fzf's `--no-clear` in a real terminal: the inline region's last frame stays after Cascade ends.

extension InTerminalTests {
  /// fzf 0.38's `test_no_clear`: `--no-clear --inline-info --height 5` prints its pick and leaves
  /// the prompt line on the screen; without `--no-clear` the region is erased.
  @Test func noClearLeavesTheLastFrame() async throws {
    let cascade = try await CascadeInPane(width: 80, height: 24)
    try FileManager.default.createSymbolicLink(
      at: cascade.directory.appendingPathComponent("fzf"), withDestinationURL: try BuiltProducts.executable("cascade"))
    let pane = cascade.pane
    let prompt = ">   < 10/10 ─"
    for keeps in [true, false] {
      try pane.type("clear")
      try pane.type("seq 10 | ./fzf \(keeps ? "--no-clear " : "")--inline-info --height 5 > out; echo \"== $? ==\"")
      _ = try await pane.screen("fzf's inline prompt", timeout: .seconds(30)) {
        $0.contains { $0.hasPrefix(prompt) }
      }
      try pane.press("Enter")
      let screen = try await pane.screen("the shell", timeout: .seconds(30)) { $0.contains("== 0 ==") }
      #expect(try cascade.standardOutput == "1\n")
      #expect(screen.contains { $0.hasPrefix(prompt) } == keeps, "\(screen)")
    }
  }
}
