/// The records made most recently, at most `capacity` of them: a direct-mapped table keyed by item
/// number, so the cards on screen (neighbouring numbers) share no slot and a lookup is one compare.
/// The table is allocated at the first insert: a store whose records are never made (`--filter`
/// over lines, which prints their bytes) costs no table.
/// - Complexity: O(1) per lookup and insert; memory bounded by `capacity` records.
struct RecordCache {
  static let capacity = 4096

  private var slots: [(item: Int, record: Record)?] = []

  func record(_ item: Int) -> Record? {
    guard !slots.isEmpty, let slot = slots[item & (Self.capacity - 1)], slot.item == item else { return nil }
    return slot.record
  }

  mutating func insert(_ record: Record, for item: Int) {
    if slots.isEmpty { slots = Array(repeating: nil, count: Self.capacity) }
    slots[item & (Self.capacity - 1)] = (item, record)
  }
}
