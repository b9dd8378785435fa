import CascadeCanvas
import CascadeLayout
import OrderedCollections

/// UICollectionView for the terminal: it asks its layout what lies in the visible rect, keeps a view
/// for each element on screen (recycled through a reuse pool), and draws them into a `CellBuffer`.
///
/// A frame costs one visible-rect query plus work proportional to what is on screen: nothing on the
/// scrolling path looks at every item. The collection view is the layout's `LayoutSource`; a layout
/// with no delegate of its own asks the collection view, which passes the question to `delegate`
/// when it conforms to the layout's protocol (`CollectionViewDelegateWaterfallLayout`,
/// `CollectionViewDelegateFlowLayout`), as in UIKit.
public final class CollectionView {
  /// Where the items come from. Held weakly. Setting it reloads the data.
  public weak var dataSource: CollectionViewDataSource? {
    didSet { reloadData() }
  }
  /// Told about focus, selection and display, and asked the layout's questions. Held weakly.
  /// Setting a different delegate invalidates the layout, whose answers may change with it.
  public weak var delegate: CollectionViewDelegate? {
    didSet {
      waterfallDelegate = delegate as? CollectionViewDelegateWaterfallLayout
      flowDelegate = delegate as? CollectionViewDelegateFlowLayout
      if delegate !== oldValue {
        collectionViewLayout.invalidateLayout()
        collectionViewLayout.prepare()
      }
    }
  }
  /// `delegate` as the layouts' protocols, resolved once when it is set, so the per-item height
  /// question costs no dynamic cast.
  weak var waterfallDelegate: CollectionViewDelegateWaterfallLayout?
  weak var flowDelegate: CollectionViewDelegateFlowLayout?

  /// The layout in use. Change it with `setCollectionViewLayout(_:)` to keep the focus in view.
  public internal(set) var collectionViewLayout: CollectionViewLayout

  /// The visible rect in content coordinates: origin is the content offset, size the viewport.
  public internal(set) var bounds = Rect(x: 0, y: 0, width: 80, height: 24)

  /// Rows drawn above and below the viewport are not drawn, but their views are made ahead of time,
  /// so a one-line scroll rarely needs a new cell. Default 2.
  public var overscan = 2

  /// Page moves snap to cards. Not UIKit's paging, which stops at multiples of the bounds: a
  /// terminal page of cards of many heights has no such multiples. Exactly:
  ///
  /// - PgDn and PgUp (`scrollPage(_:)`) propose the offset one viewport less one row (or column,
  ///   scrolling sideways) further, and end at the layout's
  ///   `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`; when that leaves the
  ///   proposal as it is (a `FlowLayout` without `snapsToItems`, a layout of your own), at
  ///   `snappedContentOffset`: the card whose centre is nearest the proposed viewport's centre in
  ///   the direction of the move is centred, or shown from its start when longer than the viewport.
  ///   `WaterfallLayout` and `FlowLayout` page alike.
  /// - The card nearest the viewport's centre then takes the focus. A focused card taller than the
  ///   viewport is read a page at a time to its end before the move goes on to the next card.
  /// - Arrow keys, the wheel, `scroll(to:)`, `setContentOffset(_:animated:)` and
  ///   `scrollToItem(at:at:animated:)` never snap.
  /// - Layouts that page through items (`CarouselLayout`, `CircleLayout`: `pagesThroughItems`)
  ///   snap on every move and come to rest after the wheel whether or not this is set.
  ///
  /// Default false: PgDn and PgUp move one viewport less one row.
  public var isPagingEnabled = false
  /// Whether items can be selected at all. Default true.
  public var allowsSelection = true
  /// Whether selecting an item keeps the others selected. Default false.
  public var allowsMultipleSelection = false

  /// Where animations and the mouse wheel's coming to rest read the time. Tests inject a
  /// `ManualAnimationClock` and step it; nothing here ever sleeps.
  public var clock: any AnimationClock = SystemAnimationClock()
  /// Animate inserts, deletes, moves, filters, resizes and layout changes (and the scrolls of
  /// layouts that page through items, such as the carousel). Off by default: changes land at once.
  public var isAnimationEnabled = false
  /// How long an animation takes.
  public var animationDuration: Duration = .milliseconds(200)
  /// How long after the last wheel step a layout that pages through items comes to rest on the
  /// nearest snap point (the wheel sends no "scroll ended").
  public var wheelRestDelay: Duration = .milliseconds(150)

  // MARK: - State

