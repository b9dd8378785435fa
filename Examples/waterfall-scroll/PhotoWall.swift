import CascadeKit

/// The collection view's data source and delegate: it hands out a `PhotoCell` per photo and tells
/// the waterfall how tall each photo is at the column width it is given.
final class PhotoWall: CollectionViewDataSource, CollectionViewDelegateWaterfallLayout {
  static let cellIdentifier = "photo"
  let photos: [Photo]

  init(photos: [Photo]) { self.photos = photos }

  // MARK: CollectionViewDataSource

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    photos.count
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    // The typed dequeue returns a PhotoCell; registering the identifier is the only setup.
    let cell = collectionView.dequeueReusableCell(
      PhotoCell.self, withReuseIdentifier: Self.cellIdentifier, for: indexPath)
    let photo = photos[indexPath.item]
    cell.title = photo.title
    cell.pixelSize = "\(photo.width)×\(photo.height)"
    return cell
  }

  // MARK: CollectionViewDelegateWaterfallLayout

  /// The picture at this width (a terminal cell is about twice as tall as wide, which
  /// `itemHeight(aspectRatio:width:)` accounts for) plus the border rows.
  func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, width: Int
  ) -> Int {
    layout.itemHeight(aspectRatio: photos[indexPath.item].aspectRatio, width: width - 2) + 2
  }
}
