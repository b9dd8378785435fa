import CascadeTerminalTestSupport
import CascadeTestSupport
import Foundation
import Testing

/// What the agreement tests with Debian's fzf 0.38 share: seeded lines written to a scratch
/// folder, fzf's ranking of them (`--filter`, ties in input order), and a ranking by scores to
/// compare with it.
struct FzfRankings {
  static let fzf = "/usr/bin/fzf"
  static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: fzf) }

  /// The scratch folder the seeds' lines are written to; `remove()` deletes it.
  let directory: URL

  init(_ name: String) throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-\(name)-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  func remove() { try? FileManager.default.removeItem(at: directory) }

  /// `count` lines of 1 to `longest` scalars from `alphabet`, written for `seed`: the lines and the file.
  func randomLines(
    _ count: Int, longest: Int, from alphabet: [Unicode.Scalar], seed: UInt64, rng: inout SplitMix64
  ) throws -> (lines: [String], file: URL) {
    let lines = (0..<count).map { _ in
      String(
        String.UnicodeScalarView(
          (0..<1 + Int(rng.next() % UInt64(longest))).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] }))
    }
    let file = directory.appendingPathComponent("lines-\(seed)")
    try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
    return (lines, file)
  }

  /// `fzf --tiebreak=index ARGUMENTS < input`'s lines: the matching lines, best first, ties in
  /// input order (no user defaults in the way).
  static func fzfRanking(_ arguments: [String], input: URL) throws -> [String] {
    var settings = Subprocess.Options()
    settings.standardInput = input.path
    settings.environment["FZF_DEFAULT_OPTS"] = ""
    settings.environment["LANG"] = "C.UTF-8"
    let result = try Subprocess.capture([fzf, "--tiebreak=index"] + arguments, options: settings)
    #expect(result.status == 0 || result.status == 1, "\(result.standardError)")
    return result.standardOutput.split(separator: "\n").map(String.init)
  }

  /// `lines` ranked by `score` (nil: no match), best first, ties in input order.
  static func ranking(_ lines: [String], score: (String) -> Int?) -> [String] {
    lines.enumerated().compactMap { index, line in score(line).map { (index, $0) } }
      .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
      .map { lines[$0.0] }
  }
}
