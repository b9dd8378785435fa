import Glibc

/// Counts one CSV column's values straight from the file's bytes, for `--stats`: what `FieldTally`
/// counts, without making a string of each value.
///
/// Each distinct value is kept once, decoded, in an arena: a record of its hash, its count, its
/// length and its bytes, found again by an open-addressing table of hashes and record offsets. Only
/// a value seen for the first time is read as a number and a date (while every value before it was
/// one); the counts make the sums at the end. A million rows of eight columns are eight million
/// lookups, most of them cache misses once a column holds a few hundred thousand distinct values:
/// callers `touch` a batch of values' slots and records before adding them, so that the misses
/// overlap instead of following one another. The strings made are those printed.
final class CSVColumnTally {
  private(set) var count = 0
  private(set) var empty = 0
  /// The records back to back in order of first appearance, each word-aligned: the hash, the count
  /// and the length (a word each), then the bytes.
  // Each tally is used by one thread at a time (`RecordStore.csvStatistics()`), so the accesses
  // go unchecked: checking them cost more than the lookups.
  @exclusivity(unchecked) private var arena: UnsafeMutableRawPointer
  @exclusivity(unchecked) private var arenaCapacity = 1 << 14
  @exclusivity(unchecked) private var arenaEnd = 0
  /// Where each distinct value's record starts, in order of first appearance.
  @exclusivity(unchecked) private var records: [Int] = []
  /// Each value's number while `allNumbers`, and date in seconds while `allDates`.
  @exclusivity(unchecked) private var numbers: [Double] = []
  @exclusivity(unchecked) private var dates: [Double] = []
  private(set) var allNumbers = true
  private(set) var allDates = true
  /// Two words per slot, a hash (0: the slot is free) and its record's offset; a power of two slots,
  /// at least twice the entries. A probe compares a whole hash before it reads a record, so a new
  /// value (every value of an id column) reads one slot.
  @exclusivity(unchecked) private var slots: UnsafeMutablePointer<UInt64>
  @exclusivity(unchecked) private var slotMask = 1_023
  /// A quoted value decoded.
  @exclusivity(unchecked) private var scratch: [UInt8] = []

  private static let header = 24
  private static let quote = UInt8(ascii: "\"")

  init() {
    arena = .allocate(byteCount: arenaCapacity, alignment: 8)
    slots = .allocate(capacity: 2 * (slotMask + 1))
    slots.initialize(repeating: 0, count: 2 * (slotMask + 1))
  }

  deinit {
    arena.deallocate()
    slots.deallocate()
  }

  /// The number of distinct values that are not empty.
  var distinct: Int { records.count }

  /// The hash `add` looks the field written in `row[range]` up by when it is written without quotes
  /// (its bytes are its value); 0 for an empty or quoted field, whose hash `add` finds itself.
  /// - Complexity: O(range.count).
  @inline(__always)
  static func hash(ofFieldAt range: Range<Int>, in row: UnsafeBufferPointer<UInt8>) -> UInt64 {
    guard !range.isEmpty, row[range.lowerBound] != quote else { return 0 }
    return hash(UnsafeBufferPointer(rebasing: row[range]))
  }

  /// Reads the slot where a value of `hash` is looked for first: called for a batch of values
  /// before `add`, so that the batch's cache misses overlap. The word read is returned for the
  /// caller to keep, so that the read is made.
  /// - Complexity: O(1).
  @inline(__always)
  func touchSlot(_ hash: UInt64) -> UInt64 {
    slots[2 * (Int(truncatingIfNeeded: hash) & slotMask)]
  }

  /// After `touchSlot`: reads the record of the value in that slot when its hash is `hash` (the
  /// value is likely there already), for the same reason.
  /// - Complexity: O(1).
  @inline(__always)
  func touchRecord(_ hash: UInt64) -> UInt64 {
    let slot = 2 * (Int(truncatingIfNeeded: hash) & slotMask)
    guard slots[slot] == hash else { return 0 }
    return arena.load(fromByteOffset: Int(truncatingIfNeeded: slots[slot + 1]) + 8, as: UInt64.self)
  }

