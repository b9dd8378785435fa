import CascadeTerminalTestSupport
import Foundation
import Testing

/// The terminal going away ends cascade and the preview it started, whatever cascade is doing: a
/// viewer left reading an endless pipe with no terminal would spin for ever.
extension InTerminalTests {
  /// `bash -c 'trap "" HUP; yes | cascade'` in a window that is then closed: SIGHUP never comes
  /// (ignored, as under `nohup`), only the hang-up of the terminal itself.
  @Test func closingThePaneEndsCascadeReadingAnEndlessPipeEvenWithSIGHUPIgnored() async throws {
    let script = """
      trap '' HUP
      yes 'an endless line' | { echo $BASHPID > cascade.pid; exec cascade --preview 'echo $$ > preview.pid; exec sleep 600'; }
      """
    let cascade = try await CascadeInPane(width: 100, height: 30, files: ["run.sh": script])
    try cascade.pane.type("bash run.sh")
    let (viewer, preview) = try await Self.processIDs(in: cascade)
    _ = try await cascade.pane.screen("cascade's status line") { StatusLine.text(of: $0) != nil }
    try cascade.pane.closeWindow()
    #expect(try await Self.waitUntilGone(viewer), "cascade (\(viewer)) still runs with its terminal gone")
    #expect(try await Self.waitUntilGone(preview), "the preview (\(preview)) still runs with cascade's terminal gone")
  }

  /// SIGHUP itself (a shell passing on its terminal's hang-up, `kill -HUP`) during loading: status
  /// 129 as shells expect, the preview's process group killed, the terminal put back.
  @Test func sigHUPEndsCascadeWithStatus129AndEndsItsPreview() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 30)
    try cascade.pane.type(
      #"yes 'an endless line' | { echo $BASHPID > cascade.pid; exec cascade --preview 'echo $$ > preview.pid; exec sleep 600'; } > out 2> err; s=$?; echo $s > status; echo "== exit $s ==""#
    )
    let (viewer, preview) = try await Self.processIDs(in: cascade)
    _ = try await cascade.pane.screen("cascade's status line") { StatusLine.text(of: $0) != nil }
    #expect(kill(viewer, SIGHUP) == 0)
    #expect(try await cascade.exitStatus() == 129)
    #expect(try await Self.waitUntilGone(preview), "the preview (\(preview)) outlived cascade")
    #expect(try cascade.standardOutput == "")
    try cascade.expectShellIsBack()
  }

  /// The ids the pane's shell wrote: cascade's (the subshell it replaced) and its preview's shell,
  /// which leads the preview's process group.
  private static func processIDs(in cascade: CascadeInPane) async throws -> (viewer: pid_t, preview: pid_t) {
    func read(_ name: String) -> pid_t? {
      let text = try? String(contentsOf: cascade.directory.appendingPathComponent(name), encoding: .utf8)
      return text.flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }
    let found = try await poll(for: .seconds(30)) { () -> (pid_t, pid_t)? in
      guard let viewer = read("cascade.pid"), let preview = read("preview.pid") else { return nil }
      return (viewer, preview)
    }
    let screen = (try? cascade.pane.lines().joined(separator: "\n")) ?? ""
    return try #require(found, "cascade and its preview did not start; the pane shows:\n\(screen)")
  }

  /// Polls until `pid` is gone or a zombie (dead, waiting for a parent to reap it); false when it
  /// still runs after the timeout (generous: the machine may be loaded; cascade takes milliseconds).
  private static func waitUntilGone(_ pid: pid_t) async throws -> Bool {
    try await poll(every: .milliseconds(10), for: .seconds(20)) { () -> Bool? in
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
      // "pid (command) state …": the command may hold spaces and parentheses, the state follows the last ")".
      guard let close = stat.lastIndex(of: ")") else { return true }
      return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first == "Z" ? true : nil
    } ?? false
  }
}
