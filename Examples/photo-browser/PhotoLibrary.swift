import CascadeKit

/// The data source and delegate: section 0 is the favourites (the carousel row), section 1 every
/// photo (the waterfall), with a header above it.
final class PhotoLibrary: CollectionViewDataSource, CollectionViewDelegateWaterfallLayout {
  static let cardIdentifier = "photo"
  static let headerIdentifier = "header"
  let photos: [Photo]
  let favourites: [Photo]

  init(photos: [Photo]) {
    self.photos = photos
    favourites = photos.filter(\.isFavourite)
  }

  /// The photo at an index path of either section.
  func photo(at indexPath: IndexPath) -> Photo {
    indexPath.section == 0 ? favourites[indexPath.item] : photos[indexPath.item]
  }

  func numberOfSections(in collectionView: CollectionView) -> Int { 2 }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    section == 0 ? favourites.count : photos.count
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let card = collectionView.dequeueReusableCell(
      PhotoCard.self, withReuseIdentifier: Self.cardIdentifier, for: indexPath)
    let photo = photo(at: indexPath)
    card.title = photo.title
    card.pixelSize = "\(photo.width)×\(photo.height)"
    return card
  }

  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: ElementKind, at indexPath: IndexPath
  ) -> CollectionReusableView? {
    let header = collectionView.dequeueReusableSupplementaryView(
      SectionTitleView.self, ofKind: kind, withReuseIdentifier: Self.headerIdentifier, for: indexPath)
    header.title = "All photos · \(photos.count)"
    return header
  }

  /// Only the waterfall asks: the picture at the column's width, plus the border rows.
  func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, width: Int
  ) -> Int {
    layout.itemHeight(aspectRatio: photo(at: indexPath).aspectRatio, width: width - 2) + 2
  }
}
