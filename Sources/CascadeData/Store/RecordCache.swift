/// The records made most recently, at most `capacity` of them: a direct-mapped table keyed by item
/// number, so the cards on screen (neighbouring numbers) share no slot and a lookup is one compare.
/// - Complexity: O(1) per lookup and insert; memory bounded by `capacity` records.
struct RecordCache {
  static let capacity = 4096

  private var slots: [(item: Int, record: Record)?] = Array(repeating: nil, count: capacity)

  func record(_ item: Int) -> Record? {
    guard let slot = slots[item & (Self.capacity - 1)], slot.item == item else { return nil }
    return slot.record
  }

  mutating func insert(_ record: Record, for item: Int) {
    slots[item & (Self.capacity - 1)] = (item, record)
  }
}
