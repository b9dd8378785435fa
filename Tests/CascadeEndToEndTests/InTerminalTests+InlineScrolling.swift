import CascadeTerminalTestSupport
import Testing

// Inline mode while the cards scroll: curses' scrolling optimisation must stay inside the region.

extension InTerminalTests {
  /// The issue's session: shell lines, then `--height 40%`, then moves that scroll the cards
  /// (Down, PgDn, End, Home), then q. Every row above the region reads as before, in every frame
  /// and after, and the shell's next line starts where the region began.
  @Test func inlineRegionScrollsWithoutMovingTheShellsLines() async throws {
    for (height, lines) in [(24, 10), (16, 30)] {
      let cascade = try await CascadeInPane(width: 80, height: height)
      let pane = cascade.pane
      try pane.type(
        #"clear; for i in $(seq \#(lines)); do echo line $i; done; seq 50 | cascade --height 40%; echo "== exit $? ==""#
      )
      let first = try await pane.screen("cascade drawn inline", timeout: .seconds(30)) {
        Self.inlineStatus(of: $0) == "card 1 of 50"
      }
      let top = try #require(first.firstIndex { $0.hasPrefix("┏") }, "\(first.joined(separator: "\n"))")
      // The lines the shell printed last, in order, fill every row above the region.
      let above = Array(first.prefix(top))
      #expect(
        above == (lines - top + 1...lines).map { "line \($0)" },
        "rows above the region:\n\(first.joined(separator: "\n"))")
      var status = "card 1 of 50"
      for key in ["Down", "Down", "Down", "PageDown", "Down", "End", "Up", "PageUp", "Home", "Down"] {
        try pane.press(key)
        let screen = try await pane.screen("the cards after \(key)", timeout: .seconds(30)) { screen in
          Self.inlineStatus(of: screen).map { $0 != status || key == "Home" } ?? false
        }
        status = Self.inlineStatus(of: screen) ?? status
        #expect(Array(screen.prefix(top)) == above, "after \(key) (\(height) rows):\n\(screen.joined(separator: "\n"))")
      }
      try pane.press("q")
      let after = try await pane.screen("the shell after cascade", timeout: .seconds(30)) {
        $0.contains("== exit 1 ==")
      }
      #expect(Array(after.prefix(top)) == above, "after quitting (\(height) rows):\n\(after.joined(separator: "\n"))")
      #expect(
        after[top] == "== exit 1 ==", "the shell goes on where the region began:\n\(after.joined(separator: "\n"))")
      #expect(
        after[(top + 1)...].allSatisfy { $0.trimmingSpaces().isEmpty || $0 == "$" },
        "the region is cleared:\n\(after.joined(separator: "\n"))")
      #expect(try pane.modes() == TmuxPane.restoredModes)
    }
  }

  /// The status line of an inline region: the row ending with the key hint, wherever it is.
  static func inlineStatus(of screen: [String]) -> String? {
    screen.first { $0.hasSuffix(StatusLine.hint) }.map { String($0.dropLast(StatusLine.hint.count)).trimmingSpaces() }
  }
}
