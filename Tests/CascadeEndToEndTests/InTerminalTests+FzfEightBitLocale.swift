import CascadeTerminalTestSupport
import Foundation
import Testing

extension InTerminalTests {
  /// With no UTF-8 locale in the environment (`LANG=C`, as under `env -i` or cron), Cascade as fzf
  /// still draws UTF-8, as fzf does: CJK and the border's box lines, never `?`.
  @Test func fzfDrawsUTF8WithoutAUTF8Locale() async throws {
    let cascade = try await CascadeInPane(width: 40, height: 10, environment: ["LANG": "C", "LC_ALL": "C"])
    try FileManager.default.createSymbolicLink(
      at: cascade.directory.appendingPathComponent("fzf"), withDestinationURL: try BuiltProducts.executable("cascade"))
    let pane = cascade.pane
    try pane.type(#"printf '山川 one\nplain two\n' | ./fzf --border rounded > out; echo "== exit $? ==""#)
    let screen = try await pane.screen("the bordered list", timeout: .seconds(30)) {
      $0.contains { $0.contains("2/2") }
    }
    #expect(screen.contains { $0.contains("山川 one") }, "\(screen)")
    #expect(screen.first?.hasPrefix("╭") == true, "\(screen)")
    #expect(!screen.contains { $0.contains("?") }, "\(screen)")
    try pane.press("Enter")
    _ = try await pane.screen("the shell", timeout: .seconds(30)) { $0.contains("== exit 0 ==") }
    #expect(try cascade.standardOutput == "山川 one\n")
  }
}
