import CascadeLayout

/// Detached views waiting to be shown again, per element kind and reuse identifier (Android
/// RecyclerView's `RecycledViewPool`, UIKit's registries). A cell and a header registered with the
/// same identifier get separate pools, as in UIKit. The most recently returned view is given out
/// first: it is the most likely to still be warm, and the order makes reuse deterministic for tests.
///
/// The pool creates a view only when none of its key is waiting, so the number of views ever created
/// is bounded by the most shown at once (plus overscan), never by the item count.
struct ReusePool {
  /// What a registration is for: cells, supplementary views of a kind, or decoration views of a kind.
  struct Key: Hashable {
    var category: ElementCategory
    var identifier: String
  }

  private var waiting: [Key: [CollectionReusableView]] = [:]
  private var factories: [Key: CollectionReusableView.Type] = [:]
  /// Views created since the collection view was made (for tests and the benchmark).
  private(set) var createdCount = 0

  /// Registers (or replaces) the class made for `key`. O(1).
  mutating func register(_ type: CollectionReusableView.Type, for key: Key) {
    factories[key] = type
  }

  /// The class registered for `key`, if any. O(1).
  func registeredClass(for key: Key) -> CollectionReusableView.Type? { factories[key] }

  /// A waiting view of `key` after `prepareForReuse()`, or a new one of `type` (the registered class
  /// when nil); nil when nothing is registered. O(1).
  mutating func dequeue(_ key: Key, making type: CollectionReusableView.Type? = nil) -> CollectionReusableView? {
    // Popping through the dictionary's in-place accessor avoids copying the list.
    if let view = waiting[key]?.popLast() {
      view.prepareForReuse()
      return view
    }
    guard let type = type ?? factories[key] else { return nil }
    createdCount += 1
    return type.init(reuseIdentifier: key.identifier)
  }

  /// Puts a view that left the screen back under `category` and its own identifier. O(1) amortised.
  mutating func enqueue(_ view: CollectionReusableView, as category: ElementCategory) {
    view.indexPath = nil
    view.layoutAttributes = nil
    waiting[Key(category: category, identifier: view.reuseIdentifier), default: []].append(view)
  }
}

extension ReusePool {
  /// The kinds `identifier` is registered for, to name a mix-up in a failure message. O(registrations).
  func categories(registeredFor identifier: String) -> [ElementCategory] {
    factories.keys.filter { $0.identifier == identifier }.map(\.category)
  }
}
