import CascadeCanvas
import CascadeTerminalTestSupport
import Foundation
import Testing

/// `--ansi` drawn as fzf 0.38 draws it: the same coloured input in a pane for fzf and for Cascade
/// through a link named fzf, and the panes' cells — character, colours and attributes, read from
/// `capture-pane -e` — must be the same. fzf's screen is taken once it shows what the keys lead
/// to; Cascade's is polled until its cells equal fzf's or the time is up.
@Suite(
  .serialized,
  .enabled(
    if: InstalledFzf.path != nil && TmuxPane.tmux != nil,
    "fzf and tmux are needed to compare cascade's colours with fzf's"))
struct FzfAnsiScreenAgreementTests {
  struct Session: CustomTestStringConvertible, Sendable {
    var name: String
    var input: String
    var options = "--ansi"
    var typed = ""
    var keys: [String] = []
    var settled: String
    var testDescription: String { name }
  }

  static let sessions: [Session] = [
    Session(
      name: "ls --color=always",
      input: #"printf '\e[0m\e[01;34mbin\e[0m\n\e[01;32mrun.sh\e[0m\nREADME.md\n\e[01;36mlink\e[0m\n'"#,
      settled: "  4/4"),
    Session(
      name: "git log --color --oneline, a query over the colours",
      input:
        #"printf '\e[33m1a2b3c4\e[m Fix the \e[1mparser\e[m\n\e[33m5d6e7f8\e[m (\e[1;36mHEAD -> \e[1;32mmain\e[m) Add tests\n'"#,
      typed: "5dad", settled: "  1/2"),
    Session(
      name: "256 colours, 24-bit, underline, reverse, dim, italic, blink, moved to the second line",
      input:
        #"printf '\e[38;5;208morange\e[0m \e[48;5;22mbg\e[m \e[38;2;255;0;0mred\e[0m\n\e[4munder\e[0m \e[7mrev\e[0m \e[2mdim\e[0m \e[3mit\e[0m \e[5mbl\e[0m\n'"#,
      keys: ["Up"], settled: "  2/2"),
    Session(
      name: "a reset in the middle of a match", input: #"printf 'xyz\nab\e[31mcd\e[0mef\n\e[42mbcde\e[m\n'"#,
      typed: "bcde", settled: "  2/3"),
    Session(
      name: "grep --color=always, with erase-line sequences",
      input:
        #"printf '\e[35mSources/a.swift\e[m\e[36m:\e[m\e[32m12\e[m\e[36m:\e[mimport \e[01;31m\e[Kswift\e[m\e[K\n'"#,
      typed: "swift", settled: "  1/1"),
    Session(
      name: "coloured --header and --header-lines",
      input: #"printf '\e[1;33mNAME\e[0m  \e[4mSIZE\e[0m\n\e[32ma\e[0m 1\nb 2\n'"#,
      options: #"--ansi --header-lines 1 --header $'\e[35mpick \e[7mone'"#, settled: "  2/2"),
    Session(
      name: "a coloured --prompt, plain after its last colour", input: "seq 3",
      options: #"--prompt $'ab\e[33mcd\e[0mef> '"#, typed: "2", settled: "  1/3"),
    Session(
      name: "a coloured --border-label", input: "seq 3",
      options: #"--border=horizontal --border-label $'\e[31mred\e[0m \e[1mlabel' --border-label-pos 3"#,
      settled: "  3/3"),
  ]

  @Test(arguments: sessions)
  func cascadeDrawsFzfsColours(_ session: Session) async throws {
    let fzf = try await Self.cells(of: try #require(InstalledFzf.path), in: session, until: .settled(session.settled))
    let cascade = try await Self.cells(
      of: try BuiltProducts.executable("cascade").path, in: session, until: .matching(fzf))
    #expect(cascade == fzf, "fzf:\n\(fzf.joined(separator: "\n"))\ncascade:\n\(cascade.joined(separator: "\n"))")
  }

  /// The pane's cells after `session` ran through a link named fzf to `program`, one string per row,
  /// once `goal` is met.
  static func cells(of program: String, in session: Session, until goal: FzfPane.Goal) async throws -> [String] {
    try await FzfPane(height: 12, environment: ["TERM": "tmux-256color"]).rows(
      of: program, input: session.input, options: session.options, keys: session.keys, typed: session.typed,
      until: goal
    ) { pane, _ in (try? pane.styledLines()).map(cells(of:)) }
  }

  /// `capture-pane -e` rows as cells: each row a run per style, `[foreground|background|attributes]`
  /// before its text. tmux carries its SGR state from row to row, so the rows are read in order; a
  /// 24-bit colour counts as the nearest of the 256 (what a 256-colour terminal shows, and all
  /// curses can ask for there); blanks at a row's end on the default background are left out.
  static func cells(of styled: [String]) -> [String] {
    var state = Style.plain
    return styled.map { row in
      let colored = ColoredText(row, startingWith: state)
      state = colored.endStyle
      var styles = colored.scalarStyles(count: colored.text.unicodeScalars.count).map { $0 ?? .plain }
      var scalars = Array(colored.text.unicodeScalars)
      while let last = scalars.last, last == " ", let style = styles.last, style.background == .terminalDefault,
        style.attributes.isDisjoint(with: [.reverse, .underline])
      {
        scalars.removeLast()
        styles.removeLast()
      }
      var line = "", current: Style?
      for (scalar, style) in zip(scalars, styles) {
        if style != current {
          line += "[\(style.foreground)|\(style.background)|\(style.attributes.rawValue)]"
          current = style
        }
        line.unicodeScalars.append(scalar)
      }
      return line
    }
  }
}
