import CascadeTerminalTestSupport
import Foundation
import Testing

// The commands whose output is the list (fzf's FZF_DEFAULT_COMMAND, a `reload`) end with the
// viewer, as fzf's do: one that never finishes would otherwise outlive it.

extension InTerminalTests {
  /// A default command that prints a line and then runs for ever is killed when Enter picks its
  /// line; a reload that does the same is killed when Ctrl-C aborts.
  @Test func fzfsDefaultCommandAndAReloadEndOnAcceptAndAbort() async throws {
    let script = "echo $$ >> started.pids\necho Started\nwhile :; do sleep 1; done\n"
    let cascade = try await CascadeInPane(width: 80, height: 24, files: ["endless.sh": script])
    try FileManager.default.createSymbolicLink(
      at: cascade.directory.appendingPathComponent("fzf"), withDestinationURL: try BuiltProducts.executable("cascade"))
    let pane = cascade.pane
    try pane.type(#"FZF_DEFAULT_COMMAND='bash endless.sh' ./fzf > out; echo "== exit $? ==""#)
    // The info line counts the line behind a spinner: the command still runs.
    _ = try await pane.screen("the default command's line", timeout: .seconds(60)) {
      $0.contains { $0.contains(" 1/1 ") } && $0.contains("> Started")
    }
    try pane.press("Enter")
    _ = try await pane.screen("the shell", timeout: .seconds(60)) { $0.contains("== exit 0 ==") }
    #expect(try cascade.standardOutput == "Started\n")
    let defaultCommand = try #require(try startedProcess(1, in: cascade))
    #expect(try await Self.hasEnded(defaultCommand), "the default command (\(defaultCommand)) outlived the viewer")

    try pane.type("clear")
    try pane.type(#"seq 3 | ./fzf --bind 'ctrl-r:reload(bash endless.sh)' > out; echo "== exit $? ==""#)
    _ = try await pane.screen("the input", timeout: .seconds(60)) { $0.contains { $0.contains(" 3/3 ") } }
    try pane.press("C-r")
    _ = try await pane.screen("the reload's line", timeout: .seconds(60)) {
      $0.contains { $0.contains(" 1/1 ") } && $0.contains("> Started")
    }
    try pane.press("C-c")
    _ = try await pane.screen("the shell", timeout: .seconds(60)) { $0.contains("== exit 130 ==") }
    let reload = try #require(try startedProcess(2, in: cascade))
    #expect(try await Self.hasEnded(reload), "the reload (\(reload)) outlived the viewer")
  }

  /// The id the `number`th run of endless.sh wrote, once it is there.
  private func startedProcess(_ number: Int, in cascade: CascadeInPane) throws -> pid_t? {
    let text = try String(contentsOf: cascade.directory.appendingPathComponent("started.pids"), encoding: .utf8)
    let lines = text.split(separator: "\n")
    return lines.count >= number ? pid_t(lines[number - 1]) : nil
  }

  /// Polls until `pid` is gone or a zombie; false when it still runs after a generous timeout.
  private static func hasEnded(_ pid: pid_t) async throws -> Bool {
    try await poll(every: .milliseconds(20), for: .seconds(20)) { () -> Bool? in
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
      // "pid (command) state …": the state follows the last ")".
      guard let close = stat.lastIndex(of: ")") else { return true }
      return stat[stat.index(after: close)...].hasPrefix(" Z") ? true : nil
    } ?? false
  }
}
