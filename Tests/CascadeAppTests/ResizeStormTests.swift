import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout
import CascadeTestSupport
import Testing

/// A dragged window edge sends a burst of resizes faster than a large collection can be laid out.
/// These tests drive the viewer's own session loop with a terminal whose events are already waiting,
/// through the same `ResizeCoalescer` `TerminalSession` reads curses through, and count the
/// waterfall's work with its hooks: a burst must be laid out once, at its last size.
@Suite struct ResizeStormTests {
  /// The terminal of a storm: each resize read changes the backend's size first, as curses does
  /// when it reports one; the key comes after the last resize.
  final class StormTerminal {
    let backend: TestBackend
    var waiting: [(event: InputEvent, size: Size?)]
    var coalescer = ResizeCoalescer()

    init(backend: TestBackend, sizes: [Size], then key: Key) {
      self.backend = backend
      waiting = sizes.map { (.resize, $0) } + [(.key(key), nil)]
    }

    /// True while a resize is waiting to be read, as `TerminalSession.hasPendingResize` tells.
    var hasPendingResize: Bool { waiting.first?.event == .resize }

    /// The session's `nextEvent`: nil once the script is used up, which ends the session.
    func nextEvent(_ timeoutMilliseconds: Int?) -> InputEvent? {
      coalescer.nextEvent(timeoutMilliseconds: timeoutMilliseconds) { _ in
        guard !waiting.isEmpty else { return nil }
        let (event, size) = waiting.removeFirst()
        if let size { backend.resize(to: size) }
        return event
      }
    }
  }

