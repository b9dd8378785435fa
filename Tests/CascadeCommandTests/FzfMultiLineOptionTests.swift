@testable import cascade
import ArgumentParser
import CascadeApp
import CascadeFzf
import Testing

/// fzf 0.53–0.54's `--gap[=N]`, `--wrap`, `--wrap-sign`, `--multi-line`, `--marker-multi-line` and
/// `--highlight-line`, and their `--no-` forms.
@Suite struct FzfMultiLineOptionTests {
  private func style(_ arguments: [String]) throws -> FzfListStyle {
    let command = try CascadeCommand.parse(PlusFlags.rewrite(FzfSpellings.rewrite(["--fzf"] + arguments)))
    var options = ViewerOptions()
    command.applyFzfOptions(to: &options)
    return try #require(options.fzfList)
  }

  @Test func everySpelling() throws {
    #expect(try FzfSpellings.rewrite(["--gap"]) == ["--gap=1"])
    #expect(try FzfSpellings.rewrite(["--gap", "3", "x"]) == ["--gap=3", "x"])
    #expect(try FzfSpellings.rewrite(["--gap", "x"]) == ["--gap=1", "x"])
    #expect(try FzfSpellings.rewrite(["--gap=2", "--no-gap"]) == [])
    #expect(try FzfSpellings.rewrite(["--wrap", "--no-wrap", "--highlight-line", "--no-highlight-line"]) == [])
    #expect(try style([]).gap == 0)
    #expect(try style(["--gap"]).gap == 1)
    #expect(try style(["--gap", "2", "--wrap", "--highlight-line"]).gap == 2)
    #expect(try style(["--wrap"]).wraps)
    #expect(try !style(["--wrap", "--no-wrap"]).wraps)
    #expect(throws: (any Error).self) { try CascadeCommand.parse(["--gap=-1"]) }
  }

  @Test func multiLineAndHighlightLine() throws {
    #expect(try style([]).multiLine)
    #expect(try !style(["--no-multi-line"]).multiLine)
    #expect(try style(["--no-multi-line", "--multi-line"]).multiLine)
    #expect(try !style(["--multi-line", "--no-multi-line"]).multiLine)
    #expect(try !style([]).highlightLine)
    #expect(try style(["--highlight-line"]).highlightLine)
    #expect(try !style(["--highlight-line", "--no-highlight-line"]).highlightLine)
  }

  /// The sign is fzf's default, or the value with its escapes and control characters dropped and
  /// its tabs run to a stop, so it never reaches the terminal as a command.
  @Test func wrapSign() throws {
    #expect(try style([]).wrapSign == "↳ ")
    #expect(try style(["--no-unicode"]).wrapSign == "> ")
    #expect(try style(["--wrap-sign", "東→"]).wrapSign == "東→")
    #expect(try style(["--wrap-sign=🚀 "]).wrapSign == "🚀 ")
    #expect(try style(["--wrap-sign", "\u{1B}[31m>\u{1B}]0;title\u{07}\u{9B}2J\r"]).wrapSign == ">")
    #expect(try style(["--wrap-sign", "\t>"]).wrapSign == "        >")
    // The value is never read as a FILE or a `+` flag.
    #expect(PlusFlags.rewrite(["--wrap-sign", "+s"]) == ["--wrap-sign", "+s"])
  }

  /// fzf's `--marker-multi-line`: three markers of equal width from 3 or 6 columns, or none from an
  /// empty value; any other width is a usage error naming the value. Defaults follow `--marker`
  /// and `--no-unicode` as in fzf.
  @Test func markerMultiLine() throws {
    #expect(try style([]).markerMultiLine == ["╻", "┃", "╹"])
    #expect(try style(["--no-unicode"]).markerMultiLine == [".", "|", "'"])
    #expect(try style(["--marker-multi-line", "abc"]).markerMultiLine == ["a", "b", "c"])
    #expect(try style(["--marker-multi-line=東京都"]).markerMultiLine == ["東", "京", "都"])
    #expect(try style(["--marker-multi-line", "┌╴│ └╴"]).markerMultiLine == ["┌╴", "│ ", "└╴"])
    #expect(try style(["--marker-multi-line", "a\u{1B}bc"]).markerMultiLine == ["a", "b", "c"])
    for bad in ["ab", "abcd", "東京"] {
      do {
        _ = try style(["--marker-multi-line", bad])
        Issue.record("'\(bad)' was accepted")
      } catch {
        let message = CascadeCommand.message(for: error)
        #expect(message.contains("'\(bad)'"), "\(message)")
      }
    }
  }
}
