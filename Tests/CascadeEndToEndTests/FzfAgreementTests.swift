import CascadeTerminalTestSupport
import CascadeTestSupport
import Foundation
import Testing

/// `cascade --filter` against fzf's own `--filter` on the same input and query: the same lines in
/// the same order. Needs fzf (Debian's package; CI installs it); skipped with a message without it.
@Suite(
  .enabled(
    if: InstalledFzf.path != nil, "fzf is not installed: apt-get install fzf to compare cascade --filter with it"))
struct FzfAgreementTests {
  /// 400 path- and identifier-like lines: separators, camelCase, digits, leading spaces.
  static let corpus: String = {
    var rng = SplitMix64(seed: 7)
    let parts = [
      "src", "main", "lib", "test", "foo", "bar", "Baz", "quxQuux", "readme", "Makefile", "config",
      "user_name", "api-v2", "x", "data", "index", "FooBar", "fzf", "core", "item",
    ]
    let separators = ["/", "-", "_", " ", ".", ":", ""]
    var lines: [String] = []
    for _ in 0..<400 {
      let count = 1 + Int(rng.next() % 5)
      var line = (0..<count).map { _ in parts[Int(rng.next() % UInt64(parts.count))] + separators[Int(rng.next() % 7)] }
        .joined()
      if rng.next() % 10 == 0 { line += String(rng.next() % 100) }
      if rng.next() % 20 == 0 { line = "  " + line }
      lines.append(line)
    }
    return lines.joined(separator: "\n") + "\n"
  }()

  private func compare(_ queries: [String], options: [String] = []) throws {
    let directory = try TemporaryDirectory()
    let input = try directory.write("corpus.txt", Self.corpus)
    for query in queries {
      let ours = try CascadeBinary.run(options + ["--filter", query], standardInput: input, newSession: true)
      let theirs = try InstalledFzf.filter(query, options: options, input: input)
      #expect(
        ours.status == theirs.status,
        "\(options) \(query.debugDescription): status \(ours.status), fzf \(theirs.status)")
      #expect(
        ours.standardOutput == theirs.standardOutput, "\(options) \(query.debugDescription): output differs from fzf's")
    }
  }

  @Test func exactAnchoredNegatedAndOrForms() throws {
    try compare([
      "'bar", "'Bar", "^src", "^foo$", "main$", "^ src", "!bar", "!^src", "!x$", "!'foo", "foo | bar",
      "'api | ^test x", "^FooBar | main$ !lib", "!bar !foo", "'zz",
    ])
  }

  @Test func fuzzyRankOrder() throws {
    try compare([
      "fb", "foob", "src/main", "mb", "qux", "Qux", "coreitem", "uNa", "t/m", "readme foo", "a b c", "Fb", "x1", "i",
      "e",
    ])
  }

  @Test func exactModeAndCaseOptions() throws {
    for options in [["--exact"], ["-i"], ["+i"], ["--tac"], ["--no-sort"]] {
      try compare(["fb", "'bar", "^src", "bar | qux", "Foo", "!x"], options: options)
    }
  }

  /// Random short queries over letters, capitals and separators, spaces among them.
  @Test func randomQueries() throws {
    var rng = SplitMix64(seed: 11)
    let alphabet = Array("abcdefilmnorstuxzABFQ/_-.: ")
    let queries = (0..<80).map { _ in
      String((0..<(1 + rng.next() % 4)).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] })
    }
    try compare(queries)
  }

  /// `--tiebreak` with begin and chunk (and end after begin) in several orders, over random
  /// queries: equal scores are ordered by where the match is, as fzf orders them. (`end` before
  /// `begin` makes fzf match from the line's end, which Cascade does not: docs/fzf.md.)
  @Test func tiebreakCriteriaOverRandomQueries() throws {
    var rng = SplitMix64(seed: 21)
    let alphabet = Array("abcefilmnorstux/_ ")
    let lists = [
      "begin", "chunk", "begin,length", "chunk,begin,index", "length,begin", "begin,end,chunk", "chunk,length",
      "begin,end",
    ]
    for list in lists {
      let queries = (0..<12).map { _ in
        String((0..<(1 + rng.next() % 3)).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] })
      }
      try compare(queries + ["o", "'ba", "!x"], options: ["--tiebreak=" + list])
    }
  }

  /// `--algo=v1` over random queries (one to three terms of one to five characters, the forms of
  /// the extended syntax among them), with the default tiebreak, `index` and `begin`: fzf's greedy
  /// alignment and its score, line for line.
  @Test func greedyAlgorithmOverRandomQueries() throws {
    let queries = Self.extendedQueries(60, seed: 31, alphabet: "abcefilmnorstuxBFQ/_.", terms: 3, longest: 5)
    for options in [["--algo=v1"], ["--algo", "v1", "--tiebreak=index"], ["--algo=v1", "--tiebreak=begin,length"]] {
      try compare(queries + ["fb", "src/main", "coreitem", "i"], options: options)
    }
  }

  /// `--scheme=path` and `history` over random queries (the extended syntax's forms among them),
  /// spelled as scripts write them: fzf's bonuses, `history`'s input order over any `--tiebreak`,
  /// with both algorithms. `path` is given its tiebreak: fzf 0.38 orders its equal scores by
  /// `length`, 0.74 (and Cascade) by `pathname,length` (`Fzf074AgreementTests`).
  @Test func schemesOverRandomQueries() throws {
    let queries = Self.extendedQueries(40, seed: 41, alphabet: "abcefilmnorstuxBFQ/_.:", terms: 2, longest: 4)
    let optionSets = [
      ["--scheme=path", "--tiebreak=length"], ["--scheme", "history"], ["--scheme=history", "--tiebreak=begin,length"],
      ["--scheme=PATH", "--tiebreak=index"], ["--scheme=path", "--algo=v1", "--tiebreak=length"],
      ["--scheme=history", "-e"],
    ]
    for options in optionSets {
      try compare(queries + ["fb", "src/main", "a", "x$", "^src"], options: options)
    }
  }

  /// `count` seeded queries of 1 to `terms` terms, each 1 to `longest` characters of `alphabet`,
  /// a third of them exact (`'`), prefix (`^`) or negated (`!`).
  static func extendedQueries(_ count: Int, seed: UInt64, alphabet: String, terms: UInt64, longest: UInt64)
    -> [String]
  {
    var rng = SplitMix64(seed: seed)
    let letters = Array(alphabet)
    let prefixes = ["", "", "", "'", "^", "!"]
    return (0..<count).map { _ in
      (0..<(1 + rng.next() % terms)).map { _ in
        prefixes[Int(rng.next() % UInt64(prefixes.count))]
          + String((0..<(1 + rng.next() % longest)).map { _ in letters[Int(rng.next() % UInt64(letters.count))] })
      }.joined(separator: " ")
    }
  }
}

