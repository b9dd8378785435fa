import CascadeTerminalTestSupport
import Foundation
import Testing

// `--tmux`: a popup opens only for a tmux client, so the test pane runs a second tmux server whose
// client is the pane itself; keys typed into the pane reach the popup as a user's would.

extension InTerminalTests {
  /// In a popup at the bottom, piped stdin is read and the pick goes to stdout with fzf's exit
  /// status (0 on accept, 130 on Esc); `-1` picks without a key; without `$TMUX` Cascade runs in
  /// place; an unreadable FILE's error reaches the caller's stderr with status 2; SIGTERM, SIGINT
  /// and SIGHUP to Cascade close the popup and end it with 128 plus the signal; no temporary
  /// folder is left.
  @Test func tmuxOpensAPopupThatPassesStdinAndStdoutThrough() async throws {
    let cascade = try await CascadeInPane(width: 80, height: 24, files: ["words.txt": "alpha\nbeta\ngamma\n"])
    let pane = cascade.pane
    // The inner server's socket is in the test's folder, removed with it.
    let inner = cascade.directory.appendingPathComponent("inner-tmux").path
    defer { _ = try? Subprocess.run(["tmux", "-S", inner, "kill-server"]) }
    try pane.type("env -u TMUX tmux -S \(inner) -f /dev/null new-session bash --norc --noprofile -i")
    _ = try await pane.screen("the inner tmux's shell", timeout: .seconds(30)) {
      $0.first == "$" && $0.last?.hasPrefix("[0] 0:bash*") == true
    }

    try pane.type(#"seq 100 | cascade --fzf --tmux bottom,50% > out; echo "== exit $? ==""#)
    let popup = try await pane.screen("fzf's list in a popup at the bottom", timeout: .seconds(60)) {
      $0.contains { $0.hasPrefix("│  100/100 ─") } && $0.contains { $0.hasPrefix("│> 1 ") }
    }
    // tmux's border spans the width; the popup's bottom edge sits above the status line.
    #expect(popup.contains { $0.hasPrefix("┌──") && $0.hasSuffix("─┐") && $0.count == 80 })
    #expect(popup.dropLast().last?.hasPrefix("└──") == true)
    try pane.send(literally: "55")
    _ = try await pane.screen("the query typed in the popup", timeout: .seconds(30)) {
      $0.contains { $0.hasPrefix("│  1/100 ─") } && $0.contains { $0.hasPrefix("│> 55 ") }
    }
    try pane.press("Enter")
    _ = try await pane.screen("the shell after the popup", timeout: .seconds(30)) { $0.contains("== exit 0 ==") }
    #expect(try cascade.standardOutput == "55\n")

    try pane.type("clear")
    try pane.type(#"seq 100 | cascade --fzf --tmux 80% > out; echo "== exit $? ==""#)
    _ = try await pane.screen("fzf's list in a popup", timeout: .seconds(60)) {
      $0.contains { $0.contains("│  100/100 ─") }
    }
    try pane.press("Escape")
    _ = try await pane.screen("the shell after Esc", timeout: .seconds(30)) { $0.contains("== exit 130 ==") }
    #expect(try cascade.standardOutput == "")

    try pane.type("clear")
    try pane.type(
      #"seq 100 | cascade --tmux -q 100 -1 > out; echo "== exit $? =="; "#
        + #"env -u TMUX cascade --tmux=top words.txt -q gam -1 > out2; echo "== inline $? =="; "#
        + #"cascade --tmux no-such.json 2> err; echo "== missing $? ==""#)
    _ = try await pane.screen("the three commands done", timeout: .seconds(60)) { $0.contains("== missing 2 ==") }
    #expect(try pane.lines().contains("== exit 0 =="))
    #expect(try pane.lines().contains("== inline 0 =="))
    #expect(try cascade.standardOutput == "100\n")
    #expect(try String(contentsOf: cascade.directory.appendingPathComponent("out2"), encoding: .utf8) == "gamma\n")
    #expect(try cascade.standardError.contains("no-such.json"))

    // Killed in the pane (a script's `kill`, Ctrl-C, a closed terminal), Cascade closes its popup,
    // removes its folder and ends by the signal, so the shell's status is 128 plus it.
    for (name, number, status) in [("TERM", SIGTERM, 143), ("INT", SIGINT, 130), ("HUP", SIGHUP, 129)] {
      try pane.type("clear")
      try pane.type(#"seq 100 | cascade --fzf --tmux bottom,50% > out & echo "== pid $! ==""#)
      let shown = try await pane.screen("the popup before SIG\(name)", timeout: .seconds(60)) {
        $0.contains { $0.hasPrefix("│  100/100 ─") } && $0.contains { $0.hasPrefix("== pid ") }
      }
      let line = try #require(shown.first { $0.hasPrefix("== pid ") && $0.hasSuffix(" ==") })
      let pid = try #require(Int32(line.dropFirst(7).dropLast(3)))
      #expect(kill(pid, number) == 0)
      _ = try await pane.screen("the popup closed by SIG\(name)", timeout: .seconds(30)) { screen in
        !screen.contains { $0.contains("100/100") }
      }
      try pane.type(#"wait \#(pid); echo "== \#(name) $? ==""#)
      _ = try await pane.screen("the status after SIG\(name)", timeout: .seconds(30)) {
        $0.contains("== \(name) \(status) ==")
      }
    }
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory()).filter {
      $0.hasPrefix("cascade-tmux-")
    }
    #expect(leftovers.isEmpty, "temporary folders left: \(leftovers)")
  }
}
