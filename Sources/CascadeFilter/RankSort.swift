/// Sorting a filter's kept items into their shown order (rank descending, then model order) in
/// linear time: an LSD radix sort over 64-bit keys, 11 bits per pass, skipping the passes whose
/// digit is the same for every key.
///
/// A million matches sort in a few milliseconds; a comparison sort took tens. Eleven-bit digits
/// keep each pass's 2,048 bucket offsets in the first-level cache; 16-bit digits (65,536
/// buckets) scattered every key to a cold line and took twice as long.
enum RankSort {
  /// `items` in shown order. With `itemsAscending` (the items came in model order, as from a
  /// scan of the whole model) only the rank is sorted on, the sort being stable.
  /// `orderingTies`, when given, reorders each run of two or more items of one rank (given in
  /// model order).
  /// - Complexity: O(n) time per pass (at most 6, 3 with `itemsAscending`), O(n) extra space,
  ///   plus `orderingTies`' over the runs of equal rank.
  static func sorted(
    _ items: [RankedItem], itemsAscending: Bool, orderingTies: (([Int]) -> [Int])? = nil
  ) -> [Int] {
    let count = items.count
    if count == 0 { return [] }
    var keys = [UInt64](unsafeUninitializedCapacity: count) { buffer, initialized in
      for (offset, ranked) in items.enumerated() {
        buffer[offset] = UInt64(~ranked.rank) << 32 | UInt64(UInt32(truncatingIfNeeded: ranked.item))
      }
      initialized = count
    }
    var scratch = [UInt64](repeating: 0, count: count)
    let digitBits = 11
    let mask = (1 << digitBits) - 1
    var histogram = [Int](repeating: 0, count: 1 << digitBits)
    for shift in stride(from: itemsAscending ? 32 : 0, to: 64, by: digitBits) {
      for index in histogram.indices { histogram[index] = 0 }
      keys.withUnsafeBufferPointer { keys in
        histogram.withUnsafeMutableBufferPointer { histogram in
          for key in keys { histogram[Int(truncatingIfNeeded: key >> UInt64(shift)) & mask] += 1 }
        }
      }
      if histogram.contains(count) { continue }  // one digit for every key: nothing to move
      var total = 0
      for index in histogram.indices {
        let bucket = histogram[index]
        histogram[index] = total
        total += bucket
      }
      keys.withUnsafeBufferPointer { keys in
        scratch.withUnsafeMutableBufferPointer { scratch in
          histogram.withUnsafeMutableBufferPointer { offsets in
            for key in keys {
              let digit = Int(truncatingIfNeeded: key >> UInt64(shift)) & mask
              scratch[offsets[digit]] = key
              offsets[digit] += 1
            }
          }
        }
      }
      swap(&keys, &scratch)
    }
    guard let orderingTies else { return keys.map { Int($0 & 0xFFFF_FFFF) } }
    // Keys of one rank are adjacent and, the items being below 2^32, ascending by item.
    var order: [Int] = []
    order.reserveCapacity(count)
    var start = 0
    while start < count {
      let rank = keys[start] >> 32
      var end = start + 1
      while end < count && keys[end] >> 32 == rank { end += 1 }
      let run = keys[start..<end].map { Int($0 & 0xFFFF_FFFF) }
      order.append(contentsOf: run.count > 1 ? orderingTies(run) : run)
      start = end
    }
    return order
  }
}
