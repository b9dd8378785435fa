import CascadeTerminalTestSupport
import CascadeTestSupport
import Foundation
import Testing

/// fzf 0.74.5 as `scripts/install-dependencies` installs it (`.tools/fzf-0.74.5`), for comparing
/// Cascade run as fzf with the fzf people run today.
enum Fzf074 {
  static let path: String? = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let path = root.appendingPathComponent(".tools/fzf-0.74.5/bin/fzf").path
    return FileManager.default.isExecutableFile(atPath: path) ? path : nil
  }()

  /// `fzf ARGUMENTS < input` with no user defaults and no terminal; `defaults` is FZF_DEFAULT_OPTS.
  static func run(_ arguments: [String], input: String, defaults: String = "") throws -> Subprocess.Result {
    var settings = Subprocess.Options()
    settings.standardInput = input
    settings.startsNewSession = true
    settings.environment["FZF_DEFAULT_OPTS"] = defaults
    settings.environment["LANG"] = "C.UTF-8"
    settings.timeout = .seconds(30)
    return try Subprocess.capture([path ?? "fzf"] + arguments, options: settings)
  }

  /// Cascade as fzf (`--fzf`) the same way.
  static func cascade(_ arguments: [String], input: String, defaults: String = "") throws -> Subprocess.Result {
    var settings = Subprocess.Options()
    settings.standardInput = input
    settings.startsNewSession = true
    settings.environment["FZF_DEFAULT_OPTS"] = defaults
    settings.environment["LANG"] = "C.UTF-8"
    settings.environment["SWIFT_BACKTRACE"] = "enable=no"
    settings.timeout = .seconds(30)
    return try Subprocess.capture(
      [try BuiltProducts.executable("cascade").path, "--fzf"] + arguments, options: settings)
  }
}

