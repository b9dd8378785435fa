import CascadeLayout

/// The waterfall's questions, asked of the collection view's delegate when the collection view uses a
/// `WaterfallLayout` (as UIKit's flow layout asks a `UICollectionViewDelegateFlowLayout`).
///
/// The layout asks lazily, as items come into view, and only again after a change invalidates them,
/// so each answer should be cheap: O(1) is what makes the first frame of a huge collection fast.
public protocol CollectionViewDelegateWaterfallLayout: CollectionViewDelegate {
  /// The height in rows of the item at `indexPath` when it is `width` cells wide. Values below 1
  /// become 1. For a picture, `layout.itemHeight(aspectRatio:width:)` turns its aspect ratio into rows.
  func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, width: Int
  ) -> Int
  /// The height to place an unmeasured card at when the layout is self-sizing (its
  /// `estimatedItemHeight` is set): cheap, and as close to the exact height as is cheap to guess.
  /// Default: the layout's `estimatedItemHeight`.
  func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, estimatedHeightForItemAt indexPath: IndexPath, width: Int
  ) -> Int
  /// True when the item spans all columns of its section (a banner). Default false.
  func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, isFullWidthItemAt indexPath: IndexPath)
    -> Bool
  /// The column count of one section, or nil for the layout's `columnCount`. Default nil.
  func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, columnCountForSection section: Int)
    -> Int?
  /// False promises that no item of `section` spans every column, so `isFullWidthItemAt` is not
  /// asked for each of its items. Default true.
  func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, hasFullWidthItemsInSection section: Int
  ) -> Bool
  /// True promises that `estimatedHeightForItemAt` answers the layout's `estimatedItemHeight` for
  /// every item of `section`, so a self-sizing layout places runs of unmeasured cards without
  /// asking about each. Default false.
  func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, hasUniformEstimatesInSection section: Int
  ) -> Bool
}

// MARK: - Default implementations

extension CollectionViewDelegateWaterfallLayout {
  /// The layout's `estimatedItemHeight` (1 when it has none).
  public func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, estimatedHeightForItemAt indexPath: IndexPath, width: Int
  ) -> Int {
    layout.estimatedItemHeight ?? 1
  }
  /// False: every item takes one column.
  public func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, isFullWidthItemAt indexPath: IndexPath
  ) -> Bool { false }
  /// Nil: every section has the layout's `columnCount`.
  public func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, columnCountForSection section: Int
  ) -> Int? { nil }
  /// True: `isFullWidthItemAt` is asked for every item.
  public func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, hasFullWidthItemsInSection section: Int
  ) -> Bool {
    true
  }
  /// False: `estimatedHeightForItemAt` is asked for every unmeasured item.
  public func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, hasUniformEstimatesInSection section: Int
  ) -> Bool {
    false
  }
}
