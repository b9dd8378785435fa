import CascadeTerminalTestSupport
import Foundation
import Testing

extension InTerminalTests {
  /// `g s` on a large file of records shaped like real data, then `q` at once: the sort runs on a
  /// worker and must not hold the key, so cascade is gone within 200 ms of the `q`.
  @Test func qRightAfterSortingALargeRealShapedFileQuitsAtOnce() async throws {
    let cascade = try await CascadeInPane(width: 120, height: 40)
    try Self.realShapedRecords(count: 100_000).write(to: cascade.directory.appendingPathComponent("big.ndjson"))
    // Started with the whole file read, so `g s` sorts every record.
    try await cascade.start("cascade big.ndjson")
    try await cascade.pane.screen("the whole file read", timeout: .seconds(60)) {
      StatusLine.text(of: $0) == "card 1 of 100000"
    }
    let shell = try cascade.pane.display("#{pane_pid}").trimmingCharacters(in: .whitespacesAndNewlines)
    let pid = try #require(
      Int32(
        try Subprocess.run(["pgrep", "-P", shell, "-x", "cascade"]).trimmingCharacters(in: .whitespacesAndNewlines)))
    try cascade.pane.press("g")
    try cascade.pane.press("s")
    try cascade.pane.press("q")
    let pressed = ContinuousClock.now
    // Poll the process with a deadline well past the limit, so a slow quit is measured, not cut off.
    while Self.isRunning(pid), ContinuousClock.now - pressed < Sanitizer.scaled(.seconds(20)) {
      try await Task.sleep(for: .milliseconds(2))
    }
    let took = ContinuousClock.now - pressed
    // A sanitized cascade runs every instruction several times slower; it is given as many times as long.
    #expect(took <= Sanitizer.scaled(.milliseconds(200)), "cascade quit \(took) after q")
    #expect(try await cascade.exitStatus() == 1)
    try cascade.expectShellIsBack()
  }
}
