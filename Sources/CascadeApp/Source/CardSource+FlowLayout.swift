import CascadeLayout
import CascadeView

// The grid's questions: in an interactive grid of text cards (a self-sizing `FlowLayout`) a card
// is as tall as its wrapped text, as in the waterfall, and a row as tall as its tallest card.

extension CardSource: CollectionViewDelegateFlowLayout {
  /// The text card's height at `width`, as the waterfall measures it; a picture card is the
  /// grid's item height (`Viewer` sizes it for the picture).
  /// - Complexity: O(length of the record's shown text).
  public func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout, heightForItemAt indexPath: IndexPath, width: Int
  ) -> Int {
    Self.workerHeight(
      collection: collection, model: modelIndexPath(of: indexPath), cardFields: cardFields, width: width,
      maxLines: maxLines) ?? layout.itemSize.height
  }

  /// Every unmeasured card is placed at the layout's estimate, so rows of them cost nothing to place.
  public func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout, hasUniformEstimatesInSection section: Int
  ) -> Bool {
    true
  }
}
