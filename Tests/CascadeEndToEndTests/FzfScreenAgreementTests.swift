import CascadeTerminalTestSupport
import Foundation
import Testing

/// fzf's list as Cascade draws it through a link named fzf, against fzf 0.38 itself: each session
/// runs in a pane of its own for both, with the same keys, and the panes must read the same, line
/// for line. fzf's screen is taken once it shows what the keys lead to (`settled`); Cascade's is
/// polled until it equals that screen or the time is up.
@Suite(
  .serialized,
  .enabled(
    if: InstalledFzf.path != nil && TmuxPane.tmux != nil,
    "fzf and tmux are needed to compare cascade's fzf list with fzf's"))
struct FzfScreenAgreementTests {
  /// One session: the input command, fzf's options, the keys (tmux key names, or `until:TEXT` as
  /// `FzfPane` reads them), the text typed after them and a row that fzf's screen shows once they
  /// have acted.
  struct Session: CustomTestStringConvertible, Sendable {
    var name: String
    var input = "seq 100"
    var options: String
    var keys: [String] = []
    var typed: String = ""
    var settled: String
    var testDescription: String { name }
  }

  static let sessions: [Session] = [
    Session(name: "plain list", options: "", settled: "  100/100"),
    Session(name: "a query typed", options: "", typed: "3", settled: "  19/100"),
    Session(
      name: "--nth 2 -d: matches the second field only",
      input: #"printf '%s\n' root:x:0:/root alice:x:1000:/home/alice x:alice:7:/x mail:x:8:/var/mail"#,
      options: "--nth 2 -d:", typed: "x", settled: "  3/4"),
    Session(
      name: "--with-nth 2.. shows and matches the subject",
      input: #"printf '%s\n' 'a1b2c3 Fix the parser' 'd4e5f6 add tests for fixtures' 'f00fix2 tidy docs'"#,
      options: "--with-nth 2..", typed: "fix", settled: "  2/3"),
    Session(
      name: "--tiebreak=begin,index puts the earliest match first",
      input: #"printf '%s\n' 'xx foo' 'foo xx' 'x foo x' 'xxx foo'"#,
      options: "--tiebreak=begin,index", typed: "foo", settled: "> foo xx"),
    Session(
      name: "--tiebreak=begin,length orders equal beginnings by length",
      input: #"printf '%s\n' 'foo long line x' 'foo x' 'xx foo' 'foo mid x'"#,
      options: "--tiebreak=begin,length", typed: "foo", settled: "> foo x"),
    Session(
      name: "-m with two selections", options: "-m", keys: ["Up", "Tab", "Up", "Up", "Tab"], settled: "  100/100 (2)"),
    Session(name: "--reverse, moved down", options: "--reverse", keys: ["Down", "Down"], settled: "> 3"),
    Session(name: "--header-lines 1", options: "--header-lines 1", settled: "  99/99"),
    Session(name: "--border", options: "--border", typed: "5", settled: "│   19/100"),
    Session(name: "--height 40%", options: "--height 40%", keys: ["Up"], settled: "> 2"),
    Session(
      name: "reverse-list, inline info, pointer and marker",
      options: "--layout=reverse-list --info=inline -m --pointer '▶' --marker '*'",
      keys: ["Tab", "Tab"], typed: "5", settled: "> 5  < 19/100 (2)"),
    Session(
      name: "a long line cut around the match", input: #"printf '%s\n' "$(printf 'a%.0s' $(seq 80))xyz" b"#,
      options: "--header 'long lines'",
      typed: "xyz", settled: "  1/2"),
    Session(
      name: "an empty --prompt and --header, as fzf reads them",
      options: "--prompt= --header '' -m", keys: ["Tab"], settled: "  100/100 (1)"),
    Session(
      name: "an empty --ellipsis on a line cut around the match",
      input: #"printf '%s\n' "$(printf 'a%.0s' $(seq 80))xyz" b"#, options: "--ellipsis ''", typed: "xyz",
      settled: "  1/2"),
    Session(
      name: "an empty --info=inline: separator and --ellipsis=, --no-hscroll",
      input: #"printf '%s\n' "$(printf 'a%.0s' $(seq 80))xyz" b"#, options: "--info=inline: --ellipsis= --no-hscroll",
      settled: ">  2/2"),
    Session(
      name: "--no-scrollbar, --no-separator", options: "--no-scrollbar --no-separator", typed: "5", settled: "  19/100"),
    Session(name: "--scrollbar and --separator", options: "--scrollbar=x --separator _-", settled: "  100/100 _-_-"),
    Session(
      name: "--separator with a colour and a tab, --tabstop",
      options: #"--sync --tabstop 3 --separator $'\x1b[33ma\tb'"#,
      settled: "  100/100 a  ba"),
    Session(name: "--info=inline:SEP", options: "--info=inline:___ --no-separator", settled: ">  ___100/100"),
    Session(
      name: "a hidden bold preview shown by show-preview",
      options: "--preview 'echo [{}]' --preview-window hidden,border-bold --bind a:show-preview",
      keys: ["a"], settled: "┃ [1]"),
    Session(
      name: "a preview on the left, 20 columns, border-vertical",
      options: "--no-scrollbar --preview 'seq 50' --preview-window left,20,border-vertical",
      settled: "│ 1 "),
    Session(
      name: "a preview below with border-top and its scroll bar",
      options: "--preview 'seq 50' --preview-window down,border-top", settled: "1/50"),
    Session(
      name: "start:preview(…) in a pane without border",
      options: "--sync --preview-window hidden:border-none --bind 'start:last+preview(echo welcome)'",
      settled: "welcome"),
    Session(
      name: "a preview above from the line {1} names, less 2, under 3 fixed lines",
      options: "--preview 'seq 1000' --preview-window 'top:+{1}-2:~3'", typed: "55", settled: "53/1000"),
    Session(
      name: "a preview on the left with the line {1} names half-way down",
      options: "--preview 'seq 1000' --preview-window 'left:+{1}/2'", typed: "40", settled: "33/1000"),
    Session(
      name: "a preview of {q} alone with nothing to match", input: ":", options: "--preview 'echo foo {q} foo'",
      typed: "bar", settled: "foo bar foo"),
    Session(
      name: "--no-unicode with a border", input: #"printf 'a\tb\tc\n'"#, options: "--no-unicode --border --tabstop 5",
      settled: "|   1/1 ---"),
    Session(
      name: "border and preview labels on the left, the preview's at its bottom right",
      input: "seq 5",
      options:
        "--border=horizontal --border-label foobar --border-label-pos 2 --preview 'echo {}' --preview-label barfoo --preview-label-pos -2:bottom",
      settled: "│ 1 "),
    Session(
      name: "labels changed and transformed by keys",
      input: "echo x",
      options:
        #"--border=horizontal --border-label ab --preview : --preview-label cd --bind 'space:change-border-label(wxyz)+transform-preview-label(echo p{}p)'"#,
      keys: ["Space"], settled: "pxp"),
    Session(name: "--height ~10 fitted to three items", input: "seq 3", options: "--height ~10", settled: "  3/3"),
    Session(
      name: "--height ~100% with a border, inline info and a preview above",
      input: "seq 3", options: "--height ~100% --info=inline --border --preview 'seq {}' --preview-window up,60%",
      settled: "│ │ 1"),
    Session(
      name: "--height ~8 over more items than fit, with a header", input: "seq 50",
      options: "--height ~8 --header hi --header-lines 1", settled: "  49/49"),
    Session(
      name: "an alternative preview layout below its threshold",
      options: "--preview 'echo [{}]' --preview-window 'right,50%,<40(up,30%,border-bottom)'", settled: "[1]"),
    Session(
      name: "an alternative preview layout hidden, shown by toggle-preview",
      options: "--preview 'echo [{}]' --preview-window '<100(hidden,up,border-none)' --bind a:toggle-preview",
      keys: ["a"], settled: "[1]"),
    Session(
      name: "search enabled, then toggled off: the last result stays as the query changes",
      input: "seq 1000", options: "--query 33 --disabled --bind a:enable-search,c:toggle-search",
      // fzf 0.38 drops the search `a` asks for when `c` pauses it before the search starts.
      keys: ["a", "until:  28/1000", "c"],
      typed: "9", settled: "> 339"),
  ]

  @Test(arguments: sessions)
  func cascadeDrawsFzfsScreen(_ session: Session) async throws {
    let fzf = try await screen(of: try #require(InstalledFzf.path), in: session, until: .settled(session.settled))
    let cascade = try await screen(of: try BuiltProducts.executable("cascade").path, in: session, until: .matching(fzf))
    #expect(cascade == fzf, "fzf:\n\(fzf.joined(separator: "\n"))\ncascade:\n\(cascade.joined(separator: "\n"))")
  }

  /// The pane's text after `session` ran through a link named fzf to `program`, once `goal` is met.
  private func screen(of program: String, in session: Session, until goal: FzfPane.Goal) async throws -> [String] {
    try await FzfPane(height: 16).rows(
      of: program, input: session.input, options: session.options, keys: session.keys, typed: session.typed,
      until: goal
    ) { _, screen in screen }
  }
}
