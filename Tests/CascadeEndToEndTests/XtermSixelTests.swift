import CascadeTerminalTestSupport
import Foundation
import Testing

/// A real terminal that draws pixels: xterm as a VT340 (sixel) on a virtual X server, running
/// `cascade` on a picture of four flat quarters; screenshots of the X screen (`xwd`) are read until
/// the quarters' colours show where the card's picture area is, then Enter (through `xdotool`)
/// must show the picture large. Sixel is asked for by name: on a loaded machine xterm may answer
/// the attributes query after Cascade's 100 ms wait, which rightly gives symbols, and
/// `xtermAsAVT340HasSixelInItsAttributes` checks that a VT340's answer selects sixel. Sixel colours
/// are exact to a percent, while symbol cells could only show xterm's 256-colour palette, at least
/// 15 away: a close match proves pixels.
///
/// Part of `make test` wherever Xvfb starts (`scripts/install-dependencies` installs xvfb, xterm,
/// x11-apps and xdotool); skipped, saying why, elsewhere.
@Suite(
  .serialized,
  .enabled(if: VirtualDisplay.unavailableReason == nil, "\(VirtualDisplay.unavailableReason ?? "")"))
struct XtermSixelTests {
  static let quarters: [(UInt8, UInt8, UInt8)] = [(230, 20, 20), (20, 200, 40), (30, 40, 230), (240, 220, 30)]

  /// xterm's `fixed` font: 6 × 13 pixels a cell; with `-b 0 -bw 0` cell (0, 0) starts at the
  /// screen's pixel (0, 0).
  static let cell = (width: 6, height: 13)

  /// An xterm as a VT340 (80×30 cells of `cell`) on a virtual screen of its own, running
  /// `cascade --pictures sixel` on `path` with its thumbnails cached under `cacheHome`.
  struct RunningXterm {
    let screen: VirtualDisplay
    let terminal: BackgroundProcess
    /// The environment it runs in, for `xdotool` on the same screen.
    let environment: [String: String]
    var display: Int { screen.number }

    func stop() {
      terminal.stop()
      screen.server.stop()
    }
  }

  static func startXterm(showing path: String, cacheHome: String) async throws -> RunningXterm {
    let screen = try await VirtualDisplay.started()
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = ":\(screen.number)"
    environment["LANG"] = "C.UTF-8"
    environment["LC_ALL"] = "C.UTF-8"
    environment["XDG_CACHE_HOME"] = cacheHome
    environment["SWIFT_BACKTRACE"] = "enable=no"
    for name in ["TMUX", "TERM_PROGRAM", "KITTY_WINDOW_ID", "NO_COLOR"] { environment[name] = nil }
    do {
      let cascade = try BuiltProducts.executable("cascade").path
      let terminal = try BackgroundProcess(
        [
          "xterm", "-ti", "vt340", "-tn", "xterm-256color", "-geometry", "80x30+0+0", "-fn", "fixed", "-b", "0",
          "-bw", "0", "-e", cascade, "--pictures", "sixel", "--no-thumbnail-cache", path,
        ],
        environment: environment)
      return RunningXterm(screen: screen, terminal: terminal, environment: environment)
    } catch {
      screen.server.stop()
      throw error
    }
  }

  @Test func aPictureCardShowsItsPixelsInXterm() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-xterm-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let picture = folder.appendingPathComponent("quarters.png")
    try Data(StoredPNG.quarters(size: 240, colours: Self.quarters)).write(to: picture)

    let xterm = try await Self.startXterm(showing: picture.path, cacheHome: folder.path)
    defer { xterm.stop() }
    let (display, environment) = (xterm.display, xterm.environment)

    // The card fills the left half (40 columns, 22 rows); its picture area is inside the border,
    // below the title: columns 1..<39, rows 2..<21.
    let area = (
      x: 1 * Self.cell.width, y: 2 * Self.cell.height, maxX: 39 * Self.cell.width, maxY: 21 * Self.cell.height
    )
    var seen = "no screenshot"
    let card = try await poll(every: .milliseconds(200), for: .seconds(60)) { () -> Screenshot.Box? in
      guard let shot = try Screenshot.take(display: display) else { return nil }
      guard let red = shot.box(of: Self.quarters[0]) else { seen = "no red pixels"; return nil }
      seen = "red at \(red)"
      return Self.showsQuarters(shot, red: red) ? red : nil
    }
    let red = try #require(card, "the picture's quarters never showed in pixels: \(seen)")
    #expect(
      red.minX >= area.x && red.minY >= area.y && red.maxX <= area.maxX && red.maxY <= area.maxY,
      "red quarter \(red) outside the card's picture area \(area)")
    // Fitted: the quarter is a square of about half the area's width.
    #expect(abs((red.maxX - red.minX) - (area.maxX - area.x) / 2) <= 2 * Self.cell.width, "red quarter \(red)")

    // Enter: the picture view shows it as large as the screen allows.
    _ = try Subprocess.capture(
      ["xdotool", "mousemove", "20", "20", "key", "Return"],
      options: {
        var o = Subprocess.Options(); o.environment = environment; return o
      }())
    var seenLarge = "no screenshot"
    let viewed = try await poll(every: .milliseconds(200), for: .seconds(60)) { () -> Screenshot.Box? in
      guard let shot = try Screenshot.take(display: display), let large = shot.box(of: Self.quarters[0]) else {
        return nil
      }
      seenLarge = "red at \(large)"
      return large.maxX - large.minX > (red.maxX - red.minX) + 4 * Self.cell.width
        && Self.showsQuarters(shot, red: large) ? large : nil
    }
    #expect(viewed != nil, "the picture view never showed the picture large: \(seenLarge)")
  }

  /// The other three colours sit right of, below and diagonal to the red quarter, as large.
  static func showsQuarters(_ shot: Screenshot, red: Screenshot.Box) -> Bool {
    let width = red.maxX - red.minX, height = red.maxY - red.minY
    guard width > 20, height > 20 else { return false }
    let centre = (x: red.minX + width / 2, y: red.minY + height / 2)
    return shot.isNear(x: centre.x + width, y: centre.y, quarters[1])
      && shot.isNear(x: centre.x, y: centre.y + height, quarters[2])
      && shot.isNear(x: centre.x + width, y: centre.y + height, quarters[3])
      && shot.isNear(x: centre.x, y: centre.y, quarters[0])
  }
}

