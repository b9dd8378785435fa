import CascadeLayout

/// A section of a collection: an optional header and how many records it holds.
public struct RecordSection: Hashable, Sendable {
  /// The section header's text, or nil for a section shown without a header.
  public var title: String?
  /// The number of records in the section.
  public var count: Int

  /// A section of `count` records, with a header when `title` is given.
  public init(title: String? = nil, count: Int) {
    self.title = title
    self.count = count
  }
}

/// What the viewer reads: sections, and one record at a time by index path.
///
/// Asking for records one by one, rather than handing over an array, lets a generated collection of
/// ten million items cost nothing until the viewer scrolls to an item.
public protocol RecordCollection: Sendable {
  /// The sections in order; each item count is final once the collection exists.
  var sections: [RecordSection] { get }
  /// The record at `indexPath`, which must lie inside `sections`.
  /// - Complexity: O(1) for every collection in this module.
  func record(at indexPath: IndexPath) -> Record
  /// What the card at `indexPath` needs for its height; by default read from the record.
  func sizing(at indexPath: IndexPath) -> RecordSizing
  /// The record's `searchText`, which the filter tests for every shown card on every keystroke;
  /// by default read from the record. A collection that makes records on demand answers it
  /// without making the whole record.
  func searchText(at indexPath: IndexPath) -> String
  /// The value of the record's top-level field `name`, nil when it has none (or it is `null`), for
  /// grouping and sorting, which read one field of every record; by default read from the record.
  /// A collection that keeps its records as bytes answers without making the whole record.
  func fieldValue(named name: String, at indexPath: IndexPath) -> FieldValue?
}

// MARK: - Default implementations

extension RecordCollection {
  /// Read from the record: its aspect ratio, else its text.
  public func sizing(at indexPath: IndexPath) -> RecordSizing { RecordSizing(record(at: indexPath)) }

  /// Read from the record.
  public func searchText(at indexPath: IndexPath) -> String { record(at: indexPath).searchText }

  /// The field from the whole record's `fields`. O(length of the record) to make it, unless cached.
  public func fieldValue(named name: String, at indexPath: IndexPath) -> FieldValue? {
    FieldValue.named(name, in: record(at: indexPath).fields)
  }

  /// The number of records in all sections together.
  /// - Complexity: O(number of sections).
  /// - Complexity: O(S) for S sections.
  public var recordCount: Int { sections.reduce(0) { $0 + $1.count } }

  /// True when no section holds a record, so the command can say so instead of showing an empty screen.
  /// - Complexity: O(S) for S sections.
  public var isEmpty: Bool { sections.allSatisfy { $0.count == 0 } }
}
