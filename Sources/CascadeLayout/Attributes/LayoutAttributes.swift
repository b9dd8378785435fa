/// Where one element goes and how it looks: UIKit's `UICollectionViewLayoutAttributes` as a value type.
///
/// Layouts make these on demand from compact per-item state; nothing keeps one object per item.
public struct LayoutAttributes: Hashable, Sendable {
  public var indexPath: IndexPath
  public var category: ElementCategory
  public var frame: Rect
  /// Elements with a higher zIndex draw over lower ones (sticky headers use 1, cells 0).
  public var zIndex: Int
  /// 0 (invisible) to 1 (opaque). A terminal cannot blend, so the collection view draws an element
  /// with alpha below 1 dim and does not draw one at 0.
  public var alpha: Double
  public var isHidden: Bool

  @inlinable public init(
    indexPath: IndexPath, category: ElementCategory = .cell, frame: Rect,
    zIndex: Int = 0, alpha: Double = 1, isHidden: Bool = false
  ) {
    self.indexPath = indexPath
    self.category = category
    self.frame = frame
    self.zIndex = zIndex
    self.alpha = alpha
    self.isHidden = isHidden
  }

  /// Attributes for a cell at `indexPath`.
  @inlinable public static func cell(_ indexPath: IndexPath, frame: Rect) -> LayoutAttributes {
    LayoutAttributes(indexPath: indexPath, category: .cell, frame: frame)
  }

  @inlinable public var center: Point { frame.center }
  @inlinable public var size: Size { frame.size }

  /// The kind of a supplementary or decoration element; nil for cells.
  @inlinable public var representedElementKind: ElementKind? {
    switch category {
    case .cell: return nil
    case .supplementaryView(let kind), .decorationView(let kind): return kind
    }
  }

  /// The deterministic order of query results: by section, then header, items, footer, then item.
  @inlinable public static func resultOrder(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Bool {
    if a.indexPath.section != b.indexPath.section { return a.indexPath.section < b.indexPath.section }
    let ra = a.category.sortRank, rb = b.category.sortRank
    if ra != rb { return ra < rb }
    return a.indexPath.item < b.indexPath.item
  }
}
