import CascadeTerminalTestSupport
import Testing

// fzf 0.38 refuses an empty `--pointer` or `--marker`; fzf 0.54 takes either and leaves its column
// out. The expected screen is that of fzf's own test of it (test_fzf_multi_line_no_pointer_and_marker).

extension InTerminalTests {
  @Test func anEmptyPointerAndMarkerLeaveNoColumns() async throws {
    let cascade = try BuiltProducts.executable("cascade").path
    let input = #"(printf '0\0'; printf '1\n2\0'; seq 1000)"#
    for multiLineMarker in ["--marker-multi-line ''", ""] {
      let options =
        "--read0 --multi --bind load:select-all --border rounded --reverse --pointer '' --marker '' \(multiLineMarker)"
      let expected = [
        "╭" + String(repeating: "─", count: 38) + "╮", "│ >" + blanks(36) + "│", "│   3/3 (3) " + dashes(26) + " │",
        "│ 0" + blanks(36) + "│", "│ 1" + blanks(36) + "│", "│ 2" + blanks(36) + "│", "│ 1" + blanks(36) + "│",
        "│ 2" + blanks(36) + "│", "│ 3" + blanks(36) + "│", "╰" + String(repeating: "─", count: 38) + "╯",
      ]
      let screen = try await FzfPane(width: 40, height: 10).rows(
        of: cascade, input: input, options: options, keys: [], typed: "", until: .matching(expected)
      ) { _, screen in screen }
      #expect(screen == expected, "\(options):\n\(screen.joined(separator: "\n"))")
    }
  }

  private func blanks(_ count: Int) -> String { String(repeating: " ", count: count) }
  private func dashes(_ count: Int) -> String { String(repeating: "─", count: count) }
}
