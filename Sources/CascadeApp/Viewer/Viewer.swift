import CascadeCanvas
import CascadeData
import CascadeFzf
import CascadeLayout
import CascadeView
import Dispatch
import OrderedCollections

/// The `cascade` viewer: a collection view of cards over the whole screen but its last row, which is
/// the status line. It turns input events into focus moves, scrolling, selection and filtering, and
/// draws frames into a `CellBuffer`; it never touches a terminal, so tests drive it with events and
/// read its screens as lines.
public final class Viewer {
  /// The collection view showing the cards; its layout is the one `layoutKind` names.
  public let collectionView: CollectionView
  /// The cards' data source and delegate, and the filter; a `reload` binding puts a new one in
  /// place for the new collection.
  public internal(set) var source: CardSource
  /// What the command line asked for.
  public let options: ViewerOptions
  /// The layout shown now: `options.layout` at first, then whatever `l` cycled to.
  public private(set) var layoutKind: LayoutKind
  /// Browsing, filtering, the help screen, or one card in full.
  public internal(set) var mode = ViewerMode.browsing
  /// The filter text as typed.
  public internal(set) var filterText = ""
  /// Selected records in model coordinates, in selection order. The filter can hide a selected
  /// card; as in fzf it stays selected, is printed on exit, and shows as selected when it returns.
  public internal(set) var selection = OrderedSet<IndexPath>()
  /// The screen size of the last frame.
  public private(set) var screenSize = Size(width: 80, height: 24)
  /// The collection when its records are still arriving, else nil.
  public internal(set) var streaming: (any StreamingRecordCollection)?
  /// The reader's progress as taken at the last loop turn (`advance()`); nil for a collection that
  /// was complete from the start.
  public internal(set) var progress: LoadProgress?
  /// The first row of the full view (Enter) on screen.
  public internal(set) var detailOffset = 0
  /// The full view's rows for one card at one width, kept while it is open.
  var detailRows: (indexPath: IndexPath, width: Int, rows: [String])?
  /// The name of the `--expect` key that ended the session, or nil when it ended otherwise.
  public internal(set) var endingKeyName: String?
  /// Runs the commands of `--bind` actions (`execute`, `become`, `reload`…) for the viewer, which
  /// never touches a terminal or a process itself; without one those actions do nothing.
  public weak var commandHost: (any ViewerCommandHost)?
  /// Pictures for a collection that replaces the shown one (`reload`): the command gives the new
  /// records the same picture lookup and rendering as the input's. nil: reloaded cards have none.
  /// The returned `CardPictures.collection` must wrap the collection it was given.
  public var picturesForCollection: ((any RecordCollection) -> CardPictures?)?
  /// Opening tables from a database's table list, and the list to go back to.
  public var tableBrowsing = TableBrowsing()
  /// The card last clicked and when (the animation clock's time), to tell a double-click.
  var lastClick: (indexPath: IndexPath, time: Duration)?
  /// The preview pane (`--preview`, `--preview-window`, the preview key).
  public let preview: PreviewPane
  /// True while the focus is on the first card because the filter hid the focused one: when the
  /// filter's run ends and the cards take their rank order, the focus goes to the new first card.
  var focusFollowsBestMatch = false
  /// True while the key being handled is followed by a query key already read (a paste, typing
  /// faster than a query is matched): a query set now is not tested, as the next key replaces it
  /// before any frame shows it (`ViewerSession` reads such keys before drawing).
  public var typesAhead = false
  /// The columns `+` and `-` chose, or nil for `--columns` (or as many as fit).
  public internal(set) var zoomColumns: Int?
  /// A short note on the status line (the column count after `+`, the order after `g s`), shown
  /// until the next key.
  public internal(set) var notice: String?
  /// The panel over the cards that has the keys (`I`'s statistics, `g f`'s field list), nil
  /// when none is open (see `Panels/`).
  var panel: ViewerPanel?
  /// True after `g`, while the key that completes it is awaited (see `Viewer+Arrangement.swift`).
  var awaitsGoKey = false
  /// The arrangement being made off the main thread, nil when none (see
  /// `Viewer+ArrangementJobs.swift`).
  var arrangementJob: ArrangementJob?
  /// Runs an arrangement job's work: on a worker thread by default; tests pass a closure that
  /// keeps the work and runs it when they choose.
  public var arrangementRunner: (@escaping @Sendable () -> Void) -> Void = { work in
    DispatchQueue.global(qos: .userInitiated).async(execute: work)
  }
  /// The cards near the screen being measured on worker threads, nil when none are (see
  /// `Viewer+Measuring.swift`).
  var measuringJob: MeasuringJob?
  /// Runs a measuring job's work: on a worker thread by default (the job spreads itself over
  /// every core); tests pass a closure that runs it at once or when they choose.
  public var measuringRunner: (@escaping @Sendable () -> Void) -> Void = { work in
    DispatchQueue.global(qos: .userInitiated).async(execute: work)
  }
  /// Collections with fewer records than this are arranged within the key's turn (a few
  /// milliseconds); larger ones on a worker, while the current order stays on screen.
  public var backgroundArrangementMinimum = 10_000
  /// A `reload-sync`'s collection while it is read; the cards change once it has all arrived.
  var pendingReload: (any StreamingRecordCollection)?
  /// The query line, prompt, history, search, `unbind` and events as fzf's keys and actions left
  /// them: one for the cards and fzf's list alike.
  var fzf = FzfSessionState()
  /// fzf's list over these cards (`options.fzfList`), the controller the screen goes to while
  /// the list layout shows (`controller`); nil without one.
  public private(set) var list: FzfListController?
  /// Answers, in the middle of laying out a frame, whether a newer screen size is already waiting
  /// (the command asks its terminal, `TerminalSession.hasPendingResize`): the waterfall then stops
  /// re-placing cards for a size that is gone (`WaterfallLayout.placementInterruption`) and the
  /// session lays out the next size instead. nil (tests, `--dump`): layouts always finish.
  public var placementInterruption: (() -> Bool)? {
    didSet { applyPlacementInterruption(to: collectionView.collectionViewLayout) }
  }

