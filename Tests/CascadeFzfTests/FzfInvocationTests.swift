import CascadeFzf
import Testing

/// FZF_DEFAULT_OPTS split as a shell splits words, and read only when Cascade runs as fzf.
@Suite struct FzfInvocationTests {
  @Test func shellWordsSplitAsAShellDoes() throws {
    #expect(
      try FzfInvocation.shellWords(#"--height 40% --prompt 'pick> ' --bind "ctrl-a:execute(echo \"{}\" \$HOME)" a\ b"#)
        == ["--height", "40%", "--prompt", "pick> ", "--bind", #"ctrl-a:execute(echo "{}" $HOME)"#, "a b"])
    #expect(try FzfInvocation.shellWords("  ") == [])
    #expect(try FzfInvocation.shellWords("''") == [""])
    #expect(throws: FzfSpellings.Failure.self) { try FzfInvocation.shellWords("'open") }
  }

  @Test func defaultsAreReadOnlyAsFzf() throws {
    #expect(try FzfInvocation.arguments(program: "/usr/bin/cascade", ["-m"], environment: "--reverse") == ["-m"])
    #expect(
      try FzfInvocation.arguments(program: "/tmp/fzf", ["-m"], environment: "--reverse")
        == ["--fzf", "--layout", "list", "--reverse", "-m"])
    #expect(
      try FzfInvocation.arguments(program: "cascade", ["--fzf", "x"], environment: nil) == [
        "--fzf", "--layout", "list", "x",
      ])
  }
}

extension FzfInvocationTests {
  /// `--no-header` is fzf's (no `--header`) when Cascade runs as fzf, else Cascade's CSV flag; fzf's
  /// list options pass on in Cascade's spelling.
  @Test func noHeaderAndTheListOptionsAsFzfWritesThem() throws {
    #expect(try FzfSpellings.rewrite(["--fzf", "--header", "h", "--no-header"]) == ["--fzf"])
    #expect(
      try FzfSpellings.rewrite(["--header", "h", "--no-header", "x.csv"]) == ["--header", "h", "--no-header", "x.csv"])
    #expect(
      try FzfSpellings.rewrite(["--border", "--inline-info", "--pointer=▶", "--margin", "1,2"])
        == ["--border=rounded", "--info=inline", "--pointer=▶", "--margin=1,2"])
    #expect(
      try FzfSpellings.rewrite(["--border", "sharp", "--no-info", "--toggle-sort", "ctrl-r"])
        == ["--border=sharp", "--info=hidden", "--bind=ctrl-r:toggle-sort"])
  }
}

extension FzfInvocationTests {
  /// The scroll bar and the separator, their `--no-…` forms and empty values, the last one winning;
  /// `--scrollbar` alone is fzf's default bar again.
  @Test func scrollBarAndSeparatorAsFzfWritesThem() throws {
    #expect(try FzfSpellings.rewrite(["--no-scrollbar", "--scrollbar=x"]) == ["--scrollbar=x"])
    #expect(try FzfSpellings.rewrite(["--scrollbar", "x", "--no-scrollbar"]) == ["--no-scrollbar"])
    #expect(try FzfSpellings.rewrite(["--no-scrollbar", "--scrollbar"]) == [])
    #expect(try FzfSpellings.rewrite(["--scrollbar="]) == ["--no-scrollbar"])
    #expect(try FzfSpellings.rewrite(["--separator", "_-", "--no-separator"]) == ["--no-separator"])
    #expect(try FzfSpellings.rewrite(["--no-separator", "--separator=", "--separator", "-x"]) == ["--separator=-x"])
    #expect(
      try FzfSpellings.rewrite(["--info=inline:a b", "--no-unicode", "--unicode", "--tabstop=4"]) == [
        "--info=inline:a b", "--tabstop=4",
      ])
  }

  /// What the options make of fzf's list: an empty bar and separator, `inline:SEP`, ASCII.
  @Test func scrollBarSeparatorAndInlineInfoShapeTheStyle() throws {
    func style(_ arguments: [String]) throws -> FzfListStyle {
      try FzfListArguments.parse(try FzfSpellings.rewrite(arguments)).style(direction: nil)
    }
    #expect(try style(["--no-scrollbar", "--no-separator"]).scrollbar == "")
    #expect(try style(["--no-separator"]).separator.runs.isEmpty)
    #expect(try style(["--no-unicode"]).scrollbar == "|")
    #expect(try style(["--no-unicode"]).separator.text == "-")
    let inline = try style(["--info=inline:>>"])
    #expect(inline.info == .inline && inline.inlineInfoSeparator == ">>")
    #expect(try style(["--tabstop", "4", "--separator", "\u{1B}[33ma\tb"]).separator.text == "a   b")
    #expect(throws: (any Error).self) { try style(["--scrollbar=ab"]) }
    #expect(throws: (any Error).self) { try style(["--info=inlined"]) }
    #expect(throws: (any Error).self) { try style(["--tabstop", "0"]) }
  }

  /// fzf's options for cutting and scrolling the list, as fzf writes them, with their `--no-…` forms.
  @Test func cuttingAndScrollingOptionsShapeTheStyle() throws {
    func style(_ arguments: [String]) throws -> FzfListStyle {
      try FzfListArguments.parse(try FzfSpellings.rewrite(arguments)).style(direction: nil)
    }
    let plain = try style([])
    #expect(plain.ellipsis == ".." && plain.hscroll && plain.hscrollOff == 10 && !plain.keepRight)
    #expect(plain.scrollOff == 0 && !plain.headerFirst)
    let set = try style([
      "--ellipsis=--", "--no-hscroll", "--hscroll-off", "3", "--keep-right", "--scroll-off=2", "--header-first",
    ])
    #expect(set.ellipsis == "--" && !set.hscroll && set.hscrollOff == 3 && set.keepRight)
    #expect(set.scrollOff == 2 && set.headerFirst)
    let undone = try style(
      ["--no-hscroll", "--hscroll", "--keep-right", "--no-keep-right", "--header-first"] + [
        "--no-header-first"
      ])
    #expect(undone.hscroll && !undone.keepRight && !undone.headerFirst)
    #expect(try style(["--jump-labels", "ab-"]).jumpLabels == ["a", "b", "-"])
    #expect(throws: (any Error).self) { try style(["--jump-labels="]) }
    #expect(throws: (any Error).self) { try style(["--jump-labels=é"]) }
    #expect(throws: (any Error).self) { try style(["--scroll-off=-1"]) }
    #expect(throws: (any Error).self) { try style(["--hscroll-off", "-2"]) }
  }

  /// An unknown option in fzf's words (fzf's `test_invalid_option` greps for them); other errors
  /// and the suggestion after it are left as they are.
  @Test func unknownOptionInFzfsWords() {
    #expect(
      UnknownOptionWording.fzfWording(of: "Error: Unknown option '--foobar'. Did you mean '--format'?\nUsage: x")
        == "Error: unknown option: --foobar. Did you mean '--format'?\nUsage: x")
    #expect(UnknownOptionWording.fzfWording(of: "Error: Missing value") == "Error: Missing value")
    #expect(UnknownOptionWording.fzfWording(of: "Unknown option '--x") == "Unknown option '--x")
  }
}
