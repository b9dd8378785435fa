import CascadeTerminalTestSupport
import Foundation
import Testing

/// A real kitty (Debian's) on a virtual X screen. Its own graphics protocol must draw a PNG in
/// its exact colours there, which shows the screen and the screenshots are sound; then `cascade`
/// on the same picture must show its four quarters in pixels, in their exact colours: through
/// Unicode placeholders on kitty 0.28 and later, through ordinary placements before.
///
/// kitty is started with `--config NONE` and Mesa's software renderer. Skipped, saying why, where
/// kitty is not installed or Xvfb does not start.
/// Whether kitty can run here.
enum KittyTerminal {
  static let unavailableReason: String? = {
    if let reason = VirtualDisplay.unavailableReason { return reason }
    let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
    guard path.contains(where: { FileManager.default.isExecutableFile(atPath: "\($0)/kitty") }) else {
      return "needs kitty (apt-get install kitty)"
    }
    return nil
  }()
}

@Suite(
  .serialized,
  .enabled(if: KittyTerminal.unavailableReason == nil, "\(KittyTerminal.unavailableReason ?? "")"))
struct KittyGraphicsTests {

  /// kitty's version, from `kitty --version` ("kitty 0.26.5 created by …").
  static let version: [Int] = {
    guard let result = try? Subprocess.capture(["kitty", "--version"]) else { return [] }
    let words = String(decoding: result.standardOutputBytes, as: UTF8.self).split(separator: " ")
    guard words.count > 1 else { return [] }
    return words[1].split(separator: ".").map { Int($0) ?? 0 }
  }()

  /// A folder holding the quarters picture, removed by the caller.
  static func pictureFolder(_ name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-kitty-\(name)-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(StoredPNG.quarters(size: 240, colours: XtermSixelTests.quarters)).write(
      to: folder.appendingPathComponent("quarters.png"))
    return folder
  }

  /// Runs `command` in kitty on a new virtual screen and polls screenshots until every quarter's
  /// colour shows, within `tolerance`, in its place beside the others; the red quarter's box.
  static func quarters(
    of command: [String], in folder: URL, tolerance: Int
  ) async throws -> (Screenshot.Box?, String) {
    let screen = try await VirtualDisplay.started()
    defer { screen.server.stop() }
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = ":\(screen.number)"
    environment["LANG"] = "C.UTF-8"
    environment["LC_ALL"] = "C.UTF-8"
    environment["LIBGL_ALWAYS_SOFTWARE"] = "1"
    environment["XDG_CACHE_HOME"] = folder.path
    environment["SWIFT_BACKTRACE"] = "enable=no"
    for name in ["TMUX", "TERM_PROGRAM", "KITTY_WINDOW_ID", "NO_COLOR"] { environment[name] = nil }
    let terminal = try BackgroundProcess(
      [
        "kitty", "--config", "NONE", "-o", "remember_window_size=no", "-o", "initial_window_width=640", "-o",
        "initial_window_height=480", "--directory", folder.path,
      ] + command,
      environment: environment)
    defer { terminal.stop() }
    var seen = "no screenshot"
    let red = try await poll(every: .milliseconds(200), for: .seconds(60)) { () -> Screenshot.Box? in
      guard let shot = try Screenshot.take(display: screen.number) else { return nil }
      let boxes = XtermSixelTests.quarters.map { shot.box(of: $0, within: tolerance) }
      seen = "\(boxes)"
      guard let red = boxes[0], let green = boxes[1], let blue = boxes[2], let yellow = boxes[3] else { return nil }
      guard red.maxX - red.minX > 20, red.maxY - red.minY > 20 else { return nil }
      // Green right of red, blue below it, yellow below green (the bottom may be cut by the
      // screen, so the quarters' edges are compared, not their sizes).
      let near = { (a: Int, b: Int) in abs(a - b) <= 16 }
      let placed =
        near(green.minX, red.maxX) && near(green.minY, red.minY) && near(blue.minX, red.minX)
        && near(blue.minY, red.maxY) && near(yellow.minX, green.minX) && near(yellow.minY, blue.minY)
      return placed ? red : nil
    }
    return (red, seen)
  }

  /// kitty's graphics protocol itself (a PNG sent with `a=T,f=100`) draws the quarters in their
  /// exact colours: the virtual screen and the screenshots show a kitty picture as it is.
  @Test func kittyDrawsItsOwnGraphicsInExactColours() async throws {
    let folder = try Self.pictureFolder("own")
    defer { try? FileManager.default.removeItem(at: folder) }
    let png = try Data(contentsOf: folder.appendingPathComponent("quarters.png")).base64EncodedString()
    let script = folder.appendingPathComponent("draw.sh")
    // The PNG in chunks of 4,096 base64 bytes, as the protocol asks (`m=1` while more follow).
    var chunks: [Substring] = []
    var rest = Substring(png)
    while !rest.isEmpty {
      chunks.append(rest.prefix(4096))
      rest = rest.dropFirst(4096)
    }
    var lines = ["#!/bin/sh"]
    for (index, chunk) in chunks.enumerated() {
      let keys = (index == 0 ? "a=T,f=100,t=d,q=2," : "") + "m=\(index == chunks.count - 1 ? 0 : 1)"
      lines.append("printf '\\033_G\(keys);\(chunk)\\033\\\\'")
    }
    lines.append("exec sleep 120")
    try lines.joined(separator: "\n").write(to: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    let (red, seen) = try await Self.quarters(of: [script.path], in: folder, tolerance: 8)
    let box = try #require(red, "kitty's own picture never showed in its colours: \(seen)")
    // The PNG is 240 pixels square, drawn at its size: each quarter 120 pixels.
    #expect(abs((box.maxX - box.minX) - 120) <= 2 && abs((box.maxY - box.minY) - 120) <= 2, "red quarter \(box)")
  }

  /// `cascade` on the picture in the same kitty: the quarters show in pixels, within 8 of their
  /// colours (symbol cells, in the 256-colour palette, would be 45 away).
  @Test func cascadeShowsThePictureInKitty() async throws {
    let folder = try Self.pictureFolder("cascade")
    defer { try? FileManager.default.removeItem(at: folder) }
    let cascade = try BuiltProducts.executable("cascade").path
    let tolerance = 8
    let (red, seen) = try await Self.quarters(
      of: [cascade, "--no-thumbnail-cache", folder.appendingPathComponent("quarters.png").path], in: folder,
      tolerance: tolerance)
    #expect(red != nil, "kitty \(Self.version) never showed the quarters within \(tolerance): \(seen)")
  }
}
