/// A grid of equally sized items (UIKit's `UICollectionViewFlowLayout`): items fill
/// a line across the scroll direction, then the next line. Vertical scrolling fills rows left to
/// right; horizontal scrolling fills columns top to bottom, and sections sit side by side.
///
/// Everything is arithmetic on the item index, so placement costs O(S) for S sections (section
/// offsets) and a visible-rect query O(log S + k). Leftover space in a line is spread over the gaps
/// (the first gaps take the odd cells) so full lines are flush with both insets.
public final class FlowLayout: CollectionViewLayout {
  /// The source of counts and bounds. Held weakly. Setting it invalidates the layout.
  public weak var source: LayoutSource? { didSet { invalidateLayout() } }
  /// Per-section sizes and spacing. Held weakly. When nil, the layout asks its `source` if that
  /// conforms to `FlowLayoutDelegate` (a `CollectionView` does, passing the questions to its own
  /// delegate), else uses the properties below for every section.
  public weak var delegate: FlowLayoutDelegate? { didSet { invalidateLayout() } }

  // Every property invalidates the layout when it changes, so the next query sees it.

  /// Every item's size; clamped to the space inside the insets and to at least 1×1.
  public var itemSize = Size(width: 20, height: 6) { didSet { invalidateLayout() } }
  /// The axis the content scrolls along.
  public var scrollDirection = ScrollAxis.vertical { didSet { invalidateLayout() } }
  /// Space between lines (rows when vertical, columns when horizontal).
  public var minimumLineSpacing = 1 { didSet { invalidateLayout() } }
  /// Space between items in a line.
  public var minimumInteritemSpacing = 1 { didSet { invalidateLayout() } }
  /// Margins around each section's items.
  public var sectionInset = EdgeInsets.zero { didSet { invalidateLayout() } }
  /// Header and footer extent along the scroll direction (rows when vertical, columns when
  /// horizontal); 0 means none.
  public var headerHeight = 0 { didSet { invalidateLayout() } }
  /// See `headerHeight`.
  public var footerHeight = 0 { didSet { invalidateLayout() } }
  /// Keep a section's header at the top of the viewport (the left, scrolling horizontally) while
  /// its section is on screen (UIKit's `sectionHeadersPinToVisibleBounds`). Pinned frames are
  /// computed per query from the source's bounds, so scrolling needs no new layout pass.
  public var sectionHeadersPinToVisibleBounds = false
  /// Snap page moves to item centres. Read per scroll, so changing it needs no new layout pass.
  public var snapsToItems = false
  /// Self-sizing cards (UIKit's `estimatedItemSize`), in a vertical flow: when set, a card keeps
  /// its section's item width but is placed at this height (or at the delegate's
  /// `flowLayout(_:estimatedHeightForItemAt:width:)`) until its exact height arrives through
  /// `acceptMeasuredHeights(_:)` or `measureItems(in:)`; each row is as tall as its tallest card,
  /// and its cards fill it. nil (the default), or a horizontal flow: every item is `itemSize`.
  /// See "Self-sizing cards".
  public var estimatedItemHeight: Int? { didSet { invalidateLayout() } }

  /// Exact heights given to a self-sizing flow, per section and width.
  var measuredHeights = MeasuredHeights()

  /// Per section: where it starts along the scroll axis, and its geometry.
  var sections: [FlowSection] = []
  var preparedBounds: Size?
  var contentLength = 0
  /// Cards and exceptional lines the last `layoutAttributesForElements(in:)` read (see
  /// `WaterfallLayout.examinedByLastQuery`).
  package internal(set) var examinedByLastQuery = 0

  /// A vertical grid of 20×6 items with one cell between items and lines.
  public init() {}

  /// The delegate the layout asks: `delegate`, else the source when it answers the questions.
  var answeringDelegate: FlowLayoutDelegate? { delegate ?? source as? FlowLayoutDelegate }

  /// Recomputes section offsets, asking the delegate once per section. O(S); a self-sizing flow
  /// adds, per section, O(M) for M measured cards when its estimates are uniform, else O(N).
  public func prepare() {
    let bounds = source?.layoutBounds.size ?? .zero
    preparedBounds = bounds
    sections.removeAll(keepingCapacity: true)
    let count = max(0, source?.numberOfSections() ?? 0)
    var offset = 0
    let delegate = answeringDelegate
    for s in 0..<count {
      let items = max(0, source?.numberOfItems(inSection: s) ?? 0)
      let metrics = FlowSection.Metrics(layout: self, delegate: delegate, section: s)
      var section = FlowSection(
        start: offset, itemCount: items, metrics: metrics, vertical: scrollDirection == .vertical, bounds: bounds)
      if isSelfSizing { section.setLines(lines(of: section, index: s, delegate: delegate)) }
      sections.append(section)
      offset = section.end
    }
    contentLength = offset
  }

