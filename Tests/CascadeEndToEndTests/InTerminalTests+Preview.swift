import CascadeTerminalTestSupport
import Foundation
import Testing

extension InTerminalTests {
  /// The pane shows the focused card's output and follows the focus; Shift-Down scrolls it.
  @Test func previewShowsTheFocusedCardsOutput() async throws {
    let cascade = try await CascadeInPane(width: 80, height: 14, files: ["cards.txt": "alpha\nbeta\ngamma\n"])
    try await cascade.start(#"cascade --layout list --preview 'echo preview of {}; seq 1 40' cards.txt"#)
    if let failure = try await cascade.pane.waitFor("preview of alpha") { Issue.record("\(failure)") }
    try cascade.pane.press("Down")
    if let failure = try await cascade.pane.waitFor("preview of beta") { Issue.record("\(failure)") }
    try cascade.pane.press("S-Down", "S-Down")
    if let failure = try await cascade.pane.waitUntil(
      "the pane scrolled two lines",
      { screen in
        screen.contains { $0.contains(" 3/41 ") } && screen[1].contains("││ 2 ")
      })
    {
      Issue.record("\(failure)")
    }
    try cascade.pane.press("q")
    #expect(try await cascade.exitStatus() == 1)
    try cascade.expectShellIsBack()
  }

  /// A slow command is killed when the focus moves on: its shell and everything in its process
  /// group are gone (the shell reaped, no zombie), long before it would have ended by itself; the
  /// one still running when cascade quits goes too.
  @Test func movingTheFocusKillsASlowPreview() async throws {
    let cascade = try await CascadeInPane(width: 80, height: 14, files: ["cards.txt": "alpha\nbeta\ngamma\n"])
    // The command outlasts the wait below by as much under a sanitizer, which stretches that wait.
    let sleep = 5 * Sanitizer.slowdown
    try await cascade.start(
      #"cascade --layout list --preview 'echo $$ > pid{n}; echo started {n}; sleep \#(sleep); echo done' cards.txt"#)
    if let failure = try await cascade.pane.waitFor("started 0") { Issue.record("\(failure)") }
    // A preview reruns when its pane changes size, which a slow start can bring about before the
    // first key: the first card's command is whichever of its runs is alive.
    let running = try await poll(for: .seconds(10)) { () -> Int32? in
      guard let pid = try? pid(in: cascade, named: "pid0"), Self.processGroupIsAlive(pid) else { return nil }
      return pid
    }
    let first = try #require(running, "the first card's command runs")
    try cascade.pane.press("Down")
    if let failure = try await cascade.pane.waitFor("started 1") { Issue.record("\(failure)") }
    let gone = try await poll(for: .seconds(3)) {
      Self.processGroupIsAlive(first) || Self.processExists(first) ? nil : true
    }
    #expect(gone == true, "the first command's shell or its sleep is still there")
    let second = try pid(in: cascade, named: "pid1")
    try cascade.pane.press("q")
    #expect(try await cascade.exitStatus() == 1)
    #expect(!Self.processGroupIsAlive(second) && !Self.processExists(second), "the running preview outlived cascade")
  }

  /// Output that tries to clear the screen, move the cursor, retitle the window or move the cursor
  /// with a C1 CSI (whose parameters go with it) shows as its text only; with --ansi its colours
  /// are kept.
  @Test func hostilePreviewOutputIsSanitised() async throws {
    let hostile = #"printf '\033]2;pwned\007\033[2J\033[1;1HSAFE\302\233999C-end \033[31mRED\033[0m\n'"#
    let cascade = try await CascadeInPane(
      width: 80, height: 12, files: ["cards.txt": "alpha\nbeta\n", "hostile.sh": hostile])
    let title = try cascade.pane.title()
    try await cascade.start("cascade --layout list --ansi --preview 'sh hostile.sh' cards.txt")
    let screen = try await cascade.pane.screen("the sanitised output") { $0.contains { $0.contains("SAFE-end RED") } }
    #expect(screen[1].contains("alpha"), "the cards are where they were:\n\(screen.joined(separator: "\n"))")
    #expect(try cascade.pane.title() == title)
    let styled = try cascade.pane.styledLines()
    #expect(styled.contains { $0.contains("\u{1b}[31mRED") }, "the colour is kept:\n\(styled.joined(separator: "\n"))")
    try cascade.pane.press("q")
    #expect(try await cascade.exitStatus() == 1)
    try cascade.expectShellIsBack()
  }

  private func pid(in cascade: CascadeInPane, named name: String) throws -> Int32 {
    let text = try String(contentsOf: cascade.directory.appendingPathComponent(name), encoding: .utf8)
    return try #require(Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)), "\(name): \(text)")
  }

  /// True while `pid` has an entry in /proc, a zombie included.
  static func processExists(_ pid: Int32) -> Bool {
    FileManager.default.fileExists(atPath: "/proc/\(pid)")
  }

  /// True while a process that is not a zombie is in process group `group`. (A zombie child of a
  /// killed shell belongs to whoever adopts it, not to cascade.)
  static func processGroupIsAlive(_ group: Int32) -> Bool {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    for entry in entries where Int32(entry) != nil {
      guard let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { continue }
      // After "pid (comm) ": state, ppid, pgrp.
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      if fields.count > 2, fields[0] != "Z", Int32(fields[2]) == group { return true }
    }
    return false
  }
}
