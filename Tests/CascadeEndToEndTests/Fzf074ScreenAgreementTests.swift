import CascadeTerminalTestSupport
import Foundation
import Testing

/// Parts of fzf 0.74.5's screen that Cascade as fzf draws the same: the header's rows, its blank
/// lines and emoji sequences included (fzf 0.74 draws a gutter column Cascade does not, so the
/// list's rows are left out of the comparison).
@Suite(.enabled(if: Fzf074.path != nil, "fzf 0.74.5 is not installed: run scripts/install-dependencies"))
struct Fzf074ScreenAgreementTests {
  /// The rows from the header's first line to the info line (not included); nil until both show.
  static func headerRows(_ screen: [String]) -> [String]? {
    guard let first = screen.firstIndex(where: { $0.contains("head") }),
      let info = screen.firstIndex(where: { $0.contains("3/3") }), first < info
    else { return nil }
    return Array(screen[first..<info])
  }

  @Test(arguments: [
    "$'head\\n\\n'", "$'head\\n'", "$'head\\n\\nmore\\n\\n\\n'", "head", "'head 👨‍👩‍👧 🇯🇵 👩‍💻 end'",
  ])
  func headerBlankLines(_ header: String) async throws {
    let options = "--header \(header)"
    let fzf = try await FzfPane(height: 16).rows(
      of: try #require(Fzf074.path), input: "seq 3", options: options, keys: [], typed: "", until: .settled("3/3")
    ) { _, screen in Self.headerRows(screen) }
    #expect(!fzf.isEmpty, "fzf 0.74.5 drew no header for \(options)")
    let cascade = try await FzfPane(height: 16).rows(
      of: try BuiltProducts.executable("cascade").path, input: "seq 3", options: options, keys: [], typed: "",
      until: .matching(fzf)
    ) { _, screen in Self.headerRows(screen) }
    #expect(cascade == fzf, "\(options): fzf \(fzf), cascade \(cascade)")
  }
}
