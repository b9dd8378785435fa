/// The waterfall (瀑布流, Pinterest-style masonry): columns of equal width, each card as tall as its
/// content at that width, each card into the shortest column.
///
/// The layout is lazy: it places items only as far down as a query needs, keeps per-item state in
/// flat arrays (about 11 bytes an item), and answers `layoutAttributesForElements(in:)` with a binary
/// search per column, O(C·log(N/C) + k) for C columns and k results. The first frame of a
/// 10,000,000-item collection places only the few dozen items it shows.
///
/// Sections are stacked: header (with `headerInset`), items (inside `sectionInset`), footer (with
/// `footerInset`). Column widths differ by at most one cell: leftover cells go to the first columns
/// so the grid is flush with both insets.
public final class WaterfallLayout: CollectionViewLayout {
  // `source` and `delegate` skip the dynamic exclusivity check: every query reads them (a runtime
  // call each, more than a query's own arithmetic), and only their setters write them.

  /// The source of counts and bounds (a `CollectionView`, or your own object). Held weakly.
  @exclusivity(unchecked) public weak var source: LayoutSource? { didSet { invalidateLayout() } }
  /// Answers the per-item questions (heights, full-width items, per-section column counts). Held
  /// weakly. When nil, the layout asks its `source` if that conforms to `WaterfallLayoutDelegate`,
  /// as a UIKit layout asks its collection view's delegate: a `CollectionView` conforms and passes
  /// the questions to its own delegate. Setting it invalidates the layout.
  @exclusivity(unchecked) public weak var delegate: WaterfallLayoutDelegate? { didSet { invalidateLayout() } }

  /// The delegate the layout asks: `delegate`, else the source when it answers the questions.
  /// One dynamic cast, made once per placement pass, not per item.
  var answeringDelegate: WaterfallLayoutDelegate? { delegate ?? source as? WaterfallLayoutDelegate }

  /// Columns per section, unless the delegate says otherwise for a section. Default 2.
  public var columnCount: WaterfallColumnCount = .fixed(2) { didSet { invalidateLayout() } }
  /// Empty cells between two columns. Default 1.
  public var columnSpacing = 1 { didSet { invalidateLayout() } }
  /// Empty rows between two cards of a column. Default 0.
  public var rowSpacing = 0 { didSet { invalidateLayout() } }
  /// Margins around each section's columns. Default none.
  public var sectionInset = EdgeInsets.zero { didSet { invalidateLayout() } }
  /// Header rows per section; 0 means no header. Default 0.
  public var headerHeight = 0 { didSet { invalidateLayout() } }
  /// Margins around each section's header. Default none.
  public var headerInset = EdgeInsets.zero { didSet { invalidateLayout() } }
  /// Footer rows per section; 0 means no footer. Default 0.
  public var footerHeight = 0 { didSet { invalidateLayout() } }
  /// Margins around each section's footer. Default none.
  public var footerInset = EdgeInsets.zero { didSet { invalidateLayout() } }
  /// How each card picks its column. Default: the shortest column.
  public var renderOrder = WaterfallRenderOrder.shortestFirst { didSet { invalidateLayout() } }
  /// Keep a section's header at the top of the viewport while its section is on screen (UIKit's
  /// `sectionHeadersPinToVisibleBounds`). Pinned frames are computed per query from the source's
  /// bounds, so scrolling needs no invalidation.
  @exclusivity(unchecked) public var sectionHeadersPinToVisibleBounds = false
  /// Rows per column of a cell: a terminal cell is about twice as tall as it is wide, so a square
  /// picture `w` cells wide is `w * 0.5` rows tall. Used by `itemHeight(aspectRatio:width:)`, which
  /// delegates call once per item, so reads skip the dynamic exclusivity check.
  @exclusivity(unchecked) public var cellAspect = 0.5 { didSet { invalidateLayout() } }

  /// Self-sizing cards (UIKit's `estimatedItemSize`): when set, the layout places a card that has
  /// not been measured at this height (or at the delegate's
  /// `waterfallLayout(_:estimatedHeightForItemAt:width:)`) without asking for its exact height,
  /// and takes exact heights as they arrive through `acceptMeasuredHeights(_:)` or
  /// `measureItems(in:)`, re-placing only the cards after the first one that changed. nil (the
  /// default): every card's exact height is asked for as it is placed. See "Self-sizing cards".
  public var estimatedItemHeight: Int? { didSet { invalidateLayout() } }

