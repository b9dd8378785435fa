import CascadeTerminalTestSupport
import Foundation
import Testing

// Cascade's own bash integration, as a user's rc file takes it: `eval "$(fzf --bash)"` with a link
// named fzf to the built cascade first on PATH.

extension InTerminalTests {
  /// CTRL-T puts the picked paths on the command line, CTRL-R the picked history line, ALT-C
  /// changes directory and `vi **<TAB>` completes a path.
  @Test func fzfBashPrintsAWorkingIntegration() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 30)
    let directory = cascade.directory
    for file in ["docs/my notes.txt", "docs/plan.txt", "src/main.swift", "src/parser/lexer.swift"] {
      let url = directory.appendingPathComponent(file)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("\(file)\n".utf8).write(to: url)
    }
    let bin = directory.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: bin.appendingPathComponent("fzf"), withDestinationURL: try BuiltProducts.executable("cascade"))
    let rc = """
      PS1='bash$ '
      HISTFILE=
      unset FZF_DEFAULT_OPTS FZF_DEFAULT_COMMAND FZF_CTRL_T_COMMAND FZF_CTRL_T_OPTS FZF_CTRL_R_OPTS
      unset FZF_ALT_C_COMMAND FZF_ALT_C_OPTS
      export PATH=\(TmuxPane.shellQuoted(bin.path)):"$PATH"
      eval "$(fzf --bash)"
      history -s 'echo target'
      history -s 'ls src'
      history -s 'echo target build=debug'

      """
    try Data(rc.utf8).write(to: directory.appendingPathComponent("rc"))
    let pane = cascade.pane
    try pane.type("exec bash --rcfile rc -i")
    try pane.type("clear; type -t __cascade_fzf_history")
    _ = try await pane.screen("bash with the key bindings", timeout: .seconds(30)) {
      $0.contains("function") && $0.last { !$0.isEmpty } == "bash$"
    }
    // CTRL-T.
    try pane.send(literally: "echo ")
    try pane.press("C-t")
    try await waitForScriptList(pane, "CTRL-T's list", matches: 10)
    try pane.send(literally: "notes")
    try await waitForScriptList(pane, "CTRL-T's list filtered", matches: 1)
    try pane.press("Enter")
    _ = try await pane.screen("the path on the command line", timeout: .seconds(30)) {
      $0.contains(#"bash$ echo docs/my\ notes.txt "#.trimmingCharacters(in: .whitespaces))
    }
    try pane.press("C-u")
    // CTRL-R: the most recent match first.
    try pane.type("clear")
    _ = try await pane.screen("a clear screen", timeout: .seconds(30)) { $0.first == "bash$" }
    try pane.send(literally: "target")
    try pane.press("C-r")
    try await waitForScriptList(pane, "CTRL-R's list", matches: 2)
    try pane.press("Enter")
    _ = try await pane.screen("the history line", timeout: .seconds(30)) {
      $0.contains("bash$ echo target build=debug")
    }
    try pane.press("C-u")
    // ALT-C.
    try pane.press("Escape", "c")
    try await waitForScriptList(pane, "ALT-C's list", matches: 4)
    try pane.send(literally: "parser")
    try await waitForScriptList(pane, "ALT-C's list filtered", matches: 1)
    try pane.press("Enter")
    try pane.type("clear; pwd")
    _ = try await pane.screen("the picked folder", timeout: .seconds(30)) {
      $0.contains(directory.appendingPathComponent("src/parser").path)
    }
    try pane.type("cd ../..; clear")
    // `**<TAB>`.
    _ = try await pane.screen("a clear screen", timeout: .seconds(30)) { $0.first == "bash$" }
    try pane.send(literally: "vi src/**")
    try pane.press("Tab")
    try await waitForScriptList(pane, "the completion's list", matches: 3)
    try pane.send(literally: "main")
    try await waitForScriptList(pane, "the completion's list filtered", matches: 1)
    try pane.press("Enter")
    _ = try await pane.screen("the completed path", timeout: .seconds(30)) { $0.contains("bash$ vi src/main.swift") }
  }

  /// Waits for the list's info line to say `matches` items match.
  private func waitForScriptList(_ pane: TmuxPane, _ description: String, matches: Int) async throws {
    _ = try await pane.screen(description, timeout: .seconds(30)) { screen in
      screen.contains { row in
        guard row.hasPrefix("  "), let slash = row.firstIndex(of: "/") else { return false }
        return row[row.index(row.startIndex, offsetBy: 2)..<slash] == "\(matches)"
      }
    }
  }
}
