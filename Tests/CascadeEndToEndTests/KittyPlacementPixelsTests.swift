import CascadeTerminalTestSupport
import Foundation
import Testing

/// Debian's kitty (0.26, without Unicode placeholders) on a virtual X screen showing `cascade`'s
/// pictures through the graphics protocol's ordinary placements, checked on the screen's pixels:
/// a picture of 4 × n coloured blocks must show every block in its colour where the picture's
/// corners say it is, square by 8-pixel square (finer than kitty's cells), so a picture placed in
/// the wrong cells, cut wrongly, or drawn as symbols fails. Skipped, saying why, where kitty or
/// Xvfb is missing.
@Suite(
  .serialized,
  .enabled(if: KittyTerminal.unavailableReason == nil, "\(KittyTerminal.unavailableReason ?? "")"))
struct KittyPlacementPixelsTests {
  typealias Colour = (UInt8, UInt8, UInt8)

  /// Sixteen colours far apart, none grey; the first row starts red and ends green, the last
  /// starts blue and ends yellow (`XtermSixelTests.quarters`), so the corners are found as there.
  static let palette: [Colour] = [
    (230, 20, 20), (255, 140, 0), (150, 0, 200), (20, 200, 40),
    (0, 200, 200), (200, 0, 120), (120, 80, 20), (0, 90, 160),
    (250, 120, 180), (90, 160, 0), (100, 100, 255), (200, 200, 90),
    (30, 40, 230), (0, 120, 60), (170, 110, 255), (240, 220, 30),
  ]

  /// The colour of block (`column`, `row`) of a picture `rows` blocks high: the palette's first
  /// row on top, its last at the bottom, the rows between from its middle.
  static func colour(column: Int, row: Int, rows: Int) -> Colour {
    let paletteRow = row == 0 ? 0 : (row == rows - 1 ? 3 : 1 + row % 2)
    return palette[paletteRow * 4 + column]
  }

  /// A PNG of 4 × `rows` blocks of 60 pixels.
  static func blocks(rows: Int) -> [UInt8] {
    StoredPNG.picture(width: 240, height: 60 * rows) { x, y in colour(column: x / 60, row: y / 60, rows: rows) }
  }

  /// kitty running `cascade` on `file` in `folder`, on a new virtual screen.
  static func start(_ arguments: [String], in folder: URL) async throws -> (VirtualDisplay, BackgroundProcess) {
    let screen = try await VirtualDisplay.started()
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = ":\(screen.number)"
    environment["LANG"] = "C.UTF-8"
    environment["LC_ALL"] = "C.UTF-8"
    environment["LIBGL_ALWAYS_SOFTWARE"] = "1"
    environment["XDG_CACHE_HOME"] = folder.path
    environment["SWIFT_BACKTRACE"] = "enable=no"
    for name in ["TMUX", "TERM_PROGRAM", "TERM_PROGRAM_VERSION", "KITTY_WINDOW_ID", "NO_COLOR"] {
      environment[name] = nil
    }
    do {
      let cascade = try BuiltProducts.executable("cascade").path
      let terminal = try BackgroundProcess(
        [
          "kitty", "--config", "NONE", "-o", "remember_window_size=no", "-o", "initial_window_width=640", "-o",
          "initial_window_height=480", "--directory", folder.path, cascade, "--no-thumbnail-cache",
        ] + arguments,
        environment: environment)
      return (screen, terminal)
    } catch {
      screen.server.stop()
      throw error
    }
  }

  /// Where the picture's first block row shows: the red and green corner blocks, side by side with
  /// two blocks between them, as wide as each other.
  static func topCorners(_ shot: Screenshot) -> (red: Screenshot.Box, green: Screenshot.Box)? {
    guard let red = shot.box(of: palette[0]), let green = shot.box(of: palette[3]) else { return nil }
    let width = red.maxX - red.minX, height = red.maxY - red.minY
    guard width > 20, height > 20 else { return nil }
    let near = { (a: Int, b: Int) in abs(a - b) <= 6 }
    guard near(green.minY, red.minY), near(green.minX - red.minX, 3 * width), near(green.maxX - green.minX, width)
    else { return nil }
    return (red, green)
  }

