/// For a few recent terms, each ASCII value's rows: bit `r` of entry `b` is set when byte `b`, as
/// the term compares it (lowercased unless case counts), is the term's character `r`; and the
/// term's distinct characters as repeated bytes, for finding eight bytes at a time which bytes of a
/// word hold any of them (`occurrences(in:)`). The one-pass scorer finds a candidate's occurrences
/// with the second and looks each up in the first to know which rows it touches.
///
/// A query has few terms and a scratch matches one query at a time, so a handful of entries,
/// found by comparing the term (the same array: an identity check), serve every candidate; a
/// term not among them replaces the oldest, 128 values computed.
struct RowMasks {
  /// Entries kept.
  static let capacity = 4
  /// Per entry: 128 masks, then per distinct character its byte repeated and the bits to set
  /// first (0x20 in every byte for a letter without case), then nothing.
  private static let stride = 128 + 2 * FuzzyRows.maximumCount
  private var keys: [(pattern: [UInt32], caseSensitive: Bool, distinct: Int)] = []
  private var next = 0
  private let tables = UnsafeMutablePointer<UInt64>.allocate(capacity: RowMasks.capacity * RowMasks.stride)

  /// One term's tables.
  struct Table {
    /// The rows of each ASCII value.
    let masks: UnsafePointer<UInt64>
    /// Per distinct ASCII character of the term: the byte repeated eight times, the fold bits.
    let targets: UnsafePointer<UInt64>
    let targetCount: Int
    /// The first four targets held in registers (a term with fewer repeats its first: the same
    /// bytes found twice), so a word of a term of up to four distinct characters is tested
    /// without a loop.
    let target0, fold0, target1, fold1, target2, fold2, target3, fold3: UInt64

    init(masks: UnsafePointer<UInt64>, targets: UnsafePointer<UInt64>, targetCount: Int) {
      self.masks = masks
      self.targets = targets
      self.targetCount = targetCount
      func pair(_ index: Int) -> (UInt64, UInt64) {
        let at = index < targetCount ? index : 0
        return targetCount == 0 ? (0, 0x8080_8080_8080_8080) : (targets[2 * at], targets[2 * at + 1])
      }
      (target0, fold0) = pair(0)
      (target1, fold1) = pair(1)
      (target2, fold2) = pair(2)
      (target3, fold3) = pair(3)
    }

    /// The bytes of `word` (eight text bytes, little-endian) that hold one of the term's
    /// characters, as the high bit of each such byte. Exact for every byte: the zero test is
    /// `~((x & 0x7F…) + 0x7F… | x)`, which carries from no byte into the next.
    /// - Complexity: O(1) for up to four distinct characters, O(distinct characters) beyond.
    @inline(__always)
    func occurrences(in word: UInt64) -> UInt64 {
      let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
      @inline(__always) func zeros(_ x: UInt64) -> UInt64 { ~(((x & low) &+ low) | x) }
      var found =
        zeros((word | fold0) ^ target0) | zeros((word | fold1) ^ target1)
        | zeros((word | fold2) ^ target2) | zeros((word | fold3) ^ target3)
      var target = 4
      while target < targetCount {
        found |= zeros((word | targets[2 &* target &+ 1]) ^ targets[2 &* target])
        target &+= 1
      }
      return found & ~low
    }
  }

  /// The tables of `pattern` (at most `FuzzyRows.maximumCount` characters).
  /// - Complexity: O(keys) when kept, else O(128 · pattern.count).
  @inline(__always)
  mutating func table(of pattern: [UInt32], caseSensitive: Bool) -> Table {
    for (slot, key) in keys.enumerated() where key.caseSensitive == caseSensitive && key.pattern == pattern {
      return table(at: slot, distinct: key.distinct)
    }
    return make(pattern, caseSensitive: caseSensitive)
  }

  @inline(__always)
  private func table(at slot: Int, distinct: Int) -> Table {
    let base = UnsafePointer(tables + slot * Self.stride)
    return Table(masks: base, targets: base + 128, targetCount: distinct)
  }

  private mutating func make(_ pattern: [UInt32], caseSensitive: Bool) -> Table {
    let slot: Int
    if keys.count < Self.capacity {
      slot = keys.count
      keys.append((pattern, caseSensitive, 0))
    } else {
      slot = next
      next = (next + 1) % Self.capacity
    }
    let table = tables + slot * Self.stride
    for value in 0..<128 {
      let folded = !caseSensitive && UInt32(value) &- 0x41 < 26 ? UInt32(value) | 0x20 : UInt32(value)
      var mask: UInt64 = 0
      for (row, character) in pattern.enumerated() where character == folded { mask |= 1 << UInt64(row) }
      table[value] = mask
    }
    // Characters no ASCII byte matches as compared (non-ASCII, or upper case without case) are
    // left out: an ASCII candidate never holds them.
    var distinct: [UInt32] = []
    for character in pattern
    where character < 0x80 && (caseSensitive || character &- 0x41 >= 26) && !distinct.contains(character) {
      distinct.append(character)
    }
    let ones: UInt64 = 0x0101_0101_0101_0101
    for (index, character) in distinct.enumerated() {
      table[128 + 2 * index] = UInt64(character) &* ones
      table[128 + 2 * index + 1] = !caseSensitive && character &- 0x61 < 26 ? 0x20 &* ones : 0
    }
    keys[slot] = (pattern, caseSensitive, distinct.count)
    return self.table(at: slot, distinct: distinct.count)
  }

  /// Frees the tables (the scratch's deinit).
  func free() { tables.deallocate() }
}
