import CascadeLayout

/// Where a collection view gets its content (UIKit's `UICollectionViewDataSource`).
///
/// Cells come from `collectionView.dequeueReusableCell(withReuseIdentifier:for:)`, so a data source
/// configures a recycled cell instead of making a new one. It is asked only when an item comes into
/// view, not every frame.
public protocol CollectionViewDataSource: AnyObject {
  func numberOfSections(in collectionView: CollectionView) -> Int
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
  /// A header or footer view; nil draws nothing there. Default nil.
  func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: ElementKind, at indexPath: IndexPath) -> CollectionReusableView?
}

// MARK: - Default implementations

extension CollectionViewDataSource {
  public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
  public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: ElementKind, at indexPath: IndexPath) -> CollectionReusableView? { nil }
}
