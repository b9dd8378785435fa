import CascadeLayout

// The collection view is the source its layout reads, and the waterfall's delegate.

extension CollectionView: LayoutSource {
  public var layoutBounds: Rect { bounds }
}

extension CollectionView: WaterfallLayoutDelegate {
  public func waterfallLayout(_ layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, width: Int) -> Int {
    delegate?.collectionView(self, layout: layout, heightForItemAt: indexPath, width: width) ?? 1
  }

  public func waterfallLayout(_ layout: WaterfallLayout, isFullWidthItemAt indexPath: IndexPath) -> Bool {
    delegate?.collectionView(self, layout: layout, isFullWidthItemAt: indexPath) ?? false
  }

  public func waterfallLayout(_ layout: WaterfallLayout, columnCountForSection section: Int) -> Int? {
    delegate?.collectionView(self, layout: layout, columnCountForSection: section)
  }
}

extension CollectionView {
  /// Connects a layout to this collection view: source, and waterfall delegate.
  func attach(_ layout: CollectionViewLayout) {
    layout.source = self
    if let waterfall = layout as? WaterfallLayout { waterfall.delegate = self }
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
  public func setViewportSize(_ size: Size, animated: Bool = false) {
    let newBounds = Rect(origin: bounds.origin, size: Size(width: max(0, size.width), height: max(0, size.height)))
    guard newBounds != bounds else { return }
    animating(animated) { resizeViewport(to: newBounds) }
  }

  private func resizeViewport(to newBounds: Rect) {
    let relayout = collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newBounds)
    // Where the focused card sat on screen, to keep it there after the width changes.
    let focusRow = focusedIndexPath.flatMap { collectionViewLayout.layoutAttributesForItem(at: $0) }.map { $0.frame.minY - bounds.minY }
    bounds = newBounds
    if relayout {
      collectionViewLayout.invalidateLayout(with: .widthChanged)
      collectionViewLayout.prepare()
      recycleAllVisibleViews()
    }
    if let focus = focusedIndexPath, let frame = collectionViewLayout.layoutAttributesForItem(at: focus)?.frame {
      if relayout, let row = focusRow {
        // Keep the card's top on the same screen row where it still fits (a card taller than the
        // viewport only needs its top row on screen).
        let lastRow = frame.height > bounds.height ? bounds.height - 1 : bounds.height - frame.height
        setContentOffsetClamped(Point(x: 0, y: frame.minY - max(0, min(row, lastRow))))
      }
      scrollToItem(at: focus, at: .nearest)
      if collectionViewLayout.pagesThroughItems { scrollFocusIntoView(focus) }
    } else {
      clampContentOffset()
    }
  }
}
