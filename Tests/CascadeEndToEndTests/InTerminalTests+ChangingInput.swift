import CascadeTerminalTestSupport
import Foundation
import Testing

extension InTerminalTests {
  /// `count` NDJSON records of about 130 bytes, a line each.
  static func logLines(_ count: Int) -> String {
    let message = String(repeating: "x", count: 80)
    return (0..<count).map { #"{"title": "event \#($0)", "level": "info", "msg": "\#(message)"}"# + "\n" }.joined()
  }

  /// logrotate's `copytruncate` cuts the file being shown to 1,000 bytes: End reaches the last
  /// record all the same (its bytes are Cascade's, where a mapped file's pages past the new end
  /// would kill it with SIGBUS), the status line says the file changed, and the pick is the record
  /// as it was read.
  @Test func aFileCutShortWhileShownNeitherKillsNorLosesRecords() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 30, files: ["app.log.ndjson": Self.logLines(20_000)])
    try await cascade.start("cascade --pick app.log.ndjson")
    #expect(truncate(cascade.directory.appendingPathComponent("app.log.ndjson").path, 1_000) == 0)
    try await cascade.press("End", untilStatus: "card 20000 of 20000 · file changed: cut short")
    try cascade.pane.press("Enter")
    #expect(try await cascade.exitStatus() == 0)
    #expect(try cascade.standardOutput.hasPrefix(#"{"title": "event 19999""#))
    try cascade.expectShellIsBack()
  }

  /// `--follow` shows lines appended to a file as they come, as `tail -f`, and a file cut short
  /// and written again is read from its start, after what was read before.
  @Test func followShowsAppendedLinesAsTheyCome() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 30, files: ["app.log": "one\ntwo\n"])
    try cascade.pane.type(#"cascade --follow app.log > out 2> err; s=$?; echo $s > status; echo "== exit $s ==""#)
    _ = try await cascade.pane.screen("two lines followed") { StatusLine.text(of: $0) == "card 1 · following 2" }
    let path = cascade.directory.appendingPathComponent("app.log").path
    let appending = try #require(FileHandle(forWritingAtPath: path))
    appending.seekToEndOfFile()
    appending.write(Data("three\nfour\n".utf8))
    _ = try await cascade.pane.screen("four lines") { StatusLine.text(of: $0) == "card 1 · following 4" }
    // A piece of a line waits for its newline.
    appending.write(Data("fi".utf8))
    try await cascade.press("End", untilStatus: "card 4 · following 4")
    appending.write(Data("ve\n".utf8))
    _ = try await cascade.pane.screen("five lines") { StatusLine.text(of: $0) == "card 4 · following 5" }
    try appending.close()
    #expect(truncate(path, 0) == 0)
    try Data("six\n".utf8).write(to: URL(fileURLWithPath: path))
    _ = try await cascade.pane.screen("six lines, the file cut short") {
      StatusLine.text(of: $0) == "card 4 · following 6 · file changed: cut short"
    }
    try await cascade.press("End", untilStatus: "card 6 · following 6 · file changed: cut short")
    try cascade.pane.press("Enter")
    #expect(try await cascade.exitStatus() == 0)
    #expect(try cascade.standardOutput == "six\n")
    try cascade.expectShellIsBack()
  }
}
