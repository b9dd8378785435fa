import CascadeLayout

/// Where a collection view gets its content (UIKit's `UICollectionViewDataSource`).
///
/// Cells come from `collectionView.dequeueReusableCell(withReuseIdentifier:for:)`, so a data source
/// configures a recycled cell instead of making a new one. It is asked only when an item comes into
/// view, not every frame.
public protocol CollectionViewDataSource: AnyObject {
  /// The number of sections. Default 1. Asked on `reloadData()` and after batch updates, not per frame.
  func numberOfSections(in collectionView: CollectionView) -> Int
  /// The number of items in `section`. Asked with `numberOfSections(in:)`.
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  /// The configured cell for an item coming into view: dequeue it with
  /// `dequeueReusableCell(_:withReuseIdentifier:for:)` and set its content. Keep it O(1): it runs
  /// for every item that scrolls in.
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
  /// A header or footer view; nil draws nothing there. Default nil.
  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: ElementKind, at indexPath: IndexPath
  ) -> CollectionReusableView?
}

// MARK: - Default implementations

extension CollectionViewDataSource {
  /// One section.
  public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
  /// Nil: no headers or footers.
  public func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: ElementKind, at indexPath: IndexPath
  ) -> CollectionReusableView? { nil }
}
