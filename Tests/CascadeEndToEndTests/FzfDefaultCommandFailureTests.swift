import CascadeTerminalTestSupport
import Foundation
import Testing

/// fzf's FZF_DEFAULT_COMMAND that exits non-zero: with nothing read the info line says
/// `[Command failed: CMD]` in place of the count, in Cascade's screen as in fzf 0.38's; with lines
/// read, the count stays.
@Suite(
  .serialized,
  .enabled(
    if: InstalledFzf.path != nil && TmuxPane.tmux != nil,
    "fzf and tmux are needed to compare cascade's fzf list with fzf's"))
struct FzfDefaultCommandFailureTests {
  @Test(arguments: [("false", true), ("seq 3; exit 3", false)])
  func theInfoLineNamesTheFailedCommand(_ command: String, failureShown: Bool) async throws {
    let fzf = try await screen(of: try #require(InstalledFzf.path), command: command)
    let cascade = try await screen(of: try BuiltProducts.executable("cascade").path, command: command, matching: fzf)
    #expect(cascade == fzf, "fzf:\n\(fzf.joined(separator: "\n"))\ncascade:\n\(cascade.joined(separator: "\n"))")
    #expect(fzf.contains { $0.contains("[Command failed: \(command)]") } == failureShown)
  }

  /// The pane once its info line says the command failed (fzf), or once it reads `expected`.
  private func screen(of program: String, command: String, matching expected: [String]? = nil) async throws
    -> [String]
  {
    let directory = try TemporaryDirectory()
    try FileManager.default.createSymbolicLink(
      at: directory.url.appendingPathComponent("fzf"), withDestinationURL: URL(fileURLWithPath: program))
    let pane = try TmuxPane(
      width: 50, height: 8, directory: directory.url,
      environment: ["FZF_DEFAULT_OPTS": "--no-scrollbar", "FZF_DEFAULT_COMMAND": command])
    _ = try await pane.screen("the shell's prompt", timeout: .seconds(30)) { $0.first == "$" }
    // A query nothing matches, so the count is empty whatever the command printed.
    try pane.type("./fzf -q zzz")
    guard let expected else {
      return try await pane.screen("the count or the failure", timeout: .seconds(60)) {
        $0.contains { $0.contains("[Command failed") || $0.contains("0/3") }
      }
    }
    var last: [String] = []
    _ = try await pane.waitUntil("fzf's screen", timeout: .seconds(60)) { screen in
      last = screen
      return screen == expected
    }
    return last
  }
}