  /// Notes the field written in `row[range]` (a range `CSVFields.forEachFieldRange` gave, offset
  /// to where the row starts in `row`); `hash` is `hash(ofFieldAt:in:)` when known, else 0.
  /// - Complexity: O(range.count) expected.
  func add(_ range: Range<Int>, in row: UnsafeBufferPointer<UInt8>, hash: UInt64 = 0) {
    count += 1
    guard !range.isEmpty else {
      empty += 1
      return
    }
    if row[range.lowerBound] == Self.quote {
      scratch.removeAll(keepingCapacity: true)
      CSVFields.appendValue(of: range, in: row, to: &scratch)
      scratch.withUnsafeBufferPointer { note($0, hash: 0) }
    } else {
      note(UnsafeBufferPointer(rebasing: row[range]), hash: hash)
    }
  }

  /// Notes a value given decoded (a JSON string's text, a number as written, `true`); an empty one
  /// counts as empty.
  /// - Complexity: O(value.count) expected.
  func add(value: UnsafeBufferPointer<UInt8>) {
    count += 1
    note(value, hash: 0)
  }

  /// Notes an empty value (JSON's `null`).
  func addEmpty() {
    count += 1
    empty += 1
  }

  /// Adds `other`'s values (a later part of the same column) after this one's, a batch of records
  /// touched before it is looked up.
  /// - Complexity: O(other's distinct values' bytes) expected.
  func merge(_ other: CSVColumnTally) {
    count += other.count
    empty += other.empty
    let entries = other.records.count
    var batch = 0
    var touched: UInt64 = 0
    while batch < entries {
      let end = min(entries, batch + 256)
      for entry in batch..<end { touched &+= touchSlot(other.hash(at: other.records[entry])) }
      for entry in batch..<end { touched &+= touchRecord(other.hash(at: other.records[entry])) }
      for entry in batch..<end {
        let record = other.records[entry]
        let value = other.value(at: record)
        let hash = other.hash(at: record)
        let found = find(value, hash: hash)
        if found.record >= 0 {
          addCount(other.count(at: record), at: found.record)
        } else {
          insert(value, hash: hash, slot: found.slot, count: other.count(at: record))
          if allNumbers && other.allNumbers { numbers.append(other.numbers[entry]) }
          if allDates && other.allDates { dates.append(other.dates[entry]) }
        }
      }
      batch = end
    }
    allNumbers = allNumbers && other.allNumbers
    allDates = allDates && other.allDates
    self.touched &+= touched
  }

  /// The sum of the words `merge` touched, kept so that the reads are made.
  private(set) var touched: UInt64 = 0

  /// The statistics of the values noted, as `FieldTally.statistics` gives them.
  /// - Complexity: O(distinct values), one pass over the records.
  func statistics(name: String) -> FieldStatistics {
    let filled = count - empty
    let kind: FieldStatistics.Kind = filled == 0 ? .text : allNumbers ? .number : allDates ? .date : .text
    var result = FieldStatistics(
      name: name, count: count, empty: empty, distinct: distinct, kind: kind, minimum: nil, maximum: nil,
      mean: nil, top: [])
    let values: [Double] = kind == .number ? numbers : kind == .date ? dates : []
    // The first value of the smallest and of the largest, and the five largest counts, first
    // appearance first among equals: a later entry takes a place only with a larger count.
    var low = 0
    var high = 0
    var sum = 0.0
    var top: [(entry: Int, count: Int)] = []
    for entry in records.indices {
      let count = count(at: records[entry])
      if !values.isEmpty {
        sum += Double(count) * values[entry]
        if values[entry] < values[low] { low = entry }
        if values[entry] > values[high] { high = entry }
      }
      if top.count < 5 || count > top[4].count {
        var place = min(top.count, 4)
        while place > 0 && top[place - 1].count < count { place -= 1 }
        if top.count == 5 { top.removeLast() }
        top.insert((entry, count), at: place)
      }
    }
    switch kind {
    case .number:
      result.minimum = text(low)
      result.maximum = text(high)
      result.mean = NumberText.shortest(sum / Double(filled))
    case .date:
      result.minimum = text(low)
      result.maximum = text(high)
      result.mean = DateText.text(seconds: sum / Double(filled))
    case .text: break
    }
    result.top = top.map { (text($0.entry), $0.count) }
    return result
  }

  /// Value `entry` as text.
  private func text(_ entry: Int) -> String {
    String(decoding: value(at: records[entry]), as: UTF8.self)
  }

  @inline(__always)
  private func hash(at record: Int) -> UInt64 { arena.load(fromByteOffset: record, as: UInt64.self) }

  @inline(__always)
  private func count(at record: Int) -> Int { arena.load(fromByteOffset: record + 8, as: Int.self) }

