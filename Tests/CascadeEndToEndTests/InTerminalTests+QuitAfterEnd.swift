import CascadeTerminalTestSupport
import Foundation
import Testing

extension InTerminalTests {
  /// End on a large file of records shaped like real data (nested arrays, bodies of 0–60 words,
  /// CJK, emoji, a few very long lines), then `q` at once: the End must not hold the key, so
  /// cascade is gone within 200 ms of the `q`.
  @Test func qRightAfterEndOnALargeRealShapedFileQuitsAtOnce() async throws {
    let cascade = try await CascadeInPane(width: 120, height: 40)
    try Self.realShapedRecords(count: 25_000).write(to: cascade.directory.appendingPathComponent("big.ndjson"))
    try await cascade.start("cascade big.ndjson")
    let shell = try cascade.pane.display("#{pane_pid}").trimmingCharacters(in: .whitespacesAndNewlines)
    let pid = try #require(
      Int32(
        try Subprocess.run(["pgrep", "-P", shell, "-x", "cascade"]).trimmingCharacters(in: .whitespacesAndNewlines)))
    try cascade.pane.press("End")
    try cascade.pane.press("q")
    let pressed = ContinuousClock.now
    // Poll the process with a deadline well past the limit, so a slow quit is measured, not cut off.
    while Self.isRunning(pid), ContinuousClock.now - pressed < Sanitizer.scaled(.seconds(10)) {
      try await Task.sleep(for: .milliseconds(2))
    }
    let took = ContinuousClock.now - pressed
    // A sanitized cascade runs every instruction several times slower; it is given as many times as long.
    #expect(took <= Sanitizer.scaled(.milliseconds(200)), "cascade quit \(took) after q")
    #expect(try await cascade.exitStatus() != 2)
    try cascade.expectShellIsBack()
  }

  /// True while `pid` exists and has not exited (a zombie waiting for its shell has).
  static func isRunning(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let end = stat.lastIndex(of: ")")
    else { return false }
    return stat[stat.index(end, offsetBy: 2)...].first != "Z"
  }

  /// `count` NDJSON records like an API dump's: ids, titles, bodies of 0–60 words (some with CJK,
  /// emoji and URLs), nested tags and an object, and every 5,000th body 10,000 characters long.
  static func realShapedRecords(count: Int) -> Data {
    let words = [
      "ember", "cloud", "river", "stone", "https://example.com/a/very/long/path?q=1", "東京", "データ", "🌅", "café", "x",
    ]
    var state: UInt64 = 42
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var text = ""
    text.reserveCapacity(count * 260)
    for i in 1...count {
      let body =
        i % 5_000 == 0
        ? String(repeating: "long", count: 2_500)
        : (0..<next(61)).map { _ in words[next(words.count)] }.joined(separator: " ")
      text +=
        #"{"id": \#(i), "title": "Item \#(i)", "body": "\#(body)", "tags": ["ember", "cloud"], "meta": {"score": 0.\#(next(100)), "owner": "u\#(next(1000))"}}"#
      text += "\n"
    }
    return Data(text.utf8)
  }
}
