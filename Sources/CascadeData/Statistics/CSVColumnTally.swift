import Glibc

/// Counts one CSV column's values straight from the file's bytes, for `--stats`: what `FieldTally`
/// counts, without making a string of each value.
///
/// Each distinct value is kept once, decoded, in an arena of bytes, found again by an open-addressing
/// table of its hashes; only a value seen for the first time is read as a number and a date (while
/// every value before it was one), and a count per distinct value makes the sums at the end. A
/// million rows of six columns are six million lookups of a few dozen bytes each, and the strings
/// made are those printed.
final class CSVColumnTally {
  private(set) var count = 0
  private(set) var empty = 0
  /// The distinct values' bytes back to back; value `i` is `arena[starts[i]..<starts[i + 1]]`.
  // Each tally is used by one thread at a time (`RecordStore.csvStatistics()`), so the accesses
  // go unchecked: checking them cost more than the lookups.
  @exclusivity(unchecked) private var arena: UnsafeMutablePointer<UInt8>
  @exclusivity(unchecked) private var arenaCapacity = 4_096
  @exclusivity(unchecked) private var starts: [Int] = [0]
  @exclusivity(unchecked) private var hashes: [UInt64] = []
  @exclusivity(unchecked) private var counts: [Int] = []
  /// Each value's number while `allNumbers`, and date in seconds while `allDates`.
  @exclusivity(unchecked) private var numbers: [Double] = []
  @exclusivity(unchecked) private var dates: [Double] = []
  private(set) var allNumbers = true
  private(set) var allDates = true
  /// Per slot, the hash's high 32 bits over the entry number + 1; 0 for a free slot. A power of two
  /// at least twice the entries. A probe reads the slot alone until the hash's half agrees, so a
  /// new value (every value of an id column) costs one cache miss.
  @exclusivity(unchecked) private var slots: [UInt64] = Array(repeating: 0, count: 1_024)
  /// A quoted value decoded.
  @exclusivity(unchecked) private var scratch: [UInt8] = []

  init() { arena = .allocate(capacity: arenaCapacity) }

  deinit { arena.deallocate() }

  /// The number of distinct values that are not empty.
  var distinct: Int { counts.count }

  /// Notes the field written in `row[range]` (a range `CSVFields.forEachFieldRange` gave).
  /// - Complexity: O(range.count) expected.
  func add(_ range: Range<Int>, in row: UnsafeBufferPointer<UInt8>) {
    count += 1
    guard !range.isEmpty else {
      empty += 1
      return
    }
    if row[range.lowerBound] == UInt8(ascii: "\"") {
      scratch.removeAll(keepingCapacity: true)
      CSVFields.appendValue(of: range, in: row, to: &scratch)
      scratch.withUnsafeBufferPointer { note($0, range: range, row: row) }
    } else {
      note(UnsafeBufferPointer(rebasing: row[range]), range: range, row: row)
    }
  }

  /// Adds `other`'s values (a later part of the same column) after this one's.
  /// - Complexity: O(other's distinct values' bytes).
  func merge(_ other: CSVColumnTally) {
    count += other.count
    empty += other.empty
    for entry in 0..<other.counts.count {
      let value = UnsafeBufferPointer(
        start: other.arena + other.starts[entry], count: other.starts[entry + 1] - other.starts[entry])
      let found = find(value, hash: other.hashes[entry])
      if found.entry >= 0 {
        counts[found.entry] += other.counts[entry]
      } else {
        insert(value, hash: other.hashes[entry], slot: found.slot, count: other.counts[entry])
        if allNumbers && other.allNumbers { numbers.append(other.numbers[entry]) }
        if allDates && other.allDates { dates.append(other.dates[entry]) }
      }
    }
    allNumbers = allNumbers && other.allNumbers
    allDates = allDates && other.allDates
  }

