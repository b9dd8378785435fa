import CascadeKit

/// The data source and delegate: a `NoteCell` per note, a cheap estimate of each note's height
/// for notes not measured yet, and the exact height for those that are.
final class Notebook: CollectionViewDataSource, CollectionViewDelegateWaterfallLayout {
  static let cellIdentifier = "note"
  let notes: [Note]

  init(notes: [Note]) { self.notes = notes }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    notes.count
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell = collectionView.dequeueReusableCell(
      NoteCell.self, withReuseIdentifier: Self.cellIdentifier, for: indexPath)
    cell.title = notes[indexPath.item].title
    cell.body = notes[indexPath.item].body
    return cell
  }

  /// Exact: the body wrapped at this width. Asked only for notes being measured.
  func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, width: Int
  ) -> Int {
    NoteCell.height(of: notes[indexPath.item], width: width)
  }

  /// A guess from the body's length in bytes, no wrapping: close enough that measuring moves
  /// little, cheap enough for a hundred thousand notes at once.
  func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, estimatedHeightForItemAt indexPath: IndexPath, width: Int
  ) -> Int {
    3 + notes[indexPath.item].body.utf8.count / max(1, width - 4)
  }
}
