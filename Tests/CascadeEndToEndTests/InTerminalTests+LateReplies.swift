import CascadeTerminalTestSupport
import Testing

extension InTerminalTests {
  /// Replies to the start-up probe that come after curses took the terminal (over ssh, from a busy
  /// terminal) are dropped: as keys, DA1's `ESC [ ? 6 2 ; 4 c` would be Alt-[, then `?` (help) and
  /// more. Each reply is written to the pane's terminal as raw bytes with a Right after it; when the
  /// Right has moved the focus the reply has been read too, and the screen must be exactly the one
  /// Right alone gives.
  @Test func lateRepliesFromTheTerminalNeverBecomeKeys() async throws {
    let replies = [
      "\u{1b}[?62;4c", "\u{1b}[?64;1;2;6;9;15;18;21;22;28c", "\u{1b}[?2;0;3840;2160S", "\u{1b}[6;16;8t",
      "\u{1b}[4;720;1280t", "\u{1b}P>|tmux 3.4\u{1b}\\", "\u{1b}_Gi=31;OK\u{1b}\\",
      "\u{1b}_Gi=31;EINVAL:unsupported\u{1b}\\", "\u{1b}]11;rgb:1e1e/1e1e/1e1e\u{07}", "\u{1b}^pm\u{1b}\\",
    ]
    let cascade = try await CascadeInPane(width: 100, height: 30)
    let first = try await cascade.start("cascade --demo --no-pictures")
    let second = try await cascade.press("Right", untilStatus: "card 2 of 268")
    try await cascade.press("Left", untilStatus: "card 1 of 268")
    // Each on its own, then all in one burst, as the terminal answers the whole probe.
    for (index, reply) in (replies + [replies.joined()]).enumerated() {
      try cascade.pane.send(bytes: Array(reply.utf8))
      try cascade.pane.press("Right")
      try await cascade.waitForScreen(second, "card 2 after reply \(index) and Right")
      try cascade.pane.press("Left")
      try await cascade.waitForScreen(first, "card 1 after Left")
    }
    try cascade.pane.press("q")
    #expect(try await cascade.exitStatus() == 1)
    try cascade.expectShellIsBack()
  }
}
