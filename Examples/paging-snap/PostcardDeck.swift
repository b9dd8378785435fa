import CascadeKit

/// The collection view's data source and delegate for both layouts: a `PostcardCell` per postcard,
/// and, for the waterfall, each card's height. The carousel asks nothing of the delegate.
final class PostcardDeck: CollectionViewDataSource, CollectionViewDelegateWaterfallLayout {
  static let cellIdentifier = "postcard"
  let postcards: [Postcard]

  init(postcards: [Postcard]) { self.postcards = postcards }

  // MARK: CollectionViewDataSource

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    postcards.count
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell = collectionView.dequeueReusableCell(
      PostcardCell.self, withReuseIdentifier: Self.cellIdentifier, for: indexPath)
    cell.place = postcards[indexPath.item].place
    cell.number = "card \(indexPath.item + 1) of \(postcards.count)"
    return cell
  }

  // MARK: CollectionViewDelegateWaterfallLayout

  /// The postcard's own height, whatever the column width.
  func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, width: Int
  ) -> Int {
    postcards[indexPath.item].rows
  }
}
