/// The item indices of each column of a waterfall section, in placement order: what makes a
/// visible-rect query a binary search per column.
///
/// Indices are 32-bit and unsigned, enough for `WaterfallLayout.maximumItemsPerSection` (2^32),
/// which the layout never places past.
///
/// One object holds every column's list, so placement appends through a single reference it
/// already holds: no array of lists to index, no retain and release of a list per item, no
/// uniqueness check. It is never shared outside its section.
package final class ColumnLists {
  package let columnCount: Int
  @exclusivity(unchecked) private var bases: UnsafeMutablePointer<UnsafeMutablePointer<UInt32>>
  @exclusivity(unchecked) private var counts: UnsafeMutablePointer<Int>
  @exclusivity(unchecked) private var capacities: UnsafeMutablePointer<Int>

  /// `columns` empty lists with room for `capacity` indices each (touched only as they fill).
  package init(columns: Int, capacity: Int) {
    columnCount = max(1, columns)
    bases = .allocate(capacity: columnCount)
    counts = .allocate(capacity: columnCount)
    capacities = .allocate(capacity: columnCount)
    for c in 0..<columnCount {
      let room = max(1, capacity)
      (bases + c).initialize(to: .allocate(capacity: room))
      (counts + c).initialize(to: 0)
      (capacities + c).initialize(to: room)
    }
  }

  deinit {
    for c in 0..<columnCount { bases[c].deallocate() }
    bases.deallocate()
    counts.deallocate()
    capacities.deallocate()
  }

  /// Unchecked: placement is the only caller, and its column comes from the loop over the section's
  /// `0..<columnCount` columns (or its round-robin `% columnCount`), the count is below the capacity
  /// once `grow` ran, and every index fits (see `WaterfallLayout.maximumItemsPerSection`).
  ///
  /// - Complexity: O(1) amortised.
  @inline(__always) package func append(_ item: UInt32, toColumn column: Int) {
    let count = counts[column]
    if count == capacities[column] { grow(column) }
    bases[column][count] = item
    counts[column] = count + 1
  }

  /// Checked in every build: a column outside the lists would read another allocation.
  @inline(__always) package func count(ofColumn column: Int) -> Int {
    precondition(
      UInt(bitPattern: column) < UInt(bitPattern: columnCount), "column \(column) outside 0..<\(columnCount)")
    return counts[column]
  }

  /// The `index`th item of `column`. The index is checked in release builds too (one unsigned
  /// compare: reads come from queries and invalidation, whose indices are computed, and the check
  /// costs nothing measurable, see BENCHMARKS.md). The column is not: every caller loops over
  /// `0..<columnCount`.
  @inline(__always) package subscript(column: Int, index: Int) -> UInt32 {
    precondition(UInt(bitPattern: index) < UInt(bitPattern: counts[column]), "index \(index) outside column \(column)")
    return bases[column][index]
  }

  /// Column `column`'s indices in place, for a query's searches: reads through it skip the index
  /// check in release builds (debug builds keep it). Valid until the next append to the lists: a
  /// query takes it after placing what it needs and places nothing while it holds it.
  @inline(__always) package func column(_ column: Int) -> UnsafeBufferPointer<UInt32> {
    precondition(
      UInt(bitPattern: column) < UInt(bitPattern: columnCount), "column \(column) outside 0..<\(columnCount)")
    return UnsafeBufferPointer(start: bases[column], count: counts[column])
  }

  package func last(ofColumn column: Int) -> UInt32? {
    precondition(column >= 0 && column < columnCount, "column \(column) outside 0..<\(columnCount)")
    return counts[column] > 0 ? bases[column][counts[column] - 1] : nil
  }

  /// Keeps the first `count` entries of `column`. O(1).
  package func truncate(column: Int, to count: Int) {
    precondition(column >= 0 && column < columnCount && count >= 0 && count <= counts[column])
    counts[column] = count
  }

  /// Doubles a column's capacity. Rare: sections reserve each column's expected share.
  private func grow(_ column: Int) {
    let capacity = capacities[column] * 2
    let base = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
    base.moveInitialize(from: bases[column], count: counts[column])
    bases[column].deallocate()
    bases[column] = base
    capacities[column] = capacity
  }

  /// The bytes allocated for indices (capacities, not counts), for the memory benchmark.
  var allocatedBytes: Int {
    (0..<columnCount).reduce(0) { $0 + capacities[$1] * MemoryLayout<UInt32>.stride }
  }
}
