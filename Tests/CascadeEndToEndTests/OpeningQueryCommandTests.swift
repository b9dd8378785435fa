import Foundation
import Testing

/// `-q` with `-1` and `-0` decides on what the viewer would show, field terms included, and
/// without a terminal says it needs one as soon as the matches rule out a decision.
@Suite struct OpeningQueryCommandTests {
  @Test func selectOneFindsWhatTheViewerShows() throws {
    let directory = try TemporaryDirectory()
    let lines = (0..<3_000).map { index in
      let login = index == 1_234 ? "torvalds" : "user\(index % 7)"
      let state = index % 3 == 0 ? "closed" : "open"
      return #"{"title": "issue \#(index)", "user": {"login": "\#(login)"}, "state": "\#(state)"}"#
    }
    let path = try directory.write("issues.ndjson", lines.joined(separator: "\n") + "\n")
    // Field terms are the viewer's: one record has that login, and it is open.
    for (query, expected) in [
      ("user.login:torv", lines[1_234] + "\n"), ("user.login:'torvalds state:open", lines[1_234] + "\n"),
      ("state:'closed user.login:torv", ""),
    ] {
      let picked = try CascadeBinary.run(["-q", query, "-1", "-0", path], newSession: true)
      #expect(picked.status == (expected.isEmpty ? 1 : 0), "\(query): \(picked.standardError)")
      #expect(picked.standardOutput == expected, "\(query)")
    }
    // Plain text is fzf's, as `--filter` matches it.
    let filtered = try CascadeBinary.run(["-f", "'torvalds", path], newSession: true)
    let picked = try CascadeBinary.run(["-q", "'torvalds", "-1", "-0", path], newSession: true)
    #expect(picked.status == 0 && picked.standardOutput == filtered.standardOutput, "\(picked.standardOutput)")
  }

  @Test func selectOneWithoutATerminalStopsAtTheSecondMatch() throws {
    let directory = try TemporaryDirectory()
    let fifo = directory.url.appendingPathComponent("input").path
    #expect(mkfifo(fifo, 0o600) == 0)
    // Two matches, then an input that does not end for two minutes.
    let holder = Process()
    holder.executableURL = URL(fileURLWithPath: "/bin/sh")
    holder.arguments = ["-c", "exec 3>\"$1\"; printf 'zebra 1\\nzebra 2\\n' >&3; exec sleep 120", "sh", fifo]
    try holder.run()
    defer { holder.terminate() }
    let result = try CascadeBinary.run(["-q", "zebra", "-1"], standardInput: fifo, newSession: true)
    #expect(holder.isRunning, "cascade waited for the end of the input")
    #expect(result.status == 2 && result.standardError.contains("needs a terminal"), "\(result.standardError)")
  }
}
