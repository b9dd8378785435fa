import CTurboJPEG
import CascadeCanvas
import CascadePictures
import Testing

@Suite struct DecodingTests {
  private func isNear(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ c: (UInt8, UInt8, UInt8)) -> Bool {
    abs(Int(p.r) - Int(c.0)) < 40 && abs(Int(p.g) - Int(c.1)) < 40 && abs(Int(p.b) - Int(c.2)) < 40
  }

  private let red: (UInt8, UInt8, UInt8) = (220, 20, 20)
  private let blue: (UInt8, UInt8, UInt8) = (20, 40, 220)

  @Test func everyFormatDecodesWithItsColoursInPlace() throws {
    let folder = try TemporaryFolder()
    let image = TestPictures.halves(width: 64, height: 32, left: red, right: blue)
    let files = [
      try folder.write("a.jpg", TestPictures.jpeg(image)), try folder.write("a.png", TestPictures.png(image)),
      try folder.write("a.webp", TestPictures.webp(image)),
    ]
    for path in files {
      let decoded = try PictureDecoder.decodeFile(path: path, fitting: PixelSize(width: 32, height: 32))
      #expect(decoded.width == 32 && decoded.height == 16, "\(path): \(decoded.width)x\(decoded.height)")
      #expect(isNear(decoded.pixel(x: 2, y: 8), red), "\(path) left")
      #expect(isNear(decoded.pixel(x: 29, y: 8), blue), "\(path) right")
    }
    let gif = try PictureDecoder.decodeFile(
      path: try folder.write("a.gif", TestPictures.gif()), fitting: PixelSize(width: 100, height: 100))
    #expect(gif.width == 4 && gif.height == 2)
    #expect(isNear(gif.pixel(x: 0, y: 1), (255, 0, 0)) && isNear(gif.pixel(x: 3, y: 0), (0, 0, 255)))
    // An animation shows its first frame; later frames are never decoded.
    let animated = try PictureDecoder.decodeFile(
      path: try folder.write("b.gif", TestPictures.gif(secondFrame: true)), fitting: PixelSize(width: 100, height: 100))
    #expect(animated == gif)
    let cut = try folder.write("cut.gif", Array(TestPictures.gif().prefix(22)))
    #expect(throws: PictureError.truncated) {
      try PictureDecoder.decodeFile(path: cut, fitting: PixelSize(width: 8, height: 8))
    }
  }

  /// libjpeg-turbo decodes a 24-megapixel photo at 1/8 for a thumbnail, not at full size.
  @Test func jpegDecodesScaledForThumbnails() throws {
    #expect(
      JPEGDecoder.scaledSize(width: 6000, height: 4000, fitting: PixelSize(width: 320, height: 320))
        == PixelSize(width: 750, height: 500))
    #expect(
      JPEGDecoder.scaledSize(width: 1600, height: 1200, fitting: PixelSize(width: 320, height: 320))
        == PixelSize(width: 400, height: 300))
    #expect(
      JPEGDecoder.scaledSize(width: 100, height: 50, fitting: PixelSize(width: 320, height: 320))
        == PixelSize(width: 100, height: 50))
    let big = TestPictures.halves(width: 6000, height: 4000, left: red, right: blue)
    let decoded = try PictureDecoder.decode(
      TestPictures.jpeg(big, quality: 50), header: PictureHeader(format: .jpeg, width: 6000, height: 4000),
      fitting: PixelSize(width: 320, height: 320))
    #expect(decoded.width == 320 && decoded.height == 213)
    #expect(isNear(decoded.pixel(x: 10, y: 100), red) && isNear(decoded.pixel(x: 310, y: 100), blue))
  }

  /// libjpeg-turbo's scaled sizes round up: 40×3 decodes at 3/4 as 30×3, which fitted to 29 pixels
  /// across would be 29×3; the card was laid out for the header's 40×3 fitted, 29×2. Found by
  /// `scripts/fuzz jpeg-decoder`.
  @Test func aScaledDecodeEndsAtTheSizeTheHeaderPromised() throws {
    let wide = TestPictures.halves(width: 40, height: 3, left: red, right: blue)
    let decoded = try PictureDecoder.decode(
      TestPictures.jpeg(wide), header: PictureHeader(format: .jpeg, width: 40, height: 3),
      fitting: PixelSize(width: 29, height: 29))
    #expect(decoded.width == 29 && decoded.height == 2)
  }

  /// A CMYK JPEG (print workflows, Photoshop exports) shows in its colours; libjpeg converts CMYK to
  /// nothing but CMYK, and TurboJPEG refused it as an unsupported colour conversion.
  @Test func cmykJPEGsShowInTheirColours() throws {
    // Inks stored inverted, as Adobe's files store them: red is little cyan, much magenta and yellow.
    var inks = [UInt8](repeating: 255, count: 4 * 16 * 8)
    for i in stride(from: 0, to: inks.count, by: 4) { (inks[i], inks[i + 1], inks[i + 2]) = red }
    let handle = tjInitCompress()!
    defer { tjDestroy(handle) }
    var buffer: UnsafeMutablePointer<UInt8>? = nil
    var size: UInt = 0
    let status = inks.withUnsafeBufferPointer {
      tjCompress2(
        handle, $0.baseAddress, 16, 0, 8, Int32(TJPF_CMYK.rawValue), &buffer, &size, Int32(TJSAMP_444.rawValue), 95, 0)
    }
    #expect(status == 0)
    defer { tjFree(buffer) }
    let decoded = try PictureDecoder.decode(
      Array(UnsafeBufferPointer(start: buffer, count: Int(size))),
      header: PictureHeader(format: .jpeg, width: 16, height: 8), fitting: PixelSize(width: 16, height: 16))
    #expect(isNear(decoded.pixel(x: 5, y: 5), red), "\(decoded.pixel(x: 5, y: 5))")
  }

  /// A library that reads another size than the header reader is refused, whatever the format.
  @Test func aSizeTheLibraryReadsOtherwiseIsRefused() throws {
    let image = TestPictures.halves(width: 64, height: 32, left: red, right: blue)
    let files: [(PictureFormat, [UInt8])] = [
      (.jpeg, TestPictures.jpeg(image)), (.png, TestPictures.png(image)), (.webp, TestPictures.webp(image)),
      (.gif, TestPictures.gif()),
    ]
    for (format, bytes) in files {
      #expect(throws: PictureError.self, "\(format)") {
        try PictureDecoder.decode(
          bytes, header: PictureHeader(format: format, width: 32, height: 64), fitting: PixelSize(width: 8, height: 8))
      }
    }
  }

  @Test func brokenPicturesFailCleanly() throws {
    let folder = try TemporaryFolder()
    let image = TestPictures.halves(width: 64, height: 32, left: red, right: blue)
    let png = TestPictures.png(image)
    let cutPNG = try folder.write("cut.png", Array(png.prefix(png.count / 2)))
    #expect(throws: PictureError.self) {
      try PictureDecoder.decodeFile(path: cutPNG, fitting: PixelSize(width: 8, height: 8))
    }
    let garbage = try folder.write("garbage.webp", HeaderBytes.webpLossless(width: 10, height: 10))
    #expect(throws: PictureError.undecodable("libwebp refused the file")) {
      try PictureDecoder.decodeFile(path: garbage, fitting: PixelSize(width: 8, height: 8))
    }
    let fakeJPEG = try folder.write("fake.jpg", HeaderBytes.jpeg(width: 100, height: 100))
    #expect(throws: PictureError.self) {
      try PictureDecoder.decodeFile(path: fakeJPEG, fitting: PixelSize(width: 8, height: 8))
    }
    let huge = try folder.write("huge.png", HeaderBytes.png(width: 100_000, height: 100_000))
    #expect(throws: PictureError.tooLarge(width: 100_000, height: 100_000)) {
      try PictureDecoder.decodeFile(path: huge, fitting: PixelSize(width: 8, height: 8))
    }
    // Under the header limit but over the decode limit: refused before libpng allocates.
    let large = try folder.write("large.png", HeaderBytes.png(width: 16_000, height: 16_000))
    #expect(throws: PictureError.tooLarge(width: 16_000, height: 16_000)) {
      try PictureDecoder.decodeFile(path: large, fitting: PixelSize(width: 8, height: 8))
    }
  }

  @Test func boxFilterAveragesAndKeepsProportions() {
    let image = TestPictures.halves(width: 10, height: 4, left: (200, 0, 0), right: (0, 0, 100))
    let small = image.scaled(toFit: PixelSize(width: 2, height: 2))
    #expect(small.width == 2 && small.height == 1)
    #expect(small.pixel(x: 0, y: 0) == (200, 0, 0, 255) && small.pixel(x: 1, y: 0) == (0, 0, 100, 255))
    #expect(image.scaled(toFit: PixelSize(width: 100, height: 100)) == image)
  }
}
