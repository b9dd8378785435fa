@testable import CascadeCurses
import CascadeTestSupport
import Testing

/// How many rows `--height` takes: lines or a share of the terminal, never fewer than the
/// minimum inline rows, and with `--min-height` never fewer than that; a fitted height is its own.
@Suite struct InlineHeightTests {
  @Test func heightsAgainstTheirDefinition() {
    var rng = SplitMix64(seed: 4)
    for _ in 0..<5_000 {
      let terminal = 1 + Int(rng.next() % 300)
      let percent = 1 + Int(rng.next() % 100)
      let minimum = 1 + Int(rng.next() % 60)
      let lines = 1 + Int(rng.next() % 300)
      let share = terminal * percent / 100
      let floor = TerminalSession.minimumInlineRows
      #expect(TerminalSession.inlineRows(.percent(percent), terminalRows: terminal) == max(floor, share))
      #expect(
        TerminalSession.inlineRows(.percentAtLeast(percent, minimum: minimum), terminalRows: terminal)
          == max(floor, minimum, share))
      #expect(TerminalSession.inlineRows(.lines(lines), terminalRows: terminal) == max(floor, lines))
      #expect(TerminalSession.inlineRows(.fullScreen, terminalRows: terminal) == terminal)
      // A fitted region (`--height ~N`) takes what it was fitted to, below the minimum too.
      #expect(TerminalSession.inlineRows(.fitted(lines % 5), terminalRows: terminal) == max(1, lines % 5))
    }
  }
}
