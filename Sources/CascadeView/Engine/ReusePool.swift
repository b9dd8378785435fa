/// Detached views waiting to be shown again, per reuse identifier (Android RecyclerView's
/// `RecycledViewPool`). The most recently returned view is given out first: it is the most likely
/// to still be warm and the order makes reuse deterministic for tests.
///
/// The pool creates a view only when none of its identifier is waiting, so the number of views ever
/// created is bounded by the most shown at once (plus overscan), never by the item count.
struct ReusePool {
  private var waiting: [String: [CollectionReusableView]] = [:]
  private var factories: [String: CollectionReusableView.Type] = [:]
  /// Views created since the collection view was made (for tests and the benchmark).
  private(set) var createdCount = 0

  mutating func register(_ type: CollectionReusableView.Type, forReuseIdentifier identifier: String) {
    factories[identifier] = type
  }

  /// A waiting view of `identifier` after `prepareForReuse()`, or a new one. O(1).
  mutating func dequeue(_ identifier: String) -> CollectionReusableView? {
    // Popping through the dictionary's in-place accessor avoids copying the list.
    if let view = waiting[identifier]?.popLast() {
      view.prepareForReuse()
      return view
    }
    guard let type = factories[identifier] else { return nil }
    createdCount += 1
    return type.init(reuseIdentifier: identifier)
  }

  /// Puts a view that left the screen back. O(1) amortised.
  mutating func enqueue(_ view: CollectionReusableView) {
    view.indexPath = nil
    view.layoutAttributes = nil
    waiting[view.reuseIdentifier, default: []].append(view)
  }
}
