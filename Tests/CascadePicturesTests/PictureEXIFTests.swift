import CascadePictures
import CascadeTestSupport
import Testing

/// EXIF facts from a JPEG's APP1 segment, in both byte orders, and nothing from hostile bytes.
@Suite struct PictureEXIFTests {
  /// An `Exif` APP1 segment: IFD0 with Make, Model and the Exif IFD pointer; the Exif IFD with
  /// DateTimeOriginal. Values longer than four bytes live after the IFDs.
  static func exifSegment(
    littleEndian: Bool, make: String = "Canon", model: String = "Canon EOS 5D", date: String = "2024:05:01 12:34:56"
  ) -> [UInt8] {
    func u16(_ v: Int) -> [UInt8] {
      littleEndian ? [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] : [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }
    func u32(_ v: Int) -> [UInt8] { littleEndian ? u16(v & 0xFFFF) + u16(v >> 16) : u16(v >> 16) + u16(v & 0xFFFF) }
    let makeBytes = Array(make.utf8) + [0], modelBytes = Array(model.utf8) + [0], dateBytes = Array(date.utf8) + [0]
    let ifd0 = 8, ifd0Size = 2 + 3 * 12 + 4
    let exifIFD = ifd0 + ifd0Size, exifSize = 2 + 12 + 4
    let makeAt = exifIFD + exifSize, modelAt = makeAt + makeBytes.count, dateAt = modelAt + modelBytes.count
    var tiff: [UInt8] = (littleEndian ? Array("II".utf8) : Array("MM".utf8)) + u16(42) + u32(ifd0)
    tiff += u16(3)
    tiff += u16(0x010F) + u16(2) + u32(makeBytes.count) + u32(makeAt)
    tiff += u16(0x0110) + u16(2) + u32(modelBytes.count) + u32(modelAt)
    tiff += u16(0x8769) + u16(4) + u32(1) + u32(exifIFD)
    tiff += u32(0)
    tiff += u16(1) + u16(0x9003) + u16(2) + u32(dateBytes.count) + u32(dateAt) + u32(0)
    tiff += makeBytes + modelBytes + dateBytes
    let body = Array("Exif\0\0".utf8) + tiff
    return [0xFF, 0xE1, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
  }

  @Test func bothByteOrdersGiveTheDateAndCamera() throws {
    let image = TestPictures.halves(width: 16, height: 8, left: (10, 10, 10), right: (200, 200, 200))
    let jpeg = TestPictures.jpeg(image)
    for little in [true, false] {
      let bytes = Array(jpeg.prefix(2)) + Self.exifSegment(littleEndian: little) + Array(jpeg.dropFirst(2))
      #expect(
        PictureEXIF.parse(jpeg: bytes) == PictureEXIF(date: "2024-05-01 12:34", camera: "Canon EOS 5D"),
        "little endian: \(little)")
      let other =
        Array(jpeg.prefix(2)) + Self.exifSegment(littleEndian: little, make: "NIKON CORPORATION", model: "D850")
        + Array(jpeg.dropFirst(2))
      #expect(PictureEXIF.parse(jpeg: other)?.camera == "NIKON CORPORATION D850")
      // The picture still decodes with the segment in it.
      let folder = try TemporaryFolder()
      let path = try folder.write("exif.jpg", bytes)
      #expect(PictureEXIF.read(path: path)?.date == "2024-05-01 12:34")
      #expect(try PictureDecoder.decodeFile(path: path, fitting: PixelSize(width: 16, height: 8)).width == 16)
    }
    #expect(PictureEXIF.parse(jpeg: jpeg) == nil)
  }

  /// Every prefix and thousands of single-byte corruptions of a segment parse without a crash.
  @Test func hostileBytesYieldNothingOrFactsButNeverCrash() {
    let segment = Self.exifSegment(littleEndian: true)
    let jpeg: [UInt8] = [0xFF, 0xD8] + segment + [0xFF, 0xDA, 0, 2]
    for length in 0..<jpeg.count { _ = PictureEXIF.parse(jpeg: Array(jpeg.prefix(length))) }
    let failure = withEvery("seed", in: 0..<3_000) { _, rng in
      var bytes = jpeg
      for _ in 0..<Int(1 + rng.next() % 4) {
        bytes[Int(rng.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: rng.next())
      }
      if let facts = PictureEXIF.parse(jpeg: bytes), let camera = facts.camera,
        camera.utf8.contains(where: { $0 < 0x20 })
      {
        return "a control character in \(camera)"
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
