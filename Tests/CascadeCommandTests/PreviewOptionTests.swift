import CascadeTerminalTestSupport
import Foundation
import Testing

/// `--preview`, `--preview-window`, `--ansi` and `--height` on the command line: what they refuse
/// and where they belong.
@Suite(.enabled(if: BuiltCascade.isBuilt, "cascade is not built beside the tests"))
struct PreviewOptionTests {
  func cascade(_ arguments: String...) throws -> Subprocess.Result {
    try cascade(arguments)
  }

  func cascade(_ arguments: [String]) throws -> Subprocess.Result {
    try Subprocess.capture([BuiltCascade.url.path] + arguments, options: Subprocess.Options())
  }

  @Test func windowSpecsCascadeDoesNotKnowExitTwoNamingTheWord() throws {
    for (spec, message) in [
      (
        "right:bogus", "--preview-window: 'bogus': invalid preview window option: bogus (not a position, a size N or N%"
      ),
      ("up:101%", "--preview-window: '101%'"),
      ("right:<0(up)", "--preview-window: '<0(up)': not an alternative layout: <N(OPTIONS)"),
      ("right,<80(up,sideways)", "--preview-window: 'sideways': invalid preview window option"),
      ("<80(<40(up))", "--preview-window: '<80(<40(up))': not an alternative layout"),
      ("right:+{2}x", "--preview-window: '+{2}x': invalid preview window option"),
    ] {
      let result = try cascade("--demo", "--preview-window", spec)
      #expect(result.status == 2, "\(spec)")
      #expect(result.standardError.contains(message), "\(spec): \(result.standardError)")
      #expect(result.standardOutput.isEmpty)
    }
  }

  @Test func badHeightsAndMisplacedFlagsExitTwo() throws {
    for (arguments, message) in [
      (["--height", "0"], "--height"), (["--height", "101%"], "--height"), (["--height", "ten"], "--height"),
      (["--height", "~0"], "--height"), (["--height", "~~5"], "--height"), (["--height", "~101%"], "--height"),
      (
        ["--fzf", "--height", "~10", "--margin", "10%,1"],
        "--height ~N needs the top and bottom of --margin in cells, not a percentage: '10%,1'."
      ),
      (
        ["--fzf", "--height=~50%", "--padding", "1,2,5%"],
        "--height ~N needs the top and bottom of --padding in cells, not a percentage: '1,2,5%'."
      ),
      (["--dump", "--height", "10"], "--height goes with the viewer, not --dump or --layout-json."),
      (["--dump", "--preview", "cat {}"], "--preview goes with the viewer, not --dump or --layout-json."),
      (["--filter", "a", "--preview-window", "sideways"], "--preview-window"),
    ] {
      let result = try cascade(["--demo"] + arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.standardError.contains(message), "\(arguments): \(result.standardError)")
    }
    // --filter ignores the viewer's flags, as fzf does.
    for arguments in [["--preview", "cat {}"], ["--preview-window", "up"], ["--height", "10"], ["--ansi"]] {
      let result = try cascade(["--demo", "--filter", "Fuji"] + arguments)
      #expect(result.status == 0 && result.standardError.isEmpty, "\(arguments): \(result.standardError)")
    }
  }

  /// A dump shows the pane as the viewer would, with the record itself in it (a dump runs no command).
  @Test func aDumpShowsThePaneWithTheRecord() throws {
    let result = try cascade("--demo", "--dump", "--size", "80x20", "--preview-window", "down:8:noborder")
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count >= 20 && lines[11] == String(repeating: "─", count: 80), "\(result.standardOutput)")
    #expect(lines[12] == " {", "the focused record, pretty-printed:\n\(result.standardOutput)")
  }

  @Test func helpNamesTheFlags() throws {
    let help = try cascade("--help").standardOutput
    for flag in ["--preview <CMD>", "--preview-window <SPEC>", "--ansi", "--height <[~]N[%]>"] {
      #expect(help.contains(flag), "\(flag)")
    }
  }
}
