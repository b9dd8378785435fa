import CascadeTerminalTestSupport
import Foundation
import Testing

// fzf's bash integration (Debian's fzf package: key bindings and completion) with a link named
// fzf to the built cascade first on PATH, driven as a user drives it.

/// Debian's copies of fzf 0.38's bash key bindings and completion (the fzf package the dependency
/// script installs).
enum FzfBashIntegration {
  static let keyBindings = "/usr/share/doc/fzf/examples/key-bindings.bash"
  static let completion = "/usr/share/bash-completion/completions/fzf"
  static let installed = [keyBindings, completion].allSatisfy { FileManager.default.fileExists(atPath: $0) }
}

extension InTerminalTests {
  /// CTRL-T puts the picked paths on the command line (quoted as `printf %q` quotes them), CTRL-R
  /// the picked history line (ranked by `--scheme=history`: of two lines matching alike, the most
  /// recent first, where fzf's default ranking puts the shorter first), ALT-C changes directory,
  /// and `vi **<TAB>` completes a path.
  @Test(.enabled(if: FzfBashIntegration.installed, "fzf's bash integration is not installed: apt-get install fzf"))
  func fzfBashKeyBindingsAndCompletionWithCascade() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 30)
    let directory = cascade.directory
    let files = ["docs/my notes.txt", "docs/plan.txt", "src/main.swift", "src/parser/lexer.swift"]
    for file in files {
      let url = directory.appendingPathComponent(file)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("\(file)\n".utf8).write(to: url)
    }
    let bin = directory.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: bin.appendingPathComponent("fzf"), withDestinationURL: try BuiltProducts.executable("cascade"))
    // History oldest first: `echo target` and the longer line match "target" alike.
    let rc = """
      PS1='bash$ '
      HISTFILE=
      unset FZF_DEFAULT_OPTS FZF_DEFAULT_COMMAND FZF_TMUX FZF_TMUX_OPTS FZF_CTRL_T_COMMAND FZF_CTRL_T_OPTS
      unset FZF_CTRL_R_OPTS FZF_ALT_C_COMMAND FZF_ALT_C_OPTS
      export PATH=\(TmuxPane.shellQuoted(bin.path)):"$PATH"
      source \(FzfBashIntegration.keyBindings)
      source \(FzfBashIntegration.completion)
      history -s 'echo target'
      history -s 'ls src'
      history -s 'echo target build=debug jobs=4'
      history -s 'cd docs'

      """
    try Data(rc.utf8).write(to: directory.appendingPathComponent("rc"))
    let pane = cascade.pane
    try pane.type("exec bash --rcfile rc -i")
    try pane.type("clear; type -t __fzf_history__")
    _ = try await pane.screen("bash with fzf's key bindings", timeout: .seconds(30)) {
      $0.contains("function") && $0.last { !$0.isEmpty } == "bash$"
    }

    // CTRL-T: two paths picked, one with a space.
    try pane.send(literally: "echo ")
    try pane.press("C-t")
    // bin, bin/fzf, docs, its two files, src, src/main.swift, src/parser, its file, rc.
    try await waitForList(pane, "CTRL-T's list of the files", matches: 10)
    try pane.send(literally: "notes")
    try await waitForList(pane, "CTRL-T's list filtered", matches: 1)
    try pane.press("Tab")
    try pane.press("C-u")
    try pane.send(literally: "lexer")
    try await waitForList(pane, "CTRL-T's list filtered again", matches: 1, selected: 1)
    try pane.press("Tab")
    try await waitForList(pane, "two paths selected", matches: 1, selected: 2)
    try pane.press("Enter")
    try await waitForCommandLine(pane, #"echo docs/my\ notes.txt src/parser/lexer.swift"#)
    try pane.press("Enter")
    _ = try await pane.screen("the picked paths echoed", timeout: .seconds(30)) {
      $0.contains("docs/my notes.txt src/parser/lexer.swift")
    }

    // CTRL-R: the command line's text is the query; the most recent of the equal matches is first.
    try await clearScreen(pane)
    try pane.send(literally: "target")
    try pane.press("C-r")
    let history = try await waitForList(pane, "CTRL-R's history list", matches: 2)
    let items = history.filter { $0.hasSuffix("echo target") || $0.hasSuffix("jobs=4") }
    #expect(items.count == 2 && items[0].hasSuffix("echo target"), "\(history.joined(separator: "\n"))")
    #expect(history.contains { $0.hasPrefix("> ") && $0.hasSuffix("echo target build=debug jobs=4") })
    try pane.press("Enter")
    try await waitForCommandLine(pane, "echo target build=debug jobs=4")
    try pane.press("C-u")

    // ALT-C: into the folder picked.
    try pane.press("Escape", "c")
    try await waitForList(pane, "ALT-C's list of folders", matches: 4)
    try pane.send(literally: "parser")
    try await waitForList(pane, "ALT-C's list filtered", matches: 1)
    try pane.press("Enter")
    try pane.type("clear; pwd")
    _ = try await pane.screen("the shell in the picked folder", timeout: .seconds(30)) {
      $0.contains(directory.appendingPathComponent("src/parser").path)
    }
    try pane.type("cd ../..")

    // `**<TAB>`: fzf's path completion for vi.
    try await clearScreen(pane)
    try pane.send(literally: "vi src/**")
    try pane.press("Tab")
    try await waitForList(pane, "the completion's list", matches: 4)
    try pane.send(literally: "main")
    try await waitForList(pane, "the completion's list filtered", matches: 1)
    try pane.press("Enter")
    try await waitForCommandLine(pane, "vi src/main.swift")
  }

  /// Waits for fzf's list with `matches` items matching (and `selected` selected, with `-m`), as
  /// its info line says (`  3/7`, `  1/7 (2)`); returns that screen.
  @discardableResult
  private func waitForList(_ pane: TmuxPane, _ description: String, matches: Int, selected: Int? = nil)
    async throws -> [String]
  {
    try await pane.screen(description, timeout: .seconds(30)) { screen in
      screen.contains { row in
        guard row.hasPrefix("  "), let slash = row.firstIndex(of: "/") else { return false }
        guard row[row.index(row.startIndex, offsetBy: 2)..<slash] == "\(matches)" else { return false }
        let rest = row[row.index(after: slash)...].drop { $0.isNumber }
        return selected.map { rest.hasPrefix(" (\($0))") } ?? (rest.isEmpty || rest.hasPrefix(" "))
      }
    }
  }

  /// Clears the screen and waits for the prompt: until readline reads the terminal again, the
  /// terminal's line discipline would take CTRL-R (reprint) and CTRL-T (status) itself.
  private func clearScreen(_ pane: TmuxPane) async throws {
    try pane.type("clear")
    _ = try await pane.screen("a clear screen and the prompt", timeout: .seconds(30)) { screen in
      screen.first == "bash$" && screen.dropFirst().allSatisfy(\.isEmpty)
    }
  }

  /// Waits until the prompt's line reads `bash$ text` and no list is left on the screen.
  private func waitForCommandLine(_ pane: TmuxPane, _ text: String) async throws {
    _ = try await pane.screen("the command line \"\(text)\"", timeout: .seconds(30)) { screen in
      screen.contains { $0 == "bash$ \(text)" } && !screen.contains { $0.hasPrefix("> ") }
    }
  }
}
