/// Comparing cells where they lie in a buffer, for the two loops that touch every cell of every
/// frame (`CellBuffer.clear` and the `Screen` diff): copying a `Cell` out retains and releases its
/// grapheme, and `Style`'s synthesised `==` costs more than the rest of the loop.
extension Cell {
  /// Where a cell's fields sit, for reading them in place. Loops copy this into a local once (a
  /// `static let` is checked for initialisation on every access).
  struct Layout {
    let grapheme = MemoryLayout<Cell>.offset(of: \Cell.grapheme) ?? 0
    let style = MemoryLayout<Cell>.offset(of: \Cell.style) ?? 0
    let width = MemoryLayout<Cell>.offset(of: \Cell.width) ?? 0
    /// When style and width both lie in the 8 bytes from `style` (they do: 7 bytes and 1), the
    /// bits of those 8 bytes that are theirs, so one masked load compares both; else 0.
    let tailMask: UInt64

    init() {
      var mask: UInt64 = 0
      var fits = style + 8 <= MemoryLayout<Cell>.stride
      for offset in Array(style..<(style + MemoryLayout<Style>.size)) + [width] {
        let byte = offset - style
        if byte < 0 || byte >= 8 { fits = false } else { mask |= 0xFF << (8 * UInt64(byte)) }
      }
      tailMask = fits ? mask : 0
    }
  }

  static let layout = Layout()

  /// True when the cells at `a` and `b` are bit for bit the same: grapheme representation, style
  /// and width. Reads in place, without retaining the graphemes. True means equal; false does not
  /// mean different (one grapheme can have two representations), see `isSame`.
  @inline(__always)
  static func isIdentical(_ a: UnsafePointer<Cell>, _ b: UnsafePointer<Cell>, layout: Layout) -> Bool {
    let a = UnsafeRawPointer(a), b = UnsafeRawPointer(b)
    guard
      a.loadUnaligned(fromByteOffset: layout.grapheme, as: (UInt64, UInt64).self)
        == b.loadUnaligned(fromByteOffset: layout.grapheme, as: (UInt64, UInt64).self)
    else { return false }
    if layout.tailMask != 0 {
      let aTail = UInt64(littleEndian: a.loadUnaligned(fromByteOffset: layout.style, as: UInt64.self))
      let bTail = UInt64(littleEndian: b.loadUnaligned(fromByteOffset: layout.style, as: UInt64.self))
      return (aTail ^ bTail) & layout.tailMask == 0
    }
    guard a.load(fromByteOffset: layout.width, as: UInt8.self) == b.load(fromByteOffset: layout.width, as: UInt8.self)
    else { return false }
    for i in 0..<MemoryLayout<Style>.size
    where a.load(fromByteOffset: layout.style + i, as: UInt8.self)
      != b.load(fromByteOffset: layout.style + i, as: UInt8.self)
    {
      return false
    }
    return true
  }

  /// True when the cells at `a` and `b` look the same: same style and width, and graphemes with the
  /// same UTF-8 bytes (canonically equivalent spellings such as `é` and `e` + U+0301 count as
  /// different and are simply drawn again). Bit-identical cells are recognised without decoding.
  @inline(__always)
  static func isSame(_ a: UnsafePointer<Cell>, _ b: UnsafePointer<Cell>, layout: Layout) -> Bool {
    if isIdentical(a, b, layout: layout) { return true }
    guard a.pointee.width == b.pointee.width && a.pointee.style == b.pointee.style else { return false }
    let aBytes = a.pointee.grapheme.utf8, bBytes = b.pointee.grapheme.utf8
    return aBytes.count == bBytes.count && aBytes.first == bBytes.first && aBytes.elementsEqual(bBytes)
  }
}
