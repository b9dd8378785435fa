import CascadeData
import CascadeLayout

/// Some records of a collection as a collection of their own, one section in the order given:
/// the records a filter shows, for the statistics panel to count as `--stats` counts a file.
struct RecordSubset: RecordCollection {
  let base: any RecordCollection
  /// The records' index paths in `base`.
  let items: [IndexPath]

  var sections: [RecordSection] { [RecordSection(count: items.count)] }

  func record(at indexPath: IndexPath) -> Record { base.record(at: items[indexPath.item]) }

  func fieldValue(named name: String, at indexPath: IndexPath) -> FieldValue? {
    base.fieldValue(named: name, at: items[indexPath.item])
  }
}
