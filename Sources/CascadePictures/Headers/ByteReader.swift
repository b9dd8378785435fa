/// Bounds-checked big- and little-endian reads over a byte buffer: every read past the end is nil,
/// so a truncated or hostile header can never read outside the bytes it was given.
struct ByteReader {
  let bytes: UnsafeRawBufferPointer

  init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

  var count: Int { bytes.count }

  subscript(offset: Int) -> UInt8 { bytes[offset] }

  func byte(at offset: Int) -> UInt8? {
    offset >= 0 && offset < bytes.count ? bytes[offset] : nil
  }

  func uint16BE(at offset: Int) -> Int? {
    guard offset >= 0, offset + 2 <= bytes.count else { return nil }
    return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
  }

  func uint16LE(at offset: Int) -> Int? {
    guard offset >= 0, offset + 2 <= bytes.count else { return nil }
    return Int(bytes[offset]) | Int(bytes[offset + 1]) << 8
  }

  func uint24LE(at offset: Int) -> Int? {
    guard offset >= 0, offset + 3 <= bytes.count else { return nil }
    return Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 | Int(bytes[offset + 2]) << 16
  }

  func uint32BE(at offset: Int) -> Int? {
    guard offset >= 0, offset + 4 <= bytes.count else { return nil }
    return (0..<4).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
  }

  func uint32LE(at offset: Int) -> Int? {
    guard offset >= 0, offset + 4 <= bytes.count else { return nil }
    return (0..<4).reversed().reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
  }

  func starts(with prefix: [UInt8]) -> Bool { matches(prefix, at: 0) }

  func matches(_ pattern: [UInt8], at offset: Int) -> Bool {
    guard offset >= 0, offset + pattern.count <= bytes.count else { return false }
    return pattern.indices.allSatisfy { bytes[offset + $0] == pattern[$0] }
  }
}
