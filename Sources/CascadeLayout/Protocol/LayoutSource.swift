/// What a layout reads from the outside world: the bounds it lays out for, and how many sections and
/// items there are. `CollectionView` implements it; so does a test or a benchmark, in a few lines.
///
/// Layouts hold their source weakly, as a UIKit layout holds its collection view.
public protocol LayoutSource: AnyObject {
  /// The visible rectangle in content coordinates: origin is the content offset, size the viewport.
  var layoutBounds: Rect { get }
  /// The number of sections.
  func numberOfSections() -> Int
  /// The number of items in `section`.
  func numberOfItems(inSection section: Int) -> Int
  /// The item with keyboard focus, for layouts that draw it apart (the circle puts it on top).
  /// Default: nil.
  var focusedIndexPath: IndexPath? { get }
}

extension LayoutSource {
  /// Nil: a source without focus.
  public var focusedIndexPath: IndexPath? { nil }
}
