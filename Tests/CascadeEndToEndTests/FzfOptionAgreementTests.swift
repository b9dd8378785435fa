import CascadeTerminalTestSupport
import CascadeTestSupport
import Foundation
import Testing

/// The same command lines run through `cascade` and fzf 0.38, without a terminal: fzf's own
/// spellings (`-fQUERY`, `--opt=value`, `+x`, `--no-…`), `--nth`, `--with-nth`, `-d`,
/// `--header-lines`, `--print-query`, `--expect`, `-1`, `-0`, `-q`, and the viewer's options that
/// `--filter` ignores. Output and exit status must be the same.
@Suite(.enabled(if: InstalledFzf.path != nil, "fzf is not installed: apt-get install fzf to compare cascade with it"))
struct FzfOptionAgreementTests {
  /// ps- and ls-shaped lines: columns, leading blanks, paths, a header row, CJK and emoji.
  static let table = """
    USER       PID %CPU COMMAND
    root         1  0.0 /sbin/init splash
    alice       42  1.5 vim src/main.swift
    bob        420  0.3 -bash
    alice     4242  9.9 swift build --product cascade
      carol     77  0.0 ssh main.example.org
    dave      9001  0.1 less 東京/旅行記.md
    erin        12  2.0 open 📷/IMG_0042.JPG
    frank      420  0.0 tail -f /var/log/syslog

    """

  /// Colon-separated, as /etc/passwd.
  static let passwd = """
    root:x:0:0:root:/root:/bin/bash
    daemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin
    alice:x:1000:1000:Alice Liddell,,,:/home/alice:/bin/zsh
    bob:x:1001:1001::/home/bob:/bin/sh
    mail:x:8:8:mail:/var/mail:/usr/sbin/nologin

    """