  /// The 8-pixel squares of blocks 0..<`rows` (from the top, each `block` pixels from `origin`)
  /// whose mean colour is not their block's: every square of the screen above `limitY` that lies
  /// inside one block, 2 pixels from its edges (where kitty's scaling blends neighbours). Also the
  /// count of squares checked.
  static func wrongSquares(
    _ shot: Screenshot, origin: (x: Int, y: Int), block: (width: Double, height: Double), rows: Int,
    pictureRows: Int, limitY: Int
  ) -> (wrong: [String], checked: Int) {
    var wrong: [String] = []
    var checked = 0
    let right = origin.x + Int(4 * block.width), bottom = min(limitY, origin.y + Int(Double(rows) * block.height))
    var y = origin.y
    while y + 8 <= bottom {
      var x = origin.x
      while x + 8 <= right {
        // The block holding the square, when all of it is 2 pixels inside one.
        let column = Int(Double(x - origin.x + 4) / block.width), row = Int(Double(y - origin.y + 4) / block.height)
        let left = Double(origin.x) + Double(column) * block.width, top = Double(origin.y) + Double(row) * block.height
        if Double(x) >= left + 2, Double(x + 8) <= left + block.width - 2, Double(y) >= top + 2,
          Double(y + 8) <= top + block.height - 2
        {
          var sum = (0, 0, 0)
          for dy in 0..<8 {
            for dx in 0..<8 {
              let p = shot.pixel(x: x + dx, y: y + dy)
              sum = (sum.0 + Int(p.0), sum.1 + Int(p.1), sum.2 + Int(p.2))
            }
          }
          let mean = (sum.0 / 64, sum.1 / 64, sum.2 / 64)
          let expected = colour(column: column, row: row, rows: pictureRows)
          checked += 1
          if abs(mean.0 - Int(expected.0)) > 12 || abs(mean.1 - Int(expected.1)) > 12
            || abs(mean.2 - Int(expected.2)) > 12
          {
            wrong.append("square at \(x),\(y) (block \(column),\(row)) is \(mean), not \(expected)")
          }
        }
        x += 8
      }
      y += 8
    }
    return (wrong, checked)
  }

