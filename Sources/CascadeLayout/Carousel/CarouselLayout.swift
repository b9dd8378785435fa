/// One row of equal cards that scrolls along its axis (horizontal by default, or vertical), with
/// the centred card in the middle of the viewport and its neighbours peeking in at both edges
/// (a card carousel, as EBCardCollectionViewLayout draws one). Cards fade with their distance from
/// the centre: `alpha` is 1 for the centred card and `minimumAlpha` a card away and further.
///
/// All items of all sections form the row, in order; a carousel has no headers or footers.
/// Paging snaps to card centres, one card per move (see `targetContentOffset`). Everything is
/// arithmetic on the item index: a visible-rect query costs O(log S + k) for S sections and k
/// cards in the rect (O(1 + k) with one section), and nothing is stored per item.
public final class CarouselLayout: CollectionViewLayout {
  /// The source of counts and bounds (a `CollectionView`, or your own object). Held weakly.
  public weak var source: LayoutSource?

  /// The axis the row runs and scrolls along.
  public var scrollDirection = ScrollAxis.horizontal
  /// Cells of each neighbour that show at each edge while a card is centred.
  public var peek = 4
  /// Cells between two cards.
  public var spacing = 1
  /// The longest a card gets along the axis; nil: as long as the viewport leaves after the peeks.
  /// A shorter card shows more neighbours.
  public var maximumItemLength: Int?
  /// Cells kept free across the axis, at each side.
  public var crossInset = 0
  /// The alpha of a card one card or more away from the viewport's centre (0...1).
  public var minimumAlpha = 0.4

  var items = ItemSequence(source: nil)
  var geometry: CarouselGeometry?

  /// A horizontal row with 4-cell peeks and one cell between cards.
  public init() {}

  /// True: focus moves and paging snap to a card's centre.
  public var pagesThroughItems: Bool { true }

  /// Re-reads the counts and the viewport. O(S).
  public func prepare() {
    items = ItemSequence(source: source)
    geometry = CarouselGeometry(viewport: source?.layoutBounds.size ?? .zero, layout: self, count: items.count)
  }

  /// The prepared geometry, prepared again when the viewport changed size.
  var prepared: CarouselGeometry {
    let size = source?.layoutBounds.size ?? .zero
    let vertical = scrollDirection == .vertical
    if let geometry, geometry.viewport == max(0, vertical ? size.height : size.width),
      geometry.viewportCross == max(0, vertical ? size.width : size.height)
    {
      return geometry
    }
    prepare()
    return geometry!
  }

  /// O(1) once prepared.
  public var collectionViewContentSize: Size {
    let g = prepared
    return scrollDirection == .vertical
      ? Size(width: g.contentCross, height: g.contentLength)
      : Size(width: g.contentLength, height: g.contentCross)
  }

  /// Forgets the geometry whatever the change; the next query recomputes it, O(S).
  public func invalidateLayout(with invalidation: LayoutInvalidation) { geometry = nil }

  /// True when the viewport changes size: card lengths follow it. (The alpha follows the offset,
  /// but attributes are made on demand, so a scroll needs no invalidation.)
  public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
    guard let geometry else { return true }
    let vertical = scrollDirection == .vertical
    return geometry.viewport != (vertical ? newBounds.height : newBounds.width)
      || geometry.viewportCross != (vertical ? newBounds.width : newBounds.height)
  }

  /// - Complexity: O(log S + k): two divisions find the first and last card, one binary search
  ///   the first card's section.
  public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
    let g = prepared
    guard !rect.isEmpty else { return [] }
    let vertical = scrollDirection == .vertical
    let crossLo = vertical ? rect.minX : rect.minY, crossHi = vertical ? rect.maxX : rect.maxY
    guard crossLo < g.crossStart + g.crossLength, g.crossStart < crossHi,
      let range = g.indices(meeting: vertical ? rect.minY : rect.minX, vertical ? rect.maxY : rect.maxX)
    else { return [] }
    var result: [LayoutAttributes] = []
    result.reserveCapacity(range.count)
    var indexPath = items.indexPath(at: range.lowerBound)
    for index in range {
      result.append(attributes(at: index, indexPath: indexPath, geometry: g))
      indexPath = items.indexPath(after: indexPath)
    }
    return result
  }

  /// O(1).
  public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    let g = prepared
    guard let index = items.flatIndex(of: indexPath) else { return nil }
    return attributes(at: index, indexPath: indexPath, geometry: g)
  }

  /// A carousel has no supplementary views.
  public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath)
    -> LayoutAttributes?
  { nil }

  /// Card `index`'s frame, and its alpha for the current offset.
  func attributes(at index: Int, indexPath: IndexPath, geometry g: CarouselGeometry) -> LayoutAttributes {
    let main = g.start(of: index)
    let frame =
      scrollDirection == .vertical
      ? Rect(x: g.crossStart, y: main, width: g.crossLength, height: g.length)
      : Rect(x: main, y: g.crossStart, width: g.length, height: g.crossLength)
    return LayoutAttributes(indexPath: indexPath, frame: frame, alpha: alpha(at: index, geometry: g))
  }

  /// 1 when card `index` is centred, falling linearly to `minimumAlpha` one card away.
  func alpha(at index: Int, geometry g: CarouselGeometry) -> Double {
    let bounds = source?.layoutBounds ?? .zero
    let offset = scrollDirection == .vertical ? bounds.minY : bounds.minX
    let distance = min(abs(g.centringOffset(of: index) - offset), g.pitch)
    let floor = min(1, max(0, minimumAlpha))
    return 1 - (1 - floor) * Double(distance) / Double(g.pitch)
  }
}