  /// A 100×30 viewer of `count` generated cards, without animation, focused on the last card.
  static func focusedOnTheLast(of count: Int) throws -> (TestBackend, Viewer, WaterfallLayout) {
    let start = Size(width: 100, height: 30)
    let backend = TestBackend(size: start)
    let shown = viewer(SyntheticCollection(count: count), size: start) { $0.animatesChanges = false }
    press(shown, .end)
    return (backend, shown, try #require(shown.collectionView.collectionViewLayout as? WaterfallLayout))
  }

  /// 200 resizes over 20,000 cards focused on the last: the waterfall starts over for one new width
  /// (the last), places each card at most once for it, and the frame after the storm is drawn at
  /// the last size with the key handled. Laid out once per resize, it would start over about 200
  /// times and place four million cards.
  @Test func aBurstOfResizesIsLaidOutOnceAtTheLastSize() throws {
    let count = 20_000
    let (backend, shown, waterfall) = try Self.focusedOnTheLast(of: count)
    #expect(waterfall.placedItemCount == count)
    let widthsBefore = waterfall.widthsLaidOutCount, placedBefore = waterfall.itemsPlacedCount

    var sizes = (0..<200).map { Size(width: 60 + ($0 * 7) % 40, height: 24 + $0 % 7) }
    let last = Size(width: 93, height: 27)
    sizes.append(last)
    let terminal = StormTerminal(backend: backend, sizes: sizes, then: .backTab)
    let status = ViewerSession(viewer: shown, backend: backend).run(nextEvent: terminal.nextEvent, suspend: {})

    #expect(status == .selected, "Shift-Tab selects the card it leaves")
    #expect(
      waterfall.widthsLaidOutCount - widthsBefore == 1,
      "the burst made the waterfall start over \(waterfall.widthsLaidOutCount - widthsBefore) times")
    #expect(
      waterfall.itemsPlacedCount - placedBefore <= count,
      "the burst placed \(waterfall.itemsPlacedCount - placedBefore) cards")
    #expect(shown.collectionView.bounds.width == last.width)
    #expect(backend.size == last && shown.screenSize == last)
    let lines = backend.lines()
    #expect(lines.last?.hasPrefix(" card \(count - 1) of \(count) · 1 selected") == true, "\(lines.last ?? "")")
  }

  /// A resize that only changes the height keeps every placed card: the columns keep their width.
  @Test func aHeightOnlyBurstPlacesNothingAgain() throws {
    let count = 20_000
    let (backend, shown, waterfall) = try Self.focusedOnTheLast(of: count)
    let widthsBefore = waterfall.widthsLaidOutCount, placedBefore = waterfall.itemsPlacedCount
    let sizes = (0..<50).map { Size(width: 100, height: 20 + $0 % 11) }
    let terminal = StormTerminal(backend: backend, sizes: sizes, then: .backTab)
    _ = ViewerSession(viewer: shown, backend: backend).run(nextEvent: terminal.nextEvent, suspend: {})
    #expect(waterfall.widthsLaidOutCount == widthsBefore)
    #expect(waterfall.itemsPlacedCount == placedBefore)
  }

  /// A resize that arrives while the viewer re-places 100,000 cards for the one before: the viewer
  /// asks between intervals of cards whether a newer size waits (`placementInterruption`, what the
  /// command wires to `TerminalSession.hasPendingResize`), gives the old width up within a few
  /// intervals, and lays out the newer one to the end; the key after it is answered on the newest
  /// screen. Finishing the old width first would place about 200,000 cards.
  @Test func aResizeArrivingMidLayoutCutsTheOldLayoutShort() throws {
    let count = 100_000
    let (backend, shown, waterfall) = try Self.focusedOnTheLast(of: count)
    let widthsBefore = waterfall.widthsLaidOutCount, placedBefore = waterfall.itemsPlacedCount

    // 85 and 93 columns: widths the viewer has not laid out before (it starts at 80, then 100), so
    // neither is a kept placement taken back.
    let first = Size(width: 85, height: 28), last = Size(width: 93, height: 27)
    let terminal = StormTerminal(backend: backend, sizes: [first], then: .backTab)
    var arrived = false
    // The viewer holds this closure: an unowned capture keeps the two from holding each other.
    shown.placementInterruption = { [unowned shown] in
      // The newer size comes in while the first width is being laid out.
      if !arrived, shown.screenSize == first {
        arrived = true
        terminal.waiting.insert((.resize, last), at: 0)
      }
      return terminal.hasPendingResize
    }
    var session = ViewerSession(viewer: shown, backend: backend)
    session.hasPendingResize = { terminal.hasPendingResize }
    let status = session.run(nextEvent: terminal.nextEvent, suspend: {})

    #expect(arrived, "the layout never asked")
    #expect(status == .selected)
    #expect(waterfall.widthsLaidOutCount - widthsBefore == 2)
    let placed = waterfall.itemsPlacedCount - placedBefore
    #expect(placed <= count + 8 * WaterfallLayout.placementCheckInterval, "the two widths placed \(placed) cards")
    #expect(backend.size == last && shown.screenSize == last && shown.collectionView.bounds.width == last.width)
    let lines = backend.lines()
    #expect(lines.last?.hasPrefix(" card \(count - 1) of \(count) · 1 selected") == true, "\(lines.last ?? "")")
  }

  /// After a session interrupted by a storm, nothing keeps the viewer, its collection view or its
  /// waterfall alive: the session and the layout hold no reference back to the viewer
  /// (AddressSanitizer reports such a cycle only at exit).
  @Test func theViewerIsFreedAfterAnInterruptedSession() throws {
    weak var freedViewer: Viewer?
    weak var freedLayout: WaterfallLayout?
    try {
      let (backend, shown, waterfall) = try Self.focusedOnTheLast(of: 30_000)
      let terminal = StormTerminal(backend: backend, sizes: [Size(width: 85, height: 28)], then: .backTab)
      var arrived = false
      shown.placementInterruption = { [unowned shown] in
        if !arrived, shown.screenSize.width == 85 {
          arrived = true
          terminal.waiting.insert((.resize, Size(width: 93, height: 27)), at: 0)
        }
        return terminal.hasPendingResize
      }
      _ = ViewerSession(viewer: shown, backend: backend).run(nextEvent: terminal.nextEvent, suspend: {})
      freedViewer = shown
      freedLayout = waterfall
    }()
    #expect(freedViewer == nil, "something still holds the viewer")
    #expect(freedLayout == nil, "something still holds the waterfall")
  }
}