  /// The fewest cards of a run at a uniform estimate stored as one block (`EstimatedBlock`) rather
  /// than card by card: shorter runs cost less placed one by one than a block costs every query
  /// that crosses it. Tests lower it to put blocks everywhere.
  package var estimatedBlockMinimum = 64

  /// Asked once every `placementCheckInterval` cards that one placement pass places: when it
  /// answers true, the pass stops where it is. What is placed stays exact, and placement resumes
  /// from there at the next query that needs more, so a stop only cuts answers short: meanwhile a
  /// query sees the cards placed so far, and an item not yet placed has no attributes. A viewer
  /// passes "the terminal already has a newer size than the one being laid out", so the re-layout
  /// of a million cards after a width change is abandoned within a fraction of a millisecond when
  /// the window is resized again (a dragged edge), instead of being finished for a size already
  /// gone. nil (the default): placement never stops early. Not stored with the placement: setting
  /// it invalidates nothing.
  public var placementInterruption: (() -> Bool)?

  /// Cards one placement pass places between two questions to `placementInterruption`: enough
  /// that the question (a system call) is a small part of the pass, few enough that a pass for a
  /// size already gone stops well within a frame.
  public static var placementCheckInterval: Int { 4_096 }

  /// The tallest card the layout stores (taller answers are cut to it). 65,535 rows.
  @inlinable public static var maximumItemHeight: Int { 65_535 }
  /// The most items a section reserves placement memory for before any is placed (16M: 128 MiB of
  /// address space, touched only as items are placed); larger sections grow their buffers.
  static var maximumReservation: Int { 1 << 24 }

  /// The most items of a section the layout places: 2^32. Item indices are stored in 32 unsigned
  /// bits (4 bytes an item in the column lists, about 12 bytes an item in all once placed); a
  /// source that reports more has the rest ignored (they get no attributes) rather than stored
  /// under a truncated index.
  public static var maximumItemsPerSection: Int { 1 << 32 }

  /// The most columns a section can have.
  public static let maximumColumnCount = 254

  // MARK: - Placement state

  // What every query reads skips the dynamic exclusivity check (a runtime call per read, several
  // per query): placement copies a section out, works on the copy and writes it back, so no access
  // to these overlaps another.

  /// The bounds width the placed sections were laid out for.
  @exclusivity(unchecked) var laidOutWidth: Int?
  var sectionCount = 0
  /// Sections started so far, in order; all but the last are complete.
  @exclusivity(unchecked) var sections: [WaterfallSection] = []
  /// See `contentWidth`.
  var widestElementRight = 0
  /// Exact heights given to a self-sizing layout, per section and width (see `MeasuredHeights`).
  var measuredHeights = MeasuredHeights()
  /// Cards collected by a query, kept for the next one (see `layoutAttributesForElements`).
  @exclusivity(unchecked) var queryScratch: [FoundCard] = []
  /// Placements and blocks the last `layoutAttributesForElements(in:)` read: each probe of a
  /// binary search, each card walked (the one that ends a walk too), each block crossed and each
  /// card found in one. A test reads it to hold the query to its bound whatever the machine's
  /// speed.
  @exclusivity(unchecked) package internal(set) var examinedByLastQuery = 0
  /// Placements of widths given up, kept so that going back to one is instant (see
  /// `WaterfallLayout+KeptPlacement.swift`): at most one between width changes.
  var keptPlacements: [KeptPlacement] = []
  /// Widths laid out afresh so far (the first width counts): a test of resize handling reads how
  /// often a burst of resizes made the layout start over.
  package internal(set) var widthsLaidOutCount = 0
  /// Widths whose kept placement was taken back instead of laid out afresh.
  package internal(set) var widthsRestoredCount = 0
  /// Items placed so far, counting an item again each time a change made it be placed again: a
  /// test reads how much work a change or a resize caused. Added once per placement pass.
  package internal(set) var itemsPlacedCount = 0

