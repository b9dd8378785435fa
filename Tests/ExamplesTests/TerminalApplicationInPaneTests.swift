import CascadeTerminalTestSupport
import Foundation
import Testing

/// `TerminalApplication` on a real terminal, through the `waterfall-scroll` example in a tmux pane:
/// keys reach the collection view, a resize redraws at the new size, q ends the run with the
/// terminal given back.
@Suite(.serialized, .enabled(if: TmuxPane.tmux != nil, "tmux is not installed: the real-terminal tests need it"))
struct TerminalApplicationInPaneTests {
  @Test func theRunLoopRoutesKeysRedrawsOnResizeAndQuits() async throws {
    let example = try BuiltProducts.executable("waterfall-scroll")
    let pane = try TmuxPane(width: 50, height: 14, directory: example.deletingLastPathComponent())
    try #require(try await pane.waitFor("$") == nil)
    try pane.type("./waterfall-scroll; echo \"exit=$?\"")
    let started = try await pane.waitFor("photo 1 of 20")
    try #require(started == nil, "\(started ?? "")")
    // Down goes to the photo below the first in its column (Tide pools, the third).
    try pane.press("Down")
    let moved = try await pane.waitFor("photo 3 of 20")
    #expect(moved == nil, "\(moved ?? "")")
    // A taller, wider pane: the status line is drawn on the new last row, across the new width.
    try pane.resize(width: 64, height: 18)
    let resized = try await pane.waitUntil("the status line on row 18") { lines in
      lines.count == 18 && lines[17].hasPrefix(" photo 3 of 20 · arrows PgUp PgDn Home End · q quits")
    }
    #expect(resized == nil, "\(resized ?? "")")
    try pane.press("q")
    let quit = try await pane.waitFor("exit=0")
    #expect(quit == nil, "\(quit ?? "")")
    #expect(try pane.modes() == TmuxPane.restoredModes)
  }
}
