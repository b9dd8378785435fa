import CascadeCanvas
import CascadeLayout

/// What a view knows about the moment it is drawn.
public struct ViewState: Hashable, Sendable {
  /// The keyboard focus is on this cell (UIKit's highlighted/focused).
  public var isFocused = false
  /// The cell's item is selected.
  public var isSelected = false
  /// A state; both flags default to false.
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
  /// The cell's focus and selection (the same as its `isFocused` and `isSelected`); plain for
  /// supplementary and decoration views.
  public var state: ViewState

  /// A context for drawing at `frame`, clipped to `clip`.
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
  /// The identifier the view was registered and made with; the pool it returns to.
  public let reuseIdentifier: String
  /// Where the view is shown now; nil while it waits in the reuse pool.
  public internal(set) var indexPath: IndexPath?
  /// The attributes it was last laid out with.
  public internal(set) var layoutAttributes: LayoutAttributes?

  /// Made by the collection view when its reuse pool has no view waiting; subclasses that override
  /// it call `super.init(reuseIdentifier:)`.
  public required init(reuseIdentifier: String) {
    self.reuseIdentifier = reuseIdentifier
  }

  /// Called before the pool hands the view out again: forget the previous item's content.
  open func prepareForReuse() {}

  /// Draws the view into `buffer`, clipped to `context.clip`. The default draws nothing.
  open func draw(in buffer: inout CellBuffer, context: DrawingContext) {}
}

/// A cell: a reusable view that shows one item.
///
/// The collection view sets `isSelected` and `isFocused` as the selection and focus change (and
/// before the cell is displayed), only when they change. Override them with `didSet` to react, as
/// with UIKit's `isSelected` and `isHighlighted`:
///
/// ```swift
/// final class TagCell: CollectionViewCell {
///   override var isSelected: Bool { didSet { mark = isSelected ? "✓" : " " } }
/// }
/// ```
open class CollectionViewCell: CollectionReusableView {
  /// Whether the item is selected. Set by the collection view.
  open var isSelected = false
  /// Whether the item has the keyboard focus (UIKit's highlighted or focused). Set by the collection view.
  open var isFocused = false
}