  /// Two columns one cell apart, no insets, no headers.
  public init() {}

  /// A card's height for a picture of `aspectRatio` (height / width) drawn `width` cells wide:
  /// `round(width × aspectRatio × cellAspect)`, at least 1. Zero, negative, NaN or infinite ratios
  /// give a 1-row card; the result never exceeds `maximumItemHeight`.
  @inlinable @inline(__always) public func itemHeight(aspectRatio: Double, width: Int) -> Int {
    Self.itemHeight(aspectRatio: aspectRatio, width: width, cellAspect: cellAspect)
  }

  /// `itemHeight(aspectRatio:width:)` for a given cell aspect.
  @inlinable @inline(__always) public static func itemHeight(aspectRatio: Double, width: Int, cellAspect: Double) -> Int
  {
    let rows = Double(max(width, 0)) * aspectRatio * cellAspect
    guard rows.isFinite, rows > 1 else { return 1 }
    // `rows + 0.5` rounds half up without libm, which this module does not link.
    return rows >= Double(maximumItemHeight) ? maximumItemHeight : max(1, Int(rows + 0.5))
  }

  // MARK: - CollectionViewLayout

  /// Reads the section count and bounds width; forgets everything when the width changed. Places
  /// nothing: queries place what they need. O(1) unless the width changed.
  /// A width laid out before and kept since (nothing but the width changed) is taken back as it
  /// was, in O(1).
  public func prepare() {
    let width = source?.layoutBounds.width ?? 0
    if laidOutWidth != width {
      keepPlacement()
      if restoreKeptPlacement(width: width) { return }
      sections.removeAll(keepingCapacity: false)
      widestElementRight = 0
      laidOutWidth = width
      widthsLaidOutCount += 1
      sectionCount = max(0, source?.numberOfSections() ?? 0)
    }
  }

  /// The size of all content: places every item not yet placed, O(C) each (O(N·C) the first time, O(1) after).
  /// When `placementInterruption` stops that, the content known so far (as `contentSize(placingThrough:)`).
  public var collectionViewContentSize: Size {
    prepareIfNeeded()
    placeAll()
    return Size(width: contentWidth, height: sections.last.map { $0.bottom ?? $0.placedBottom } ?? 0)
  }

  /// The content known after placing items until the shortest column reaches `maxY`: O(C) per
  /// item placed, O(1) when they are.
  public func contentSize(placingThrough maxY: Int) -> Size {
    prepareIfNeeded()
    place(throughY: maxY)
    let height = sections.last.map { $0.bottom ?? $0.placedBottom } ?? 0
    return Size(width: contentWidth, height: height)
  }

  /// True when the width changed: the columns change width. O(1).
  public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
    newBounds.width != laidOutWidth
  }

  /// The offset that centres a card (`snappedContentOffset`): one visible-rect query over three viewports.
  public func targetContentOffset(
    forProposedContentOffset proposedContentOffset: Point, withScrollingVelocity velocity: ScrollVelocity
  ) -> Point {
    snappedContentOffset(forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
  }

  /// The content is as wide as the bounds, and never narrower than its widest element with its
  /// inset (bounds narrower than the insets still get one-cell columns and headers). O(1): the
  /// widest element is tracked as sections are started and completed.
  var contentWidth: Int { max(laidOutWidth ?? 0, widestElementRight) }

  /// The right edge (with its inset) of the widest element of the started sections, over all
  /// sections. Recomputed from the sections after an invalidation drops some: O(S) then.
  func recomputeWidestElement() {
    widestElementRight = 0
    for section in sections { noteWidth(of: section) }
  }

  func noteWidth(of section: WaterfallSection) {
    var right = (section.columnX.last ?? 0) + (section.columnWidth.last ?? 0) + sectionInset.right
    if let header = section.header { right = max(right, header.maxX + headerInset.right) }
    if let footer = section.footer { right = max(right, footer.maxX + footerInset.right) }
    widestElementRight = max(widestElementRight, right)
  }

  @inline(__always) func prepareIfNeeded() {
    if laidOutWidth == nil || laidOutWidth != (source?.layoutBounds.width ?? 0) { prepare() }
  }
}
