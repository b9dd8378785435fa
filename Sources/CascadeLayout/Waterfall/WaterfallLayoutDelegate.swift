// The waterfall's per-item questions. Kept apart from LayoutSource so a flow layout needs none of them.

/// Extra per-item answers a `WaterfallLayout` asks for. All but the height have defaults; a waterfall
/// with no one to ask makes every card 1 row tall.
///
/// Set it as the layout's `delegate` when you use the layout on its own. Under a `CollectionView`
/// leave the layout's delegate nil and conform the collection view's delegate to
/// `CollectionViewDelegateWaterfallLayout` instead, as in UIKit.
public protocol WaterfallLayoutDelegate: AnyObject {
  /// The height in rows of the item at `indexPath` when it is `width` cells wide (the classic
  /// waterfall's required "height for width at index"). Values below 1 become 1.
  func waterfallLayout(_ layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, width: Int) -> Int
  /// The height to place a card at before it is measured, when the layout is self-sizing
  /// (`estimatedItemHeight` is set): cheap, and the closer to the exact height the less the cards
  /// after it move when it is measured. Default: the layout's `estimatedItemHeight`.
  func waterfallLayout(_ layout: WaterfallLayout, estimatedHeightForItemAt indexPath: IndexPath, width: Int) -> Int
  /// True when the item spans every column of its section (a banner). Default false.
  func waterfallLayout(_ layout: WaterfallLayout, isFullWidthItemAt indexPath: IndexPath) -> Bool
  /// False promises that no item of `section` spans every column, so the layout does not ask
  /// `isFullWidthItemAt` for each of them: one call per item less on the placement loop, which
  /// matters over millions of items. Asked once when the section is started. Default true.
  func waterfallLayout(_ layout: WaterfallLayout, hasFullWidthItemsInSection section: Int) -> Bool
  /// The column count of one section, or nil for the layout's `columnCount`. Default nil.
  func waterfallLayout(_ layout: WaterfallLayout, columnCountForSection section: Int) -> Int?
  /// True promises that `estimatedHeightForItemAt` answers the layout's `estimatedItemHeight` for
  /// every item of `section`: a self-sizing layout then places the cards between two measured ones
  /// without asking about each, which is what makes a jump over a million unmeasured cards fit in
  /// a frame. Asked each time placement resumes in the section. Default false.
  func waterfallLayout(_ layout: WaterfallLayout, hasUniformEstimatesInSection section: Int) -> Bool
}

extension WaterfallLayoutDelegate {
  /// The layout's `estimatedItemHeight` (1 when it has none).
  public func waterfallLayout(_ layout: WaterfallLayout, estimatedHeightForItemAt indexPath: IndexPath, width: Int)
    -> Int
  {
    layout.estimatedItemHeight ?? 1
  }
  /// False: every item takes one column.
  public func waterfallLayout(_ layout: WaterfallLayout, isFullWidthItemAt indexPath: IndexPath) -> Bool { false }
  /// Nil: every section has the layout's `columnCount`.
  public func waterfallLayout(_ layout: WaterfallLayout, columnCountForSection section: Int) -> Int? { nil }
  /// True: `isFullWidthItemAt` is asked for every item.
  public func waterfallLayout(_ layout: WaterfallLayout, hasFullWidthItemsInSection section: Int) -> Bool { true }
  /// False: `estimatedHeightForItemAt` is asked for every unmeasured item.
  public func waterfallLayout(_ layout: WaterfallLayout, hasUniformEstimatesInSection section: Int) -> Bool { false }
}