/// The everyday cases of fzf 0.74 run through Cascade as fzf and through fzf 0.74.5, without a
/// terminal: output and exit status must be the same, and fzf must have printed something, so two
/// programs that both fail do not agree.
@Suite(.enabled(if: Fzf074.path != nil, "fzf 0.74.5 is not installed: run scripts/install-dependencies"))
struct Fzf074AgreementTests {
  private func compare(
    _ cases: [[String]], input text: [UInt8], defaults: String = "", sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let directory = try TemporaryDirectory()
    let input = try directory.write("input.txt", String(decoding: text, as: UTF8.self))
    try Data(text).write(to: URL(fileURLWithPath: input))
    for arguments in cases {
      let theirs = try Fzf074.run(arguments, input: input, defaults: defaults)
      #expect(
        !theirs.standardOutput.isEmpty, "fzf 0.74.5 printed nothing for \(arguments): \(theirs.standardError)",
        sourceLocation: sourceLocation)
      let ours = try Fzf074.cascade(arguments, input: input, defaults: defaults)
      #expect(
        ours.status == theirs.status,
        "\(arguments): status \(ours.status) (\(ours.standardError)), fzf \(theirs.status) (\(theirs.standardError))",
        sourceLocation: sourceLocation)
      #expect(
        ours.standardOutput == theirs.standardOutput,
        "\(arguments):\n\(ours.standardOutput.debugDescription)\nfzf:\n\(theirs.standardOutput.debugDescription)",
        sourceLocation: sourceLocation)
    }
  }

  static let lines = Array("alpha one\nbeta two\ngamma three\nalphabet soup\n".utf8)

  /// Paths where each query fits once per line, so the order does not hang on which end fzf scans
  /// from: `pathname`, `end` and `--scheme=path`'s `pathname,length` order equal scores as fzf
  /// 0.74 does (`TiebreakOracleTests` checks the rules on random items).
  @Test func pathnameAndEndTiebreaks() throws {
    let paths = [
      "src/main.c", "main/src.c", "lib/x/main.rs", "docs/mainly.md", "main.c", "  test/main_test.go ",
      "a/b/c/main", "mainframe/x.c", "old main.c", "tools\\main.py", "src/lib/domain.rs", "README",
    ]
    let lists = ["pathname", "end", "pathname,length", "begin,end", "length,pathname", "end,index", "chunk,pathname"]
    let queries = ["main", "ma", "src", "mai.c", "lib"]
    var cases = lists.flatMap { list in queries.map { ["--tiebreak=\(list)", "-f", $0] } }
    cases += queries.map { ["--scheme=path", "-f", $0] }
    try compare(cases, input: Array(paths.joined(separator: "\n").utf8))
  }

  /// `--opt value` as `--opt=value`, on the command line and in FZF_DEFAULT_OPTS.
  @Test func twoWordValues() throws {
    let options: [[String]] = [
      ["--layout", "reverse"], ["--layout", "reverse-list"], ["--border", "rounded"], ["--border", "sharp"],
      ["--height", "40%"], ["--min-height", "10"], ["--info", "inline"], ["--prompt", "p> "], ["--pointer", ">"],
      ["--marker", "*"], ["--header", "h"], ["--tiebreak", "end"], ["--scheme", "path"], ["--algo", "v1"],
      ["--margin", "1"], ["--padding", "1"], ["--color", "dark"], ["--preview", "cat {}"],
      ["--preview-window", "right,50%"], ["--bind", "ctrl-/:toggle-preview"], ["--tabstop", "4"],
      ["--ellipsis", ".."], ["--scroll-off", "2"], ["--separator", "-"], ["--border-label", "L"],
      ["--delimiter", " "], ["--nth", "1"], ["--with-nth", "1"],
    ]
    try compare(options.flatMap { [$0 + ["-f", "al"], [$0[0] + "=" + $0[1], "-f", "al"]] }, input: Self.lines)
    try compare([["-f", "al"]], input: Self.lines, defaults: "--layout reverse --border rounded --height 40%")
  }

  /// Every key name fzf 0.74 knows is accepted in `--bind`.
  @Test func keyNamesInBind() throws {
    let names = [
      "ctrl-/", "ctrl-_", "ctrl-^", "ctrl-\\", "ctrl-]", "ctrl-space", "alt-enter", "alt-space", "alt-bs", "alt-up",
      "alt-down", "alt-left", "alt-right", "ctrl-alt-a", "ctrl-alt-z", "shift-delete", "shift-left", "ctrl-up",
      "ctrl-alt-shift-page-down", "alt-shift-home", "insert", "left-click", "scroll-up", "f12", "ctrl-bs",
    ]
    try compare(names.map { ["--bind", "\($0):toggle-preview", "-f", "al"] }, input: Self.lines)
  }

  /// `-n` ranges match within one range, never across them (fzf's CTRL-R `-n2..,..`).
  @Test func nthRangesMatchOneAtATime() throws {
    let history = Array("1\thello world\n2\tssh user@example.com\n3\techo hallo\n".utf8)
    try compare(
      [
        ["-n2..,..", "-d\t", "-f", "hello"], ["-n2..,..", "-d\t", "-f", "ssh"],
        ["-n", "2..,..", "-d", "\t", "-f", "1"],
        ["-n", "1,2", "-d", "\t", "-f", "^hello"],
        ["-n", "1,2", "-d", "\t", "-f", "hallo$"], ["-n", "2", "-f", "hello", "+s"],
      ], input: history)
  }

  /// `--accept-nth` prints the fields it names of each match.
  @Test func acceptNthPrintsTheFieldsItNames() throws {
    try compare(
      [
        ["-d:", "--with-nth", "2", "--accept-nth", "1", "-f", "John"],
        ["-d:", "--with-nth", "2", "--accept-nth", "1,3", "-f", "Jane"], ["--accept-nth", "2..", "-f", "o"],
        ["-d", ":", "--accept-nth", "-1", "-f", ""],
      ], input: Array("ID001:John:Developer\nID002:Jane:Manager\nID003:Bob:Designer\n".utf8))
    try compare([["-d", " ", "--accept-nth", "2", "-f", "e"]], input: Array("emp001 Alice Engineering\n".utf8))
  }

  /// `--with-nth` and `--accept-nth` templates: fields in braces with the delimiter at their end
  /// dropped, `{n}` the input line's index (header lines counted, `--tac` not changing it), a bad
  /// expression dropped; and with `--no-sort` the whole line is printed, as fzf 0.74 prints it.
  @Test func fieldTemplates() throws {
    let cases: [[String]] = [
      ["-d", ",", "--with-nth", "{n},{1},{3},{2},{1..2}", "-f", "a"], ["--with-nth", "[{2}]-{1}", "-f", "o"],
      ["-d", ",", "--accept-nth", "{3}:{1}:{n}", "-f", "a"], ["--accept-nth", "<{1..}>", "-f", "o"],
      ["-d", ",", "--with-nth", "{n}:{2}", "--no-sort", "-f", "o"], ["-d", ",", "--with-nth", "{2}{0}x", "-f", "o"],
      ["--tac", "--header-lines", "1", "-d", ",", "--accept-nth", "{n}:{1}", "-f", "e"],
      ["--header-lines", "2", "--with-nth", "{n}:{1}", "--accept-nth", "{n}", "-f", "e"],
      ["--with-nth", "{-1}|{1}", "--nth", "1", "-f", "out"], ["-f", "o", "--with-nth", "2..", "+s"],
    ]
    try compare(cases, input: Array("foo,bar,baz\none,two,three\nalpha,beta,\n  sp  aced   out  \nx\n".utf8))
    let directory = try TemporaryDirectory()
    let refused = try Fzf074.cascade(["--with-nth", "abc", "-f", "x"], input: try directory.write("empty.txt", ""))
    #expect(refused.status == 2 && refused.standardError.contains("--with-nth: 'abc'"), "\(refused.standardError)")
  }

  /// `--read0` keeps empty records.
  @Test func read0KeepsEmptyRecords() throws {
    try compare(
      [["--read0", "-f", "", "--print0"], ["--read0", "-f", "", "--print0", "--tac"]],
      input: Array("a\u{0}\u{0}b\u{0}\u{0}\u{0}c".utf8))
  }

  /// `'term'` (a quote at both ends) matches the term as a word of its own, and ranks as fzf
  /// ranks it (underscores are weaker boundaries): seeded random lines of a few words joined by
  /// spaces, underscores, slashes and colons, against fzf 0.74.5, under both schemes, negated and
  /// in an `|` group.
  @Test func wordBoundaryTerms() throws {
    var rng = SplitMix64(seed: 74)
    let words = ["foo", "Foo", "bar", "foobar", "fo", "x", "o"], joins = [" ", "_", "/", ":", "-", ""]
    var lines: [String] = []
    for _ in 0..<400 {
      var line = ""
      for index in 0..<Int.random(in: 1...4, using: &rng) {
        if index > 0 { line += joins.randomElement(using: &rng)! }
        line += words.randomElement(using: &rng)!
      }
      lines.append(line)
    }
    var cases: [[String]] = []
    for query in ["'foo'", "'o'", "'bar'", "'foo' | 'bar'", "!'foo' 'bar'", "'fo'$", "'foo' bar", "'Foo'"] {
      cases.append(["-f", query])
      // The path scheme's own tiebreak (`pathname,length`) is left out: only its scores are compared.
      cases.append(["--scheme=path", "--tiebreak=length", "-f", query])
    }
    try compare(cases, input: Array((lines.joined(separator: "\n") + "\n").utf8))
  }

  /// `--version` names the same fzf release.
  @Test func versionNamesTheRelease() throws {
    let directory = try TemporaryDirectory()
    let input = try directory.write("input.txt", "")
    let theirs = try Fzf074.run(["--version"], input: input)
    let ours = try Fzf074.cascade(["--version"], input: input)
    #expect(theirs.standardOutput.hasPrefix("0.74."))
    #expect(ours.standardOutput.hasPrefix("0.74."), "\(ours.standardOutput)")
    #expect(ours.standardOutput.contains("(cascade "), "\(ours.standardOutput)")
    #expect(ours.status == 0 && theirs.status == 0)
  }
}
