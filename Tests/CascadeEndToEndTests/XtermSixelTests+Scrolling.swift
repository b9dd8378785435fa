import CascadeTerminalTestSupport
import Foundation
import Testing

extension XtermSixelTests {
  /// A wheel turn down the cards in xterm: every card moves three rows up and cascade writes its
  /// sixel picture again there. A picture wholly in view before and after must show its four
  /// colours exactly three rows higher, and nowhere else: a picture left behind (stale) or not
  /// moved would widen or shift the boxes of its colours.
  @Test func aScrollMovesThePicturesWithTheCards() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-xterm-scroll-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Newest first: two short grey cards on top, the marked picture under the first, greys after.
    let grey: [(UInt8, UInt8, UInt8)] = Array(repeating: (128, 128, 128), count: 4)
    let now = Date()
    for index in 0..<10 {
      let (name, png) =
        index == 2
        ? ("marked.png", StoredPNG.quarters(width: 240, height: 160, colours: Self.quarters))
        : ("grey\(index).png", StoredPNG.quarters(width: 240, height: index < 2 ? 60 : 240, colours: grey))
      let url = folder.appendingPathComponent(name)
      try Data(png).write(to: url)
      try FileManager.default.setAttributes(
        [.modificationDate: now.addingTimeInterval(Double(-60 * index))], ofItemAtPath: url.path)
    }

    let xterm = try await Self.startXterm(showing: folder.path, cacheHome: folder.path)
    defer { xterm.stop() }
    let (display, environment) = (xterm.display, xterm.environment)

    var seen = "no screenshot"
    func boxes() async throws -> [Screenshot.Box]? {
      try await poll(every: .milliseconds(200), for: .seconds(60)) { () -> [Screenshot.Box]? in
        guard let shot = try Screenshot.take(display: display) else { return nil }
        let found = Self.quarters.compactMap { shot.box(of: $0) }
        seen = "\(found)"
        guard found.count == 4, let red = found.first, Self.showsQuarters(shot, red: red) else { return nil }
        return found
      }
    }
    let before = try #require(try await boxes(), "the marked picture never showed in pixels: \(seen)")
    let rows = 3 * Self.cell.height
    _ = try Subprocess.capture(
      ["xdotool", "mousemove", "200", "200", "click", "5"],
      options: {
        var o = Subprocess.Options(); o.environment = environment; return o
      }())
    var last = "no screenshot"
    let after = try await poll(every: .milliseconds(200), for: .seconds(60)) { () -> [Screenshot.Box]? in
      guard let shot = try Screenshot.take(display: display) else { return nil }
      let found = Self.quarters.compactMap { shot.box(of: $0) }
      last = "\(found)"
      guard found.count == 4, found[0].minY <= before[0].minY - rows else { return nil }
      return found
    }
    let moved = try #require(after, "the marked picture never moved: \(last), before \(before)")
    for (old, new) in zip(before, moved) {
      #expect(
        new.minX == old.minX && new.maxX == old.maxX && new.minY == old.minY - rows && new.maxY == old.maxY - rows,
        "a colour's box went from \(old) to \(new), not \(rows) pixels up")
    }
  }
}