  /// The smallest screen that shows a card: narrower or shorter screens get a placeholder.
  public static let minimumSize = Size(width: 12, height: 4)

  /// A viewer of `collection`. A collection still being read (`loading`, or `collection` itself
  /// when it is a `StreamingRecordCollection`) is shown as far as it has been read: its progress
  /// is taken now, then at each `advance()`. `loading` is for a collection that wraps the one
  /// being read (adding pictures, say). `clock` times animations (tests pass a
  /// `ManualAnimationClock`).
  public init(
    collection: any RecordCollection, options: ViewerOptions, loading: (any StreamingRecordCollection)? = nil,
    clock: any AnimationClock = SystemAnimationClock()
  ) {
    self.options = options
    preview = PreviewPane(options: options)
    layoutKind = options.layout
    streaming = loading ?? collection as? any StreamingRecordCollection
    let taken = streaming?.progress
    progress = taken
    source = CardSource(
      collection: collection, theme: options.theme, cardFields: options.cardFields,
      counts: taken.map { [$0.recordCount] },
      order: options.order)
    source.matchOptions = options.matchOptions
    source.maxLines = options.maxLines
    collectionView = CollectionView(layout: options.makeLayout(hasSectionTitles: source.hasSectionTitles))
    collectionView.isPagingEnabled = true
    collectionView.clock = clock
    collectionView.isAnimationEnabled = options.animatesChanges
    collectionView.allowsMultipleSelection = options.allowsMultipleSelection
    // A first frame at the assumed size draws without a resize, so fit a grid to that size now.
    resize(to: screenSize)
    source.attach(to: collectionView)
    refreshTableColumns()
    if options.typesQueryAsFzf { mode = .filtering }
    list = options.fzfList.map { FzfListController(viewer: self, style: $0) }
  }

  /// The controller that has the screen now: fzf's list while its layout shows, else the viewer.
  /// Both show the same source, query and selection, so switching layouts keeps them.
  public var controller: any CardsController {
    if let list, list.isShown { return list }
    return self
  }

