import CascadeTerminalTestSupport
import Foundation
import Testing

// The full screen never stands blank before the first frame: fzf's suite looks at the screen as
// soon as it has typed the command and takes a blank one for a failure (test_change_preview_window_rotate
// in a full run), and a user sees a flash of nothing.

extension InTerminalTests {
  /// `--sync` with a query over a million lines keeps Cascade busy for seconds between opening
  /// the terminal and its first frame: all that time the screen must still show the shell (no
  /// alternate screen yet, never all blank), and then the frame. Curses writes the first frame a
  /// few rows per write, so a look can land between the switch to the alternate screen and the
  /// rows; two looks in a row (50 ms apart) finding it blank mean a blank the user sees.
  @Test func theScreenIsNeverBlankBeforeTheFirstFrame() async throws {
    let cascade = try await CascadeInPane(width: 80, height: 24)
    let pane = cascade.pane
    try pane.type("seq 1000000 | cascade --fzf --sync -q 12345 > out")
    var blanks = 0, blankRun = 0, longestBlankRun = 0, samples = 0
    let frame = try await pane.screen("the first frame", timeout: .seconds(120)) { screen in
      samples += 1
      if screen.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
        blanks += 1
        blankRun += 1
        longestBlankRun = max(longestBlankRun, blankRun)
      } else {
        blankRun = 0
      }
      return screen.contains { $0.contains("/1000000") }
    }
    #expect(
      longestBlankRun < 2,
      "\(blanks) of \(samples) looks found the screen blank, \(longestBlankRun) in a row, before:\n\(frame.joined(separator: "\n"))"
    )
    #expect(samples > 1, "the first look found the frame: nothing was checked")
    try pane.press("Escape")
    _ = try await pane.screen("the shell after cascade") { $0.last(where: { !$0.isEmpty }) == "$" }
    #expect(try pane.modes() == TmuxPane.restoredModes)
  }
}