/// fzf on this machine, if any.
enum InstalledFzf {
  /// The first `fzf` on PATH, or /usr/bin/fzf.
  static let path: String? = {
    let directories =
      (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin"]
    return directories.map { $0 + "/fzf" }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// `fzf OPTIONS --filter QUERY < input`, with no user defaults (FZF_DEFAULT_OPTS) in the way.
  static func filter(_ query: String, options: [String], input: String) throws -> Subprocess.Result {
    var settings = Subprocess.Options()
    settings.standardInput = input
    settings.environment["FZF_DEFAULT_OPTS"] = ""
    settings.environment["LANG"] = "C.UTF-8"
    settings.timeout = .seconds(30)
    return try referenceResult(
      Subprocess.capture([path ?? "fzf"] + options + ["--filter", query], options: settings),
      of: options + ["--filter", query], allowsError: false)
  }

  /// `result` after checking that fzf gave an answer worth comparing with, recording an issue
  /// when it did not: two programs that both fail, crash or print nothing must not agree. fzf's
  /// own answers are status 0 with the matches printed, 1 for no match (nothing on stderr), and,
  /// when `allowsError`, 2 with a message on stderr (a usage error); anything else (a signal, a
  /// missing or unrunnable fzf, status 0 with nothing printed) is not one.
  static func referenceResult(
    _ result: Subprocess.Result, of arguments: [String], allowsError: Bool,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Subprocess.Result {
    let answered =
      switch result.status {
      case 0: !result.standardOutputBytes.isEmpty
      case 1: result.standardErrorBytes.isEmpty
      case 2: allowsError && !result.standardErrorBytes.isEmpty
      default: false
      }
    if !answered {
      Issue.record(
        "the reference fzf gave no answer to \(arguments): status \(result.status), \(result.standardOutputBytes.count) bytes printed, stderr \(result.standardError.prefix(200).debugDescription)",
        sourceLocation: sourceLocation)
    }
    return result
  }
}
