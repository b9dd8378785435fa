import CascadeCanvas
import CascadeTerminalTestSupport
import Foundation
import Testing

/// `cascade` run from a shell in a tmux pane, as a user runs it: the shell redirects its stdout to
/// the file `out` and its stderr to `err`, writes its exit status to `status`, then prints a marker
/// line, so a test can see the shell come back, read what cascade printed and how it ended.
///
/// Each one has its own temporary directory (the pane's working directory, holding the input files)
/// and its own tmux server.
final class CascadeInPane {
  let directory: URL
  let pane: TmuxPane

  /// The shell prompt is up in a `width`×`height` pane whose directory holds `files` (name: text)
  /// and whose PATH starts with the built `cascade`, with `environment` set (TERM, say).
  init(width: Int = 100, height: Int = 30, files: [String: String] = [:], environment: [String: String] = [:])
    async throws
  {
    let cascade = try BuiltProducts.executable("cascade")
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-e2e-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for (name, text) in files {
      try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    }
    let path =
      cascade.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    // Thumbnails the viewer caches go to the test's own folder, not the user's ~/.cache.
    let cache = directory.appendingPathComponent(".cache").path
    pane = try TmuxPane(
      width: width, height: height, directory: directory,
      environment: environment.merging(["PATH": path, "XDG_CACHE_HOME": cache]) { $1 })
    _ = try await pane.screen("the shell's prompt") { $0.first == "$" }
  }

  deinit { try? FileManager.default.removeItem(at: directory) }

  /// Types `commandLine` (which runs cascade last, e.g. `printf 'a\n' | cascade --pick`) at the
  /// prompt, with the redirections and the exit marker appended, and waits for cascade's first
  /// frame with the whole input read: a status line on the last row that no longer says
  /// `loading`. Returns that screen.
  @discardableResult
  func start(_ commandLine: String) async throws -> [String] {
    try pane.type(#"\#(commandLine) > out 2> err; s=$?; echo $s > status; echo "== exit $s ==""#)
    return try await pane.screen("cascade's first frame with the input read") { screen in
      StatusLine.text(of: screen).map { !$0.contains("loading") } ?? false
    }
  }

  /// Waits for the shell's marker line after cascade ends; returns the exit status from the file
  /// the shell wrote.
  func exitStatus(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Int32 {
    let screen = try await pane.screen("the shell after cascade exits") { $0.contains(where: Self.isExitMarker) }
    let marker = screen.first(where: Self.isExitMarker) ?? ""
    let written = try String(contentsOf: directory.appendingPathComponent("status"), encoding: .utf8)
    let status = try #require(
      Int32(written.trimmingCharacters(in: .whitespacesAndNewlines)), "status file: \(written)",
      sourceLocation: sourceLocation)
    #expect(marker == "== exit \(status) ==", "the shell and the status file disagree", sourceLocation: sourceLocation)
    return status
  }

  /// The marker as the shell prints it, with the status expanded; the typed command line shows
  /// `$s` instead, so it never matches.
  private static func isExitMarker(_ row: String) -> Bool {
    row.hasPrefix("== exit ") && row.hasSuffix(" ==") && Int32(row.dropFirst(8).dropLast(3)) != nil
  }

  /// What cascade wrote to stdout.
  var standardOutput: String {
    get throws { try String(contentsOf: directory.appendingPathComponent("out"), encoding: .utf8) }
  }

  /// What cascade wrote to stdout, byte for byte.
  var standardOutputBytes: [UInt8] {
    get throws { [UInt8](try Data(contentsOf: directory.appendingPathComponent("out"))) }
  }

  /// What cascade wrote to stderr.
  var standardError: String {
    get throws { try String(contentsOf: directory.appendingPathComponent("err"), encoding: .utf8) }
  }

  /// After cascade ended: the terminal is back in the shell's modes (main screen, cursor shown, no
  /// mouse reporting, normal keypad) and cascade's screen is gone.
  func expectShellIsBack(sourceLocation: SourceLocation = #_sourceLocation) throws {
    #expect(try pane.modes() == TmuxPane.restoredModes, sourceLocation: sourceLocation)
    let screen = try pane.lines()
    #expect(
      StatusLine.text(of: screen) == nil && !screen.contains { $0.hasSuffix(StatusLine.hint) },
      "cascade's screen is still showing:\n\(screen.joined(separator: "\n"))", sourceLocation: sourceLocation)
  }

  /// Presses `key` (a tmux key name) and waits until the status line reads `status`; returns that
  /// screen.
  @discardableResult
  func press(_ key: String, untilStatus status: String) async throws -> [String] {
    try pane.press(key)
    return try await pane.screen("status \"\(status)\" after \(key)") { StatusLine.text(of: $0) == status }
  }

  /// Waits until the pane shows exactly `expected` (rows as `--dump` prints them); throws with a
  /// line diff of the last screen when it does not in time.
  @discardableResult
  func waitForScreen(_ expected: [String], _ description: String) async throws -> [String] {
    do {
      return try await pane.screen(description) { $0 == expected }
    } catch TmuxError.timedOut(_, let screen) {
      throw ScreenMismatch(
        description: "\(description): " + (TestBackend.diff(actual: screen, expected: expected) ?? "(equal at last)"))
    }
  }
}

struct ScreenMismatch: Error, CustomStringConvertible {
  var description: String
}
