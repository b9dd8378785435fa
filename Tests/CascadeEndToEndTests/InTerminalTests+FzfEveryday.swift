import CascadeTerminalTestSupport
import Foundation
import Testing

// Cascade as fzf with what fzf 0.74's users write: key names beyond Ctrl and a letter, and a
// preview's colours without `--ansi`.

extension InTerminalTests {
  /// Ctrl-/, Alt-Enter, Ctrl-Space, Ctrl-Alt-A and Alt-Up, bound by fzf's names, run their actions
  /// when the terminal sends them.
  @Test func fzfKeyNamesBeyondCtrlAndALetter() async throws {
    let cascade = try await CascadeInPane(width: 60, height: 12)
    try FileManager.default.createSymbolicLink(
      at: cascade.directory.appendingPathComponent("fzf"), withDestinationURL: try BuiltProducts.executable("cascade"))
    let pane = cascade.pane
    let binds = [
      "ctrl-/:change-query(slash)", "alt-enter:change-query(altenter)", "ctrl-space:change-query(space)",
      "ctrl-alt-a:change-query(ctrlalta)", "alt-up:change-query(altup)",
    ]
    try pane.type("seq 3 | ./fzf --bind '\(binds.joined(separator: ","))' > out; echo \"== exit $? ==\"")
    _ = try await pane.screen("fzf's prompt", timeout: .seconds(30)) { $0.contains { $0.hasPrefix("  3/3") } }
    let presses: [([UInt8]?, String?, String)] = [
      ([0x1F], nil, "slash"), ([0x1B, 0x0D], nil, "altenter"), ([0x00], nil, "space"), ([0x1B, 0x01], nil, "ctrlalta"),
      (nil, "M-Up", "altup"),
    ]
    for (bytes, key, query) in presses {
      if let bytes { try pane.send(bytes: bytes) } else if let key { try pane.press(key) }
      _ = try await pane.screen("the query \(query)", timeout: .seconds(30)) { $0.contains("> \(query)") }
    }
    try pane.press("Escape")
    _ = try await pane.screen("the shell", timeout: .seconds(30)) { $0.contains("== exit 130 ==") }
  }

  /// A preview's colours are drawn without `--ansi`, as fzf draws them.
  @Test func fzfPreviewKeepsColoursWithoutAnsi() async throws {
    let cascade = try await CascadeInPane(width: 60, height: 12)
    try FileManager.default.createSymbolicLink(
      at: cascade.directory.appendingPathComponent("fzf"), withDestinationURL: try BuiltProducts.executable("cascade"))
    let pane = cascade.pane
    try pane.type(#"seq 3 | ./fzf --preview 'printf "\033[31mred%s\033[0m" {}' > out; echo "== exit $? ==""#)
    _ = try await pane.screen("the preview", timeout: .seconds(30)) { $0.contains { $0.contains("red1") } }
    let styled = try pane.styledLines().first { $0.contains("red1") } ?? ""
    #expect(styled.contains("\u{1B}[31mred1"), "\(styled.debugDescription)")
    try pane.press("Escape")
    _ = try await pane.screen("the shell", timeout: .seconds(30)) { $0.contains("== exit 130 ==") }
  }
}
