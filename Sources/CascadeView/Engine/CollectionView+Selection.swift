import CascadeLayout
import OrderedCollections

// Selection lives in the collection view, keyed by index path, so it survives scrolling and cell
// reuse; batch updates move it with its items.

extension CollectionView {
  /// Selected items, in the order they were selected.
  public var indexPathsForSelectedItems: [IndexPath] { Array(selection) }

  /// Selects an item without asking the delegate (UIKit's programmatic `selectItem`). With single
  /// selection the previous item is deselected.
  public func selectItem(at indexPath: IndexPath) {
    guard allowsSelection, isValid(indexPath) else { return }
    if !allowsMultipleSelection { selection.removeAll() }
    selection.append(indexPath)
  }

  public func deselectItem(at indexPath: IndexPath) {
    selection.remove(indexPath)
  }

  public func isSelected(_ indexPath: IndexPath) -> Bool { selection.contains(indexPath) }

  /// Selects or deselects an item as a user would (the Space key): the delegate is asked first and
  /// told after. Returns true when the selection changed.
  @discardableResult
  public func toggleSelection(at indexPath: IndexPath) -> Bool {
    guard allowsSelection, isValid(indexPath) else { return false }
    if selection.contains(indexPath) {
      if let delegate, !delegate.collectionView(self, shouldDeselectItemAt: indexPath) { return false }
      selection.remove(indexPath)
      delegate?.collectionView(self, didDeselectItemAt: indexPath)
      return true
    }
    if let delegate, !delegate.collectionView(self, shouldSelectItemAt: indexPath) { return false }
    if !allowsMultipleSelection {
      for old in selection {
        selection.remove(old)
        delegate?.collectionView(self, didDeselectItemAt: old)
      }
    }
    selection.append(indexPath)
    delegate?.collectionView(self, didSelectItemAt: indexPath)
    return true
  }
}
