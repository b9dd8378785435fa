import CascadeCanvas
import CascadeLayout

/// What a view knows about the moment it is drawn.
public struct ViewState: Hashable, Sendable {
  /// The keyboard focus is on this cell (UIKit's highlighted/focused).
  public var isFocused = false
  public var isSelected = false
  public init(isFocused: Bool = false, isSelected: Bool = false) {
    self.isFocused = isFocused
    self.isSelected = isSelected
  }
}

/// Where and how a view draws this frame.
public struct DrawingContext: Sendable {
  /// The view's frame in buffer coordinates; it may reach outside `clip` (a card half scrolled out).
  public var frame: Rect
  /// The cells the view may draw into (the collection view's area on screen).
  public var clip: Rect
  public var state: ViewState

  public init(frame: Rect, clip: Rect, state: ViewState) {
    self.frame = frame
    self.clip = clip
    self.state = state
  }
}

/// A view the collection view reuses: the base of cells and of supplementary views (section headers
/// and footers), as UIKit's `UICollectionReusableView`.
///
/// Views are classes because identity matters: the reuse pool hands the same object out again after
/// `prepareForReuse()`.
open class CollectionReusableView {
  public let reuseIdentifier: String
  /// Where the view is shown now; nil while it waits in the reuse pool.
  public internal(set) var indexPath: IndexPath?
  /// The attributes it was last laid out with.
  public internal(set) var layoutAttributes: LayoutAttributes?

  public required init(reuseIdentifier: String) {
    self.reuseIdentifier = reuseIdentifier
  }

  /// Called before the pool hands the view out again: forget the previous item's content.
  open func prepareForReuse() {}

  /// Draws the view into `buffer`, clipped to `context.clip`. The default draws nothing.
  open func draw(in buffer: inout CellBuffer, context: DrawingContext) {}
}

/// A cell: a reusable view that shows one item.
open class CollectionViewCell: CollectionReusableView {
  public internal(set) var isSelected = false
  public internal(set) var isFocused = false
}
