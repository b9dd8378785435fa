/// A layout in UIKit's vocabulary: it places every element of a collection, and answers "what is
/// inside this rect" fast enough to ask every frame.
///
/// Layouts are classes, as in UIKit, because a collection view and its user share one layout and
/// both see its invalidations.
public protocol CollectionViewLayout: AnyObject {
  /// The source of counts and bounds. Held weakly.
  var source: LayoutSource? { get set }

  /// Gets ready to answer queries. Lazy layouts do as little as possible here and place items as
  /// queries need them; call it after `invalidateLayout`, as UIKit does.
  func prepare()

  /// The size of all content. For a lazy layout this places every item that is not placed yet:
  /// O(N) the first time, O(1) after. `contentSize(placingThrough:)` is the cheap alternative.
  var collectionViewContentSize: Size { get }

  /// Every element whose frame intersects `rect`, ordered by section, then header, items, footer,
  /// then item.
  func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes]

  /// The attributes of one cell; nil when no such item exists.
  func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes?

  /// The attributes of a section's header or footer; nil when the section has none.
  func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes?

  /// True when a change of the visible bounds to `newBounds` moves elements (a new width, or sticky
  /// headers following the offset).
  func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool

  /// Where a scroll that would end at `proposedContentOffset` should end instead. The default keeps
  /// the proposal; snapping layouts return an offset that centres a card.
  func targetContentOffset(
    forProposedContentOffset proposedContentOffset: Point, withScrollingVelocity velocity: ScrollVelocity
  ) -> Point

  /// Throws away what `invalidation` made stale. Call `prepare()` before the next query.
  func invalidateLayout(with invalidation: LayoutInvalidation)

  /// Places items until the content is known to reach at least `maxY` (or until all are placed) and
  /// returns the content size known so far. Scrolling uses this to clamp without placing all items.
  /// Default: `collectionViewContentSize`.
  func contentSize(placingThrough maxY: Int) -> Size

  /// The axis content scrolls along: the mouse wheel and page moves go this way. Default vertical.
  var scrollDirection: ScrollAxis { get }

  /// True for layouts that page through their items one snap point at a time (a carousel's cards,
  /// a circle's pages): the collection view brings a focused item into view by snapping to it, and
  /// lets a wheel scroll come to rest on a snap point. Default false.
  var pagesThroughItems: Bool { get }

  /// Where the keyboard focus goes from `indexPath` in `direction`. Default `.geometric`: the
  /// collection view looks for the nearest card that way.
  func focusTarget(from indexPath: IndexPath, direction: FocusDirection) -> FocusTarget

  /// The item that takes the focus when a scroll leaves `previous` off screen, with `bounds` the
  /// new visible rect; nil (the default) lets the collection view take the card nearest the
  /// viewport's centre.
  func indexPathToFocus(in bounds: Rect, after previous: IndexPath?) -> IndexPath?
  /// The classes of the decoration views this layout places, or nil for a layout that places none
  /// (the default). A layout that emits `.decorationView` attributes declares
  /// `public let decorationViewRegistry: DecorationViewRegistry? = DecorationViewRegistry()`.
  var decorationViewRegistry: DecorationViewRegistry? { get }
}

// MARK: - Default implementations

extension CollectionViewLayout {
  /// UIKit's parameterless form: forget everything.
  public func invalidateLayout() { invalidateLayout(with: .everything) }

  /// True when the width changed. O(1).
  public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
    newBounds.width != (source?.layoutBounds.width ?? newBounds.width)
  }

  /// The proposal unchanged: no snapping. O(1).
  public func targetContentOffset(
    forProposedContentOffset proposedContentOffset: Point, withScrollingVelocity velocity: ScrollVelocity
  ) -> Point {
    proposedContentOffset
  }

  /// `collectionViewContentSize`: a layout that places everything in `prepare()` knows it already.
  public func contentSize(placingThrough maxY: Int) -> Size { collectionViewContentSize }

  /// Vertical.
  public var scrollDirection: ScrollAxis { .vertical }

  /// False: focus moves by geometry and pages by the viewport.
  public var pagesThroughItems: Bool { false }

  /// `.geometric`: the engine picks the nearest card in the direction.
  public func focusTarget(from indexPath: IndexPath, direction: FocusDirection) -> FocusTarget { .geometric }

  /// Nil: the engine keeps the focus on screen its own way.
  public func indexPathToFocus(in bounds: Rect, after previous: IndexPath?) -> IndexPath? { nil }
  /// No decoration views.
  public var decorationViewRegistry: DecorationViewRegistry? { nil }

  /// Registers the class of the decoration views of `kind` this layout places (UIKit's
  /// `register(_:forDecorationViewOfKind:)`); nil removes it. The class must be a `CascadeView`
  /// `CollectionReusableView`. Stops the program when the layout keeps no registry: it places no
  /// decoration views, so the registration could never be used. O(1).
  public func register(_ viewClass: AnyObject.Type?, forDecorationViewOfKind kind: ElementKind) {
    guard let registry = decorationViewRegistry else {
      preconditionFailure(
        "\(Self.self) places no decoration views: a layout that does declares a decorationViewRegistry")
    }
    registry.register(viewClass, forKind: kind)
  }
}
