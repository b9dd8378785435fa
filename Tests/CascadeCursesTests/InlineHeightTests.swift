@testable import CascadeCurses
import Testing

/// How many rows `--height` takes: lines or a share of the terminal (rounded down), never fewer
/// than 4 rows, and with `--min-height` never fewer than that; a fitted height is its own. Each
/// expected count is worked out by hand, not by the formula under test.
@Suite struct InlineHeightTests {
  @Test(
    arguments: [
      // --height 40% of 24 rows: 9.6 rows, rounded down.
      (TerminalSession.Height.percent(40), 24, 9),
      (.percent(100), 24, 24),
      (.percent(50), 41, 20),
      (.percent(99), 100, 99),
      // 10% of 24 is 2.4 rows: the 4-row floor.
      (.percent(10), 24, 4),
      (.percent(1), 300, 4),
      (.percent(1), 1, 4),
      // 17% of 24 is 4.08: exactly the floor.
      (.percent(17), 24, 4),
      (.percent(21), 24, 5),
      // --height 10% --min-height 15: 2 rows asked, 15 at least.
      (.percentAtLeast(10, minimum: 15), 24, 15),
      (.percentAtLeast(50, minimum: 3), 24, 12),
      (.percentAtLeast(10, minimum: 2), 24, 4),
      (.percentAtLeast(100, minimum: 60), 50, 60),
      (.lines(1), 24, 4),
      (.lines(4), 24, 4),
      (.lines(5), 24, 5),
      (.lines(20), 24, 20),
      (.lines(300), 24, 300),
      (.fullScreen, 24, 24),
      (.fullScreen, 1, 1),
      // A fitted region (`--height ~N`) takes what it was fitted to, below the floor too.
      (.fitted(0), 24, 1),
      (.fitted(1), 24, 1),
      (.fitted(3), 24, 3),
      (.fitted(7), 24, 7),
    ])
  func rows(height: TerminalSession.Height, terminalRows: Int, expected: Int) {
    #expect(TerminalSession.inlineRows(height, terminalRows: terminalRows) == expected)
  }
}
