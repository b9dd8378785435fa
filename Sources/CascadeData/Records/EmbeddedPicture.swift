/// A picture's bytes held inside the input rather than in a file of their own: an SQLite BLOB that
/// starts with a PNG, JPEG, GIF, WebP or HEIF (HEIC, AVIF) signature. Kept once per record; compared by identity, so a
/// thumbnail cache keyed by it never hashes the bytes.
public final class EmbeddedPicture: Hashable, Sendable {
  /// The whole picture, as its file would hold it.
  public let bytes: [UInt8]
  /// The format its signature names: "PNG", "JPEG", "GIF", "WebP", "HEIC", "AVIF" or "HEIF".
  public let formatName: String

  init(bytes: [UInt8], formatName: String) {
    self.bytes = bytes
    self.formatName = formatName
  }

  /// The same object.
  public static func == (lhs: EmbeddedPicture, rhs: EmbeddedPicture) -> Bool { lhs === rhs }

  /// Its identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// The format whose signature `bytes` start with, or nil: PNG's eight bytes, JPEG's `FF D8 FF`,
  /// `GIF87a`/`GIF89a`, `RIFF` with `WEBP` at byte 8, and `ftyp` at byte 4 followed by a still
  /// HEIF picture's major brand. Only the signature is looked at; a
  /// picture that is damaged past it shows the cannot-show mark on its card.
  /// - Complexity: O(1).
  public static func formatName(of bytes: UnsafeRawBufferPointer) -> String? {
    func starts(_ signature: [UInt8], at offset: Int = 0) -> Bool {
      bytes.count >= offset + signature.count && signature.indices.allSatisfy { bytes[offset + $0] == signature[$0] }
    }
    if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "PNG" }
    if starts([0xFF, 0xD8, 0xFF]) { return "JPEG" }
    if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return "GIF" }
    if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) { return "WebP" }
    // An ISO base media file whose major brand is a still HEIF picture's; a video's (`isom`,
    // `mp42`, `qt  `) is not a picture here, as FFmpeg reads videos from files only.
    if starts(Array("ftyp".utf8), at: 4) && bytes.count >= 12 {
      switch String(decoding: UnsafeRawBufferPointer(rebasing: bytes[8..<12]), as: UTF8.self) {
      case "heic", "heix", "heim", "heis": return "HEIC"
      case "avif", "avis": return "AVIF"
      case "mif1", "msf1": return "HEIF"
      default: break
      }
    }
    return nil
  }
}
