import CascadePictures
import CascadeTestSupport
import Testing

@Suite struct PictureHeaderTests {
  private func parse(_ bytes: [UInt8]) throws(PictureError) -> PictureHeader {
    try PictureHeader.parse(bytes)
  }

  private func failure(_ bytes: [UInt8]) -> PictureError? {
    do { _ = try parse(bytes); return nil } catch { return error }
  }

  @Test func sizesOfEveryFormat() throws {
    #expect(try parse(HeaderBytes.png(width: 640, height: 480)) == PictureHeader(format: .png, width: 640, height: 480))
    #expect(try parse(HeaderBytes.gif(width: 320, height: 200)) == PictureHeader(format: .gif, width: 320, height: 200))
    #expect(
      try parse(HeaderBytes.gif(width: 1, height: 65535, version: "87a"))
        == PictureHeader(format: .gif, width: 1, height: 65535))
    #expect(
      try parse(HeaderBytes.webpLossy(width: 1024, height: 768))
        == PictureHeader(format: .webp, width: 1024, height: 768))
    #expect(
      try parse(HeaderBytes.webpLossless(width: 16383, height: 1))
        == PictureHeader(format: .webp, width: 16383, height: 1))
    #expect(
      try parse(HeaderBytes.webpExtended(width: 5000, height: 3000))
        == PictureHeader(format: .webp, width: 5000, height: 3000))
    #expect(
      try parse(HeaderBytes.jpeg(width: 1600, height: 1200)) == PictureHeader(format: .jpeg, width: 1600, height: 1200))
  }

  @Test func jpegFrameHeadersOfEveryKindAfterAnySegments() throws {
    let app0 = HeaderBytes.segment(0xE0, Array("JFIF\0".utf8) + [1, 1, 0, 0, 1, 0, 1, 0, 0])
    let dqt = HeaderBytes.segment(0xDB, [UInt8](repeating: 1, count: 65))
    let dht = HeaderBytes.segment(0xC4, [UInt8](repeating: 0, count: 29))
    for marker: UInt8 in [0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF] {
      let bytes = HeaderBytes.jpeg(
        width: 4000, height: 6000, before: [app0, HeaderBytes.exif(size: 60_000), dqt, dht], marker: marker)
      #expect(try parse(bytes) == PictureHeader(format: .jpeg, width: 4000, height: 6000), "marker \(marker)")
    }
    // DHT, DAC and JPG look like SOFn but are not frame headers: skipped, not read as a size.
    let notFrames = [0xC4, 0xC8, 0xCC].map { HeaderBytes.segment($0, [8, 0, 9, 0, 9]) }
    #expect(
      try parse(HeaderBytes.jpeg(width: 7, height: 5, before: notFrames))
        == PictureHeader(format: .jpeg, width: 7, height: 5))
    // Fill bytes before a marker, and markers without a length (RST0, TEM).
    let padded =
      [0xFF, 0xD8, 0xFF, 0xFF, 0xFF, 0xD0, 0xFF, 0x01] + Array(HeaderBytes.jpeg(width: 3, height: 2).dropFirst(2))
    #expect(try parse(padded) == PictureHeader(format: .jpeg, width: 3, height: 2))
  }

  @Test func malformedAndAbsurdHeadersAreRefused() {
    #expect(failure(HeaderBytes.png(width: 100_000, height: 100_000)) == .tooLarge(width: 100_000, height: 100_000))
    #expect(failure(HeaderBytes.png(width: 0, height: 10)) == .malformed("a zero width or height"))
    #expect(failure(HeaderBytes.png(width: 0x8000_0000, height: 1)) == .malformed("a PNG size above 2^31"))
    #expect(
      failure(HeaderBytes.png(width: 10, height: 10, chunk: "tEXt")) == .malformed("PNG without an IHDR chunk first"))
    #expect(failure(HeaderBytes.gif(width: 0, height: 0)) == .malformed("a zero width or height"))
    #expect(
      failure(HeaderBytes.jpeg(width: 10, height: 0))
        == .malformed("a JPEG whose height is given after its image data (DNL)"))
    #expect(
      failure([0xFF, 0xD8] + HeaderBytes.segment(0xDA, [1, 2, 3]))
        == .malformed("a JPEG without a frame header before its image data"))
    #expect(failure([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x01]) == .malformed("a JPEG segment length below 2 at byte 4"))
    #expect(
      failure(HeaderBytes.riff("VP8 ", [0, 0, 0, 1, 2, 3, 0, 1, 0, 1])) == .malformed("VP8 without its start code"))
    #expect(
      failure(HeaderBytes.riff("ALPH", [UInt8](repeating: 0, count: 10)))
        == .malformed("a WebP whose first chunk is not VP8, VP8L or VP8X"))
    #expect(failure(Array("hello, this is text named .jpg\n".utf8)) == .unknownFormat)
    #expect(failure([]) == .truncated)
  }

  /// Every strict prefix of a valid header is truncated (or, for a JPEG cut inside a marker, malformed):
  /// never a wrong size, never a crash.
  @Test func everyPrefixOfEveryHeaderIsTruncated() {
    let headers: [(String, [UInt8], Int)] = [
      ("png", HeaderBytes.png(width: 9, height: 8), 24), ("gif", HeaderBytes.gif(width: 9, height: 8), 10),
      ("vp8", HeaderBytes.webpLossy(width: 9, height: 8), 30),
      ("vp8l", HeaderBytes.webpLossless(width: 9, height: 8), 30),
      ("vp8x", HeaderBytes.webpExtended(width: 9, height: 8), 30),
      ("jpeg", HeaderBytes.jpeg(width: 9, height: 8, before: [HeaderBytes.exif(size: 100)]), 2 + 104 + 9),
    ]
    for (name, bytes, needed) in headers {
      for length in 0..<needed {
        #expect(failure(Array(bytes.prefix(length))) == .truncated, "\(name) cut to \(length) bytes")
      }
    }
  }

  /// Random damage to valid headers never traps, and whatever size comes out is one the limits allow.
  @Test func damagedHeadersNeverTrap() {
    let seeds: [[UInt8]] = [
      HeaderBytes.png(width: 300, height: 200), HeaderBytes.gif(width: 30, height: 20),
      HeaderBytes.webpLossy(width: 30, height: 20),
      HeaderBytes.webpLossless(width: 30, height: 20), HeaderBytes.webpExtended(width: 30, height: 20),
      HeaderBytes.jpeg(width: 30, height: 20, before: [HeaderBytes.exif(size: 40)]),
    ]
    let failure = withEvery("seed", in: 0..<3_000) { _, rng in
      var bytes = seeds[Int(rng.next() % UInt64(seeds.count))]
      for _ in 0..<(1 + rng.next() % 4) {
        let at = Int(rng.next() % UInt64(bytes.count))
        bytes[at] = UInt8(truncatingIfNeeded: rng.next())
      }
      bytes = Array(bytes.prefix(Int(rng.next() % UInt64(bytes.count + 1))))
      guard let header = try? parse(bytes) else { return nil }
      if header.width <= 0 || header.height <= 0 || header.width * header.height > PictureHeader.maximumPixelCount {
        return "accepted \(header) from \(bytes)"
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func pictureExtensions() {
    #expect(PictureFormat.hasPictureExtension("a/b/IMG_0001.JPG"))
    #expect(PictureFormat.hasPictureExtension("x.webp") && PictureFormat.hasPictureExtension("x.jpeg"))
    #expect(!PictureFormat.hasPictureExtension("notes.txt"))
    #expect(!PictureFormat.hasPictureExtension("a.png/readme"))
    #expect(!PictureFormat.hasPictureExtension("png"))
  }
}
