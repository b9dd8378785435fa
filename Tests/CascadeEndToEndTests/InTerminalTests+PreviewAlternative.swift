import CascadeTerminalTestSupport
import CascadeTestSupport
import Foundation
import Testing

// fzf's alternative preview layout in a real terminal, chosen again as the window changes size.

extension InTerminalTests {
  /// `--preview-window 'right,50%,<30(up,40%)'`: at 40 columns the pane (20 columns) is under 30,
  /// so it is above the list; widened to 80 it moves to the right; narrowed again it goes back up.
  /// The screens are fzf 0.38's at the same sizes.
  @Test func anAlternativePreviewLayoutFollowsThePanesWidth() async throws {
    let cascade = try await CascadeInPane(width: 40, height: 10)
    let pane = cascade.pane
    try pane.type(
      "seq 5 | cascade --fzf --no-scrollbar --preview 'echo [{}]' --preview-window 'right,50%,<30(up,40%)' > out")
    let rule = String(repeating: "─", count: 38)
    let above = [
      "╭\(rule)╮",
      "│ [1]                                  │",
      "│                                      │",
      "╰\(rule)╯",
      "  4",
      "  3",
      "  2",
      "> 1",
      "  5/5 " + String(repeating: "─", count: 33),
      ">",
    ]
    let narrow = try await pane.screen("the pane above") { $0 == above }
    expectScreen(narrow, above)
    try pane.resize(width: 80, height: 10)
    let margin = String(repeating: " ", count: 40), blank = String(repeating: " ", count: 38)
    let list = String(repeating: " ", count: 37)
    let beside = [
      margin + "╭\(rule)╮",
      margin + "│ [1]                                  │",
      margin + "│\(blank)│",
      "  5\(list)│\(blank)│",
      "  4\(list)│\(blank)│",
      "  3\(list)│\(blank)│",
      "  2\(list)│\(blank)│",
      "> 1\(list)│\(blank)│",
      "  5/5 " + String(repeating: "─", count: 33) + " │\(blank)│",
      ">" + String(repeating: " ", count: 39) + "╰\(rule)╯",
    ]
    let wide = try await pane.screen("the pane on the right", timeout: .seconds(30)) { $0 == beside }
    expectScreen(wide, beside)
    try pane.resize(width: 40, height: 10)
    _ = try await pane.screen("the pane above again", timeout: .seconds(30)) { $0 == above }
    try pane.press("Escape")
    _ = try await pane.screen("the shell after cascade") { $0.last(where: { !$0.isEmpty }) == "$" }
  }
}
