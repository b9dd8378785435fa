import CNcursesw

extension CursesBackend {
  /// What a cell shows in a locale whose character set is not UTF-8: the grapheme itself when it is
  /// printable ASCII, else "?" (the caller pads it to the cell's width with spaces).
  ///
  /// An 8-bit character set can map a printable character to a C1 byte (KOI8-R's `⌡` is 0x9B, which
  /// a terminal reads as CSI), so nothing outside printable ASCII is handed to curses there.
  /// - Complexity: O(1).
  package static func eightBitLocaleStandIn(for grapheme: Character) -> Unicode.Scalar {
    let scalars = grapheme.unicodeScalars
    guard scalars.count == 1, let scalar = scalars.first, (0x20...0x7E).contains(scalar.value) else { return "?" }
    return scalar
  }
}