  /// A landscape picture, 4 × 3 blocks, wholly on screen: every square of every block shows its
  /// colour, the red corner top left and the yellow one bottom right.
  @Test func aWholePictureShowsEveryBlockInPlace() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-kitty-whole-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Self.blocks(rows: 3)).write(to: folder.appendingPathComponent("blocks.png"))
    let (screen, terminal) = try await Self.start(["blocks.png"], in: folder)
    defer {
      terminal.stop()
      screen.server.stop()
    }
    var seen = "no screenshot"
    let result = try await poll(every: .milliseconds(300), for: .seconds(60)) {
      () -> (wrong: [String], checked: Int)? in
      guard let shot = try Screenshot.take(display: screen.number) else { return nil }
      guard let (red, _) = Self.topCorners(shot), let yellow = shot.box(of: Self.palette[15]) else {
        seen = "corners not found"
        return nil
      }
      let block = (
        width: Double(yellow.maxX - red.minX) / 4, height: Double(yellow.maxY - red.minY) / 3
      )
      let found = Self.wrongSquares(
        shot, origin: (red.minX, red.minY), block: block, rows: 3, pictureRows: 3, limitY: shot.height)
      seen = "\(found.checked) squares, \(found.wrong.count) wrong: \(found.wrong.prefix(5))"
      return found.wrong.isEmpty && found.checked > 0 ? found : nil
    }
    let checked = try #require(result, "kitty never showed the picture's every block: \(seen)").checked
    // 4 × 3 blocks, each at least 20 pixels: at least one square in each.
    #expect(checked >= 12, "\(seen)")
  }

  /// A tall picture (4 × 12 blocks) in the list layout, taller than the screen, so its card is cut
  /// by the screen's bottom edge: the part in view shows each of its squares in its block's
  /// colour (a placement cropped to the rows in view), and the status line at the window's foot
  /// shows no picture.
  @Test func aPictureCutByTheScreensEdgeShowsItsVisiblePart() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-kitty-cut-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Self.blocks(rows: 12)).write(to: folder.appendingPathComponent("tall.png"))
    let (screen, terminal) = try await Self.start(["--layout", "list", "tall.png"], in: folder)
    defer {
      terminal.stop()
      screen.server.stop()
    }
    var seen = "no screenshot"
    let result = try await poll(every: .milliseconds(300), for: .seconds(60)) {
      () -> (wrong: [String], checked: Int)? in
      guard let shot = try Screenshot.take(display: screen.number) else { return nil }
      guard let (red, green) = Self.topCorners(shot) else {
        seen = "corners not found"
        return nil
      }
      let block = (width: Double(green.maxX - red.minX) / 4, height: Double(red.maxY - red.minY))
      // The window's last 12 pixel rows are inside the status line, below every card.
      let foot = 480 - 12
      let found = Self.wrongSquares(
        shot, origin: (red.minX, red.minY), block: block, rows: 12, pictureRows: 12, limitY: foot - 24)
      var problems = found.wrong
      if Double(red.minY) + 12 * block.height < Double(foot) { problems.append("the picture is not cut: \(red)") }
      for y in foot..<480 {
        for x in stride(from: 0, to: 640, by: 2) where Self.palette.contains(where: { shot.isNear(x: x, y: y, $0) }) {
          problems.append("a picture's colour at \(x),\(y), in the status line")
          break
        }
      }
      seen = "\(found.checked) squares, \(problems.count) wrong: \(problems.prefix(5))"
      return problems.isEmpty && found.checked > 0 ? found : nil
    }
    let checked = try #require(result, "kitty never showed the cut picture's part in view: \(seen)").checked
    #expect(checked >= 16, "\(seen)")
  }
  /// Cards switched through the grid, the list and the carousel with a thumbnail cache too small
  /// to keep them (so images are deleted as others are sent, which makes kitty 0.26 drop every
  /// image not placed yet), then the window resized: the carousel's focused card, the blocks
  /// picture, ends up showing every square of every block.
  @Test func aPictureShowsAfterLayoutSwitches() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-kitty-switch-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Grey pictures beside it, older, so the blocks picture is the first card (newest first).
    for index in 0..<3 {
      let grey = StoredPNG.picture(width: 200 + 40 * index, height: 300) { x, _ in
        let level = UInt8(40 + x % 160)
        return (level, level, level)
      }
      let url = folder.appendingPathComponent("grey\(index).png")
      try Data(grey).write(to: url)
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: url.path)
    }
    try Data(Self.blocks(rows: 3)).write(to: folder.appendingPathComponent("blocks.png"))
    let (screen, terminal) = try await Self.start(["--image-cache-mb", "1", "."], in: folder)
    defer {
      terminal.stop()
      screen.server.stop()
    }
    var seen = "no screenshot"
    // The first screen, in pixels, before the keys.
    let first = try await poll(every: .milliseconds(300), for: .seconds(60)) { () -> Bool? in
      guard let shot = try Screenshot.take(display: screen.number) else { return nil }
      return Self.topCorners(shot) != nil ? true : nil
    }
    try #require(first != nil, "the first screen never showed the blocks picture")
    var options = Subprocess.Options()
    options.environment["DISPLAY"] = ":\(screen.number)"
    let keys = try Subprocess.capture(
      ["xdotool", "mousemove", "300", "200", "key", "--delay", "400", "l", "l", "l"], options: options)
    try #require(keys.status == 0, "xdotool failed")
    // And a resize, which clears the screen and every placement: each is placed again.
    let resize = try Subprocess.capture(
      ["xdotool", "search", "--class", "kitty", "windowsize", "%@", "620", "460"], options: options)
    try #require(resize.status == 0, "xdotool could not resize kitty's window")
    let result = try await poll(every: .milliseconds(300), for: .seconds(60)) {
      () -> (wrong: [String], checked: Int)? in
      guard let shot = try Screenshot.take(display: screen.number) else { return nil }
      guard let (red, _) = Self.topCorners(shot), let yellow = shot.box(of: Self.palette[15]) else {
        seen = "corners not found"
        return nil
      }
      // The carousel centres the focused card; the other layouts start at the window's left.
      guard red.minX > 40 else {
        seen = "the picture at \(red), not centred in the carousel"
        return nil
      }
      let block = (width: Double(yellow.maxX - red.minX) / 4, height: Double(yellow.maxY - red.minY) / 3)
      let found = Self.wrongSquares(
        shot, origin: (red.minX, red.minY), block: block, rows: 3, pictureRows: 3, limitY: shot.height)
      seen = "\(found.checked) squares, \(found.wrong.count) wrong: \(found.wrong.prefix(5))"
      return found.wrong.isEmpty && found.checked >= 12 ? found : nil
    }
    #expect(result != nil, "after the layout switches kitty never showed the picture's every block: \(seen)")
  }
}