  /// The fzf list while it has the screen.
  var shownList: FzfListController? {
    guard let list, list.isShown else { return nil }
    return list
  }

  /// The collection view's part of a screen: all but the status line.
  public static func viewportSize(for screen: Size) -> Size {
    Size(width: max(0, screen.width), height: max(0, screen.height - 1))
  }

  /// Sets the screen size before the first frame (for `--dump` and tests); `render` calls it when
  /// the screen changes size.
  public func resize(to size: Size) {
    let paneBefore = previewTextRect?.size
    screenSize = size
    choosePreviewWindow()
    let viewport = cardViewportSize(for: size)
    fitItems(to: viewport)
    collectionView.setViewportSize(viewport, animated: true)
    if previewTextRect?.size != paneBefore { rerunPreviewForNewPaneSize() }
  }

  /// Switches to the next layout (`l`), keeping the focused card in view, animated when animation
  /// is on.
  public func cycleLayout() {
    setLayout(layoutKind.next)
  }

  /// Switches to the layout of `kind`, keeping the focused card in view, animated when `animated`
  /// and animation is on.
  public func setLayout(_ kind: LayoutKind, animated: Bool = true) {
    layoutKind = kind
    let layout = layoutOptions.makeLayout(kind, hasSectionTitles: source.hasSectionTitles)
    applyPlacementInterruption(to: layout)
    let viewport = cardViewportSize(for: screenSize)
    fit(layout, to: viewport)
    // The table's column names take a row from the cards, and give it back.
    collectionView.setViewportSize(viewport)
    collectionView.setCollectionViewLayout(layout, animated: animated)
    refreshTableColumns()
  }

  /// How long the session may wait for input before the next frame is due (an animation frame, a
  /// wheel scroll coming to rest), in milliseconds; nil: wait for input as long as it takes.
  public var frameTimeoutMilliseconds: Int? {
    guard let deadline = collectionView.nextFrameDeadline else { return nil }
    let left = (deadline - collectionView.clock.now).components
    return max(0, Int(left.seconds) * 1000 + Int(left.attoseconds / 1_000_000_000_000_000))
  }

  private func applyPlacementInterruption(to layout: CollectionViewLayout) {
    (layout as? WaterfallLayout)?.placementInterruption = placementInterruption
  }

  private func fitItems(to viewport: Size) {
    fit(collectionView.collectionViewLayout, to: viewport)
  }

  /// Sizes the cards of layouts with a fixed item size for `viewport`, as a UIKit app does in
  /// `sizeForItemAt`: a grid's cards share the width as a waterfall's columns do (as many as fit
  /// the minimum column width, or `--columns`); a circle's cards are a fifth of the width (at
  /// least 12, at most the minimum column width for text, `circleItemWidth`) and five rows, a
  /// title and three lines, or as tall as a photograph needs (`circleItemHeight`); a carousel's
  /// are as wide as its pictures need (`carouselItemLength`).
  private func fit(_ layout: CollectionViewLayout, to viewport: Size) {
    if let carousel = layout as? CarouselLayout {
      let length = carouselItemLength(viewport: viewport, crossInset: carousel.crossInset)
      if carousel.maximumItemLength != length {
        carousel.maximumItemLength = length
        carousel.invalidateLayout()
      }
      return
    }
    if let circle = layout as? CircleLayout {
      let width = circleItemWidth(viewport: viewport)
      let size = Size(width: width, height: circleItemHeight(width: width, viewport: viewport))
      if circle.itemSize != size {
        circle.itemSize = size
        circle.invalidateLayout()
      }
      return
    }
    guard let grid = layout as? FlowLayout else { return }
    let spacing = grid.minimumInteritemSpacing
    let columns =
      (zoomColumns ?? options.columns).map { ColumnGrid(columns: $0, across: viewport.width, spacing: spacing) }
      ?? ColumnGrid(fitting: viewport.width, minimumColumnWidth: options.minimumColumnWidth, spacing: spacing)
    // The grid spreads leftover cells over its gaps, so every card takes the narrowest width.
    let itemWidth = max(4, columns.columnWidth)
    let itemHeight = gridItemHeight(width: itemWidth, viewport: viewport)
    // In an interactive grid text cards self-size; picture cards measure at the picture height.
    if grid.estimatedItemHeight != options.estimatedCardHeight {
      grid.estimatedItemHeight = options.estimatedCardHeight
    }
    if grid.itemSize != Size(width: itemWidth, height: itemHeight) {
      grid.itemSize = Size(width: itemWidth, height: itemHeight)
      grid.invalidateLayout()
    }
  }

