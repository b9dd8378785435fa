@testable import cascade
import Testing

/// An option written `--opt=` with nothing after the `=`, as fzf reads it: an empty value, never
/// a missing one and never the next argument. zsh's CTRL-R writes `--query=""` into
/// FZF_DEFAULT_OPTS when the command line is empty.
@Suite struct FzfEmptyValueTests {
  private func command(_ arguments: [String], defaults: String? = nil) throws -> CascadeCommand {
    let words = try FzfInvocation.arguments(program: "/usr/local/bin/fzf", arguments, environment: defaults)
    return try CascadeCommand.parse(PlusFlags.rewrite(try FzfSpellings.rewrite(words)))
  }

  @Test func zshHistoryWidgetDefaultsOnAnEmptyCommandLine() throws {
    let defaults =
      #"--height 40% --no-scrollbar -n2..,.. --scheme=history --bind=ctrl-r:toggle-sort,ctrl-z:ignore --query="" +m"#
    let parsed = try command([], defaults: defaults)
    #expect(parsed.query == "")
    #expect(try command([], defaults: #"--query="echo \"hi\"" +m"#).query == #"echo "hi""#)
  }

  @Test func emptyValuesStayValues() throws {
    #expect(try FzfSpellings.rewrite(["--query=", "-f", "1"]) == ["--query", "", "-f", "1"])
    #expect(try FzfSpellings.rewrite(["--query=-x"]) == ["--query=-x"])
    #expect(try FzfSpellings.rewrite(["--nth=", "--prompt="]) == ["--nth", "", "--prompt", ""])
    let parsed = try command(["--query=", "--prompt=", "-f", "1"])
    #expect(parsed.query == "" && parsed.prompt == "" && parsed.filter == "1")
  }
}
