/// The facts a photograph's EXIF block gives a person looking at it: when it was taken and with
/// which camera. Read from a JPEG's APP1 `Exif` segment or a HEIF file's `Exif` item (a TIFF
/// structure, either byte order); every offset and count is checked against the bytes, so a hostile
/// file yields nothing rather than a crash or a long read.
public struct PictureEXIF: Hashable, Sendable {
  /// `DateTimeOriginal` (else `DateTime`) as `2024-05-01 12:34`.
  public var date: String?
  /// `Make` and `Model`, the make left out when the model already starts with it.
  public var camera: String?

  /// Facts given directly.
  public init(date: String? = nil, camera: String? = nil) {
    self.date = date
    self.camera = camera
  }

  /// The EXIF facts of the JPEG, HEIC or AVIF at `path` (nil for other formats, or a file without
  /// them).
  /// - Complexity: one bounded read of a JPEG's first 128 KiB; a HEIF file is read whole and its
  ///   boxes parsed by libheif (nothing is decoded).
  public static func read(path: String) -> PictureEXIF? {
    if VideoFile.isVideo(path: path) { return nil }
    guard let file = try? PictureFile.open(path),
      let bytes = try? PictureFile.read(file, count: min(file.size, 128 << 10))
    else { return nil }
    if bytes.count >= 8, Array(bytes[4..<8]) == Array("ftyp".utf8) {
      guard let (header, whole) = try? PictureFile.readPicture(path: path),
        header.format == .heic || header.format == .avif,
        let tiff = HEIFDecoder.exifTIFF(whole)
      else { return nil }
      return parse(tiff: tiff)
    }
    return parse(jpeg: bytes)
  }

  /// The EXIF facts in a JPEG's first bytes.
  public static func parse(jpeg bytes: [UInt8]) -> PictureEXIF? {
    guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
    var offset = 2
    while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
      let marker = bytes[offset + 1]
      let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
      guard length >= 2, offset + 2 + length <= bytes.count else { return nil }
      let body = offset + 4, end = offset + 2 + length
      if marker == 0xE1, end - body > 6, Array(bytes[body..<(body + 6)]) == Array("Exif\0\0".utf8) {
        return parse(tiff: Array(bytes[(body + 6)..<end]))
      }
      // The frame's pixels follow the start of scan: no EXIF after it.
      if marker == 0xDA { return nil }
      offset = end
    }
    return nil
  }

  /// The facts in a TIFF structure (the body of an `Exif` segment).
  static func parse(tiff: [UInt8]) -> PictureEXIF? {
    guard tiff.count >= 8 else { return nil }
    let little: Bool
    switch (tiff[0], tiff[1]) {
    case (0x49, 0x49): little = true
    case (0x4D, 0x4D): little = false
    default: return nil
    }
    func u16(_ at: Int) -> Int? {
      guard at >= 0, at + 2 <= tiff.count else { return nil }
      return little ? Int(tiff[at]) | Int(tiff[at + 1]) << 8 : Int(tiff[at]) << 8 | Int(tiff[at + 1])
    }
    func u32(_ at: Int) -> Int? {
      guard let a = u16(at), let b = u16(at + 2) else { return nil }
      return little ? a | b << 16 : a << 16 | b
    }
    /// The ASCII entries and sub-IFD pointers of the IFD at `at`, tag to value.
    func entries(at: Int) -> (texts: [Int: String], pointers: [Int: Int]) {
      var texts: [Int: String] = [:], pointers: [Int: Int] = [:]
      guard let count = u16(at), count <= 512 else { return (texts, pointers) }
      for index in 0..<count {
        let entry = at + 2 + 12 * index
        guard let tag = u16(entry), let type = u16(entry + 2), let length = u32(entry + 4) else { break }
        if type == 2, length > 0, length <= 256 {
          let start = length <= 4 ? entry + 8 : (u32(entry + 8) ?? -1)
          guard start >= 0, start + length <= tiff.count else { continue }
          let raw = tiff[start..<(start + length)].prefix { $0 != 0 }
          let text = String(decoding: raw.filter { $0 >= 0x20 && $0 < 0x7F }, as: UTF8.self).trimmingSpaces
          if !text.isEmpty { texts[tag] = text }
        } else if type == 4, tag == 0x8769, let pointer = u32(entry + 8) {
          pointers[tag] = pointer
        }
      }
      return (texts, pointers)
    }
    guard let first = u32(4) else { return nil }
    let ifd0 = entries(at: first)
    let exif = ifd0.pointers[0x8769].map { entries(at: $0).texts } ?? [:]
    var facts = PictureEXIF()
    if let stamp = exif[0x9003] ?? ifd0.texts[0x0132] { facts.date = Self.readableDate(stamp) }
    let make = ifd0.texts[0x010F], model = ifd0.texts[0x0110]
    switch (make, model) {
    case let (make?, model?):
      facts.camera = model.lowercased().hasPrefix(make.lowercased()) ? model : make + " " + model
    case let (make?, nil): facts.camera = make
    case let (nil, model?): facts.camera = model
    default: break
    }
    return facts.date == nil && facts.camera == nil ? nil : facts
  }

  /// `2024:05:01 12:34:56` as `2024-05-01 12:34`; other text as it is.
  static func readableDate(_ stamp: String) -> String {
    let characters = Array(stamp)
    guard characters.count >= 16, characters[4] == ":", characters[7] == ":" else { return stamp }
    return String(characters[0..<4]) + "-" + String(characters[5..<7]) + "-" + String(characters[8..<10]) + " "
      + String(characters[11..<16])
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    var text = Substring(self)
    while text.first == " " { text = text.dropFirst() }
    while text.last == " " { text = text.dropLast() }
    return String(text)
  }
}
