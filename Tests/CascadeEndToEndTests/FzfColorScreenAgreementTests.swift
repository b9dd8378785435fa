import CascadeTerminalTestSupport
import Testing

/// `--color`, `--no-color`, `--no-bold` drawn as fzf 0.38 draws them: the same session in a pane
/// for fzf and for Cascade through a link named fzf, compared cell by cell (character, colours,
/// attributes) from `capture-pane -e`, with `FzfAnsiScreenAgreementTests`' harness. Each session
/// shows a prompt, a query with matches, the current line, a selected line's marker, the header,
/// a border with its label and the info line.
@Suite(
  .serialized,
  .enabled(
    if: InstalledFzf.path != nil && TmuxPane.tmux != nil,
    "fzf and tmux are needed to compare cascade's colours with fzf's"))
struct FzfColorScreenAgreementTests {
  typealias Session = FzfAnsiScreenAgreementTests.Session

  static let input = #"printf 'alpha/one\nbeta/two\ngamma/three\ndelta\n'"#
  static let shape = "-m --header hdr --border --border-label lbl"

  static func session(_ name: String, _ colors: String) -> Session {
    Session(
      name: name, input: input, options: "\(shape) \(colors)", typed: "a", keys: ["Tab"], settled: "4/4 (1)")
  }

  static let sessions: [Session] = [
    session("--color=light", "--color=light"),
    session("--color=16", "--color=16"),
    session("--color=bw", "--color=bw"),
    session(
      "a popular theme",
      "--color=fg:#d0d0d0,bg:-1,hl:#5f87af,fg+:#ffffff,bg+:#262626,hl+:#5fd7ff,info:#afaf87,prompt:#d7005f,"
        + "pointer:#af5fff,marker:#87ff00,spinner:#af5fff,header:#87afaf"),
    session("--no-bold", "--no-bold"),
    session("--color=hl:underline", "--color=hl:underline"),
    session("--no-color, then a colour on top", "--no-color --color=hl:red,label:blue:reverse"),
    session("--color=16 then names and attributes", "--color 16,fg+:bright-white:italic,border:bright-black,gutter:1"),
    session("regular over --bold, and --black", "--black --color=prompt:regular:3,fg+:regular"),
    Session(
      name: "the preview's colours, border and label", input: input,
      options:
        "--preview 'echo hi; echo there' --preview-label pv --preview-window right,50%,border-sharp "
        + "--color=preview-bg:236,preview-fg:110,border:red,preview-label:3:bold",
      typed: "a", settled: "4/4"),
  ]

  @Test(arguments: sessions)
  func cascadeDrawsFzfsTheme(_ session: Session) async throws {
    typealias Harness = FzfAnsiScreenAgreementTests
    let fzf = try await Harness.cells(
      of: try #require(InstalledFzf.path), in: session, until: .settled(session.settled))
    let cascade = try await Harness.cells(
      of: try BuiltProducts.executable("cascade").path, in: session, until: .matching(fzf))
    #expect(cascade == fzf, "fzf:\n\(fzf.joined(separator: "\n"))\ncascade:\n\(cascade.joined(separator: "\n"))")
  }
}
