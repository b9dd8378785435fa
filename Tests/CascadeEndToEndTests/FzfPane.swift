import CascadeTerminalTestSupport
import Foundation

/// The set-up the fzf screen agreement tests share: a program (fzf 0.38, or Cascade) run through a
/// link named fzf in a tmux pane of its own, a command line typed, keys pressed and text typed
/// once its first frame is up, and the pane read until it shows what the keys lead to.
struct FzfPane {
  /// What the pane is read for.
  enum Goal {
    /// A row of the screen contains this text (fzf's screen once the keys have acted); the reading
    /// then, or `TmuxError.timedOut` after the time is up.
    case settled(String)
    /// The reading equals these rows (Cascade's against fzf's); the last reading on timeout, for
    /// the comparison to show.
    case matching([String])
  }

  var width = 60
  var height: Int
  /// Variables for the pane besides the empty FZF_DEFAULT_OPTS and FZF_DEFAULT_COMMAND.
  var environment: [String: String] = [:]

  /// `input | ./fzf options` run with `program` behind the link, `keys` (tmux key names, or
  /// `until:TEXT` to wait for a row containing TEXT before the next key) pressed and `typed` typed
  /// after the first frame, then the pane as `read` turns it (and its plain screen)
  /// into rows, once `goal` is met; `read` returns nil when the pane cannot be read yet.
  func rows(
    of program: String, input: String, options: String, keys: [String], typed: String, until goal: Goal,
    reading read: (TmuxPane, [String]) -> [String]?
  ) async throws -> [String] {
    let directory = try TemporaryDirectory()
    try FileManager.default.createSymbolicLink(
      at: directory.url.appendingPathComponent("fzf"), withDestinationURL: URL(fileURLWithPath: program))
    let pane = try TmuxPane(
      width: width, height: height, directory: directory.url,
      environment: ["FZF_DEFAULT_OPTS": "", "FZF_DEFAULT_COMMAND": ""].merging(environment) { $1 })
    _ = try await pane.screen("the shell's prompt", timeout: .seconds(30)) { $0.first == "$" }
    try pane.type("\(input) | ./fzf \(options)")
    // The whole input counted: fzf's info line, or its inline info, says so.
    _ = try await pane.screen("the first frame", timeout: .seconds(60)) {
      $0.contains { $0.range(of: #"[0-9]/[0-9]"#, options: .regularExpression) != nil }
    }
    for key in keys {
      guard key.hasPrefix("until:") else {
        try pane.press(key)
        continue
      }
      let text = key.dropFirst("until:".count)
      _ = try await pane.screen("a row with \(text)", timeout: .seconds(60)) { $0.contains { $0.contains(text) } }
    }
    if !typed.isEmpty { try pane.send(literally: typed) }
    var last: [String] = []
    switch goal {
    case .settled(let text):
      _ = try await pane.screen("a row with \(text)", timeout: .seconds(60)) { screen in
        guard screen.contains(where: { $0.contains(text) }), let rows = read(pane, screen) else { return false }
        last = rows
        return true
      }
    case .matching(let expected):
      _ = try await pane.waitUntil("the screen read as expected", timeout: .seconds(60)) { screen in
        guard let rows = read(pane, screen) else { return false }
        last = rows
        return rows == expected
      }
    }
    return last
  }
}
