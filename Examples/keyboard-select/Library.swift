import CascadeKit

/// The data source and delegate: books as cells, shelves as sections with headers, and the
/// selection kept in the order the user picked.
final class Library: CollectionViewDataSource, CollectionViewDelegate {
  static let bookIdentifier = "book"
  static let headerIdentifier = "shelf"
  let shelves: [Shelf]

  init(shelves: [Shelf]) { self.shelves = shelves }

  func book(at indexPath: IndexPath) -> Book { shelves[indexPath.section].books[indexPath.item] }

  // MARK: CollectionViewDataSource

  func numberOfSections(in collectionView: CollectionView) -> Int { shelves.count }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    shelves[section].books.count
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell = collectionView.dequeueReusableCell(
      BookCell.self, withReuseIdentifier: Self.bookIdentifier, for: indexPath)
    let book = book(at: indexPath)
    cell.title = book.title
    cell.author = book.author
    return cell
  }

  /// Headers are registered per kind: the layout asks for `.sectionHeader` because it has a header height.
  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: ElementKind, at indexPath: IndexPath
  ) -> CollectionReusableView? {
    let header = collectionView.dequeueReusableSupplementaryView(
      ShelfHeaderView.self, ofKind: kind, withReuseIdentifier: Self.headerIdentifier, for: indexPath)
    header.name = shelves[indexPath.section].name
    header.pickedCount = pickedCount(inSection: indexPath.section, of: collectionView)
    return header
  }

  // MARK: CollectionViewDelegate

  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    updateHeader(ofSection: indexPath.section, in: collectionView)
  }

  func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
    updateHeader(ofSection: indexPath.section, in: collectionView)
  }

  /// The header on screen, if any, learns the new count; one scrolled out gets it when it comes back.
  private func updateHeader(ofSection section: Int, in collectionView: CollectionView) {
    let header = collectionView.supplementaryView(
      forElementKind: .sectionHeader, at: IndexPath(item: 0, section: section))
    (header as? ShelfHeaderView)?.pickedCount = pickedCount(inSection: section, of: collectionView)
  }

  private func pickedCount(inSection section: Int, of collectionView: CollectionView) -> Int {
    collectionView.indexPathsForSelectedItems.filter { $0.section == section }.count
  }
}
