import CascadePictures
import CascadeTestSupport
import Foundation
import Testing

@Suite struct InlineImageTests {
  /// A picture of four flat quarters and a grey ramp along the bottom: colours a 256-colour
  /// palette keeps, and an edge whose place shows any stretching or shift.
  static func quarters(width: Int, height: Int) -> RGBAImage {
    var pixels = [UInt8](repeating: 255, count: 4 * width * height)
    for y in 0..<height {
      for x in 0..<width {
        let o = 4 * (y * width + x)
        let c: (UInt8, UInt8, UInt8)
        if y >= height * 7 / 8 {
          let v = UInt8(x * 255 / max(1, width - 1))
          c = (v, v, v)
        } else {
          switch (x < width / 2, y < height / 2) {
          case (true, true): c = (220, 30, 30)
          case (false, true): c = (30, 200, 60)
          case (true, false): c = (40, 60, 220)
          case (false, false): c = (240, 220, 40)
          }
        }
        pixels[o] = c.0; pixels[o + 1] = c.1; pixels[o + 2] = c.2
      }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  /// The source's pixel under the decoded pixel (x, y) of a `width` × `height` decode.
  static func source(_ image: RGBAImage, x: Int, y: Int, width: Int, height: Int) -> (UInt8, UInt8, UInt8) {
    let p = image.pixel(
      x: min(image.width - 1, x * image.width / width), y: min(image.height - 1, y * image.height / height))
    return (p.r, p.g, p.b)
  }

  /// What the sixel encoder writes, read back by the test's own decoder, covers the cells' width
  /// in pixels and no more than their height (a band reaching the row below would overdraw its
  /// text), and matches the picture's pixels within a palette's error.
  @Test(arguments: [(12, 5, 10, 20), (7, 3, 9, 17), (30, 11, 8, 16), (1, 1, 10, 20)])
  func sixelsDecodeToThePicture(columns: Int, rows: Int, cellWidth: Int, cellHeight: Int) {
    let cell = PixelSize(width: cellWidth, height: cellHeight)
    let image = Self.quarters(width: columns * cellWidth, height: rows * cellHeight)
    let bytes = SixelEncoder().encode(image, columns: columns, rows: rows, cell: cell)
    let decoded = SixelDecoder.decode(bytes)
    #expect(decoded.failure == nil, "\(decoded.failure ?? "")")
    #expect(decoded.width == columns * cellWidth)
    #expect(decoded.height <= rows * cellHeight && decoded.height > rows * cellHeight - 6, "height \(decoded.height)")
    var total = 0, far = 0, count = 0
    for y in 0..<decoded.height {
      for x in 0..<decoded.width {
        guard let got = decoded.pixel(x: x, y: y) else { far += 1; count += 1; continue }
        // Resampling may move an edge by a pixel or two: the closest source colour near the place.
        var error = Int.max, nearEdge = false
        let centre = Self.source(image, x: x, y: y, width: decoded.width, height: decoded.height)
        for dy in -2...2 {
          for dx in -2...2 {
            let want = Self.source(
              image, x: max(0, x + dx), y: max(0, y + dy), width: decoded.width, height: decoded.height)
            error = min(
              error, abs(Int(got.0) - Int(want.0)) + abs(Int(got.1) - Int(want.1)) + abs(Int(got.2) - Int(want.2)))
            if abs(Int(centre.0) - Int(want.0)) + abs(Int(centre.1) - Int(want.1)) + abs(Int(centre.2) - Int(want.2))
              > 60
            {
              nearEdge = true
            }
          }
        }
        total += error
        // Near an edge a resampled pixel is a blend of both sides: only flat places must match.
        if error > 60 && !nearEdge { far += 1 }
        count += 1
      }
    }
    #expect(total / max(1, count) < 16, "mean error \(total / max(1, count))")
    #expect(far * 100 < count * 3, "\(far) of \(count) pixels far off")
  }

  /// iTerm2's sequence names the cells and the file's size, and its payload, base64-decoded by
  /// Foundation and read by libpng (not by the encoder), is the picture's pixels exactly.
  @Test(arguments: [(1, 1), (3, 2), (97, 41), (256, 3)])
  func iTerm2PayloadIsThePicture(width: Int, height: Int) throws {
    var rng = SplitMix64(seed: UInt64(width * 1000 + height))
    var pixels = (0..<(4 * width * height)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
    for i in stride(from: 3, to: pixels.count, by: 4) { pixels[i] = 255 }
    let image = RGBAImage(width: width, height: height, pixels: pixels)
    let bytes = ITerm2Image.sequence(image, columns: 9, rows: 4)
    let text = String(decoding: bytes, as: UTF8.self)
    let prefix = "\u{1B}]1337;File=inline=1;"
    #expect(text.hasPrefix(prefix) && bytes.last == 0x07)
    let colon = try #require(text.firstIndex(of: ":"))
    let keys = Dictionary(
      uniqueKeysWithValues: text[text.index(text.startIndex, offsetBy: prefix.count)..<colon].split(separator: ";").map
      {
        let kv = $0.split(separator: "=", maxSplits: 1)
        return (String(kv[0]), String(kv[1]))
      })
    #expect(keys["width"] == "9" && keys["height"] == "4" && keys["preserveAspectRatio"] == "0")
    let file = try #require(Data(base64Encoded: String(text[text.index(after: colon)...].dropLast())))
    #expect(keys["size"] == String(file.count))
    let header = try [UInt8](file).withUnsafeBytes { try PictureHeader.parse($0) }
    let decoded = try PictureDecoder.decode(
      [UInt8](file), header: header, fitting: PixelSize(width: width, height: height))
    #expect(decoded.width == width && decoded.height == height)
    #expect(decoded.pixels == image.pixels)
  }
}
