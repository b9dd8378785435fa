import CascadeTerminalTestSupport
import Foundation
import Testing

/// Each way a session notices that its terminal went away, alone (`DEMO_VANISH` keeps one in
/// `cascade-curses-demo`): the process ends with status 129 and kills the child it noted, so a
/// broken path cannot hide behind the other. The closed-window cases run under `trap '' HUP`, as
/// under `nohup`, so no SIGHUP ends the demo, only the hang-up of the terminal itself.
@Suite(.serialized, .enabled(if: TmuxPane.tmux != nil, "tmux is not installed: the real-terminal tests need it"))
struct VanishedTerminalTests {
  /// The demo in a fresh pane, run by a shell that ignores SIGHUP when `ignoresHangUp` and writes
  /// the demo's exit status to `status` in `folder`; its pid and its child's, read from its screen.
  private final class Demo {
    let pane: TmuxPane
    let folder: URL
    let pid: pid_t
    let child: pid_t

    init(checks: String, ignoresHangUp: Bool = true, timed: Bool = false) async throws {
      let demo = try BuiltProducts.executable("cascade-curses-demo")
      folder = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-vanish-\(UUID())")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      pane = try TmuxPane(width: 50, height: 14, directory: demo.deletingLastPathComponent())
      try #require(try await pane.waitFor("$") == nil)
      let trap = ignoresHangUp ? "trap \"\" HUP; " : ""
      let status = TmuxPane.shellQuoted(folder.appendingPathComponent("status").path)
      try pane.type(
        "bash -c '\(trap)DEMO_VANISH=\(checks) DEMO_CHILD=1 \(timed ? "DEMO_TIMED=1 " : "")./cascade-curses-demo; echo $? > '\(status)"
      )
      let screen = try await pane.screen("the demo's pid and its child's") { screen in
        screen.contains { $0.hasPrefix("child ") }
      }
      func number(after prefix: String) -> pid_t? {
        screen.first { $0.hasPrefix(prefix) }.flatMap { pid_t($0.dropFirst(prefix.count).prefix { $0.isNumber }) }
      }
      pid = try #require(number(after: "pid "), "no pid on the demo's screen: \(screen)")
      child = try #require(number(after: "child "), "no child on the demo's screen: \(screen)")
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// The status the shell wrote once the demo ended; nil when it did not in time.
    func exitStatus() async throws -> Int32? {
      try await poll(every: .milliseconds(10), for: .seconds(20)) {
        (try? String(contentsOf: folder.appendingPathComponent("status"), encoding: .utf8))
          .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
      }
    }
  }

  /// True once `pid` is gone or a zombie, within `timeout`.
  private static func isGone(_ pid: pid_t, within timeout: Duration = .seconds(20)) async throws -> Bool {
    try await poll(every: .milliseconds(10), for: timeout) { () -> Bool? in
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return true }
      return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first == "Z" ? true : nil
    } ?? false
  }

  /// The watcher off: the demo waiting for a key reads the hang-up (curses' read fails, a poll
  /// without waiting says why).
  @Test func aWaitForAKeyAloneNoticesAClosedWindow() async throws {
    let demo = try await Demo(checks: "reads")
    try demo.pane.closeWindow()
    #expect(try await demo.exitStatus() == 129)
    #expect(try await Self.isGone(demo.pid), "the demo outlived its terminal")
    #expect(try await Self.isGone(demo.child), "the demo's child outlived it")
  }

  /// The watcher off, the demo waiting 200 ms at a time beside a wake pipe: the poll finds the
  /// terminal hung up.
  @Test func aTimedWaitAloneNoticesAClosedWindow() async throws {
    let demo = try await Demo(checks: "reads", timed: true)
    try demo.pane.closeWindow()
    #expect(try await demo.exitStatus() == 129)
    #expect(try await Self.isGone(demo.pid), "the demo outlived its terminal")
    #expect(try await Self.isGone(demo.child), "the demo's child outlived it")
  }

  /// Reading off and the demo busy for good (`b`): only `TerminalHangUp.c`'s thread can see the
  /// window close.
  @Test func theWatcherAloneNoticesAClosedWindowWhileBusy() async throws {
    let demo = try await Demo(checks: "watcher")
    try demo.pane.press("b")
    _ = try await demo.pane.screen("the demo busy") { $0.contains("busy") }
    try demo.pane.closeWindow()
    #expect(try await demo.exitStatus() == 129)
    #expect(try await Self.isGone(demo.pid), "the demo outlived its terminal")
    #expect(try await Self.isGone(demo.child), "the demo's child outlived it")
  }

  /// What the watcher is for, and what lets the test above fail: busy, with reading alone, the
  /// demo does not notice its window closing (given 3 s), and is killed here.
  @Test func aBusyDemoWithoutTheWatcherOutlivesItsWindow() async throws {
    let demo = try await Demo(checks: "reads")
    try demo.pane.press("b")
    _ = try await demo.pane.screen("the demo busy") { $0.contains("busy") }
    try demo.pane.closeWindow()
    let gone = try await Self.isGone(demo.pid, within: .seconds(3))
    kill(-demo.child, SIGKILL)
    kill(demo.pid, SIGKILL)
    #expect(!gone, "the demo ended without the watcher: the watcher's test proves nothing")
  }

  /// Both checks off and SIGHUP not ignored (a shell passing on its terminal's hang-up, `kill -HUP`):
  /// the signal guard alone ends the demo with 129, kills its child and gives the terminal back.
  @Test func sigHUPAloneEndsWith129() async throws {
    let demo = try await Demo(checks: "none", ignoresHangUp: false)
    #expect(kill(demo.pid, SIGHUP) == 0)
    #expect(try await demo.exitStatus() == 129)
    #expect(try await Self.isGone(demo.child), "the demo's child outlived it")
    _ = try await demo.pane.screen("the shell's prompt back") { $0.contains { $0.hasPrefix("$") } }
    #expect(try demo.pane.modes() == TmuxPane.restoredModes)
  }
}
