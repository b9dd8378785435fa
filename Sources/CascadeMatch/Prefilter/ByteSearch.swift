/// Finding a byte in a candidate's bytes eight at a time, for the prefilter and for the scan that
/// finds where scoring an ASCII candidate may begin.
enum ByteSearch {
  /// The first index from `start` whose byte, with the bits of `mask` set, is `byte`; `count`
  /// when there is none. Eight bytes per step: a zero byte of (word | mask) ^ byte repeated is
  /// found with the usual borrow test, exact for the lowest zero byte (little-endian).
  /// - Complexity: O(count - start), allocation-free.
  @inline(__always)
  static func firstIndex(of byte: UInt8, folding mask: UInt8, in base: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
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

  /// The first index from `start` whose byte, with the bits of `mask` set, is `byte`, or with the
  /// bits of `otherMask` set is `other`; `count` when there is none. Eight bytes per step, as
  /// `firstIndex(of:folding:in:from:count:)`: the lowest flagged byte of either test is a true
  /// match, so the lowest of both is the first.
  /// - Complexity: O(count - start), allocation-free.
  @inline(__always)
  static func firstIndex(
    of byte: UInt8, folding mask: UInt8, or other: UInt8, folding otherMask: UInt8, in base: UnsafePointer<UInt8>, from start: Int, count: Int
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
}