  /// The size of every section stacked along the scroll axis. O(1) once prepared, O(S) to prepare.
  public var collectionViewContentSize: Size {
    prepareIfNeeded()
    let bounds = preparedBounds ?? .zero
    // Bounds narrower than the insets still hold one-cell items: the content grows to fit them.
    let cross = sections.reduce(0) { max($0, scrollDirection == .vertical ? $1.insets.horizontal : $1.insets.vertical) }
    return scrollDirection == .vertical
      ? Size(width: max(bounds.width, cross + 1), height: contentLength)
      : Size(width: contentLength, height: max(bounds.height, cross + 1))
  }

  /// Forgets the section offsets; the next query recomputes them (O(S)) whatever the change. Exact
  /// heights are forgotten for `.everything`, and from the changed item on for `.itemsChanged`.
  public func invalidateLayout(with invalidation: LayoutInvalidation) {
    preparedBounds = nil
    switch invalidation {
    case .everything: measuredHeights.removeAll()
    case .itemsChanged(let indexPath): measuredHeights.removeAll(from: indexPath)
    case .widthChanged, .itemsAppended: break
    }
  }

  /// True when the extent across the scroll axis changed (lines hold a different number of items). O(1).
  public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
    guard let old = preparedBounds else { return true }
    return scrollDirection == .vertical ? old.width != newBounds.width : old.height != newBounds.height
  }

  /// With `snapsToItems`, the offset that centres an item (`snappedContentOffset`); else the proposal.
  /// - Complexity: one visible-rect query over three viewports when snapping, else O(1).
  public func targetContentOffset(
    forProposedContentOffset proposedContentOffset: Point, withScrollingVelocity velocity: ScrollVelocity
  ) -> Point {
    guard snapsToItems else { return proposedContentOffset }
    return snappedContentOffset(
      forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity, axis: scrollDirection)
  }

  /// - Complexity: O(log S + k), plus O(log M) per self-sizing section with M exceptional lines.
  public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
    prepareIfNeeded()
    examinedByLastQuery = 0
    guard !rect.isEmpty else { return [] }
    let vertical = scrollDirection == .vertical
    let lo = vertical ? rect.minY : rect.minX, hi = vertical ? rect.maxY : rect.maxX
    var result: [LayoutAttributes] = []
    var s = firstSection(endingAfter: lo)
    var examined = 0
    while s < sections.count, sections[s].start < hi {
      examined += sections[s].appendElements(
        in: rect, section: s, vertical: vertical, pinnedTo: pinningOffset, to: &result)
      s += 1
    }
    examinedByLastQuery = examined
    return result
  }

  /// The item's frame, by arithmetic on its index. O(1) once prepared.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    prepareIfNeeded()
    guard indexPath.section >= 0, indexPath.section < sections.count else { return nil }
    let section = sections[indexPath.section]
    guard indexPath.item >= 0, indexPath.item < section.itemCount else { return nil }
    return .cell(indexPath, frame: section.frame(ofItem: indexPath.item, vertical: scrollDirection == .vertical))
  }

  /// The section's header or footer; nil for other kinds or a zero height. O(1) once prepared.
  public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath)
    -> LayoutAttributes?
  {
    prepareIfNeeded()
    guard indexPath.section >= 0, indexPath.section < sections.count else { return nil }
    let section = sections[indexPath.section], vertical = scrollDirection == .vertical
    let frame: Rect?
    switch kind {
    case .sectionHeader: frame = section.headerFrame(vertical: vertical, pinnedTo: pinningOffset)
    case .sectionFooter: frame = section.footerFrame(vertical: vertical)
    default: frame = nil
    }
    let zIndex = kind == .sectionHeader && sectionHeadersPinToVisibleBounds ? 1 : 0
    return frame.map {
      LayoutAttributes(
        indexPath: IndexPath(item: 0, section: indexPath.section), category: .supplementaryView(kind), frame: $0,
        zIndex: zIndex)
    }
  }

  func prepareIfNeeded() {
    if preparedBounds == nil || preparedBounds?.width != source?.layoutBounds.width
      || (scrollDirection == .horizontal && preparedBounds?.height != source?.layoutBounds.height)
    {
      prepare()
    }
  }

  /// The first section whose end lies past `position` along the scroll axis. O(log S).
  func firstSection(endingAfter position: Int) -> Int {
    var lo = 0, hi = sections.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if sections[mid].end <= position { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }
}

extension FlowLayout {
  /// Where pinned headers sit along the scroll axis: the visible bounds' top (left when
  /// horizontal); nil when headers are not pinned. O(1).
  var pinningOffset: Int? {
    guard sectionHeadersPinToVisibleBounds, let bounds = source?.layoutBounds else { return nil }
    return scrollDirection == .vertical ? bounds.minY : bounds.minX
  }
}
