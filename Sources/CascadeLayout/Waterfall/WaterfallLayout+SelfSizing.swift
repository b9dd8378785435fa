// Self-sizing cards (UIKit's `estimatedItemSize` and `preferredLayoutAttributesFitting`,
// RecyclerView's measure pass): a card nobody has measured is placed at an estimate, which costs
// nothing, and exact heights are handed in as they are measured (on screen first, the rest by
// workers), each re-placing only the cards after it. A jump to the millionth card places a million
// estimates instead of measuring a million cards.

/// One exact height for `WaterfallLayout.acceptMeasuredHeights(_:)`: the card at `indexPath` is
/// `height` rows tall when drawn `width` cells wide.
public struct MeasuredItemHeight: Hashable, Sendable {
  /// The card measured.
  public var indexPath: IndexPath
  /// The width, in cells, it was measured at.
  public var width: Int
  /// Its exact height in rows at that width.
  public var height: Int

  /// The card at `indexPath` is `height` rows tall when drawn `width` cells wide.
  public init(indexPath: IndexPath, width: Int, height: Int) {
    self.indexPath = indexPath
    self.width = width
    self.height = height
  }
}

/// A card placed at its estimate: measure it `width` cells wide (`SelfSizingLayout.estimatedItems(in:)`).
public struct EstimatedItem: Hashable, Sendable {
  /// The card placed at its estimate.
  public var indexPath: IndexPath
  /// The width, in cells, it is placed at: the width to measure it at.
  public var width: Int

  /// The card at `indexPath`, placed `width` cells wide.
  public init(indexPath: IndexPath, width: Int) {
    self.indexPath = indexPath
    self.width = width
  }
}

extension WaterfallLayout {
  /// True when the layout places unmeasured cards at an estimate (`estimatedItemHeight` is set).
  public var isSelfSizing: Bool { estimatedItemHeight != nil }

  /// The exact height given for the card at `indexPath` drawn `width` cells wide, or nil. O(W) for
  /// the few widths kept.
  public func measuredHeight(ofItemAt indexPath: IndexPath, width: Int) -> Int? {
    measuredHeights.height(section: indexPath.section, item: indexPath.item, width: width)
  }

  /// Takes exact heights, in any order and for any cards (placed or not, at the width they are
  /// placed at or another). A card placed at this width with another height is re-placed, and
  /// with it every card after it (their columns depend on it); cards before the first such card
  /// keep their frames. Placement is lazy: the next query re-places as far as it needs.
  ///
  /// Nothing here moves the viewport. To keep what the reader looks at still, note the focused
  /// card's row on screen before and scroll so it is on that row after (a `CollectionView` does
  /// this in its `acceptMeasuredHeights(_:)`).
  ///
  /// Returns the first card whose frame may have changed, or nil when none did.
  /// - Complexity: O(W) per height, plus O(C·log(N/C)) for the invalidation when one changed.
  @discardableResult
  public func acceptMeasuredHeights(_ heights: some Sequence<MeasuredItemHeight>) -> IndexPath? {
    prepareIfNeeded()
    var first: IndexPath?
    var changedWidths: [Int] = []
    for measured in heights {
      let ip = measured.indexPath
      guard ip.section >= 0, ip.item >= 0, ip.item < Self.maximumItemsPerSection else { continue }
      let keeping = ip.section < sections.count ? widths(of: sections[ip.section]) : []
      guard
        measuredHeights.set(
          measured.height, section: ip.section, item: ip.item, width: measured.width, keeping: keeping)
      else { continue }
      if !changedWidths.contains(measured.width) { changedWidths.append(measured.width) }
      guard isSelfSizing, ip.section < sections.count, ip.item < sections[ip.section].placedCount else { continue }
      let frame = sections[ip.section].frame(ofItem: ip.item)
      guard frame.width == measured.width, frame.height != min(max(1, measured.height), Self.maximumItemHeight) else {
        continue
      }
      if first.map({ ip < $0 }) ?? true { first = ip }
    }
    // A kept placement used what was known when it was set aside: one with a column of a width
    // just measured may be stale, so it is laid out afresh if its width comes back.
    if isSelfSizing, !changedWidths.isEmpty {
      keptPlacements.removeAll { kept in
        kept.sections.contains { section in widths(of: section).contains { changedWidths.contains($0) } }
      }
    }
    if let first { invalidateItems(from: first) }
    return first
  }

  /// Measures, through the delegate's `heightForItemAt`, every card in `rect` placed at its
  /// estimate, and accepts the heights; again while the re-placement brings other estimated cards
  /// into `rect` (each round measures at least one card, so it ends). After it every card in
  /// `rect` is exact. Returns how many heights were asked. A no-op unless self-sizing.
  /// - Complexity: the queries, plus one delegate call per card measured.
  @discardableResult
  public func measureItems(in rect: Rect) -> Int {
    guard isSelfSizing, let delegate = answeringDelegate else { return 0 }
    var asked = 0
    while true {
      let pending = estimatedItems(in: rect)
      if pending.isEmpty { return asked }
      asked += pending.count
      acceptMeasuredHeights(
        pending.map {
          MeasuredItemHeight(
            indexPath: $0.indexPath, width: $0.width,
            height: delegate.waterfallLayout(self, heightForItemAt: $0.indexPath, width: $0.width))
        })
    }
  }

  /// The widths a section's cards can have: each column's and the full span. O(C).
  func widths(of section: WaterfallSection) -> [Int] {
    let n = section.columnCount
    return section.columnWidth + [section.columnX[n - 1] + section.columnWidth[n - 1] - section.columnX[0]]
  }
}