  /// True when `screen` is at least `minimumSize`; smaller screens show a placeholder.
  static func showsCards(on screen: Size) -> Bool {
    screen.width >= minimumSize.width && screen.height >= minimumSize.height
  }

  /// The selected records' original text, in selection order.
  public var selectedOriginals: [String] {
    selection.map { source.collection.record(at: $0).original }
  }

  /// The selected records' bytes as the command prints them, in selection order: the input's own
  /// bytes, so a line that is not valid UTF-8 (a Latin-1 file name) comes out as it went in.
  public var selectedOriginalBytes: [[UInt8]] {
    selection.map { source.collection.record(at: $0).printedBytes }
  }

  /// The status for leaving now: selected (0) or not (1).
  var exitStatusForQuit: ExitStatus {
    selection.isEmpty ? .nothingSelected : .selected
  }

  /// Selects or deselects a shown card as the user asked, in the collection view (which asks its
  /// delegate) and in the model selection.
  func toggleSelection(at indexPath: IndexPath) {
    // `--multi=MAX`: a full selection takes no more cards, as in fzf.
    if options.allowsMultipleSelection, let limit = options.selectionLimit, selection.count >= limit,
      !collectionView.isSelected(indexPath)
    {
      return
    }
    guard collectionView.toggleSelection(at: indexPath) else { return }
    let model = source.modelIndexPath(of: indexPath)
    if collectionView.isSelected(indexPath) {
      if !options.allowsMultipleSelection { selection.removeAll() }
      selection.append(model)
    } else {
      selection.remove(model)
    }
  }

  // MARK: - Drawing

  /// Draws the whole screen into `buffer` (which gives the screen size) and returns where the
  /// cursor should be (the filter prompt), or nil to hide it.
  @discardableResult
  public func render(into buffer: inout CellBuffer) -> Point? {
    let size = buffer.size
    beginInlinePictures()
    defer { settleInlinePictures(in: &buffer) }
    guard Self.showsCards(on: size) else {
      // The collection view keeps its size: squeezed into this screen it would scroll, and a
      // window dragged through a tiny size would come back showing other cards.
      screenSize = size
      // No cards drawn, so nothing would move an animation on: it lands now.
      collectionView.finishPendingMotion()
      drawTooSmall(into: &buffer)
      return nil
    }
    if size != screenSize { resize(to: size) }
    if case .detail(let indexPath) = mode {
      collectionView.finishPendingMotion()
      if pictureViewSource(at: indexPath) != nil {
        drawPictureView(of: indexPath, into: &buffer)
      } else {
        drawDetail(of: indexPath, into: &buffer)
      }
      return nil
    }
    let headerRows = headerRowCount(for: size)
    let (area, pane, tableNames) = cardPreviewAndTableAreas(for: size)
    drawHeader(rows: headerRows, into: &buffer)
    refreshTableColumns()
    if let tableNames { drawTableHeader(in: tableNames, into: &buffer) }
    // A self-sizing waterfall shows exact cards only: those placed at their estimate are measured.
    collectionView.measureVisibleItems()
    refreshSectionTitles()
    collectionView.draw(in: &buffer, area: area)
    if source.shownCount == 0 { drawEmptyMessage(in: area, into: &buffer) }
    if let pane { drawPreview(in: pane, into: &buffer) }
    var cursor = drawStatusLine(into: &buffer)
    if panel != nil { cursor = drawPanel(into: &buffer) }
    if mode == .help { drawHelp(into: &buffer) }
    return cursor
  }
}
