/// The item indices of each column of a waterfall section, in placement order: what makes a
/// visible-rect query a binary search per column.
///
/// One object holds every column's list, so placement appends through a single reference it
/// already holds: no array of lists to index, no retain and release of a list per item, no
/// uniqueness check. It is never shared outside its section.
final class ColumnLists {
  let columnCount: Int
  @exclusivity(unchecked) private var bases: UnsafeMutablePointer<UnsafeMutablePointer<Int32>>
  @exclusivity(unchecked) private var counts: UnsafeMutablePointer<Int>
  @exclusivity(unchecked) private var capacities: UnsafeMutablePointer<Int>

  /// `columns` empty lists with room for `capacity` indices each (touched only as they fill).
  init(columns: Int, capacity: Int) {
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

  /// - Complexity: O(1) amortised.
  @inline(__always) func append(_ item: Int32, toColumn column: Int) {
    let count = counts[column]
    if count == capacities[column] { grow(column) }
    bases[column][count] = item
    counts[column] = count + 1
  }

  @inline(__always) func count(ofColumn column: Int) -> Int { counts[column] }

  /// The `index`th item of `column`.
  @inline(__always) subscript(column: Int, index: Int) -> Int32 {
    assert(index >= 0 && index < counts[column], "index \(index) outside column \(column)")
    return bases[column][index]
  }

  func last(ofColumn column: Int) -> Int32? {
    counts[column] > 0 ? bases[column][counts[column] - 1] : nil
  }

  /// Keeps the first `count` entries of `column`. O(1).
  func truncate(column: Int, to count: Int) {
    precondition(count >= 0 && count <= counts[column])
    counts[column] = count
  }

  /// Doubles a column's capacity. Rare: sections reserve each column's expected share.
  private func grow(_ column: Int) {
    let capacity = capacities[column] * 2
    let base = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
    base.moveInitialize(from: bases[column], count: counts[column])
    bases[column].deallocate()
    bases[column] = base
    capacities[column] = capacity
  }

  /// The bytes allocated for indices (capacities, not counts), for the memory benchmark.
  var allocatedBytes: Int {
    (0..<columnCount).reduce(0) { $0 + capacities[$1] * MemoryLayout<Int32>.stride }
  }
}