/// An X screen read from `xwd -root` (its XWD dump: a header of 25 big-endian words, the window
/// name, a colour map, then 32-bit pixels, or packed 24-bit ones: xwd composes the root that way
/// when a window on it, as kitty's, has a visual of its own).
struct Screenshot {
  struct Box: CustomStringConvertible {
    var minX: Int, minY: Int, maxX: Int, maxY: Int
    var description: String { "\(minX),\(minY)–\(maxX),\(maxY)" }
  }
  let width: Int, height: Int
  private let bytes: [UInt8], offset: Int, bytesPerLine: Int, bytesPerPixel: Int, leastSignificantFirst: Bool

  static func take(display: Int) throws -> Screenshot? {
    let result = try Subprocess.capture(["xwd", "-display", ":\(display)", "-root", "-silent"])
    guard result.status == 0 else { return nil }
    return Screenshot(result.standardOutputBytes)
  }

  init?(_ bytes: [UInt8]) {
    guard bytes.count >= 100 else { return nil }
    func word(_ index: Int) -> Int { (0..<4).reduce(0) { $0 << 8 | Int(bytes[4 * index + $1]) } }
    guard word(11) == 32 || word(11) == 24 else { return nil }
    bytesPerPixel = word(11) / 8
    width = word(4)
    height = word(5)
    leastSignificantFirst = word(7) == 0
    bytesPerLine = word(12)
    offset = word(0) + 12 * word(19)
    guard bytes.count >= offset + bytesPerLine * height else { return nil }
    self.bytes = bytes
  }

  func pixel(x: Int, y: Int) -> (UInt8, UInt8, UInt8) {
    let at = offset + y * bytesPerLine + bytesPerPixel * x
    let first = at + bytesPerPixel - 3
    return leastSignificantFirst
      ? (bytes[at + 2], bytes[at + 1], bytes[at]) : (bytes[first], bytes[first + 1], bytes[first + 2])
  }

  /// Within 8 of `colour` in each channel: a sixel's percent steps, not a palette's.
  func isNear(x: Int, y: Int, _ colour: (UInt8, UInt8, UInt8), within tolerance: Int = 8) -> Bool {
    guard x >= 0, y >= 0, x < width, y < height else { return false }
    let p = pixel(x: x, y: y)
    return abs(Int(p.0) - Int(colour.0)) <= tolerance && abs(Int(p.1) - Int(colour.1)) <= tolerance
      && abs(Int(p.2) - Int(colour.2)) <= tolerance
  }

  /// The smallest box holding every pixel near `colour`, when there is one.
  func box(of colour: (UInt8, UInt8, UInt8), within tolerance: Int = 8) -> Box? {
    var box: Box?
    for y in 0..<height {
      for x in 0..<width where isNear(x: x, y: y, colour, within: tolerance) {
        if var found = box {
          found.minX = min(found.minX, x); found.minY = min(found.minY, y)
          found.maxX = max(found.maxX, x + 1); found.maxY = max(found.maxY, y + 1)
          box = found
        } else {
          box = Box(minX: x, minY: y, maxX: x + 1, maxY: y + 1)
        }
      }
    }
    return box
  }
}

/// A PNG written without a compressor: deflate's stored blocks, CRC-32 and Adler-32 by hand.
enum StoredPNG {
  static func quarters(size: Int, colours: [(UInt8, UInt8, UInt8)]) -> [UInt8] {
    quarters(width: size, height: size, colours: colours)
  }

  static func quarters(width: Int, height: Int, colours: [(UInt8, UInt8, UInt8)]) -> [UInt8] {
    picture(width: width, height: height) { x, y in colours[(y < height / 2 ? 0 : 2) + (x < width / 2 ? 0 : 1)] }
  }

  /// A `width` × `height` PNG whose pixel (x, y) is `colour(x, y)`.
  static func picture(width: Int, height: Int, colour: (Int, Int) -> (UInt8, UInt8, UInt8)) -> [UInt8] {
    var raw: [UInt8] = []
    for y in 0..<height {
      raw.append(0)
      for x in 0..<width {
        let c = colour(x, y)
        raw += [c.0, c.1, c.2]
      }
    }
    var zlib: [UInt8] = [0x78, 0x01]
    var start = 0
    repeat {
      let end = min(raw.count, start + 65_535)
      let length = end - start
      zlib += [
        end == raw.count ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF),
        UInt8((~length >> 8) & 0xFF),
      ]
      zlib += raw[start..<end]
      start = end
    } while start < raw.count
    var a: UInt32 = 1, b: UInt32 = 0
    for byte in raw { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
    zlib += bigEndian(b << 16 | a)
    let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 2, 0, 0, 0]
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib)
      + chunk("IEND", [])
  }

  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + data
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in typed {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return bigEndian(UInt32(data.count)) + typed + bigEndian(~crc)
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }
}
