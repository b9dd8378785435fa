import CascadeData
import CascadeLayout

extension PictureRecordCollection {
  /// The base collection's field value, so grouping and sorting a store with pictures still reads
  /// one field from the bytes instead of making every record.
  public func fieldValue(named name: String, at indexPath: IndexPath) -> FieldValue? {
    base.fieldValue(named: name, at: indexPath)
  }
}
