import CascadeTerminalTestSupport
import Foundation
import Testing

// The full screen never stands blank before the first frame: fzf's suite looks at the screen as
// soon as it has typed the command and takes a blank one for a failure (test_change_preview_window_rotate
// in a full run), and a user sees a flash of nothing.

extension InTerminalTests {
  /// `--sync` with a query over a million lines keeps Cascade busy for seconds between opening
  /// the terminal and its first frame: all that time the screen must still show the shell (no
  /// alternate screen yet), and then the frame, which reaches the terminal in the same write as
  /// the switch to the alternate screen. No look, every 50 ms, may find the screen blank.
  @Test func theScreenIsNeverBlankBeforeTheFirstFrame() async throws {
    let cascade = try await CascadeInPane(width: 80, height: 24)
    let pane = cascade.pane
    try pane.type("seq 1000000 | cascade --fzf --sync -q 12345 > out")
    var blanks = 0, samples = 0
    let frame = try await pane.screen("the first frame", timeout: .seconds(120)) { screen in
      samples += 1
      if screen.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) { blanks += 1 }
      return screen.contains { $0.contains("/1000000") }
    }
    #expect(
      blanks == 0, "\(blanks) of \(samples) looks found the screen blank before:\n\(frame.joined(separator: "\n"))")
    #expect(samples > 1, "the first look found the frame: nothing was checked")
    try pane.press("Escape")
    _ = try await pane.screen("the shell after cascade") { $0.last(where: { !$0.isEmpty }) == "$" }
    #expect(try pane.modes() == TmuxPane.restoredModes)
  }
}

extension InTerminalTests {
  /// Why no look can find it blank, read from the system calls: the write that switches to the
  /// alternate screen also holds the first frame (its info line), where curses alone writes the
  /// switch with the modes, then the frame a row at a time. Needs strace (`scripts/install-dependencies`).
  @Test(.enabled(if: Strace.unavailableReason == nil, "\(Strace.unavailableReason ?? "")"))
  func theAlternateScreenComesInTheSameWriteAsTheFirstFrame() async throws {
    let cascade = try await CascadeInPane(width: 80, height: 24)
    let pane = cascade.pane
    try pane.type(
      "seq 1000 | strace -f -qq -y -e trace=write -e signal=none -s 1000000 -o trace cascade --fzf -q 99 > out")
    _ = try await pane.screen("the first frame", timeout: .seconds(60)) { $0.contains { $0.contains("/1000") } }
    try pane.press("Escape")
    _ = try await pane.screen("the shell after cascade") { $0.last(where: { !$0.isEmpty }) == "$" }
    let trace = try String(contentsOf: cascade.directory.appendingPathComponent("trace"), encoding: .utf8)
    // `-y` names each descriptor's file: the terminal's writes, not memory's.
    let switches = trace.split(separator: "\n").filter { $0.contains("</dev/") && $0.contains(#"\33[?1049h"#) }
    let shown = switches.map { $0.prefix(300) }
    #expect(switches.count == 1, "writes switching to the alternate screen: \(shown)")
    #expect(switches.first?.contains("/1000") == true, "the switch came without the frame: \(shown)")
  }
}

extension InTerminalTests {
  /// A resize just before the first frame, after Cascade looked for one: curses measures the
  /// screen during that frame's refresh, while its output goes to memory, where it keeps the size
  /// it had and takes the signal. strace holds Cascade at the start of that refresh (the memory
  /// file it makes) while the pane shrinks from 100×30 to 90×25: the frame must then be laid out
  /// for 90×25, the prompt on the last row, the scroll bar in the last column.
  @Test(.enabled(if: Strace.unavailableReason == nil, "\(Strace.unavailableReason ?? "")"))
  func aResizeJustBeforeTheFirstFrameIsLaidOutAtTheNewSize() async throws {
    let cascade = try await CascadeInPane(width: 100, height: 30)
    let pane = cascade.pane
    try pane.type(
      "seq 1000 | strace -f -qq -e trace=memfd_create -e signal=none -e inject=memfd_create:delay_enter=3000000"
        + " -o trace cascade --fzf -q 99 > out")
    let trace = cascade.directory.appendingPathComponent("trace")
    let held = try await poll(every: .milliseconds(5), for: .seconds(60)) { () -> Bool? in
      (try? String(contentsOf: trace, encoding: .utf8))?.contains("memfd_create(") == true ? true : nil
    }
    try #require(held == true, "cascade never began its first frame")
    #expect(try pane.lines().contains { $0.contains("/1000") } == false, "the first frame came before the resize")
    try pane.resize(width: 90, height: 25)
    let failure = try await pane.waitUntil("the frame laid out for 90×25", timeout: .seconds(60)) { rows in
      rows.count == 25 && rows[24] == "> 99" && rows[23].hasPrefix("  28/1000 ") && rows[22].count == 90
        && rows[22].hasSuffix("│")
    }
    #expect(failure == nil, "\(failure ?? "")")
    try pane.press("Escape")
    _ = try await pane.screen("the shell after cascade") { $0.last(where: { !$0.isEmpty }) == "$" }
  }
}

/// strace, for the tests that read what Cascade writes, write by write.
enum Strace {
  /// Why strace cannot be used here (missing, or not allowed to trace), or nil when it can.
  static let unavailableReason: String? = {
    guard let result = try? Subprocess.capture(["strace", "-qq", "-e", "trace=none", "true"]) else {
      return "needs strace (scripts/install-dependencies installs it)"
    }
    return result.status == 0 ? nil : "strace cannot trace here: status \(result.status)"
  }()
}
