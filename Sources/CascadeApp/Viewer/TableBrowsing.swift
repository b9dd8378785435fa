import CascadeData
import CascadeLayout

/// Opening a database's tables from its table list: Enter on a table card shows that table's rows
/// in place of the list, and Esc or Backspace goes back to the list with the table's card focused.
public struct TableBrowsing {
  /// Starts reading the rows of the table (or view) of the given name, as `--table NAME` reads
  /// them; nil when it cannot. Without it Enter on a table card acts as on any card.
  public var open: ((String) -> (any StreamingRecordCollection)?)?
  /// While a table opened from the list is shown: the list, its table card (a model index path)
  /// and the filter it had, to go back to.
  var opened: (list: any StreamingRecordCollection, card: IndexPath, filter: String)?

  /// Nothing to open.
  public init() {}
}
