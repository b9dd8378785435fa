import CascadeTerminalTestSupport
import Foundation
import Testing

extension InTerminalTests {
  /// A signal (SIGTSTP, then SIGCONT as `fg` sends) reaches the viewer while curses holds an Esc
  /// and waits for the rest of its sequence (a terminal's reply, an arrow's bytes). That wait is
  /// never restarted after a signal: curses says "no key", which from a wait without a timeout
  /// means the terminal is gone, and the viewer must not end. A long `ESCDELAY` holds the wait
  /// open while the test sends the signals.
  @Test func anEscapeCutShortByAStopDoesNotQuit() async throws {
    let items = (1...40).map { "item \($0)\n" }.joined()
    let cascade = try await CascadeInPane(files: ["items.txt": items], environment: ["ESCDELAY": "5000"])
    let script = """
      ( echo $BASHPID > pid; exec cascade --no-pick items.txt ) > out 2> err
      echo $? > status
      echo "== done =="
      exec sleep 3600
      """
    try Data(script.utf8).write(to: cascade.directory.appendingPathComponent("run.sh"))
    // A shell without job control: SIGTSTP stops cascade alone and SIGCONT resumes it in the
    // foreground, with no shell taking the terminal back in between.
    try cascade.pane.type("exec bash run.sh")
    let pid = try #require(
      try await poll {
        (try? String(contentsOf: cascade.directory.appendingPathComponent("pid"), encoding: .utf8))
          .flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
      }, "cascade's pid")
    #expect(try await cascade.pane.waitForRawKeys())
    _ = try await cascade.pane.screen("the first cards") { $0.contains { $0.contains("item 1") } }
    // Idle: the main thread blocks reading the terminal.
    #expect(try await poll { Self.systemCall(of: pid) == 0 ? true : nil } != nil, "cascade never waited for a key")
    try cascade.pane.send(bytes: [0x1B])
    // The Esc is read: curses now waits in poll (7) for what follows it.
    let waiting = try await poll(every: .milliseconds(5)) { Self.systemCall(of: pid) == 7 ? true : nil }
    #expect(waiting != nil, "cascade did not read the Esc")
    kill(pid, SIGTSTP)
    // curses' SIGTSTP handler has run once the main thread left that poll (a SIGCONT sent before
    // the SIGTSTP is taken would cancel it). In this shell's orphaned process group the stop
    // itself is dropped by the kernel, as after a parent shell exits; SIGCONT is sent as `fg` would.
    let handled = try await poll(every: .milliseconds(5)) { Self.systemCall(of: pid) != 7 ? true : nil }
    #expect(handled != nil, "cascade did not take the SIGTSTP")
    kill(-getpgid(pid), SIGCONT)
    #expect(try await cascade.pane.waitForRawKeys())
    // Still there, and still reading keys: `/` opens the filter. curses throws away input that
    // arrives while it sets the terminal up again after SIGCONT, so `/` may need pressing again.
    var filtering: Bool?
    for _ in 0..<5 where filtering == nil {
      try cascade.pane.press("/")
      filtering = try await poll(for: .seconds(2)) {
        try cascade.pane.lines().last?.hasPrefix(" /") == true ? true : nil
      }
    }
    let status = try? String(contentsOf: cascade.directory.appendingPathComponent("status"), encoding: .utf8)
    #expect(filtering != nil, "the filter did not open; exit status \(status ?? "none")")
    #expect(status == nil, "cascade ended with status \(status ?? "")")
  }

  /// The number of the system call `pid`'s main thread is blocked in (`/proc/PID/syscall`), nil
  /// when it runs or is gone.
  static func systemCall(of pid: pid_t) -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/syscall", encoding: .utf8) else { return nil }
    return text.split(separator: " ").first.flatMap { Int($0) }
  }
}
