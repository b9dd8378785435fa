import CascadeLayout

// The collection view is the source its layout reads, and the object a layout with no delegate of its
// own asks its questions: it passes them to its delegate when that conforms to the layout's protocol,
// as UIKit's layouts ask `collectionView.delegate`. A delegate set on the layout itself wins.

extension CollectionView: LayoutSource {
  /// The visible rect, for the layout: `bounds`.
  public var layoutBounds: Rect { bounds }
}

extension CollectionView: WaterfallLayoutDelegate {
  /// Asks the delegate (`CollectionViewDelegateWaterfallLayout`); 1 row without one. O(1) plus the
  /// delegate's answer: the delegate's conformance is resolved when `delegate` is set, not per item.
  public func waterfallLayout(_ layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, width: Int) -> Int {
    waterfallDelegate?.collectionView(self, layout: layout, heightForItemAt: indexPath, width: width) ?? 1
  }

  /// Asks the delegate; the layout's `estimatedItemHeight` without one.
  public func waterfallLayout(_ layout: WaterfallLayout, estimatedHeightForItemAt indexPath: IndexPath, width: Int)
    -> Int
  {
    waterfallDelegate?.collectionView(self, layout: layout, estimatedHeightForItemAt: indexPath, width: width) ?? layout
      .estimatedItemHeight ?? 1
  }

  /// Asks the delegate; false without one.
  public func waterfallLayout(_ layout: WaterfallLayout, isFullWidthItemAt indexPath: IndexPath) -> Bool {
    waterfallDelegate?.collectionView(self, layout: layout, isFullWidthItemAt: indexPath) ?? false
  }

  /// Asks the delegate; nil (the layout's `columnCount`) without one.
  public func waterfallLayout(_ layout: WaterfallLayout, columnCountForSection section: Int) -> Int? {
    waterfallDelegate?.collectionView(self, layout: layout, columnCountForSection: section)
  }

  /// Asks the delegate; false without one (no delegate, no banners).
  public func waterfallLayout(_ layout: WaterfallLayout, hasFullWidthItemsInSection section: Int) -> Bool {
    waterfallDelegate?.collectionView(self, layout: layout, hasFullWidthItemsInSection: section) ?? false
  }

  /// Asks the delegate; true without one (every estimate is then the layout's).
  public func waterfallLayout(_ layout: WaterfallLayout, hasUniformEstimatesInSection section: Int) -> Bool {
    waterfallDelegate?.collectionView(self, layout: layout, hasUniformEstimatesInSection: section) ?? true
  }
}

extension CollectionView: FlowLayoutDelegate {
  /// Asks the delegate (`CollectionViewDelegateFlowLayout`); the layout's `itemSize` without one.
  public func flowLayout(_ layout: FlowLayout, itemSizeForSection section: Int) -> Size {
    flowDelegate?.collectionView(self, layout: layout, itemSizeForSection: section) ?? layout.itemSize
  }

