/// A terminal's side of sixel graphics, written from DEC's description (the VT330/340 manual) and
/// not from the encoder: it reads one DCS `ESC P … q … ESC \`, its raster attributes, colour
/// definitions (`#n;2;r;g;b` in percent), colour selections, sixel characters, repeats (`!n`),
/// carriage returns (`$`) and line feeds (`-`), and paints the pixels a terminal would.
struct SixelDecoder {
  /// The painted pixels, RGB, with their size; unpainted pixels are nil.
  var width = 0, height = 0
  private var rows: [[Int32]] = []
  /// The raster attributes' size, when given.
  var rasterWidth: Int?, rasterHeight: Int?
  /// Bytes after the sequence's end, or why it did not decode.
  var failure: String?

  static func decode(_ bytes: [UInt8]) -> SixelDecoder {
    var decoder = SixelDecoder()
    decoder.read(bytes)
    return decoder
  }

  func pixel(x: Int, y: Int) -> (UInt8, UInt8, UInt8)? {
    guard y < rows.count, x < rows[y].count, rows[y][x] >= 0 else { return nil }
    let packed = rows[y][x]
    return (UInt8(packed >> 16), UInt8(packed >> 8 & 0xFF), UInt8(packed & 0xFF))
  }

  private mutating func read(_ bytes: [UInt8]) {
    guard bytes.count >= 4, bytes[0] == 0x1B, bytes[1] == 0x50 else { failure = "no DCS"; return }
    var i = 2
    while i < bytes.count, bytes[i] != 0x71 {
      guard (0x30...0x3B).contains(bytes[i]) else { failure = "a bad DCS parameter"; return }
      i += 1
    }
    i += 1
    var palette: [Int: (UInt8, UInt8, UInt8)] = [:]
    var colour = 0, x = 0, band = 0
    func number() -> Int {
      var value = 0
      while i < bytes.count, (0x30...0x39).contains(bytes[i]) {
        value = value * 10 + Int(bytes[i] - 0x30)
        i += 1
      }
      return value
    }
    func numbers() -> [Int] {
      var values = [number()]
      while i < bytes.count, bytes[i] == 0x3B {
        i += 1
        values.append(number())
      }
      return values
    }
    while i < bytes.count {
      let byte = bytes[i]
      switch byte {
      case 0x1B:
        guard i + 1 < bytes.count, bytes[i + 1] == 0x5C else { failure = "ESC without \\"; return }
        if i + 2 != bytes.count { failure = "bytes after the sequence" }
        return
      case 0x22:  // " Pan ; Pad ; Ph ; Pv
        i += 1
        let values = numbers()
        if values.count >= 4 { rasterWidth = values[2]; rasterHeight = values[3] }
      case 0x23:  // # colour
        i += 1
        let values = numbers()
        if values.count >= 5 {
          guard values[1] == 2 else { failure = "a colour not in RGB"; return }
          func level(_ percent: Int) -> UInt8 { UInt8(min(255, (percent * 255 + 50) / 100)) }
          palette[values[0]] = (level(values[2]), level(values[3]), level(values[4]))
        }
        colour = values[0]
      case 0x21:  // ! repeat
        i += 1
        let count = number()
        guard i < bytes.count, (0x3F...0x7E).contains(bytes[i]) else { failure = "a repeat of nothing"; return }
        for _ in 0..<count { paint(bytes[i], x: x, band: band, colour: palette[colour]); x += 1 }
        i += 1
      case 0x24: x = 0; i += 1
      case 0x2D: x = 0; band += 1; i += 1
      case 0x3F...0x7E:
        paint(byte, x: x, band: band, colour: palette[colour])
        x += 1
        i += 1
      default:
        failure = "an unexpected byte \(byte)"
        return
      }
    }
    failure = "no string terminator"
  }

  private mutating func paint(_ byte: UInt8, x: Int, band: Int, colour: (UInt8, UInt8, UInt8)?) {
    let bits = byte - 0x3F
    guard bits != 0 else { return }
    guard let colour else { failure = "a colour used before it was defined"; return }
    let packed = Int32(colour.0) << 16 | Int32(colour.1) << 8 | Int32(colour.2)
    for bit in 0..<6 where bits & (1 << bit) != 0 {
      let y = band * 6 + bit
      while rows.count <= y { rows.append([]) }
      if rows[y].count <= x { rows[y] += Array(repeating: -1, count: x + 1 - rows[y].count) }
      rows[y][x] = packed
      width = max(width, x + 1)
      height = max(height, y + 1)
    }
  }
}
