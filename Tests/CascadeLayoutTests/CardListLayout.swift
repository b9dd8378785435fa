import CascadeLayout

/// Cards of one height in a single column, a blank row apart; page moves land on a card's top.
final class CardListLayout: CollectionViewLayout {
  weak var source: LayoutSource?

  /// Rows per card. Changing it invalidates the layout, as every layout property should.
  var cardHeight = 5 { didSet { invalidateLayout() } }
  /// Blank rows between two cards.
  var spacing = 1 { didSet { invalidateLayout() } }

  private var itemCount = 0
  private var width = 0
  private var pitch: Int { max(1, cardHeight) + max(0, spacing) }

  func prepare() {
    width = source?.layoutBounds.width ?? 0
    itemCount = (source?.numberOfSections() ?? 0) > 0 ? source?.numberOfItems(inSection: 0) ?? 0 : 0
  }

  var collectionViewContentSize: Size {
    Size(width: width, height: itemCount == 0 ? 0 : itemCount * pitch - max(0, spacing))
  }

  // Two divisions find the first and last card: O(k) for the k cards in the rect.
  func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
    guard !rect.isEmpty, itemCount > 0 else { return [] }
    let first = max(0, rect.minY / pitch)
    let last = min(itemCount - 1, (rect.maxY - 1) / pitch)
    guard first <= last else { return [] }
    return (first...last).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
      .filter { $0.frame.intersects(rect) }
  }

  func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < itemCount else { return nil }
    return .cell(indexPath, frame: Rect(x: 0, y: indexPath.item * pitch, width: width, height: max(1, cardHeight)))
  }

  func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
    nil
  }

  func invalidateLayout(with invalidation: LayoutInvalidation) {
    // Nothing is cached beyond what prepare() reads again.
  }

  func targetContentOffset(forProposedContentOffset proposed: Point, withScrollingVelocity velocity: ScrollVelocity)
    -> Point
  {
    let card: Int
    if velocity.dy > 0 {
      card = (proposed.y + pitch - 1) / pitch
    } else if velocity.dy < 0 {
      card = proposed.y / pitch
    } else {
      card = (proposed.y + pitch / 2) / pitch
    }
    let viewport = source?.layoutBounds.height ?? 0
    let maximum = max(0, collectionViewContentSize.height - viewport)
    return Point(x: proposed.x, y: min(max(0, card * pitch), maximum))
  }
}
