/// Where one element goes and how it looks: UIKit's `UICollectionViewLayoutAttributes` as a value type.
///
/// Layouts make these on demand from compact per-item state; nothing keeps one object per item.
public struct LayoutAttributes: Hashable, Sendable {
  /// The element's index path (item 0 of the section for headers and footers).
  public var indexPath: IndexPath
  /// Cell, supplementary view or decoration view, with its kind.
  public var category: ElementCategory
  /// Where the element goes, in content coordinates.
  public var frame: Rect
  /// Elements with a higher zIndex draw over lower ones (sticky headers use 1, cells 0).
  public var zIndex: Int
  /// 0 (invisible) to 1 (opaque). A terminal cannot blend, so the collection view draws an element
  /// with alpha below 1 dim and does not draw one at 0.
  public var alpha: Double
  /// Hidden elements get no view drawn.
  public var isHidden: Bool

  /// Attributes for any element; a visible, opaque cell at zIndex 0 unless told otherwise.
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

  /// The frame's centre.
  @inlinable public var center: Point { frame.center }
  /// The frame's size.
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
