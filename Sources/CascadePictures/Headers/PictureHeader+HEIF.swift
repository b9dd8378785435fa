extension PictureHeader {
  /// The `ftyp` brands of still HEIF pictures: HEVC (`.heic`) and AV1 (`.avif`), and the
  /// format-neutral `mif1` that both list. Videos (`isom`, `mp42`, `qt  `) list none of them.
  static let heicBrands: Set<String> = ["heic", "heix", "heim", "heis", "mif1"]
  static let avifBrands: Set<String> = ["avif"]

  /// The format an ISO base media file (`ftyp` at byte 4) holds as a still picture, from its brands:
  /// AVIF when `avif` is among them, else HEIC for the HEVC and neutral brands; nil for videos.
  /// - Complexity: O(brands), at most 64 read.
  static func heifFormat(_ reader: ByteReader) -> PictureFormat? {
    guard reader.matches(Array("ftyp".utf8), at: 4), let size = reader.uint32BE(at: 0), size >= 16 else { return nil }
    var brands = [brand(reader, at: 8)]
    for offset in stride(from: 16, to: min(size, 16 + 4 * 64), by: 4) { brands.append(brand(reader, at: offset)) }
    if brands.contains(where: { avifBrands.contains($0) }) { return .avif }
    if brands.contains(where: { heicBrands.contains($0) }) { return .heic }
    return nil
  }

  private static func brand(_ reader: ByteReader, at offset: Int) -> String {
    String(decoding: (0..<4).compactMap { reader.byte(at: offset + $0) }, as: UTF8.self)
  }

  /// HEIF and AVIF: the primary item's `ispe` (its coded size), cut by a `clap` and turned by an
  /// `irot` among its properties, read from the `meta` box (`pitm`, `iprp` → `ipco`, `ipma`). The
  /// size is the upright one, since libheif decodes with the turns and mirrors applied; EXIF's
  /// orientation in these files is ignored (the format's own `irot`/`imir` rule).
  /// - Complexity: O(boxes in `meta` + properties).
  static func parseHEIF(_ reader: ByteReader, format: PictureFormat) throws(PictureError) -> Parse {
    var offset = 0
    while true {
      guard let box = BoxHeader(reader, at: offset) else { return .needsBytes(offset + 16) }
      if box.type == "meta" {
        guard box.end <= reader.count else { return .needsBytes(box.end) }
        return .header(try parseMeta(reader, from: box.contentStart + 4, to: box.end, format: format))
      }
      // A box running to the end of the file (the image data) with no meta box before it.
      if box.end == Int.max { throw .malformed("a HEIF file without a meta box before its image data") }
      offset = box.end
    }
  }

  private static func parseMeta(_ reader: ByteReader, from start: Int, to end: Int, format: PictureFormat)
    throws(PictureError) -> PictureHeader
  {
    var primary: Int?
    var properties: [BoxHeader] = []
    var associations: [Int: [Int]] = [:]
    for box in BoxHeader.children(reader, from: start, to: end) {
      switch box.type {
      case "pitm":
        let version = reader.byte(at: box.contentStart) ?? 0
        primary =
          version == 0 ? reader.uint16BE(at: box.contentStart + 4) : reader.uint32BE(at: box.contentStart + 4)
      case "iprp":
        for child in BoxHeader.children(reader, from: box.contentStart, to: box.end) {
          if child.type == "ipco" {
            properties = Array(BoxHeader.children(reader, from: child.contentStart, to: child.end).prefix(4096))
          } else if child.type == "ipma" {
            associations.merge(parseItemProperties(reader, child)) { first, _ in first }
          }
        }
      default: break
      }
    }
    guard let primary, let indices = associations[primary] else {
      throw .malformed("a HEIF file without a primary image's properties")
    }
    var size: (width: Int, height: Int)?
    var quarterTurns = 0
    for index in indices where index >= 1 && index <= properties.count {
      let property = properties[index - 1], at = property.contentStart
      switch property.type {
      case "ispe":
        if let width = reader.uint32BE(at: at + 4), let height = reader.uint32BE(at: at + 8) { size = (width, height) }
      case "clap":
        if let size0 = size, let wn = reader.uint32BE(at: at), let wd = reader.uint32BE(at: at + 4),
          let hn = reader.uint32BE(at: at + 8), let hd = reader.uint32BE(at: at + 12), wd > 0, hd > 0
        {
          size = (min(size0.width, max(1, wn / wd)), min(size0.height, max(1, hn / hd)))
        }
      case "irot":
        quarterTurns += Int(reader.byte(at: at) ?? 0) & 3
      default: break
      }
    }
    guard let size else { throw .malformed("a HEIF image without its size (ispe)") }
    let turned = quarterTurns % 2 == 1
    return PictureHeader(
      format: format, width: turned ? size.height : size.width, height: turned ? size.width : size.height)
  }

  /// Item ID to its property indices (1-based, into `ipco`), from an `ipma` box.
  private static func parseItemProperties(_ reader: ByteReader, _ box: BoxHeader) -> [Int: [Int]] {
    guard let version = reader.byte(at: box.contentStart), let flags = reader.byte(at: box.contentStart + 3),
      let count = reader.uint32BE(at: box.contentStart + 4)
    else { return [:] }
    var result: [Int: [Int]] = [:]
    var at = box.contentStart + 8
    for _ in 0..<min(count, 65536) {
      guard at < box.end, let item = version < 1 ? reader.uint16BE(at: at) : reader.uint32BE(at: at) else { break }
      at += version < 1 ? 2 : 4
      guard let associationCount = reader.byte(at: at) else { break }
      at += 1
      var indices: [Int] = []
      for _ in 0..<Int(associationCount) {
        if flags & 1 == 1 {
          guard let value = reader.uint16BE(at: at), at + 2 <= box.end else { break }
          indices.append(value & 0x7FFF)
          at += 2
        } else {
          guard let value = reader.byte(at: at), at < box.end else { break }
          indices.append(Int(value & 0x7F))
          at += 1
        }
      }
      if result[item] == nil { result[item] = indices }
    }
    return result
  }
}

/// An ISO base media box's header: its four-letter type and where its content starts and ends
/// (`Int.max` for a box that runs to the end of the file).
struct BoxHeader {
  var type: String
  var contentStart: Int
  var end: Int

  /// The box at `offset`, or nil when its header lies past the bytes given or is malformed.
  init?(_ reader: ByteReader, at offset: Int) {
    guard let size32 = reader.uint32BE(at: offset), reader.byte(at: offset + 7) != nil else { return nil }
    type = String(decoding: (4..<8).map { reader[offset + $0] }, as: UTF8.self)
    switch size32 {
    case 0:
      contentStart = offset + 8
      end = Int.max
    case 1:
      guard let high = reader.uint32BE(at: offset + 8), let low = reader.uint32BE(at: offset + 12), high < 1 << 20
      else { return nil }
      contentStart = offset + 16
      end = offset + (high << 32 | low)
    default:
      contentStart = offset + 8
      end = offset + size32
    }
    guard end >= contentStart else { return nil }
  }

  /// The boxes inside `start..<end`, stopping at the first that is malformed or runs past `end`.
  static func children(_ reader: ByteReader, from start: Int, to end: Int) -> [BoxHeader] {
    var boxes: [BoxHeader] = [], offset = start
    while offset < end, let box = BoxHeader(reader, at: offset), box.end <= end {
      boxes.append(box)
      offset = box.end
    }
    return boxes
  }
}
