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
      let half = halves[part]
      var tallies = half.tallies
      for item in half.rows {
        let row = UnsafeBufferPointer(rebasing: half.buffer[index[item].range])
        CSVFields.forEachFieldRange(row, delimiter: delimiter) { column, range in
          while column >= tallies.count { tallies.append(CSVColumnTally()) }
          tallies[column].add(range, in: row)
          return true
        }
      }
      half.tallies = tallies
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

  init(rows: Range<Int>, buffer: UnsafeBufferPointer<UInt8>, tallies: [CSVColumnTally]) {
    self.rows = rows
    self.buffer = buffer
    self.tallies = tallies
  }
}
