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

  /// 200 resizes over 20,000 cards focused on the last: the waterfall starts over for one new width
  /// (the last), places each card at most once for it, and the frame after the storm is drawn at
  /// the last size with the key handled. Laid out once per resize, it would start over about 200
  /// times and place four million cards.
  @Test func aBurstOfResizesIsLaidOutOnceAtTheLastSize() throws {
    let count = 20_000
    let start = Size(width: 100, height: 30)
    let backend = TestBackend(size: start)
    let shown = viewer(SyntheticCollection(count: count), size: start) { $0.animatesChanges = false }
    press(shown, .end)
    let waterfall = try #require(shown.collectionView.collectionViewLayout as? WaterfallLayout)
    #expect(waterfall.placedItemCount == count)
    let widthsBefore = waterfall.widthsLaidOutCount, placedBefore = waterfall.itemsPlacedCount

    var sizes = (0..<200).map { Size(width: 60 + ($0 * 7) % 40, height: 24 + $0 % 7) }
    let last = Size(width: 93, height: 27)
    sizes.append(last)
    let terminal = StormTerminal(backend: backend, sizes: sizes, then: .backTab)
    let status = ViewerSession(viewer: shown, backend: backend).run(nextEvent: terminal.nextEvent, suspend: {})

    #expect(status == .selected, "Shift-Tab selects the card it leaves")
    #expect(waterfall.widthsLaidOutCount - widthsBefore == 1, "the burst made the waterfall start over \(waterfall.widthsLaidOutCount - widthsBefore) times")
    #expect(waterfall.itemsPlacedCount - placedBefore <= count, "the burst placed \(waterfall.itemsPlacedCount - placedBefore) cards")
    #expect(shown.collectionView.bounds.width == last.width)
    #expect(backend.size == last && shown.screenSize == last)
    let lines = backend.lines()
    #expect(lines.last?.hasPrefix(" card \(count - 1) of \(count) · 1 selected") == true, "\(lines.last ?? "")")
  }

  /// A resize that only changes the height keeps every placed card: the columns keep their width.
  @Test func aHeightOnlyBurstPlacesNothingAgain() throws {
    let count = 20_000
    let start = Size(width: 100, height: 30)
    let backend = TestBackend(size: start)
    let shown = viewer(SyntheticCollection(count: count), size: start) { $0.animatesChanges = false }
    press(shown, .end)
    let waterfall = try #require(shown.collectionView.collectionViewLayout as? WaterfallLayout)
    let widthsBefore = waterfall.widthsLaidOutCount, placedBefore = waterfall.itemsPlacedCount
    let sizes = (0..<50).map { Size(width: 100, height: 20 + $0 % 11) }
    let terminal = StormTerminal(backend: backend, sizes: sizes, then: .backTab)
    _ = ViewerSession(viewer: shown, backend: backend).run(nextEvent: terminal.nextEvent, suspend: {})
    #expect(waterfall.widthsLaidOutCount == widthsBefore)
    #expect(waterfall.itemsPlacedCount == placedBefore)
  }
}
