@testable import cascade
import CascadeApp
import CascadeFzf
import Testing

/// Empty values as fzf reads them: `--prompt=`, `--header ''`, `--ellipsis ''` and fzf 0.54's empty
/// `--pointer` and `--marker` are values, not missing ones; signs wider than two cells, an empty
/// `--expect` and an empty `--history` are usage errors, as in fzf. zsh's CTRL-R writes
/// `--query=""` into FZF_DEFAULT_OPTS when the command line is empty.
@Suite struct FzfEmptyValueTests {
  private func command(_ arguments: [String]) throws -> CascadeCommand {
    try CascadeCommand.parse(PlusFlags.rewrite(FzfSpellings.rewrite(["--fzf"] + arguments)))
  }

  private func style(_ arguments: [String]) throws -> FzfListStyle {
    var options = ViewerOptions()
    try command(arguments).applyFzfOptions(to: &options)
    return try #require(options.fzfList)
  }

  /// Whether `arguments` are refused, with a message that contains `words`.
  private func refuses(_ arguments: [String], saying words: String) -> Bool {
    do {
      _ = try command(arguments)
      return false
    } catch {
      return CascadeCommand.message(for: error).contains(words)
    }
  }

  @Test func anEmptyValueIsAnArgumentOfItsOwn() throws {
    for name in ["--pointer", "--marker", "--prompt", "--header", "--ellipsis", "--query", "--border-label"] {
      #expect(try FzfSpellings.rewrite([name + "="]) == [name, ""])
      #expect(try FzfSpellings.rewrite([name, ""]) == [name, ""])
    }
    #expect(try FzfSpellings.rewrite(["--pointer=-", "--prompt=-x"]) == ["--pointer=-", "--prompt=-x"])
  }

  @Test func emptySignsLeaveNoColumn() throws {
    #expect(try style([]).pointer == ">")
    #expect(try style(["--pointer="]).pointer == "")
    #expect(try style(["--marker", ""]).marker == "")
    #expect(try style(["--marker", ""]).markerMultiLine == ["", "", ""])
    #expect(try style(["--pointer", "東"]).pointer == "東")
    // As fzf 0.54: an empty multi-line marker empties the marker unless `--marker` names one.
    #expect(try style(["--marker-multi-line", ""]).marker == "")
    #expect(try style(["--marker-multi-line", "", "--marker", "*"]).marker == "*")
    #expect(try style(["--marker-multi-line", "abc"]).marker == ">")
  }

  @Test func emptyTextIsKept() throws {
    #expect(try command(["--prompt="]).prompt == "")
    #expect(try command(["--header", ""]).header == "")
    #expect(try style(["--ellipsis="]).ellipsis == "")
    #expect(try style(["--info=inline:"]).inlineInfoSeparator == "")
  }

  @Test func whatFzfRefusesIsRefused() {
    #expect(refuses(["--pointer", "abc"], saying: "'abc' is wider than two cells"))
    #expect(refuses(["--marker=東a"], saying: "'東a' is wider than two cells"))
    do {
      _ = try command(["--pointer", "\u{1B}]0;title\u{07}"])
      Issue.record("an escape sequence was taken as a pointer")
    } catch {
      #expect(!CascadeCommand.message(for: error).unicodeScalars.contains { $0.value < 0x20 })
    }
    #expect(refuses(["--expect="], saying: "key names required"))
    #expect(refuses(["--history", ""], saying: "--history"))
    #expect(refuses(["--jump-labels="], saying: "empty jump labels"))
  }

  @Test func zshHistoryWidgetDefaultsOnAnEmptyCommandLine() throws {
    func parsed(defaults: String) throws -> CascadeCommand {
      let words = try FzfInvocation.arguments(program: "/usr/local/bin/fzf", [], environment: defaults)
      return try CascadeCommand.parse(PlusFlags.rewrite(try FzfSpellings.rewrite(words)))
    }
    let defaults =
      #"--height 40% --no-scrollbar -n2..,.. --scheme=history --bind=ctrl-r:toggle-sort,ctrl-z:ignore --query="" +m"#
    #expect(try parsed(defaults: defaults).query == "")
    #expect(try parsed(defaults: #"--query="echo \"hi\"" +m"#).query == #"echo "hi""#)
  }

  @Test func anEmptyValueIsNeverTheNextArgument() throws {
    #expect(try FzfSpellings.rewrite(["--query=", "-f", "1"]) == ["--query", "", "-f", "1"])
    let parsed = try command(["--query=", "--prompt=", "-f", "1"])
    #expect(parsed.query == "" && parsed.prompt == "" && parsed.filter == "1")
  }
}
