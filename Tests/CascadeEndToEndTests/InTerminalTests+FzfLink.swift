import CascadeTerminalTestSupport
import Foundation
import Testing

// Cascade through a link named fzf, as fzf's shell integration and editor plugins run it.

extension InTerminalTests {
  /// fzf's prompt and info lines, typing goes straight to the query, Enter prints the best match,
  /// Esc aborts with 130, and FZF_DEFAULT_OPTS (quoted words, fzf's spellings, `ctrl-z:ignore`)
  /// is read first.
  @Test func aLinkNamedFzfTypesTheQueryAndPicks() async throws {
    let cascade = try await CascadeInPane(width: 80, height: 24)
    try FileManager.default.createSymbolicLink(
      at: cascade.directory.appendingPathComponent("fzf"), withDestinationURL: try BuiltProducts.executable("cascade"))
    let pane = cascade.pane
    try pane.type(#"seq 100 | ./fzf > out; echo "== exit $? ==""#)
    _ = try await pane.screen("fzf's prompt", timeout: .seconds(30)) {
      $0.last == ">" && $0.dropLast().last?.hasPrefix("  100/100 ─") == true
    }
    try pane.send(literally: "55")
    _ = try await pane.screen("the query typed", timeout: .seconds(30)) {
      $0.last == "> 55" && $0.dropLast().last?.hasPrefix("  1/100 ─") == true
    }
    try pane.press("Enter")
    _ = try await pane.screen("the shell", timeout: .seconds(30)) { $0.contains("== exit 0 ==") }
    #expect(try cascade.standardOutput == "55\n")

    try pane.type("clear")
    try pane.type(#"export FZF_DEFAULT_OPTS="--height 40% --layout=reverse --bind=ctrl-z:ignore --prompt 'pick> ' -m""#)
    try pane.type(#"seq 100 | ./fzf > out; echo "== exit $? ==""#)
    _ = try await pane.screen("the inline prompt", timeout: .seconds(30)) { screen in
      screen.contains("pick>") && screen.contains { $0.hasPrefix("  100/100 (0) ─") } && screen.last != "pick>"
    }
    try pane.press("C-z")
    try pane.send(literally: "9")
    _ = try await pane.screen("the query typed", timeout: .seconds(30)) {
      $0.contains("pick> 9") && $0.contains { $0.hasPrefix("  19/100 (0) ─") }
    }
    try pane.press("Escape")
    _ = try await pane.screen("the shell", timeout: .seconds(30)) { $0.contains("== exit 130 ==") }
    #expect(try cascade.standardOutput == "")
    #expect(try pane.modes() == TmuxPane.restoredModes)
  }
}