  /// Asks the delegate; the layout's `sectionInset` without one.
  public func flowLayout(_ layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets {
    flowDelegate?.collectionView(self, layout: layout, insetForSectionAt: section) ?? layout.sectionInset
  }

  /// Asks the delegate; the layout's `minimumLineSpacing` without one.
  public func flowLayout(_ layout: FlowLayout, minimumLineSpacingForSectionAt section: Int) -> Int {
    flowDelegate?.collectionView(self, layout: layout, minimumLineSpacingForSectionAt: section)
      ?? layout.minimumLineSpacing
  }

  /// Asks the delegate; the layout's `minimumInteritemSpacing` without one.
  public func flowLayout(_ layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> Int {
    flowDelegate?.collectionView(self, layout: layout, minimumInteritemSpacingForSectionAt: section)
      ?? layout.minimumInteritemSpacing
  }

  /// Asks the delegate; the layout's `headerHeight` without one.
  public func flowLayout(_ layout: FlowLayout, headerHeightForSection section: Int) -> Int {
    flowDelegate?.collectionView(self, layout: layout, referenceHeightForHeaderInSection: section)
      ?? layout.headerHeight
  }

  /// Asks the delegate; the layout's `footerHeight` without one.
  public func flowLayout(_ layout: FlowLayout, footerHeightForSection section: Int) -> Int {
    flowDelegate?.collectionView(self, layout: layout, referenceHeightForFooterInSection: section)
      ?? layout.footerHeight
  }

  /// Asks the delegate; the layout's `itemSize` height without one.
  public func flowLayout(_ layout: FlowLayout, heightForItemAt indexPath: IndexPath, width: Int) -> Int {
    flowDelegate?.collectionView(self, layout: layout, heightForItemAt: indexPath, width: width)
      ?? layout.itemSize.height
  }

  /// Asks the delegate; the layout's `estimatedItemHeight` without one.
  public func flowLayout(_ layout: FlowLayout, estimatedHeightForItemAt indexPath: IndexPath, width: Int) -> Int {
    flowDelegate?.collectionView(self, layout: layout, estimatedHeightForItemAt: indexPath, width: width)
      ?? layout.estimatedItemHeight ?? 1
  }

  /// Asks the delegate; true without one (every estimate is then the layout's).
  public func flowLayout(_ layout: FlowLayout, hasUniformEstimatesInSection section: Int) -> Bool {
    flowDelegate?.collectionView(self, layout: layout, hasUniformEstimatesInSection: section) ?? true
  }
}

extension CollectionView {
  /// Connects a layout to this collection view. Only the source is set: the layout's delegate is
  /// left as its user set it, and when it is nil the layout asks the collection view.
  func attach(_ layout: CollectionViewLayout) {
    layout.source = self
  }

  /// Replaces the layout (UIKit's `setCollectionViewLayout(_:animated:)`), keeping the focused card
  /// in view: it is centred in the new layout when it can be (snapped to, in a layout that pages
  /// through items). Animated, each card moving from its old frame to its new one, when `animated`
  /// and animation is on.
  public func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool) {
    animating(animated) {
      collectionViewLayout.source = nil
      collectionViewLayout = layout
      attach(layout)
      recycleAllVisibleViews()
      wheelRestDeadline = nil
      layout.invalidateLayout()
      layout.prepare()
      if let focus = focusedIndexPath {
        scrollToItem(at: focus, at: .centeredVertically)
        if layout.pagesThroughItems { scrollFocusIntoView(focus) }
      } else {
        clampContentOffset()
      }
    }
  }

  /// Replaces the layout at once; see `setCollectionViewLayout(_:animated:)`.
  public func setCollectionViewLayout(_ layout: CollectionViewLayout) {
    setCollectionViewLayout(layout, animated: false)
  }

  /// Changes the viewport size (a terminal resize). The layout re-flows only when it says the change
  /// matters (the width, for a vertical layout); the focused card stays on screen.
  /// Animated, each card moving from its old place on screen to its new one, when `animated` and
  /// animation is on.
  /// - Complexity: O(1) for a height change; a width change re-flows the waterfall lazily.
  public func setViewportSize(_ size: Size, animated: Bool = false) {
    let newBounds = Rect(origin: bounds.origin, size: Size(width: max(0, size.width), height: max(0, size.height)))
    guard newBounds != bounds else { return }
    animating(animated) { resizeViewport(to: newBounds) }
  }

  private func resizeViewport(to newBounds: Rect) {
    let relayout = collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newBounds)
    // Where the focused card sat on screen, to keep it there after the width changes; kept from
    // an earlier resize whose layout was interrupted (asking again would finish that layout).
    let focusRow =
      focusRowAfterResize
      ?? (relayout
        ? focusedIndexPath.flatMap { collectionViewLayout.layoutAttributesForItem(at: $0) }.map {
          $0.frame.minY - bounds.minY
        } : nil)
    bounds = newBounds
    if relayout {
      collectionViewLayout.invalidateLayout(with: .widthChanged)
      collectionViewLayout.prepare()
      recycleAllVisibleViews()
    }
    focusRowAfterResize = focusRow
    placeFocusAfterResize()
  }

  /// Brings the focused card into view after a resize, its top back on `focusRowAfterResize`
  /// where it still fits. When the layout stopped placing before the card (its placement was
  /// interrupted, see `WaterfallLayout.placementInterruption`: a newer size is waiting), the row is
  /// kept for the next resize or frame, which try again.
  /// - Complexity: placing the cards up to the focused one, as `layoutAttributesForItem(at:)`.
  func placeFocusAfterResize() {
    guard let focus = focusedIndexPath, let frame = collectionViewLayout.layoutAttributesForItem(at: focus)?.frame
    else {
      // Only a card that exists is waited for; any other focus keeps nothing.
      let exists =
        focusedIndexPath.map { focus in
          focus.section >= 0 && focus.section < numberOfSections() && focus.item >= 0
            && focus.item < numberOfItems(inSection: focus.section)
        } ?? false
      if !exists { focusRowAfterResize = nil }
      clampContentOffset()
      return
    }
    if let row = focusRowAfterResize {
      // Keep the card's top on the same screen row where it still fits (a card taller than the
      // viewport only needs its top row on screen).
      let lastRow = frame.height > bounds.height ? bounds.height - 1 : bounds.height - frame.height
      setContentOffsetClamped(Point(x: 0, y: frame.minY - max(0, min(row, lastRow))))
      focusRowAfterResize = nil
    }
    scrollToItem(at: focus, at: .nearest)
    if collectionViewLayout.pagesThroughItems { scrollFocusIntoView(focus) }
  }
}
