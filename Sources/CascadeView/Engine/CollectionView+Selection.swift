import CascadeLayout
import OrderedCollections

// Selection lives in the collection view, keyed by index path, so it survives scrolling and cell
// reuse; batch updates move it with its items.

extension CollectionView {
  /// Selected items, in the order they were selected. O(selection).
  public var indexPathsForSelectedItems: [IndexPath] { Array(selection) }

  /// Selects an item without asking the delegate (UIKit's programmatic `selectItem`). With single
  /// selection the previous item is deselected. O(1) amortised (O(selection) under single selection).
  public func selectItem(at indexPath: IndexPath) {
    guard allowsSelection, isValid(indexPath) else { return }
    if !allowsMultipleSelection {
      let old = selection
      selection.removeAll()
      for item in old { updateCellState(at: item) }
    }
    selection.append(indexPath)
    updateCellState(at: indexPath)
  }

  /// Selects an item without asking the delegate and scrolls it to `scrollPosition` (UIKit's
  /// `selectItem(at:animated:scrollPosition:)`); `.nearest` (`[]`) does not scroll, as in UIKit. A
  /// nil index path deselects every item. The scroll is animated when `animated` and
  /// `isAnimationEnabled`; the focus does not move.
  /// - Complexity: `selectItem(at:)`, plus `scrollToItem(at:at:animated:)` when it scrolls.
  public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      for item in indexPathsForSelectedItems { deselectItem(at: item) }
      return
    }
    selectItem(at: indexPath)
    if scrollPosition != .nearest, isSelected(indexPath) {
      scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects an item without asking the delegate (UIKit's `deselectItem(at:animated:)`; nothing
  /// about a deselection animates here). O(selection).
  public func deselectItem(at indexPath: IndexPath, animated: Bool) { deselectItem(at: indexPath) }

  /// Deselects an item without asking the delegate. O(selection) (the ordered set shifts).
  public func deselectItem(at indexPath: IndexPath) {
    selection.remove(indexPath)
    updateCellState(at: indexPath)
  }

  /// Whether the item is selected. O(1).
  public func isSelected(_ indexPath: IndexPath) -> Bool { selection.contains(indexPath) }

  /// Selects or deselects an item as a user would (the Space key): the delegate is asked first and
  /// told after. Returns true when the selection changed. O(selection) at most.
  @discardableResult
  public func toggleSelection(at indexPath: IndexPath) -> Bool {
    guard allowsSelection, isValid(indexPath) else { return false }
    if selection.contains(indexPath) {
      if let delegate, !delegate.collectionView(self, shouldDeselectItemAt: indexPath) { return false }
      selection.remove(indexPath)
      updateCellState(at: indexPath)
      delegate?.collectionView(self, didDeselectItemAt: indexPath)
      return true
    }
    if let delegate, !delegate.collectionView(self, shouldSelectItemAt: indexPath) { return false }
    if !allowsMultipleSelection {
      for old in selection {
        selection.remove(old)
        updateCellState(at: old)
        delegate?.collectionView(self, didDeselectItemAt: old)
      }
    }
    selection.append(indexPath)
    updateCellState(at: indexPath)
    delegate?.collectionView(self, didSelectItemAt: indexPath)
    return true
  }
}
