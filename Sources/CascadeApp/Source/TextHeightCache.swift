import CascadeCanvas

/// Remembers the lines a text card's body wraps to at a width, for bodies that many records share:
/// generated cards draw their text from a few dozen paragraphs, and End on millions of cards would
/// otherwise wrap the same paragraphs once per card.
///
/// A direct-mapped table of 256 slots keyed by the body's storage address, length and width: a
/// lookup is a few nanoseconds, a miss replaces its slot, and the table never grows. Each slot
/// keeps its string, so the storage it is keyed by stays alive and no other string can take that
/// address while the slot holds it. Strings of up to 15 bytes are stored inline (their address is
/// a temporary copy), so they are not cached; they are cheap to wrap anyway.
package struct TextHeightCache {
  private struct Slot {
    var text: String
    var address: UInt
    var width: Int
    var height: Int
  }
  private var slots: [Slot?] = Array(repeating: nil, count: 256)

  package init() {}

  /// `WordWrap.lineCount(of: body, width: width)`.
  /// - Complexity: O(1) on a hit; O(body length) on a miss.
  package mutating func lineCount(of body: String, width: Int) -> Int {
    guard body.utf8.count > 15,
      let address = body.utf8.withContiguousStorageIfAvailable({ UInt(bitPattern: $0.baseAddress) })
    else { return WordWrap.lineCount(of: body, width: width) }
    let index = Int(truncatingIfNeeded: (address >> 4) ^ UInt(bitPattern: width) &* 0x9E37_79B9) & 255
    if let slot = slots[index], slot.address == address, slot.width == width, slot.text.utf8.count == body.utf8.count {
      return slot.height
    }
    let height = WordWrap.lineCount(of: body, width: width)
    slots[index] = Slot(text: body, address: address, width: width, height: height)
    return height
  }
}