  /// Runs `arguments` through both with `input` on stdin; compares stdout and status. fzf must
  /// answer each case (`InstalledFzf.referenceResult`); a usage error counts only `allowingErrors`.
  private func compare(_ cases: [[String]], input text: String, allowingErrors: Bool = false) throws {
    let directory = try TemporaryDirectory()
    let input = try directory.write("input.txt", text)
    for arguments in cases {
      let ours = try CascadeBinary.run(arguments, standardInput: input, newSession: true)
      let theirs = try InstalledFzf.run(arguments, input: input, allowsError: allowingErrors)
      #expect(
        ours.status == theirs.status,
        "\(arguments): status \(ours.status) (\(ours.standardError)), fzf \(theirs.status) (\(theirs.standardError))")
      #expect(
        ours.standardOutput == theirs.standardOutput,
        "\(arguments):\n\(ours.standardOutput)\nfzf:\n\(theirs.standardOutput)")
    }
  }

  @Test func fzfSpellingsOfTheFilter() throws {
    try compare(
      [
        ["-fmain"], ["-f", "main"], ["--filter=main"], ["--filter", "ali", "+s"], ["-fali", "--no-sort"],
        ["-fali", "+s", "-s"],
        ["-f", "ALI", "-i"], ["-f", "ALI", "+i"], ["-f", "Ali", "+i", "-i"], ["-f", "bash", "--tac"],
        ["-f", "bash", "--tac", "--no-tac"],
        ["-f", "'vim", "+e", "-e"], ["-f", "vim", "-e", "+e"], ["-f", "vim src", "+x"], ["-f", "vim src", "+x", "-x"],
        ["-f", "^ali", "--no-extended"], ["-f", "42", "--extended-exact"], ["-f", "", "--print-query"],
        ["-f", "zzz", "--print-query"],
        ["--print-query", "-f", "ssh", "--print0"], ["-f", "swift", "--print-query", "--no-print-query"],
      ], input: Self.table)
  }

  /// `grep --color=always`- and `ls --hyperlink`-shaped lines: with `--ansi` the escape sequences
  /// are neither matched nor printed, fields included; without it they are both. (fzf 0.38 leaves
  /// an OSC with a non-ASCII URL half in the text; Cascade drops all of it.)
  @Test func ansiInputMatchedAndPrintedWithoutItsEscapes() throws {
    let colored =
      [
        "\u{1B}[35msrc/main.swift\u{1B}[m\u{1B}[36m:\u{1B}[m12\u{1B}[36m:\u{1B}[m  let \u{1B}[01;31mx\u{1B}[m = 1",
        "\u{1B}[33mhello \u{1B}[34;1mworld\u{1B}[m ", "byebye",
        "\u{1B}]8;;file:///tmp/tokyo.md\u{1B}\\東京.md\u{1B}]8;;\u{1B}\\\tsize 35m",
        "\u{1B}[1;32m✓\u{1B}[0m test passed 🙂",
      ].joined(separator: "\n") + "\n"
    try compare(
      [
        ["-f", "main", "--ansi"], ["-f", "x = 1", "--ansi"], ["-f", "35m", "--ansi"], ["-f", "35m"],
        ["-f", "main", "--ansi", "-d", ":", "--nth", "1"],
        ["-f^he hehe", "-x", "-n", "2..", "--with-nth", "2,1,1", "--ansi"],
        ["-f", "東京", "--ansi", "--with-nth", "1"], ["-f", "", "--ansi", "--no-ansi"], ["-f", "passed", "--ansi", "+s"],
      ], input: colored)
  }

  @Test func fieldsHeaderLinesAndTiebreak() throws {
    try compare(
      [
        ["-f", "main", "--nth", "4.."], ["-f", "42", "-n", "2"], ["-f", "a", "--nth=-1"], ["-f", "a", "-n-1"],
        ["-f", "1", "--nth", "2..-2"],
        // With +s, fzf 0.38 printed the item's fields and 0.74 prints the line (Fzf074AgreementTests).
        ["-f", "main", "--with-nth", "4.."],
        ["-f", "ma", "--with-nth=1,4", "--nth", "2"],
        ["-f", "o", "--nth", "1,3"], ["-f", "swift", "-n", "..3"], ["-f", "東京", "--nth", "-1"],
        ["-f", "IMG", "--with-nth", "-1", "--tac"],
        ["-f", "a", "--header-lines", "1"], ["-f", "o", "--header-lines=2", "--nth", "1,3"],
        ["-f", "", "--header-lines", "3", "--tac"],
        ["-f", "42", "--tiebreak=length,index"], ["-f", "42", "--tiebreak", "index"],
        ["-f", "a", "--header-lines", "1", "--no-header-lines"],
      ], input: Self.table)
    try compare(
      [
        ["-f", "sh", "-d", ":", "--nth", "7"], ["-f", "home", "-d:", "--nth", "6", "--with-nth", "1,6"],
        ["-f", "x", "--delimiter=:", "-n", "1"],
        ["-f", "nologin", "-d", ":", "--nth", "..1"],
      ], input: Self.passwd)
  }

  /// Random field ranges and delimiters over random blank- and colon-separated lines: the same
  /// matches in the same order as fzf's.
  @Test func randomFieldExpressions() throws {
    var rng = SplitMix64(seed: 2100)
    func pick<T>(_ values: [T]) -> T { values[Int(rng.next() % UInt64(values.count))] }
    let words = ["a", "ab", "ba", "abc", "x", "b", "ca", "東", "📷a", ""]
    for _ in 0..<20 {
      let lines = (0..<40).map { _ in
        (0..<Int(1 + rng.next() % 6)).map { _ in pick(words) + pick([" ", "  ", ":", "\t", " :", ""]) }.joined()
      }
      let text = lines.map { $0.replacingOccurrences(of: "\\t", with: "\t") }.joined(separator: "\n") + "\n"
      var cases: [[String]] = []
      for _ in 0..<8 {
        let index = { String(pick([1, 2, 3, -1, -2, 5])) }
        let range = pick([index(), index() + "..", ".." + index(), index() + ".." + index(), ".."])
        // One range: a list of several is matched as one text, where fzf matches each range on
        // its own (docs/fzf.md).
        let expression = range
        var arguments = [
          "-f", pick(["a", "b", "ab", "a b", "'a", "^b", "東", "a$"]), pick(["--nth", "--with-nth"]), expression,
        ]
        // No delimiter the queries hold: fzf 0.74, which Cascade follows, drops the delimiter at
        // the end of the last range before matching, where fzf 0.38 kept it (docs/fzf.md).
        if rng.next() % 2 == 0 { arguments += ["-d", pick([":", " ", "\\t", "x", ""])] }
        // Nor a suffix term with a delimiter, for the same reason.
        if arguments.contains("-d"), arguments[1] == "a$" { arguments[1] = "a" }
        if rng.next() % 3 == 0 { arguments += ["--nth", pick(["1", "-1", "2.."])] }
        if rng.next() % 4 == 0 { arguments.append(pick(["+s", "--tac", "--tiebreak=index", "-e", "-i"])) }
        cases.append(arguments)
      }
      try compare(cases, input: text)
    }
  }

  /// `--filter` ignores the viewer's options, as fzf does: a script's common option set works.
  @Test func theFilterIgnoresTheViewersOptions() throws {
    try compare(
      [
        [
          "-f", "vim", "--height=40%", "--min-height", "5", "--layout=reverse", "--border", "--preview", "cat {}",
          "--preview-window=right:50%",
        ],
        [
          "-f", "vim", "--bind", "ctrl-a:select-all", "--cycle", "-m", "--multi=3", "+m", "--no-multi", "--reverse",
          "--inline-info", "--info=hidden",
        ],
        [
          "-f", "vim", "--color=dark,fg:1", "--no-bold", "--prompt", "> ", "--pointer=>", "--marker=*", "--header",
          "PICK", "--header-first",
        ],
        [
          "-f", "vim", "--ansi", "--tabstop=4", "--margin=1,2", "--padding", "1", "--no-mouse", "--keep-right",
          "--no-hscroll", "--ellipsis=…",
        ],
        [
          "-f", "vim", "--expect=ctrl-x", "--no-clear", "--layout=reverse-list", "--border=rounded", "--scrollbar", "|",
          "--algo=v1",
        ],
        [
          "-f", "vim", "-q", "other", "-1", "-0", "--sync", "--history-size=10", "--scroll-off=3", "--jump-labels=abc",
          "--literal",
        ],
      ], input: Self.table)
  }

  /// `-1`, `-0` and `-q` decide before anything is drawn, with `--print-query` and `--expect` lines.
  @Test func selectOneAndExitZeroWithTheirOutputLines() throws {
    try compare(
      [
        ["-1", "-q", "4242"], ["-1", "-q4242", "--print-query"], ["-0", "-q", "zzz", "--print-query"],
        ["--exit-0", "--query=zzz", "--expect=ctrl-x"],
        ["-1", "-q", "4242", "--expect=ctrl-x,alt-b", "--print-query"], ["-1", "-0", "-q", "bash$", "--print-query"],
        ["-1", "-q", "USER", "--header-lines", "1", "-0"], ["-1", "-0", "-q", "vim src", "+x"],
        ["-1", "-0", "-q", "vim ssh", "+x"],
        ["-1", "-0", "-q", "alice", "--with-nth", "4..", "--print-query"], ["+1", "-1", "-q", "4242"],
        ["-1", "-0", "-q", "^4242", "--nth", "2", "-e"],
      ], input: Self.table)
  }

  /// Misspelt values are usage errors in both (status 2).
  @Test func badValuesAreErrorsInBoth() throws {
    try compare(
      [
        ["-f", "a", "--tiebreak=index,length"], ["-f", "a", "--multi=abc"], ["-f", "a", "--nth", "x"],
        ["-f", "a", "--nth", "0"], ["-q"], ["-f", "a", "--algo=v3"], ["-f", "a", "--algo"],
      ],
      input: Self.table, allowingErrors: true)
  }

  /// Empty text is a value in both (`--prompt=`, `--header ''`…), not a missing one; what fzf 0.38
  /// refuses empty or too wide is a usage error in both. (An empty `--pointer` or `--marker`, which
  /// 0.38 refuses, is fzf 0.54's: `FzfEmptyValueTests`.)
  @Test func emptyValuesAsFzfReadsThem() throws {
    try compare(
      [
        ["-f", "vim", "--prompt="], ["-f", "vim", "--prompt", ""], ["-f", "vim", "--header="],
        ["-f", "vim", "--header", "", "--header-first"], ["-f", "vim", "--ellipsis="], ["-f", "vim", "--ellipsis", ""],
        ["-f", "vim", "--info=inline:"], ["-f", "vim", "--border-label="], ["-f", "vim", "--preview-label", ""],
        ["-f", "vim", "--preview="], ["-f", "vim", "--preview-window="], ["--filter="], ["-f", "", "--query="],
        ["-1", "--query=", "--header-lines", "8"], ["-f", "vim", "--separator="], ["-f", "vim", "--scrollbar="],
        ["-f", "vim", "--pointer=東", "--marker", "**"], ["-f", "vim", "--pointer", "abc"],
        ["-f", "vim", "--marker=東a"],
        ["-f", "vim", "--expect="], ["-f", "vim", "--history="], ["-f", "vim", "--jump-labels="],
        ["-f", "vim", "--nth="],
        ["-f", "vim", "--with-nth", ""], ["-f", "vim", "--tiebreak="], ["-f", "vim", "--bind="],
        ["-f", "vim", "--margin="],
      ], input: Self.table, allowingErrors: true)
    // An empty delimiter makes each character a field.
    try compare(
      [
        ["-f", "o", "-d", "", "--nth", "2"], ["-f", "", "--delimiter=", "--with-nth", "2..4"],
        ["-f", "東", "-d", "", "--nth", "-4..-3"], ["-f", "IMG", "-d", "", "--with-nth", "..-5", "--nth", "-3.."],
      ], input: Self.table)
  }

  /// Run as fzf, blank and empty lines are items, as in fzf (fzf's `test_preview` has one); the
  /// cards of plain Cascade skip them.
  @Test func blankLinesAreItemsRunAsFzf() throws {
    let directory = try TemporaryDirectory()
    let input = try directory.write("input.txt", "1\n\n3\n  \n\t\n6\n\nend")
    for arguments in [["-f", ""], ["-f", "3"], ["-f", "", "--tac"], ["-f", "", "--print0"]] {
      let ours = try CascadeBinary.run(["--fzf"] + arguments, standardInput: input, newSession: true)
      let theirs = try InstalledFzf.run(arguments, input: input)
      #expect(ours.status == theirs.status, "\(arguments): \(ours.standardError)")
      #expect(
        ours.standardOutput == theirs.standardOutput,
        "\(arguments):\n\(ours.standardOutput.debugDescription)\nfzf:\n\(theirs.standardOutput.debugDescription)")
    }
    let cards = try CascadeBinary.run(["-f", ""], standardInput: input, newSession: true)
    #expect(cards.standardOutput == "1\n3\n6\nend\n")
  }
}

extension InstalledFzf {
  /// `fzf ARGUMENTS < input` with no user defaults (FZF_DEFAULT_OPTS) and no terminal; an issue
  /// unless fzf answered (`referenceResult`; a usage error only when `allowsError`).
  static func run(_ arguments: [String], input: String, allowsError: Bool = false) throws -> Subprocess.Result {
    var settings = Subprocess.Options()
    settings.standardInput = input
    settings.startsNewSession = true
    settings.environment["FZF_DEFAULT_OPTS"] = ""
    settings.environment["LANG"] = "C.UTF-8"
    settings.timeout = .seconds(30)
    return try referenceResult(
      Subprocess.capture([path ?? "fzf"] + arguments, options: settings), of: arguments, allowsError: allowsError)
  }
}
