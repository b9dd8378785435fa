/// Cards evenly round a circle fitted to the viewport (Apple's CircleLayout sample): the first at
/// 12 o'clock, going clockwise. The circle is corrected for the terminal's cell aspect, so it is
/// `cellAspect` times as tall in rows as it is wide in columns and looks round.
///
/// A page holds as many cards as fit round the circle with no two overlapping (at most
/// `maximumItemsPerPage`); more cards make more pages, one viewport tall each, stacked down, and
/// paging snaps to them. The focused card (the source's `focusedIndexPath`) has zIndex 1, so it
/// draws over any card that would reach into it while the circle animates.
///
/// All items of all sections go round in order; there are no headers or footers. A visible-rect
/// query costs O(log S + p·m) for the p pages the rect touches and m cards a page holds; frames are
/// two table lookups and an addition.
public final class CircleLayout: CollectionViewLayout {
  /// The source of counts and bounds (a `CollectionView`, or your own object). Held weakly.
  public weak var source: LayoutSource?

  /// Every card's size, clamped to the viewport.
  public var itemSize = Size(width: 18, height: 5)
  /// Rows per column: a terminal cell is about twice as tall as wide, so 0.5 draws a round circle.
  public var cellAspect = 0.5
  /// The most cards a page holds; nil: as many as fit without overlapping.
  public var maximumItemsPerPage: Int?

  var items = ItemSequence(source: nil)
  var geometry: CircleGeometry?

  /// A circle of 18×5 cards, as many a page as fit.
  public init() {}

  /// True: focus moves and paging snap to a page.
  public var pagesThroughItems: Bool { true }

  /// Re-reads the counts and fits the circle to the viewport: O(S + m³) for m cards a page, as
  /// each page size up to m is checked for overlaps once.
  public func prepare() {
    items = ItemSequence(source: source)
    geometry = CircleGeometry(viewport: source?.layoutBounds.size ?? .zero, layout: self, count: items.count)
  }

  /// The prepared geometry, prepared again when the viewport changed size.
  var prepared: CircleGeometry {
    if let geometry, geometry.viewport == clampedViewport { return geometry }
    prepare()
    return geometry!
  }

  private var clampedViewport: Size {
    let size = source?.layoutBounds.size ?? .zero
    return Size(width: max(0, size.width), height: max(0, size.height))
  }

  /// A page per viewport height, side by side down the content. O(1) once prepared, O(S) to prepare.
  public var collectionViewContentSize: Size { prepared.contentSize }

  /// Forgets the geometry whatever the change; the next query recomputes it, O(S).
  public func invalidateLayout(with invalidation: LayoutInvalidation) { geometry = nil }

  /// Any change of the viewport's size moves every card.
  public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
    geometry?.viewport != Size(width: max(0, newBounds.width), height: max(0, newBounds.height))
  }

  /// - Complexity: O(log S + p·m) for p pages touched and m cards a page.
  public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
    let g = prepared
    guard !rect.isEmpty, g.pageCount > 0 else { return [] }
    let firstPage = max(0, CarouselGeometry.floorDivide(rect.minY, g.pageLength))
    let lastPage = min(g.pageCount - 1, CarouselGeometry.floorDivide(rect.maxY - 1, g.pageLength))
    guard firstPage <= lastPage else { return [] }
    let focus = source?.focusedIndexPath
    var result: [LayoutAttributes] = []
    var indexPath = items.indexPath(at: firstPage * g.perPage)
    for page in firstPage...lastPage {
      let slots = page == g.pageCount - 1 ? g.lastPage : g.fullPage
      let dy = page * g.pageLength
      for slot in slots {
        let frame = slot.offsetBy(dx: 0, dy: dy)
        if frame.intersects(rect) {
          result.append(LayoutAttributes(indexPath: indexPath, frame: frame, zIndex: indexPath == focus ? 1 : 0))
        }
        indexPath = items.indexPath(after: indexPath)
      }
    }
    return result
  }

  /// O(1).
  public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    let g = prepared
    guard let index = items.flatIndex(of: indexPath) else { return nil }
    return LayoutAttributes(
      indexPath: indexPath, frame: g.frame(of: index), zIndex: indexPath == source?.focusedIndexPath ? 1 : 0)
  }

  /// A circle has no supplementary views.
  public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath)
    -> LayoutAttributes?
  { nil }
}
