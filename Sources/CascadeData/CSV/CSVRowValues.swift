/// One CSV row's fields decoded into storage kept from row to row: what a pass over a million rows
/// reads instead of a `String` per field. Each thread keeps its own.
package struct CSVRowValues {
  /// The decoded fields end to end.
  private(set) var bytes: [UInt8] = []
  /// Where each field ends in `bytes`; field `i` starts where field `i - 1` ends.
  private(set) var ends: [Int] = []

  /// Empty storage.
  package init() {}

  /// The number of fields decoded.
  var count: Int { ends.count }

  /// Field `column`'s bytes as `CSVFields.value(of:in:)` decodes it.
  /// - Complexity: O(1).
  @inline(__always)
  func range(of column: Int) -> Range<Int> { (column == 0 ? 0 : ends[column - 1])..<ends[column] }

  /// True when field `column` is empty.
  @inline(__always)
  func isEmpty(_ column: Int) -> Bool { range(of: column).isEmpty }

  /// True when fields `a` and `b` hold the same bytes.
  func equal(_ a: Int, _ b: Int) -> Bool {
    bytes[range(of: a)].elementsEqual(bytes[range(of: b)])
  }

  /// True when field `column` is `null`, as a card's field lines compare a value with it.
  func isNull(_ column: Int) -> Bool {
    bytes[range(of: column)].elementsEqual("null".utf8)
  }

  /// Decodes `row` (a row's content) into this storage, replacing what it held: the same fields as
  /// `CSVFields.decode(_:delimiter:)`, as bytes.
  /// - Complexity: O(row length); allocates only while the storage grows.
  mutating func decode(_ row: UnsafeBufferPointer<UInt8>, delimiter: UInt8) {
    bytes.removeAll(keepingCapacity: true)
    ends.removeAll(keepingCapacity: true)
    CSVFields.forEachFieldRange(row, delimiter: delimiter) { _, range in
      CSVFields.appendValue(of: range, in: row, to: &bytes)
      ends.append(bytes.count)
      return true
    }
  }
}

extension CSVFields {
  /// Appends the bytes of `value(of:in:)` for the field written in `row[range]` to `output`.
  /// - Complexity: O(range.count).
  static func appendValue(of range: Range<Int>, in row: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
    let quote = UInt8(ascii: "\"")
    guard !range.isEmpty, row[range.lowerBound] == quote else {
      output.append(contentsOf: UnsafeBufferPointer(rebasing: row[range]))
      return
    }
    var index = range.lowerBound + 1
    while index < range.upperBound {
      let byte = row[index]
      if byte == quote {
        if index + 1 < range.upperBound && row[index + 1] == quote {
          output.append(quote)
          index += 2
          continue
        }
        index += 1
        break
      }
      output.append(byte)
      index += 1
    }
    output.append(contentsOf: UnsafeBufferPointer(rebasing: row[index..<range.upperBound]))
  }
}
