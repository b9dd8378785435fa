/// A sixel picture read back into its palette and one colour index per pixel, so that any
/// rectangle of it can be written again as a sixel of its own: a card cut by the screen's edge
/// shows the part of its picture that is in view, with the same colours, pixel for pixel, as the
/// whole picture would show there (sixel itself has no crop).
///
/// Made on the main thread from the encoder's bytes, when a cut card first needs it.
public struct SixelCrop: Sendable {
  /// The size in pixels of the painted picture.
  public let width: Int, height: Int
  /// The sequence's introducer (`ESC P … q`), kept as the encoder wrote it.
  private let introducer: [UInt8]
  /// Each colour register's definition (`#n;2;r;g;b`), by register; nil where undefined.
  private let definitions: [[UInt8]?]
  /// Row by row, the register painting each pixel, or `unpainted` (the terminal's background).
  private let pixels: [UInt16]

  private static let unpainted = UInt16.max

  /// Reads `bytes`, one sixel DCS as `SixelEncoder` writes it; nil when it is not one.
  /// - Complexity: O(bytes + pixels).
  public init?(_ bytes: [UInt8]) {
    guard bytes.count >= 4, bytes[0] == 0x1B, bytes[1] == 0x50, let q = bytes.firstIndex(of: 0x71) else { return nil }
    introducer = Array(bytes[...q])
    var definitions: [[UInt8]?] = []
    // Bands of six rows, each a list of (register, x, bits) runs, painted once the size is known.
    var painted: [(band: Int, x: Int, count: Int, register: Int, bits: UInt8)] = []
    var i = q + 1, register = 0, x = 0, band = 0, width = 0, height = 0
    func number() -> Int {
      var value = 0
      while i < bytes.count, (0x30...0x39).contains(bytes[i]), value < 1 << 24 {
        value = value * 10 + Int(bytes[i] - 0x30)
        i += 1
      }
      return value
    }
    func paint(_ byte: UInt8, count: Int) {
      let bits = byte &- 0x3F
      if bits != 0 {
        painted.append((band, x, count, register, bits))
        width = max(width, x + count)
        height = max(height, band * 6 + 6 - bits.leadingZeroBitCount + 2)
      }
      x += count
    }
    scan: while i < bytes.count {
      switch bytes[i] {
      case 0x1B: break scan
      case 0x22:  // raster attributes: the size is what is painted
        i += 1
        while i < bytes.count, (0x30...0x3B).contains(bytes[i]) { i += 1 }
      case 0x23:  // # register, or its definition
        let start = i
        i += 1
        register = min(number(), 4095)
        if i < bytes.count, bytes[i] == 0x3B {
          while i < bytes.count, (0x30...0x3B).contains(bytes[i]) { i += 1 }
          while definitions.count <= register { definitions.append(nil) }
          definitions[register] = Array(bytes[start..<i])
        }
      case 0x21:  // ! repeat
        i += 1
        let count = number()
        guard i < bytes.count, (0x3F...0x7E).contains(bytes[i]) else { return nil }
        paint(bytes[i], count: count)
        i += 1
      case 0x24: x = 0; i += 1
      case 0x2D: x = 0; band += 1; i += 1
      case 0x3F...0x7E: paint(bytes[i], count: 1); i += 1
      default: i += 1
      }
    }
    var pixels = [UInt16](repeating: Self.unpainted, count: width * height)
    for run in painted {
      for bit in 0..<6 where run.bits & (1 << bit) != 0 {
        let y = run.band * 6 + bit
        guard y < height else { continue }
        let row = y * width
        for column in run.x..<(run.x + run.count) { pixels[row + column] = UInt16(run.register) }
      }
    }
    self.width = width
    self.height = height
    self.definitions = definitions
    self.pixels = pixels
  }

  /// The pixels `x..<x+width`, `y..<y+height` (cut to the picture) as one sixel DCS whose top-left
  /// is that rectangle's, defining only the registers it uses. Its height is cut down to a
  /// multiple of six, since a band reaching past the rectangle would paint the row below.
  /// - Complexity: O(pixels of the rectangle × 2 + registers used per band × its width).
  public func sequence(x: Int, y: Int, width: Int, height: Int) -> [UInt8] {
    let left = max(0, x), top = max(0, y)
    // Rows past the picture's painted ones are left unpainted, as they are in the whole picture.
    let right = min(self.width, x + width), bottom = top + (y + height - top) / 6 * 6
    guard right > left, bottom > top, top < self.height else { return [] }
    let columns = right - left
    var used = [Bool](repeating: false, count: definitions.count)
    for row in top..<min(bottom, self.height) {
      for pixel in pixels[(row * self.width + left)..<(row * self.width + right)]
      where pixel != Self.unpainted && Int(pixel) < used.count {
        used[Int(pixel)] = true
      }
    }
    var out = introducer
    out += Array("\"1;1;\(columns);\(bottom - top)".utf8)
    for (register, isUsed) in used.enumerated() where isUsed { out += definitions[register] ?? [] }
    // Per band: each register's six-bit columns, then its runs.
    var masks = [UInt8](repeating: 0, count: definitions.count * columns)
    var inBand: [Int] = []
    // The band a register was last seen in, so each is listed once per band.
    var seen = [Int](repeating: -1, count: definitions.count)
    var bandTop = top
    while bandTop < bottom {
      inBand.removeAll(keepingCapacity: true)
      for bit in 0..<max(0, min(6, self.height - bandTop)) {
        let row = (bandTop + bit) * self.width + left
        for column in 0..<columns {
          let pixel = pixels[row + column]
          guard pixel != Self.unpainted, Int(pixel) < definitions.count else { continue }
          if seen[Int(pixel)] != bandTop {
            seen[Int(pixel)] = bandTop
            inBand.append(Int(pixel))
          }
          masks[Int(pixel) * columns + column] |= 1 << bit
        }
      }
      for (index, register) in inBand.enumerated() {
        if index > 0 { out.append(0x24) }
        out += Array("#\(register)".utf8)
        let base = register * columns
        var column = 0
        // Trailing empty columns are left out: the carriage return that follows skips them.
        var end = columns
        while end > 0 && masks[base + end - 1] == 0 { end -= 1 }
        while column < end {
          let mask = masks[base + column]
          var run = 1
          while column + run < end && masks[base + column + run] == mask { run += 1 }
          let character = 0x3F + mask
          if run > 3 {
            out += Array("!\(run)".utf8)
            out.append(character)
          } else {
            for _ in 0..<run { out.append(character) }
          }
          column += run
        }
        for slot in base..<(base + columns) { masks[slot] = 0 }
      }
      bandTop += 6
      if bandTop < bottom { out.append(0x2D) }
    }
    return out + [0x1B, 0x5C]
  }
}
