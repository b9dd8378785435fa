/// fzf's `--ansi` on the input: a line's escape sequences are not part of its text, so they are
/// neither matched nor printed. Every sequence goes, not only the colours: CSI (`ESC [ … final`),
/// the control strings (OSC, DCS, SOS, PM, APC, ended by BEL or `ESC \`) and two-byte escapes.
/// Other bytes, tabs included, stay, so fields split as they would without the colours.
enum AnsiStripping {
  /// `bytes` without their escape sequences. A sequence cut off by the line's end is dropped.
  /// - Complexity: O(n).
  static func stripped(_ bytes: some Collection<UInt8>) -> [UInt8] {
    guard bytes.contains(0x1B) else { return Array(bytes) }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var index = bytes.startIndex
    while index != bytes.endIndex {
      let byte = bytes[index]
      bytes.formIndex(after: &index)
      guard byte == 0x1B else {
        result.append(byte)
        continue
      }
      guard index != bytes.endIndex else { break }
      let kind = bytes[index]
      bytes.formIndex(after: &index)
      switch kind {
      case UInt8(ascii: "["):
        // Parameters and intermediates, then one final byte in 0x40...0x7E.
        while index != bytes.endIndex {
          let next = bytes[index]
          bytes.formIndex(after: &index)
          if (0x40...0x7E).contains(next) { break }
        }
      case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"), UInt8(ascii: "_"):
        // A control string: to BEL or to ST (`ESC \`).
        while index != bytes.endIndex {
          let next = bytes[index]
          bytes.formIndex(after: &index)
          if next == 0x07 { break }
          if next == 0x1B, index != bytes.endIndex, bytes[index] == UInt8(ascii: "\\") {
            bytes.formIndex(after: &index)
            break
          }
        }
      default:
        // A two-byte escape, or one with intermediates (`ESC ( B`): up to its final byte.
        var final = kind
        while (0x20...0x2F).contains(final), index != bytes.endIndex {
          final = bytes[index]
          bytes.formIndex(after: &index)
        }
      }
    }
    return result
  }
}
