/// A growable buffer of plain values that only the waterfall's placement appends to.
///
/// Placement appends one or two values per item, millions of times. `Array.append` checks for
/// uniqueness on every call (twice for an array of arrays); this buffer is a reference type that is
/// never shared outside its section, so an append is a capacity check, a store and an increment.
/// Reads and the truncation that invalidation needs are all it offers.
package final class PlacementBuffer<Element: BitwiseCopyable> {
  @exclusivity(unchecked) private(set) var base: UnsafeMutablePointer<Element>
  @exclusivity(unchecked) package private(set) var count = 0
  @exclusivity(unchecked) private(set) var capacity: Int

  /// Memory for `capacity` values is allocated now and touched only as values are appended.
  package init(capacity: Int) {
    self.capacity = max(1, capacity)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  /// - Complexity: O(1) amortised.
  @inline(__always) package func append(_ value: Element) {
    if count == capacity { grow() }
    (base + count).initialize(to: value)
    count += 1
  }

  /// Checked in release builds too (one unsigned compare): reads come from queries and invalidation with computed indices,
  /// and the check costs nothing measurable (BENCHMARKS.md). Appends need no check: `grow` keeps
  /// `count < capacity` before every store.
  @inline(__always) package subscript(index: Int) -> Element {
    precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "index \(index) outside 0..<\(count)")
    return base[index]
  }

  /// The values in place, for a query's searches: reads through it skip the index check in
  /// release builds (debug builds keep it). Valid until the next append: a query takes it after
  /// placing what it needs and places nothing while it holds it.
  @inline(__always) package var elements: UnsafeBufferPointer<Element> {
    UnsafeBufferPointer(start: base, count: count)
  }

  package var first: Element? { count > 0 ? base[0] : nil }
  package var last: Element? { count > 0 ? base[count - 1] : nil }
  var isEmpty: Bool { count == 0 }

  /// Forgets the last `k` values. O(1).
  package func removeLast(_ k: Int) {
    precondition(k >= 0 && k <= count)
    count -= k
  }

  /// Doubles the capacity, moving the values. Rare: sections reserve their expected size.
  private func grow() {
    let newCapacity = capacity * 2
    let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
    newBase.moveInitialize(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }

  /// The bytes allocated (capacity, not count), for the memory benchmark.
  var allocatedBytes: Int { capacity * MemoryLayout<Element>.stride }
}
