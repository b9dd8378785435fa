@testable import CascadeFzf
@testable import cascade
import Testing

/// fzf's options as fzf 0.74 users write them: every valued option in two words as well as with
/// `=` (in FZF_DEFAULT_OPTS too), and `--version` run as fzf.
@Suite struct FzfEverydayOptionTests {
  /// Valued fzf options with a value each takes.
  static let valued: [(String, String)] = [
    ("--layout", "reverse"), ("--layout", "reverse-list"), ("--layout", "default"), ("--border", "rounded"),
    ("--border", "sharp"), ("--height", "40%"), ("--min-height", "10"), ("--info", "inline"), ("--prompt", "p> "),
    ("--pointer", ">"), ("--marker", "*"), ("--header", "h"), ("--header-lines", "1"), ("--nth", "2.."),
    ("--with-nth", "1"), ("--delimiter", ":"), ("--query", "q"), ("--filter", "q"), ("--tiebreak", "end"),
    ("--scheme", "path"), ("--algo", "v1"), ("--margin", "1"), ("--padding", "1"), ("--color", "dark"),
    ("--preview", "cat {}"), ("--preview-window", "right,50%"), ("--bind", "ctrl-/:toggle-preview"),
    ("--expect", "ctrl-x"), ("--tabstop", "4"), ("--ellipsis", ".."), ("--scroll-off", "2"),
    ("--hscroll-off", "3"), ("--jump-labels", "abc"), ("--separator", "-"), ("--scrollbar", "|"),
    ("--border-label", "L"), ("--border-label-pos", "2"), ("--preview-label", "P"), ("--preview-label-pos", "2"),
    ("--history-size", "10"), ("--multi", "3"), ("--gap", "1"), ("--wrap-sign", ">"), ("--marker-multi-line", "abc"),
  ]

  static func parsed(_ arguments: [String]) throws -> String {
    let given = try FzfInvocation.arguments(program: "fzf", arguments, environment: nil)
    let command = try CascadeCommand.parse(PlusFlags.rewrite(try FzfSpellings.rewrite(given)))
    return String(describing: command)
  }

  @Test(arguments: valued) func twoWordsAsWithAnEqualsSign(_ option: String, _ value: String) throws {
    #expect(try Self.parsed([option, value]) == Self.parsed([option + "=" + value]), "\(option) \(value)")
  }

  @Test func twoWordsInTheDefaults() throws {
    let given = try FzfInvocation.arguments(
      program: "/usr/bin/fzf", [], environment: "--layout reverse --border rounded --height 40%")
    let rewritten = try FzfSpellings.rewrite(given)
    #expect(rewritten.contains("--list-direction=reverse"))
    #expect(rewritten.contains("--border=rounded"))
    _ = try CascadeCommand.parse(PlusFlags.rewrite(rewritten))
  }

  @Test func versionAsFzfNamesTheFzfItFollows() throws {
    #expect(FzfVersion.isAsked(in: try FzfInvocation.arguments(program: "fzf", ["--version"], environment: nil)))
    #expect(FzfVersion.isAsked(in: try FzfInvocation.arguments(program: "fzf", ["-m", "--version"], environment: nil)))
    #expect(!FzfVersion.isAsked(in: try FzfInvocation.arguments(program: "cascade", ["--version"], environment: nil)))
    #expect(!FzfVersion.isAsked(in: try FzfInvocation.arguments(program: "fzf", ["-q", "x"], environment: nil)))
    let line = FzfVersion.line(cascade: CascadeCommand.configuration.version)
    #expect(line == "0.74.0 (cascade \(CascadeCommand.configuration.version))")
  }
}

extension FzfEverydayOptionTests {
  /// `--bash`, `--zsh` and `--fish` run as fzf print that shell's integration; as cascade, nothing.
  @Test func shellIntegrationScripts() throws {
    let asFzf = { (arguments: [String]) in try FzfInvocation.arguments(program: "fzf", arguments, environment: nil) }
    #expect(FzfShellIntegration.script(for: try asFzf(["--bash"]))?.contains("bind -m emacs-standard") == true)
    #expect(FzfShellIntegration.script(for: try asFzf(["--zsh"]))?.contains("bindkey") == true)
    #expect(FzfShellIntegration.script(for: try asFzf(["--fish"]))?.contains("commandline") == true)
    #expect(FzfShellIntegration.script(for: ["--bash"]) == nil)
    #expect(FzfShellIntegration.script(for: try asFzf(["--", "--bash"])) == nil)
  }
}
