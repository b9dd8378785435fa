@testable import cascade
import ArgumentParser
import CascadeApp
import Testing

/// fzf 0.53–0.54's `--gap[=N]`, `--wrap` and `--highlight-line`, and their `--no-` forms.
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
}
