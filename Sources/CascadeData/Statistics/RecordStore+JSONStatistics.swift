import Dispatch

extension RecordStore {
  /// The statistics of NDJSON lines or a JSON array's elements that are all objects, read straight
  /// from their bytes (`JSONFieldTallies`); nil for other input, or when a record is not an object.
  /// The records are counted in two halves on two cores, the second half's fields then added to
  /// the first's by name.
  /// - Complexity: O(total bytes) plus a lookup per value.
  func jsonStatistics() -> [FieldStatistics]? {
    guard kind == .jsonLine || kind == .element, let bytes else { return nil }
    let count = index.count
    guard count > 0 else { return [] }
    var end = 0
    for item in [0, count - 1] { end = max(end, index[item].range.upperBound) }
    let buffer = bytes.buffer(count: end)
    let index = index
    let middle = count / 2
    let halves = [0..<middle, middle..<count].map { JSONHalf(rows: $0, buffer: buffer) }
    DispatchQueue.concurrentPerform(iterations: halves.count) { part in
      let half = halves[part]
      for item in half.rows { half.fields.add(index[item].range, in: half.buffer) }
    }
    guard halves.allSatisfy({ $0.fields.notObjects == 0 }) else { return nil }
    // Each field in order of its first value: the first half's, then the second's new ones.
    let first = halves[0].fields
    let second = halves[1].fields
    var byName: [String: Int] = [:]
    var order: [(seen: Int, name: String, tally: CSVColumnTally)] = []
    for field in 1..<first.count {
      byName[first.name(of: field)] = field
      if first.firstSeen[field] != Int.max {
        order.append((first.firstSeen[field], first.name(of: field), first.tallies[field]))
      }
    }
    for field in 1..<second.count where second.firstSeen[field] != Int.max {
      let name = second.name(of: field)
      if let known = byName[name] {
        first.tallies[known].merge(second.tallies[field])
        if first.firstSeen[known] != Int.max { continue }
      }
      let tally = byName[name].map { first.tallies[$0] } ?? second.tallies[field]
      order.append((first.seen + second.firstSeen[field], name, tally))
    }
    return order.sorted { $0.seen < $1.seen }.map { $0.tally.statistics(name: $0.name) }
  }
}

/// One half of a JSON input's records and the tallies of their fields, filled on one core.
private final class JSONHalf: @unchecked Sendable {
  let rows: Range<Int>
  let buffer: UnsafeBufferPointer<UInt8>
  let fields = JSONFieldTallies()

  init(rows: Range<Int>, buffer: UnsafeBufferPointer<UInt8>) {
    self.rows = rows
    self.buffer = buffer
  }
}