  var pool = ReusePool()
  /// The views on screen (and in the overscan), by element.
  var visibleViews: [ElementKey: CollectionReusableView] = [:]
  /// Scratch storage reused by every frame so a frame allocates as little as possible.
  var frameScratch: [ElementKey: CollectionReusableView] = [:]
  var drawOrder: [(LayoutAttributes, CollectionReusableView)] = []
  /// The running animation, if any.
  var animation: LayoutAnimation?
  /// Run when the running animation ends (a diffable data source's `apply` completion).
  var animationCompletions: [() -> Void] = []
  /// When a wheel scroll comes to rest, in `clock` time.
  var wheelRestDeadline: Duration?
  /// Animation frames drawn too late to look smooth; three turn animation off.
  var lateAnimationFrames = 0
  /// True while an animated change runs, so changes it makes are part of it.
  var isCapturingChange = false
  /// Where the last frame was drawn on screen, to map clicks back to items.
  var lastDrawnArea: Rect?

  /// The item with keyboard focus. The cells of the old and new focus learn of a change at once
  /// (`CollectionViewCell.isFocused`).
  public internal(set) var focusedIndexPath: IndexPath? {
    didSet {
      guard focusedIndexPath != oldValue else { return }
      if let oldValue { updateCellState(at: oldValue) }
      if let focusedIndexPath { updateCellState(at: focusedIndexPath) }
    }
  }
  /// The x (column centre) that vertical focus moves keep, so passing a full-width card returns to
  /// the column the focus came from.
  var focusColumnX: Int?
  /// Selected items in the order they were selected.
  var selection = OrderedSet<IndexPath>()
  /// The screen row of the focused card's top before a width change, while the layout has not
  /// placed the card at the new width: its placement was interrupted (a newer size was waiting).
  /// The next resize or frame puts the card back on this row, and a resize does not ask where the
  /// card is at the width given up, which would finish that layout after all.
  var focusRowAfterResize: Int?

  /// Counts cached from the data source: asked once per reload or batch update, not per frame.
  var sectionItemCounts: [Int] = []
  /// The changes collected by `insertItems(at:)` and its siblings inside `performBatchUpdates`; nil
  /// outside a batch.
  var pendingUpdates: BatchUpdates?

  /// A collection view that lays its items out with `layout` (UIKit's `init(frame:collectionViewLayout:)`;
  /// the viewport size comes from `setViewportSize(_:)` or the area of the first `draw`).
  public init(layout: CollectionViewLayout) {
    collectionViewLayout = layout
    attach(layout)
  }

  // MARK: - Data

  /// The number of sections, as the data source last reported it. O(1).
  public func numberOfSections() -> Int { sectionItemCounts.count }

  /// The number of items in `section`, as the data source last reported it; 0 outside. O(1).
  public func numberOfItems(inSection section: Int) -> Int {
    section >= 0 && section < sectionItemCounts.count ? sectionItemCounts[section] : 0
  }

  /// Every item in every section. O(S).
  public var totalItemCount: Int { sectionItemCounts.reduce(0, +) }

  /// Forgets every view, re-reads the counts and lays out again (UIKit's `reloadData`). Focus and
  /// selection that point past the new counts are dropped.
  /// - Complexity: O(S + selection), plus what the layout's `prepare()` costs (O(1) for the waterfall).
  public func reloadData() {
    refreshCounts()
    recycleAllVisibleViews()
    collectionViewLayout.invalidateLayout()
    collectionViewLayout.prepare()
    selection = OrderedSet(selection.filter(isValid))
    if let focus = focusedIndexPath, !isValid(focus) { focusedIndexPath = nil }
    if focusedIndexPath == nil { focusedIndexPath = firstIndexPath }
    clampContentOffset()
  }

  func refreshCounts() {
    guard let dataSource else {
      sectionItemCounts = []
      return
    }
    let sections = max(0, dataSource.numberOfSections(in: self))
    sectionItemCounts = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
  }

  func isValid(_ indexPath: IndexPath) -> Bool {
    indexPath.section >= 0 && indexPath.section < sectionItemCounts.count
      && indexPath.item >= 0 && indexPath.item < sectionItemCounts[indexPath.section]
  }

  /// The first item of the first non-empty section.
  var firstIndexPath: IndexPath? {
    sectionItemCounts.firstIndex { $0 > 0 }.map { IndexPath(item: 0, section: $0) }
  }

  /// The last item of the last non-empty section.
  var lastIndexPath: IndexPath? {
    sectionItemCounts.lastIndex { $0 > 0 }.map { IndexPath(item: sectionItemCounts[$0] - 1, section: $0) }
  }

  /// Enqueues every view on screen so the next frame asks the data source again.
  func recycleAllVisibleViews() {
    for (key, view) in visibleViews { endDisplaying(view, key: key) }
    visibleViews.removeAll(keepingCapacity: true)
    // The views are back in the pool: forget them until the next frame asks again.
    drawOrder.removeAll(keepingCapacity: true)
  }
}

/// Identifies an element on screen: its index path and category.
struct ElementKey: Hashable {
  var indexPath: IndexPath
  var category: ElementCategory
}
