import CascadeCanvas
import CascadeLayout
@testable import CascadePictures
import Foundation
import Testing

/// EXIF orientation: a picture stored turned or mirrored is shown upright in its card's shape, its
/// thumbnail, the thumbnail cache and the picture view, for each of the eight values.
@Suite struct OrientationTests {
  private static let red: (UInt8, UInt8, UInt8) = (230, 20, 20)
  private static let green: (UInt8, UInt8, UInt8) = (20, 210, 40)
  private static let blue: (UInt8, UInt8, UInt8) = (20, 40, 230)
  private static let white: (UInt8, UInt8, UInt8) = (250, 250, 250)

  /// Landscape pixels, a colour a quadrant: red top left, green top right, blue bottom left, white
  /// bottom right. Quadrants of 32×16 keep JPEG's 16-pixel chroma blocks inside one colour.
  static func quadrants(width: Int = 64, height: Int = 32) -> RGBAImage {
    var pixels = [UInt8](repeating: 255, count: 4 * width * height)
    for y in 0..<height {
      for x in 0..<width {
        let c =
          y < height / 2 ? (x < width / 2 ? red : green) : (x < width / 2 ? blue : white)
        let o = 4 * (y * width + x)
        pixels[o] = c.0; pixels[o + 1] = c.1; pixels[o + 2] = c.2
      }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  /// The upright quadrants (top left, top right, bottom left, bottom right) of `quadrants()` for
  /// each orientation, from TIFF 6.0's definitions of where the stored first row and column go.
  static let expectedUpright: [Int: [(UInt8, UInt8, UInt8)]] = [
    1: [red, green, blue, white],
    2: [green, red, white, blue],
    3: [white, blue, green, red],
    4: [blue, white, red, green],
    5: [red, blue, green, white],
    6: [blue, red, white, green],
    7: [white, green, blue, red],
    8: [green, white, red, blue],
  ]

  /// An APP1 `Exif` segment whose IFD0 holds only `Orientation`, in either byte order.
  static func exifSegment(orientation: Int, bigEndian: Bool) -> [UInt8] {
    func u16(_ v: Int) -> [UInt8] { bigEndian ? [UInt8(v >> 8), UInt8(v & 0xFF)] : [UInt8(v & 0xFF), UInt8(v >> 8)] }
    func u32(_ v: Int) -> [UInt8] { bigEndian ? u16(v >> 16) + u16(v & 0xFFFF) : u16(v & 0xFFFF) + u16(v >> 16) }
    // A first entry of another tag, so the reader walks the IFD rather than reading its first entry.
    let software = Array("cascade\0".utf8)
    var tiff: [UInt8] = (bigEndian ? Array("MM".utf8) : Array("II".utf8)) + u16(42) + u32(8)
    tiff += u16(2)
    tiff += u16(0x0131) + u16(2) + u32(software.count) + u32(8 + 2 + 24 + 4)
    tiff += u16(0x0112) + u16(3) + u32(1) + u16(orientation) + u16(0)
    tiff += u32(0) + software
    let body = Array("Exif\0\0".utf8) + tiff
    return [0xFF, 0xE1, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
  }

  /// `jpeg` with an EXIF segment saying `orientation` right after its start marker.
  static func withOrientation(_ jpeg: [UInt8], _ orientation: Int) -> [UInt8] {
    Array(jpeg.prefix(2)) + exifSegment(orientation: orientation, bigEndian: orientation % 2 == 0) + jpeg.dropFirst(2)
  }

  private func isNear(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ c: (UInt8, UInt8, UInt8)) -> Bool {
    abs(Int(p.r) - Int(c.0)) < 50 && abs(Int(p.g) - Int(c.1)) < 50 && abs(Int(p.b) - Int(c.2)) < 50
  }

  /// Checks the colour at the centre of each quadrant of `image`.
  private func expectQuadrants(_ image: RGBAImage, _ expected: [(UInt8, UInt8, UInt8)], _ what: String) {
    let points = [(1, 1), (3, 1), (1, 3), (3, 3)].map { (image.width * $0.0 / 4, image.height * $0.1 / 4) }
    for (point, colour) in zip(points, expected) {
      let p = image.pixel(x: point.0, y: point.1)
      #expect(isNear(p, colour), "\(what): \(point) is \(p), expected \(colour)")
    }
  }

  @Test(arguments: 1...8) func eachOrientationIsShownUpright(orientation: Int) throws {
    let folder = try TemporaryFolder()
    let path = try folder.write(
      "o\(orientation).jpg", Self.withOrientation(TestPictures.jpeg(Self.quadrants()), orientation))
    let header = try PictureFile.readHeader(path: path)
    #expect(header.orientation.rawValue == orientation)
    let upright = orientation >= 5 ? (32, 64) : (64, 32)
    #expect(header.uprightWidth == upright.0 && header.uprightHeight == upright.1)
    #expect(header.aspectRatio == Double(upright.1) / Double(upright.0))
    #expect(header.summary == "\(upright.0)×\(upright.1) JPEG")
    let expected = try #require(Self.expectedUpright[orientation])
    // Whole (the picture view's size) and shrunk for a card (turned after shrinking).
    let whole = try PictureDecoder.decodeFile(path: path, fitting: PixelSize(width: 500, height: 500))
    #expect(whole.width == upright.0 && whole.height == upright.1)
    expectQuadrants(whole, expected, "orientation \(orientation), whole")
    let small = try PictureDecoder.decodeFile(path: path, fitting: PixelSize(width: 16, height: 16))
    #expect(small.width == upright.0 / 4 && small.height == upright.1 / 4, "\(small.width)×\(small.height)")
    expectQuadrants(small, expected, "orientation \(orientation), 16 pixels")
    // The card's shape: a folder's record takes the upright aspect.
    let listed = PictureFolderCollection(folder: folder.path, recursive: false)
    listed.waitUntilFinished()
    let record = listed.record(at: IndexPath(item: 0, section: 0))
    #expect(record.aspectRatio == Double(upright.1) / Double(upright.0))
    #expect(record.body == header.summary)
  }

  /// The EXIF reader survives hostile segments: offsets past the end, a huge entry count, a wrong
  /// type, a value outside 1–8 all read as upright, never a crash.
  @Test func hostileOrientationsReadAsUpright() throws {
    let jpeg = TestPictures.jpeg(Self.quadrants())
    let segment = Self.exifSegment(orientation: 6, bigEndian: false)
    // Bytes of the segment (TIFF at 10): IFD offset, entry count, the tag, its type, its value.
    let cases: [(index: Int, value: UInt8, upright: Bool)] = [
      (14, 0xFF, true), (15, 0xFF, true), (18, 0xFF, false), (19, 0xFF, true), (32, 9, true), (34, 0x2A, true),
      (40, 9, true), (40, 0, true),
    ]
    for (index, value, upright) in cases {
      var hostile = segment
      hostile[index] = value
      let bytes = Array(jpeg.prefix(2)) + hostile + jpeg.dropFirst(2)
      let header = try bytes.withUnsafeBytes { raw throws(PictureError) in try PictureHeader.parse(raw) }
      #expect(header.width == 64 && header.height == 32)
      #expect((header.orientation == .up) == upright, "byte \(index) = \(value)")
    }
  }

  /// The thumbnail cache keeps thumbnails upright (as file managers make them), and a sideways one
  /// a thumbnailer that ignored the orientation left is made again.
  @Test func theThumbnailCacheHoldsUprightThumbnails() throws {
    let pictures = try TemporaryFolder(), cache = try TemporaryFolder()
    let path = try pictures.write(
      "portrait.jpg", Self.withOrientation(TestPictures.jpeg(Self.quadrants(width: 640, height: 320)), 6))
    let thumbnails = FreedesktopThumbnails(root: cache.path + "/thumbnails")
    let first = try thumbnails.pixels(ofFile: path, fitting: PixelSize(width: 100, height: 100))
    #expect(first.width == 50 && first.height == 100, "\(first.width)×\(first.height)")
    expectQuadrants(first, Self.expectedUpright[6]!, "made")
    let uri = FreedesktopThumbnails.uri(forAbsolutePath: try #require(FreedesktopThumbnails.absolutePath(path)))
    let file = thumbnails.file(forURI: uri, folder: "normal")
    let written = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
    let texts = PNGTextChunks.texts(in: written)
    #expect(texts["Thumb::Image::Width"] == "320" && texts["Thumb::Image::Height"] == "640")
    let again = try thumbnails.pixels(ofFile: path, fitting: PixelSize(width: 100, height: 100))
    #expect(again == first)

    // A sideways thumbnail with the right URI and time: not used, replaced by an upright one.
    let sideways = try #require(
      PNGTextChunks.encode(
        Self.quadrants(width: 128, height: 64), texts: [("Thumb::URI", uri), ("Thumb::MTime", texts["Thumb::MTime"]!)]))
    try Data(sideways).write(to: URL(fileURLWithPath: file))
    let mended = try thumbnails.pixels(ofFile: path, fitting: PixelSize(width: 100, height: 100))
    #expect(mended.width == 50 && mended.height == 100)
    expectQuadrants(mended, Self.expectedUpright[6]!, "mended")
  }
}
