/// Finding a byte in a candidate's bytes eight at a time, for the prefilter and for the scan that
/// finds where scoring an ASCII candidate may begin.
enum ByteSearch {
  /// The eight bytes of `base` from `start`, the first in the lowest byte; at the end of the text
  /// (fewer than eight left before `count`), the bytes left, the rest zero. Never reads outside
  /// `0..<count`: the last word is the eight bytes ending at `count` shifted down, or, in a text
  /// shorter than eight, gathered one by one.
  /// - Complexity: O(1).
  @inline(__always)
  static func word(at start: Int, in base: UnsafePointer<UInt8>, count: Int) -> UInt64 {
    let raw = UnsafeRawPointer(base)
    if start &+ 8 <= count { return UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: start, as: UInt64.self)) }
    let remaining = count &- start
    if count >= 8 {
      return UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self))
        &>> UInt64((8 &- remaining) &* 8)
    }
    var word: UInt64 = 0
    for offset in 0..<remaining { word |= UInt64(base[start &+ offset]) &<< UInt64(offset &* 8) }
    return word
  }

  /// The high bit of every byte of `word` that, with the bits of `fold` set, equals `target`'s
  /// (both a byte repeated eight times). Exact for every byte, not only the lowest, so all of a
  /// word's occurrences are read from one test: `~((x & 0x7F…) + 0x7F… | x)` has the high bit
  /// of exactly the zero bytes of x.
  /// - Complexity: O(1).
  @inline(__always)
  static func flags(in word: UInt64, of target: UInt64, folding fold: UInt64) -> UInt64 {
    let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    let x = (word | fold) ^ target
    return ~(((x & low) &+ low) | x) & ~low
  }

  /// The first index from `start` whose byte, with the bits of `mask` set, is `byte`; `count`
  /// when there is none. Eight bytes per step: a zero byte of (word | mask) ^ byte repeated is
  /// found with the usual borrow test, exact for the lowest zero byte (little-endian).
  /// - Complexity: O(count - start), allocation-free.
  @inline(__always)
  static func firstIndex(
    of byte: UInt8, folding mask: UInt8, in base: UnsafePointer<UInt8>, from start: Int, count: Int
  ) -> Int {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let target = UInt64(byte) &* ones
    let fold = UInt64(mask) &* ones
    let raw = UnsafeRawPointer(base)
    var index = start
    while index + 8 <= count {
      let word = (UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) | fold) ^ target
      let zero = (word &- ones) & ~word & (ones << 7)
      if zero != 0 { return index + zero.trailingZeroBitCount >> 3 }
      index += 8
    }
    while index < count && base[index] | mask != byte { index += 1 }
    return index
  }

  /// The first index from `start` whose byte, with the bits of `mask` set, is `byte` (ASCII), or
  /// whose byte is not ASCII; `count` when there is none. For a character a non-ASCII letter may
  /// match as: an ASCII candidate is ruled out in the one pass that `firstIndex(of:folding:…)`
  /// makes, and a non-ASCII one stops at its first multi-byte sequence. Eight bytes per step: a
  /// byte's own high bit joins the borrow test's flags, and the lowest flag of either is exact
  /// (a borrow only flags bytes above the zero byte it starts from, itself flagged).
  /// - Complexity: O(count - start), allocation-free.
  @inline(__always)
  static func firstIndexOrNonASCII(
    of byte: UInt8, folding mask: UInt8, in base: UnsafePointer<UInt8>, from start: Int, count: Int
  ) -> Int {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let target = UInt64(byte) &* ones
    let fold = UInt64(mask) &* ones
    let raw = UnsafeRawPointer(base)
    var index = start
    while index + 8 <= count {
      let bytes = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      let word = (bytes | fold) ^ target
      let flags = ((word &- ones) & ~word | bytes) & (ones << 7)
      if flags != 0 { return index + flags.trailingZeroBitCount >> 3 }
      index += 8
    }
    guard index < count else { return count }
    // The last few bytes in one word too (`word(at:in:count:)`), the flags past the end dropped:
    // most lines end here, and a byte at a time cost a rejected line more than the loop above.
    let bytes = word(at: index, in: base, count: count)
    let word = (bytes | fold) ^ target
    let remaining = count - index
    let flags =
      ((word &- ones) & ~word | bytes) & (ones << 7) & (remaining >= 8 ? ~0 : (1 &<< UInt64(remaining &* 8)) &- 1)
    return flags != 0 ? index + flags.trailingZeroBitCount >> 3 : count
  }

  /// The first index from `start` whose byte, with the bits of `mask` set, is `byte`, or with the
  /// bits of `otherMask` set is `other`; `count` when there is none. Eight bytes per step, as
  /// `firstIndex(of:folding:in:from:count:)`: the lowest flagged byte of either test is a true
  /// match, so the lowest of both is the first.
  /// - Complexity: O(count - start), allocation-free.
  @inline(__always)
  static func firstIndex(
    of byte: UInt8, folding mask: UInt8, or other: UInt8, folding otherMask: UInt8, in base: UnsafePointer<UInt8>,
    from start: Int, count: Int
  ) -> Int {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let target = UInt64(byte) &* ones, fold = UInt64(mask) &* ones
    let otherTarget = UInt64(other) &* ones, otherFold = UInt64(otherMask) &* ones
    let raw = UnsafeRawPointer(base)
    var index = start
    while index + 8 <= count {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      let first = (word | fold) ^ target, second = (word | otherFold) ^ otherTarget
      let zero = ((first &- ones) & ~first | (second &- ones) & ~second) & (ones << 7)
      if zero != 0 { return index + zero.trailingZeroBitCount >> 3 }
      index += 8
    }
    while index < count && base[index] | mask != byte && base[index] | otherMask != other { index += 1 }
    return index
  }

  /// The last index in `start..<count` whose byte, with the bits of `mask` set, is `byte`;
  /// `start - 1` when there is none. Eight bytes per step from the end, with a zero test exact for
  /// every byte (`~((x & 0x7F…) + 0x7F… | x)`), so the highest flagged byte is the last match.
  /// - Complexity: O(count - start), allocation-free.
  @inline(__always)
  static func lastIndex(of byte: UInt8, folding mask: UInt8, in base: UnsafePointer<UInt8>, from start: Int, count: Int)
    -> Int
  {
    let ones: UInt64 = 0x0101_0101_0101_0101, low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    let target = UInt64(byte) &* ones
    let fold = UInt64(mask) &* ones
    let raw = UnsafeRawPointer(base)
    var end = count
    while end - 8 >= start {
      let x = (UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: end - 8, as: UInt64.self)) | fold) ^ target
      let zero = ~(((x & low) &+ low) | x) & ~low
      if zero != 0 { return end - 8 + (63 - zero.leadingZeroBitCount) >> 3 }
      end -= 8
    }
    if end > start && end >= 8 {
      // Fewer than eight bytes left: the eight ending at `end`, the flags below `start` dropped.
      let x = (UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: end - 8, as: UInt64.self)) | fold) ^ target
      let below = UInt64(start - (end - 8)) * 8
      let zero = ~(((x & low) &+ low) | x) & ~low & ~((1 &<< below) &- 1)
      return zero != 0 ? end - 8 + (63 - zero.leadingZeroBitCount) >> 3 : start - 1
    }
    while end > start && base[end - 1] | mask != byte { end -= 1 }
    return end - 1
  }
}
