import CascadeCanvas
import CascadeFzf
import Testing

/// fzf's colour options as fzf writes them: `--color` in every spelling, its negations, `--black`
/// and `--bold`, the last of a pair winning.
@Suite struct FzfColorArgumentsTests {
  private func theme(_ arguments: [String]) throws -> FzfTheme {
    try FzfColorArguments.parse(try FzfSpellings.rewrite(arguments)).theme()
  }

  @Test func spellingsAndOrder() throws {
    #expect(try theme(["--color", "light,hl:1"]).base == .light)
    #expect(try theme(["--color=hl:1", "--color", "info:2"]).entries.count == 2)
    // A bare `--color` (then a file name) is fzf's empty theme.
    #expect(try theme(["--color=16", "--color"]).base == nil)
    #expect(try theme(["+c"]).base == .bw)
    #expect(try theme(["--no-color", "--color=hl:1"]).entries[.hl]?.color == .ansi(1))
    #expect(try theme(["--color=hl:1", "+2"]).base == .sixteen)
    #expect(try theme(["--color=hl:1", "--no-256"]).entries.isEmpty)
    #expect(try theme(["--black"]).black)
    #expect(try !theme(["--black", "--no-black"]).black)
    #expect(try !theme(["--no-bold"]).bold)
    #expect(try theme(["--no-bold", "--bold"]).bold)
    #expect(try !theme(["--bold", "--no-bold"]).bold)
    #expect(throws: (any Error).self) { try theme(["--color=fg:nope"]) }
    #expect(throws: (any Error).self) { try theme(["--black=1"]) }
  }
}
