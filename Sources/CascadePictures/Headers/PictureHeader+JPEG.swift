extension PictureHeader {
  /// JPEG: after the SOI marker (FF D8), walk the segments by their big-endian lengths until a
  /// start-of-frame marker (SOF0–SOF15 but DHT C4, JPG C8 and DAC CC), whose data holds the sample
  /// precision, then height and width. APPn segments (EXIF, ICC) are skipped whole, however large,
  /// by asking for more bytes; markers without a length (RSTn, TEM) and fill bytes (FF FF) are
  /// stepped over. Entropy-coded data before a frame header (SOS) means the file is malformed.
  /// - Complexity: O(segments before the frame header).
  static func parseJPEG(_ reader: ByteReader) throws(PictureError) -> Parse {
    var offset = 2
    var orientation = PictureOrientation.up
    while true {
      guard let first = reader.byte(at: offset) else { return .needsBytes(offset + 4) }
      guard first == 0xFF else { throw .malformed("a JPEG segment not starting with FF at byte \(offset)") }
      // Any number of FF fill bytes may precede a marker.
      var markerOffset = offset + 1
      while reader.byte(at: markerOffset) == 0xFF { markerOffset += 1 }
      guard let marker = reader.byte(at: markerOffset) else { return .needsBytes(markerOffset + 4) }
      let segment = markerOffset + 1
      switch marker {
      case 0x01, 0xD0...0xD7:
        offset = segment
        continue
      case 0x00, 0xD8:
        throw .malformed("an unexpected JPEG marker \(marker) at byte \(markerOffset)")
      case 0xD9, 0xDA:
        throw .malformed("a JPEG without a frame header before its image data")
      default:
        break
      }
      guard let length = reader.uint16BE(at: segment) else { return .needsBytes(segment + 2) }
      guard length >= 2 else { throw .malformed("a JPEG segment length below 2 at byte \(segment)") }
      if isStartOfFrame(marker) {
        guard let height = reader.uint16BE(at: segment + 3), let width = reader.uint16BE(at: segment + 5) else {
          return .needsBytes(segment + 7)
        }
        // A height of 0 defers it to a DNL marker after the first scan, which would need a decode.
        guard height > 0 else { throw .malformed("a JPEG whose height is given after its image data (DNL)") }
        return .header(PictureHeader(format: .jpeg, width: width, height: height, orientation: orientation))
      }
      // The first EXIF segment's orientation; segments before the frame are read whole (above).
      if marker == 0xE1, orientation == .up, reader.matches(Array("Exif\0\0".utf8), at: segment + 2) {
        orientation = exifOrientation(reader, tiff: segment + 8, end: min(reader.count, segment + length)) ?? .up
      }
      offset = segment + length
      if offset >= reader.count { return .needsBytes(offset + 4) }
    }
  }

  /// The `Orientation` tag (0x0112, a SHORT) in IFD0 of the TIFF structure at `tiff` (either byte
  /// order), reading nothing at or past `end`; nil when absent or outside 1–8.
  /// - Complexity: O(entries in IFD0), at most 512.
  static func exifOrientation(_ reader: ByteReader, tiff: Int, end: Int) -> PictureOrientation? {
    guard tiff + 8 <= end, let mark = reader.uint16BE(at: tiff), mark == 0x4949 || mark == 0x4D4D else { return nil }
    let little = mark == 0x4949
    func u16(_ at: Int) -> Int? {
      guard at + 2 <= end else { return nil }
      return little ? reader.uint16LE(at: at) : reader.uint16BE(at: at)
    }
    func u32(_ at: Int) -> Int? {
      guard at + 4 <= end else { return nil }
      return little ? reader.uint32LE(at: at) : reader.uint32BE(at: at)
    }
    guard let first = u32(tiff + 4), first <= end - tiff, let count = u16(tiff + first), count <= 512 else {
      return nil
    }
    for index in 0..<count {
      let entry = tiff + first + 2 + 12 * index
      guard let tag = u16(entry) else { return nil }
      guard tag == 0x0112 else { continue }
      guard u16(entry + 2) == 3, let value = u16(entry + 8) else { return nil }
      return PictureOrientation(rawValue: value)
    }
    return nil
  }

  private static func isStartOfFrame(_ marker: UInt8) -> Bool {
    (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
  }
}
