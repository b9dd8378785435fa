import CHeif
import CascadeCanvas
import CascadeData
import struct CascadeLayout.IndexPath
@testable import CascadePictures
import CascadeTestSupport
import Foundation
import Testing

/// HEIC and AVIF through libheif: files made by `heif-enc` (libheif-examples) from pictures of known
/// colours, and by libheif's encoder with `irot`/`imir` for each orientation.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/heif-enc"), "needs heif-enc"))
struct HEIFTests {
  private let red: (UInt8, UInt8, UInt8) = (220, 20, 20)
  private let blue: (UInt8, UInt8, UInt8) = (20, 40, 220)

  private func isNear(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ c: (UInt8, UInt8, UInt8)) -> Bool {
    abs(Int(p.r) - Int(c.0)) < 50 && abs(Int(p.g) - Int(c.1)) < 50 && abs(Int(p.b) - Int(c.2)) < 50
  }

  /// Runs `heif-enc` with `arguments`; true when it made its file.
  private func heifEnc(_ arguments: [String]) throws -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/heif-enc")
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus == 0
  }

  @Test func heicAndAVIFShowTheirColoursInPlace() throws {
    let folder = try TemporaryFolder()
    let png = try folder.write(
      "a.png", TestPictures.png(TestPictures.halves(width: 128, height: 64, left: red, right: blue)))
    for (name, format) in [("a.heic", PictureFormat.heic), ("a.avif", .avif)] {
      let path = folder.file(name)
      #expect(try heifEnc(["-q", "90", png, "-o", path]), "heif-enc \(name)")
      let header = try PictureFile.readHeader(path: path)
      #expect(header == PictureHeader(format: format, width: 128, height: 64), "\(name): \(header)")
      let image = try PictureDecoder.decodeFile(path: path, fitting: PixelSize(width: 64, height: 64))
      #expect(image.width == 64 && image.height == 32, "\(name): \(image.width)×\(image.height)")
      #expect(isNear(image.pixel(x: 4, y: 16), red), "\(name) left: \(image.pixel(x: 4, y: 16))")
      #expect(isNear(image.pixel(x: 60, y: 16), blue), "\(name) right: \(image.pixel(x: 60, y: 16))")
    }
    // A folder lists them as pictures, its cards the pictures' shape.
    let listed = PictureFolderCollection(folder: folder.path, recursive: false)
    listed.waitUntilFinished()
    #expect(listed.progress.recordCount == 3)
    #expect(listed.record(at: IndexPath(item: 0, section: 0)).aspectRatio == 0.5)
  }

  /// A HEIC and an AVIF held as SQLite BLOBs are their rows' pictures, at their shape and colours;
  /// an MP4's bytes (brand `isom`) are not a picture there.
  @Test func heicAndAVIFBlobsAreTheirRowsPictures() throws {
    let folder = try TemporaryFolder()
    let png = try folder.write(
      "a.png", TestPictures.png(TestPictures.halves(width: 128, height: 64, left: red, right: blue)))
    var blobs: [[UInt8]?] = []
    for name in ["a.heic", "a.avif"] {
      #expect(try heifEnc(["-q", "90", png, "-o", folder.file(name)]), "heif-enc \(name)")
      blobs.append(Array(try Data(contentsOf: URL(fileURLWithPath: folder.file(name)))))
    }
    blobs.append([0, 0, 0, 0x18] + Array("ftypisom".utf8) + [0, 0, 2, 0] + Array("isomiso2".utf8))
    let store = DatabasePictureTests.load(try DatabasePictureTests.makeDatabase(in: folder, blobs), table: "photos")
    let pictured = DatabasePictureTests.pictured(store)
    for (item, format) in ["HEIC", "AVIF"].enumerated() {
      let picture = try #require(store.embeddedPicture(at: item), "\(format)")
      #expect(picture.formatName == format)
      #expect(pictured.sizing(at: IndexPath(item: item, section: 0)) == .aspectRatio(0.5), "\(format)")
      let image = try PictureSource.embedded(picture).pixels(fitting: PixelSize(width: 64, height: 64))
      #expect(image.width == 64 && image.height == 32, "\(format): \(image.width)×\(image.height)")
      #expect(isNear(image.pixel(x: 4, y: 16), red), "\(format) left: \(image.pixel(x: 4, y: 16))")
      #expect(isNear(image.pixel(x: 60, y: 16), blue), "\(format) right: \(image.pixel(x: 60, y: 16))")
    }
    #expect(store.embeddedPicture(at: 2) == nil)
  }

  /// A HEIC and an AVIF damaged at random bytes and cut anywhere: the header reader refuses or
  /// reads a sane size, never traps or claims an absurd one.
  @Test func damagedHEIFHeadersNeverTrap() throws {
    let folder = try TemporaryFolder()
    let png = try folder.write(
      "a.png", TestPictures.png(TestPictures.halves(width: 64, height: 32, left: red, right: blue)))
    var seeds: [[UInt8]] = []
    for name in ["a.heic", "a.avif"] {
      #expect(try heifEnc(["-q", "50", png, "-o", folder.file(name)]))
      seeds.append([UInt8](try Data(contentsOf: URL(fileURLWithPath: folder.file(name)))))
    }
    let failure = withEvery("seed", in: 0..<3_000) { _, rng in
      var bytes = seeds[Int(rng.next() % UInt64(seeds.count))]
      // Damage lands in the boxes before the image data, where the header is.
      let metaEnd = min(bytes.count, 400)
      for _ in 0..<(1 + rng.next() % 4) {
        bytes[Int(rng.next() % UInt64(metaEnd))] = UInt8(truncatingIfNeeded: rng.next())
      }
      bytes = Array(bytes.prefix(Int(rng.next() % UInt64(bytes.count + 1))))
      let parsed = bytes.withUnsafeBytes { raw in try? PictureHeader.parse(raw) }
      guard let header = parsed else { return nil }
      if header.width <= 0 || header.height <= 0 || header.width * header.height > PictureHeader.maximumPixelCount {
        return "accepted \(header)"
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// The picture view's facts: the EXIF block heif-enc copies from a JPEG.
  @Test func theEXIFOfAHEICGivesDateAndCamera() throws {
    let folder = try TemporaryFolder()
    let jpeg = TestPictures.jpeg(TestPictures.halves(width: 64, height: 64, left: red, right: blue))
    let withEXIF =
      Array(jpeg.prefix(2)) + PictureEXIFTests.exifSegment(littleEndian: false, make: "Apple", model: "iPhone 13")
      + jpeg.dropFirst(2)
    let source = try folder.write("a.jpg", withEXIF)
    let path = folder.file("a.heic")
    #expect(try heifEnc(["-q", "80", source, "-o", path]))
    #expect(PictureEXIF.read(path: path) == PictureEXIF(date: "2024-05-01 12:34", camera: "Apple iPhone 13"))
  }

  /// `irot` and `imir`, written by libheif's encoder for each EXIF orientation: the card's shape and
  /// the decoded pixels are upright.
  @Test(arguments: 1...8) func irotAndImirStandThePictureUpright(orientation: Int) throws {
    let folder = try TemporaryFolder()
    let path = folder.file("o\(orientation).heic")
    try Self.encodeHEIC(OrientationTests.quadrants(width: 128, height: 64), orientation: orientation, to: path)
    let header = try PictureFile.readHeader(path: path)
    let upright = orientation >= 5 ? (64, 128) : (128, 64)
    #expect(header.uprightWidth == upright.0 && header.uprightHeight == upright.1, "\(header)")
    let image = try PictureDecoder.decodeFile(path: path, fitting: PixelSize(width: 32, height: 32))
    #expect(image.width == upright.0 / 4 && image.height == upright.1 / 4, "\(image.width)×\(image.height)")
    let expected = try #require(OrientationTests.expectedUpright[orientation])
    let points = [(1, 1), (3, 1), (1, 3), (3, 3)].map { (image.width * $0.0 / 4, image.height * $0.1 / 4) }
    for (point, colour) in zip(points, expected) {
      #expect(isNear(image.pixel(x: point.0, y: point.1), colour), "orientation \(orientation) at \(point)")
    }
  }

  /// `image` encoded as HEVC with libheif, its orientation given as `irot`/`imir` properties.
  static func encodeHEIC(_ image: RGBAImage, orientation: Int, to path: String) throws {
    let context = heif_context_alloc()
    defer { heif_context_free(context) }
    var picture: OpaquePointer?
    _ = heif_image_create(
      Int32(image.width), Int32(image.height), heif_colorspace_RGB, heif_chroma_interleaved_RGB, &picture)
    defer { heif_image_release(picture) }
    _ = heif_image_add_plane(picture, heif_channel_interleaved, Int32(image.width), Int32(image.height), 8)
    var stride: Int32 = 0
    let plane = try #require(heif_image_get_plane(picture, heif_channel_interleaved, &stride))
    for y in 0..<image.height {
      for x in 0..<image.width {
        let p = image.pixel(x: x, y: y), o = Int(stride) * y + 3 * x
        plane[o] = p.r; plane[o + 1] = p.g; plane[o + 2] = p.b
      }
    }
    var encoder: OpaquePointer?
    #expect(heif_context_get_encoder_for_format(context, heif_compression_HEVC, &encoder).code == heif_error_Ok)
    defer { heif_encoder_release(encoder) }
    _ = heif_encoder_set_lossy_quality(encoder, 90)
    let options = try #require(heif_encoding_options_alloc())
    defer { heif_encoding_options_free(options) }
    options.pointee.image_orientation = heif_orientation(rawValue: UInt32(orientation))
    #expect(heif_context_encode_image(context, picture, encoder, options, nil).code == heif_error_Ok)
    #expect(heif_context_write_to_file(context, path).code == heif_error_Ok)
    // libheif 1.15 writes `ispe` as the size after the quarter turn; the standard (and every phone)
    // gives the coded size, before it. The file is mended to the standard's.
    guard orientation >= 5 else { return }
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    let ispe = try #require(bytes.indices.first { Array(bytes[$0..<min(bytes.count, $0 + 4)]) == Array("ispe".utf8) })
    let width = Array(bytes[(ispe + 8)..<(ispe + 12)]), height = Array(bytes[(ispe + 12)..<(ispe + 16)])
    bytes.replaceSubrange((ispe + 8)..<(ispe + 16), with: height + width)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }
}
