import Dispatch

extension RecordStore {
  /// The statistics of a CSV or TSV input's columns, read straight from its rows' bytes (a row's
  /// fields are made neither records nor strings, see `CSVColumnTally`); nil for other input. The
  /// rows are counted in two halves on two cores, the second half's counts then added to the
  /// first's.
  /// - Complexity: O(total bytes) plus a hash per value.
  func csvStatistics() -> [FieldStatistics]? {
    guard kind == .csvRow, let table = csvTable, let bytes else { return nil }
    let count = index.count
    guard count > 0 else { return table.names.map { CSVColumnTally().statistics(name: $0) } }
    let buffer = bytes.buffer(count: index[count - 1].range.upperBound)
    let index = index
    let delimiter = table.delimiter
    let middle = count / 2
    let halves = [0..<middle, middle..<count].map { rows in
      CSVHalf(rows: rows, buffer: buffer, tallies: table.names.map { _ in CSVColumnTally() })
    }
    DispatchQueue.concurrentPerform(iterations: halves.count) { part in
      halves[part].count(index: index, delimiter: delimiter)
    }
    let tallies = halves[0].tallies
    for (column, later) in halves[1].tallies.enumerated() {
      if column < tallies.count { tallies[column].merge(later) } else { halves[0].tallies.append(later) }
    }
    return halves[0].tallies.enumerated().map { column, tally in tally.statistics(name: table.name(ofColumn: column)) }
  }
}

/// One half of a CSV input's rows and the tallies of its columns, filled on one core (the input's
/// bytes are read only, and each half's tallies are its own).
private final class CSVHalf: @unchecked Sendable {
  let rows: Range<Int>
  let buffer: UnsafeBufferPointer<UInt8>
  var tallies: [CSVColumnTally]
  /// The sum of the words touched ahead of the lookups, kept so that the reads are made.
  var touched: UInt64 = 0

  /// Rows split and hashed before their values are looked up: enough for their lookups' cache
  /// misses to overlap, few enough for the lines read to stay in the core's cache.
  static let batchRows = 32

  init(rows: Range<Int>, buffer: UnsafeBufferPointer<UInt8>, tallies: [CSVColumnTally]) {
    self.rows = rows
    self.buffer = buffer
    self.tallies = tallies
  }

  /// Tallies the rows, a batch at a time: every field of the batch found and hashed, the slots and
  /// then the records of their hashes read, then each field added (`CSVColumnTally.touchSlot`).
  /// - Complexity: O(the rows' bytes) plus a lookup per field.
  func count(index: RecordIndex, delimiter: UInt8) {
    var tallies = tallies
    var columns: [Int] = []
    var fields: [Range<Int>] = []
    var hashes: [UInt64] = []
    var touched: UInt64 = 0
    let buffer = buffer
    var item = rows.lowerBound
    while item < rows.upperBound {
      let end = min(rows.upperBound, item + Self.batchRows)
      columns.removeAll(keepingCapacity: true)
      fields.removeAll(keepingCapacity: true)
      hashes.removeAll(keepingCapacity: true)
      for row in item..<end {
        let start = index[row].range.lowerBound
        let row = UnsafeBufferPointer(rebasing: buffer[index[row].range])
        CSVFields.forEachFieldRange(row, delimiter: delimiter) { column, range in
          while column >= tallies.count { tallies.append(CSVColumnTally()) }
          columns.append(column)
          fields.append((start + range.lowerBound)..<(start + range.upperBound))
          hashes.append(CSVColumnTally.hash(ofFieldAt: range, in: row))
          return true
        }
      }
      for field in hashes.indices where hashes[field] != 0 {
        touched &+= tallies[columns[field]].touchSlot(hashes[field])
      }
      for field in hashes.indices where hashes[field] != 0 {
        touched &+= tallies[columns[field]].touchRecord(hashes[field])
      }
      for field in hashes.indices {
        tallies[columns[field]].add(fields[field], in: buffer, hash: hashes[field])
      }
      item = end
    }
    self.tallies = tallies
    self.touched = touched
  }
}