  /// The statistics of the values noted, as `FieldTally.statistics` gives them.
  /// - Complexity: O(distinct values).
  func statistics(name: String) -> FieldStatistics {
    let filled = count - empty
    let kind: FieldStatistics.Kind = filled == 0 ? .text : allNumbers ? .number : allDates ? .date : .text
    var result = FieldStatistics(
      name: name, count: count, empty: empty, distinct: distinct, kind: kind, minimum: nil, maximum: nil,
      mean: nil, top: [])
    // The first value of the smallest and of the largest, in order of first appearance.
    func range(of values: [Double]) -> (low: Int, high: Int, sum: Double) {
      var low = 0
      var high = 0
      var sum = 0.0
      for entry in values.indices {
        sum += Double(counts[entry]) * values[entry]
        if values[entry] < values[low] { low = entry }
        if values[entry] > values[high] { high = entry }
      }
      return (low, high, sum)
    }
    switch kind {
    case .number:
      let (low, high, sum) = range(of: numbers)
      result.minimum = text(low)
      result.maximum = text(high)
      result.mean = NumberText.shortest(sum / Double(filled))
    case .date:
      let (low, high, sum) = range(of: dates)
      result.minimum = text(low)
      result.maximum = text(high)
      result.mean = DateText.text(seconds: sum / Double(filled))
    case .text: break
    }
    // The five largest counts, first appearance first among equals: a pass per place.
    var chosen: [Int] = []
    for _ in 0..<min(5, distinct) {
      var best = -1
      for entry in counts.indices where !chosen.contains(entry) {
        if best < 0 || counts[entry] > counts[best] { best = entry }
      }
      chosen.append(best)
    }
    result.top = chosen.map { (text($0), counts[$0]) }
    return result
  }

  /// Value `entry` as text.
  private func text(_ entry: Int) -> String {
    String(
      decoding: UnsafeBufferPointer(start: arena + starts[entry], count: starts[entry + 1] - starts[entry]),
      as: UTF8.self)
  }

  /// Counts the decoded `value`, reading it as a number and a date the first time it is seen.
  private func note(_ value: UnsafeBufferPointer<UInt8>, range: Range<Int>, row: UnsafeBufferPointer<UInt8>) {
    guard !value.isEmpty else {
      empty += 1
      return
    }
    let hash = Self.hash(value)
    let found = find(value, hash: hash)
    if found.entry >= 0 {
      counts[found.entry] += 1
      return
    }
    insert(value, hash: hash, slot: found.slot, count: 1)
    if allNumbers {
      if let number = CSVNumber.value(of: range, in: row) { numbers.append(number) } else { allNumbers = false }
    }
    if allDates {
      // The shape first: most text is not a date, and a date is made a string to be read.
      if value.count >= 10, value[4] == UInt8(ascii: "-"),
        let seconds = DateText.seconds(String(decoding: value, as: UTF8.self))
      {
        dates.append(seconds)
      } else {
        allDates = false
      }
    }
  }

  /// The entry holding `value`, or -1 and the free slot where it goes.
  @inline(__always)
  private func find(_ value: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (entry: Int, slot: Int) {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    let high = hash >> 32
    while true {
      let word = slots[slot]
      if word == 0 { return (-1, slot) }
      let held = Int(truncatingIfNeeded: word & 0xFFFF_FFFF) - 1
      if word >> 32 == high, starts[held + 1] - starts[held] == value.count,
        value.count == 0 || memcmp(arena + starts[held], value.baseAddress!, value.count) == 0
      {
        return (held, slot)
      }
      slot = (slot + 1) & mask
    }
  }

  /// Adds `value` as a new entry in `slot`, growing the table when half full.
  private func insert(_ value: UnsafeBufferPointer<UInt8>, hash: UInt64, slot: Int, count: Int) {
    let end = starts[starts.count - 1]
    if end + value.count > arenaCapacity {
      let capacity = max(arenaCapacity * 2, end + value.count)
      let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
      grown.update(from: arena, count: end)
      arena.deallocate()
      arena = grown
      arenaCapacity = capacity
    }
    if let base = value.baseAddress { (arena + end).update(from: base, count: value.count) }
    starts.append(end + value.count)
    hashes.append(hash)
    counts.append(count)
    slots[slot] = (hash >> 32) << 32 | UInt64(counts.count)
    if counts.count * 2 > slots.count { rehash() }
  }

  /// Doubles the table and places every entry again.
  private func rehash() {
    slots = Array(repeating: 0, count: slots.count * 2)
    let mask = slots.count - 1
    for entry in hashes.indices {
      var slot = Int(truncatingIfNeeded: hashes[entry]) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = (hashes[entry] >> 32) << 32 | UInt64(entry + 1)
    }
  }

  /// A 64-bit hash of `bytes`, eight at a time.
  @inline(__always)
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
    let base = UnsafeRawPointer(bytes.baseAddress!)
    var offset = 0
    while offset + 8 <= bytes.count {
      hash = (hash ^ base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
      hash ^= hash >> 32
      offset += 8
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    while offset < bytes.count {
      tail |= UInt64(bytes[offset]) << shift
      shift += 8
      offset += 1
    }
    hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
    return hash ^ (hash >> 29)
  }
}
