@testable import cascade
import Testing

/// FZF_DEFAULT_OPTS split as a shell splits words, and read only when Cascade runs as fzf.
@Suite struct FzfInvocationTests {
  @Test func shellWordsSplitAsAShellDoes() throws {
    #expect(try FzfInvocation.shellWords(#"--height 40% --prompt 'pick> ' --bind "ctrl-a:execute(echo \"{}\" \$HOME)" a\ b"#)
      == ["--height", "40%", "--prompt", "pick> ", "--bind", #"ctrl-a:execute(echo "{}" $HOME)"#, "a b"])
    #expect(try FzfInvocation.shellWords("  ") == [])
    #expect(try FzfInvocation.shellWords("''") == [""])
    #expect(throws: FzfSpellings.Failure.self) { try FzfInvocation.shellWords("'open") }
  }

  @Test func defaultsAreReadOnlyAsFzf() throws {
    #expect(try FzfInvocation.arguments(program: "/usr/bin/cascade", ["-m"], environment: "--reverse") == ["-m"])
    #expect(try FzfInvocation.arguments(program: "/tmp/fzf", ["-m"], environment: "--reverse")
      == ["--fzf", "--layout", "list", "--reverse", "-m"])
    #expect(try FzfInvocation.arguments(program: "cascade", ["--fzf", "x"], environment: nil) == ["--fzf", "--layout", "list", "x"])
  }
}

extension FzfInvocationTests {
  /// `--no-header` is fzf's (no `--header`) when Cascade runs as fzf, else Cascade's CSV flag; fzf's
  /// list options pass on in Cascade's spelling.
  @Test func noHeaderAndTheListOptionsAsFzfWritesThem() throws {
    #expect(try FzfSpellings.rewrite(["--fzf", "--header", "h", "--no-header"]) == ["--fzf"])
    #expect(try FzfSpellings.rewrite(["--header", "h", "--no-header", "x.csv"]) == ["--header", "h", "--no-header", "x.csv"])
    #expect(try FzfSpellings.rewrite(["--border", "--inline-info", "--pointer=▶", "--margin", "1,2"])
      == ["--border=rounded", "--info=inline", "--pointer=▶", "--margin=1,2"])
    #expect(try FzfSpellings.rewrite(["--border", "sharp", "--no-info", "--toggle-sort", "ctrl-r"])
      == ["--border=sharp", "--info=hidden", "--bind=ctrl-r:toggle-sort"])
  }
}