  @inline(__always)
  private func addCount(_ added: Int, at record: Int) {
    arena.storeBytes(of: count(at: record) + added, toByteOffset: record + 8, as: Int.self)
  }

  @inline(__always)
  private func value(at record: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(
      start: (arena + record + Self.header).assumingMemoryBound(to: UInt8.self),
      count: arena.load(fromByteOffset: record + 16, as: Int.self))
  }

  /// Counts the decoded `value` (`hash` is its hash when known, else 0), reading it as a number and
  /// a date the first time it is seen.
  @inline(__always)
  private func note(_ value: UnsafeBufferPointer<UInt8>, hash known: UInt64) {
    guard !value.isEmpty else {
      empty += 1
      return
    }
    let hash = known != 0 ? known : Self.hash(value)
    let found = find(value, hash: hash)
    if found.record >= 0 {
      addCount(1, at: found.record)
      return
    }
    insert(value, hash: hash, slot: found.slot, count: 1)
    if allNumbers {
      if let number = Self.number(in: value) { numbers.append(number) } else { allNumbers = false }
    }
    if allDates {
      if let seconds = DateText.seconds(value) { dates.append(seconds) } else { allDates = false }
    }
  }

  /// `FieldValue.number(in:)` of `value`, read from the bytes when written plainly (`640`, `-3.5`).
  @inline(__always)
  private static func number(in value: UnsafeBufferPointer<UInt8>) -> Double? {
    // A leading `.` is not a number to `FieldValue.number(in:)`, so not here either.
    if value[0] != UInt8(ascii: "."), let plain = JSONScanner.plainDecimal(value, 0..<value.count) { return plain }
    return FieldValue.number(in: String(decoding: value, as: UTF8.self))
  }

  /// The record holding `value` (not empty), or -1 and the free slot where it goes.
  @inline(__always)
  private func find(_ value: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (record: Int, slot: Int) {
    var slot = Int(truncatingIfNeeded: hash) & slotMask
    while true {
      let held = slots[2 * slot]
      if held == 0 { return (-1, slot) }
      if held == hash {
        let record = Int(truncatingIfNeeded: slots[2 * slot + 1])
        if arena.load(fromByteOffset: record + 16, as: Int.self) == value.count,
          memcmp(arena + record + Self.header, value.baseAddress!, value.count) == 0
        {
          return (record, slot)
        }
      }
      slot = (slot + 1) & slotMask
    }
  }

  /// Adds `value` as a new record, filed in `slot`, growing the table when half full.
  private func insert(_ value: UnsafeBufferPointer<UInt8>, hash: UInt64, slot: Int, count: Int) {
    let size = Self.header + (value.count + 7) & ~7
    if arenaEnd + size > arenaCapacity {
      let capacity = max(arenaCapacity * 2, arenaEnd + size)
      let grown = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
      grown.copyMemory(from: arena, byteCount: arenaEnd)
      arena.deallocate()
      arena = grown
      arenaCapacity = capacity
    }
    let record = arenaEnd
    arena.storeBytes(of: hash, toByteOffset: record, as: UInt64.self)
    arena.storeBytes(of: count, toByteOffset: record + 8, as: Int.self)
    arena.storeBytes(of: value.count, toByteOffset: record + 16, as: Int.self)
    (arena + record + Self.header).copyMemory(from: value.baseAddress!, byteCount: value.count)
    arenaEnd += size
    records.append(record)
    slots[2 * slot] = hash
    slots[2 * slot + 1] = UInt64(record)
    if records.count * 2 > slotMask + 1 { rehash() }
  }

  /// Doubles the table and files every entry again, in the old table's order: an entry moves to its
  /// old slot or that slot plus the old size, so the writes run mostly forward.
  private func rehash() {
    let old = slots
    let oldCount = slotMask + 1
    slotMask = oldCount * 2 - 1
    slots = .allocate(capacity: 2 * (slotMask + 1))
    slots.initialize(repeating: 0, count: 2 * (slotMask + 1))
    for index in 0..<oldCount where old[2 * index] != 0 {
      var slot = Int(truncatingIfNeeded: old[2 * index]) & slotMask
      while slots[2 * slot] != 0 { slot = (slot + 1) & slotMask }
      slots[2 * slot] = old[2 * index]
      slots[2 * slot + 1] = old[2 * index + 1]
    }
    old.deallocate()
  }

  /// A 64-bit hash of `bytes`, eight at a time; never 0 (the mark of a free slot).
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
    return (hash ^ (hash >> 29)) | 1 << 63
  }
}
