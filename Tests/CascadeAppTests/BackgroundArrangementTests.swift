import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout
import CascadeTestSupport
import Synchronization
import Testing

/// Grouping and sorting many records off the main thread: the `g` keys hand the work to a runner
/// (here one that keeps it until the test runs it, a step at a time), the viewer keeps answering
/// keys on the current order meanwhile, and the loop turn after the work is done shows the new
/// order with the focused record still focused.
@Suite struct BackgroundArrangementTests {
  /// Keeps the works handed to it; `runAll()` runs them, in order, on the test's thread.
  final class StepRunner: Sendable {
    private let works = Mutex<[@Sendable () -> Void]>([])
    var pending: Int { works.withLock { $0.count } }
    func keep(_ work: @escaping @Sendable () -> Void) { works.withLock { $0.append(work) } }
    func runAll() {
      let taken = works.withLock { works in
        let taken = works
        works = []
        return taken
      }
      for work in taken { work() }
    }
  }

  /// `count` records whose `rank` falls as the input goes on, so sorting by it reverses them.
  static func records(_ count: Int) -> String {
    (0..<count).map { #"{"rank":\#(count - $0),"title":"r\#($0)","kind":"k\#($0 % 7)"}"# }.joined(separator: "\n")
  }

  static func bigViewer(count: Int, runner: StepRunner) throws -> Viewer {
    let v = viewer(try collection(records(count)), size: Size(width: 60, height: 20)) { $0.columns = 3 }
    v.arrangementRunner = { runner.keep($0) }
    return v
  }

  func focusedTitle(_ v: Viewer) -> String? { v.collectionView.focusedIndexPath.map { v.source.record(at: $0).title } }

  /// While the sort of 30,000 records waits to run, the keys after `g s` move the focus over the
  /// input order and the status line says what is coming; when it has run, the next loop turn
  /// shows the sorted order, on the record focused last.
  @Test func keysAreAnsweredWhileALargeSortRuns() throws {
    let runner = StepRunner()
    let v = try Self.bigViewer(count: 30_000, runner: runner)
    #expect(v.backgroundArrangementMinimum <= 30_000)
    press(v, .character("g"), .character("s"))
    #expect(runner.pending == 1)
    #expect(v.isArranging)
    #expect(v.source.order == .input)
    #expect(screen(v).last?.contains("card 1 of 30000 · sorting by rank…") == true, "\(screen(v).last ?? "")")
    // Keys are answered on the current order meanwhile, and loop turns find nothing to land.
    press(v, .character("j"))
    press(v, .right)
    let focused = focusedTitle(v)
    #expect(focused != "r0")
    v.advance()
    #expect(v.isArranging)
    #expect(v.source.order == .input)
    runner.runAll()
    #expect(v.advance())
    #expect(!v.isArranging)
    #expect(v.source.order == ArrangementOptions(sortField: "rank"))
    #expect(v.source.record(at: v.source.indexPath(forFlatIndex: 0)!).title == "r29999")
    #expect(focusedTitle(v) == focused)
    #expect(screen(v).last?.hasPrefix(" sorted by rank ↑") == true)
  }

  /// A `g` key while a sort runs gives it up: `g s g s` sorts by the field after the first, and the
  /// first sort's work, run late, changes nothing. `g 0` goes back to input order on a worker too.
  @Test func aNewGoKeyCancelsTheWorkInFlight() throws {
    let runner = StepRunner()
    let v = try Self.bigViewer(count: 20_000, runner: runner)
    press(v, .character("g"), .character("s"))
    press(v, .character("g"), .character("s"))
    #expect(runner.pending == 2)
    #expect(screen(v).last?.contains("sorting by title…") == true, "\(screen(v).last ?? "")")
    runner.runAll()
    v.advance()
    #expect(!v.isArranging)
    #expect(v.source.order == ArrangementOptions(sortField: "title"))
    // Titles sort as text: r0, r1, r10, r100…
    #expect((0..<3).map { v.source.record(at: v.source.indexPath(forFlatIndex: $0)!).title } == ["r0", "r1", "r10"])
    press(v, .character("g"), .character("0"))
    #expect(v.source.order == ArrangementOptions(sortField: "title"))
    runner.runAll()
    v.advance()
    #expect(v.source.order == .input)
    #expect(v.source.record(at: v.source.indexPath(forFlatIndex: 1)!).title == "r1")
  }

  /// `q` while a sort runs quits at once, and the sort's work, run afterwards, is dropped.
  @Test func quittingWhileSortingCancelsTheSort() throws {
    let runner = StepRunner()
    let v = try Self.bigViewer(count: 20_000, runner: runner)
    press(v, .character("g"), .character("f"))
    type(v, "rank")
    press(v, .enter)
    #expect(v.isArranging)
    #expect(screen(v).last?.contains("grouping by rank…") == true, "\(screen(v).last ?? "")")
    var keys: [Key] = [.character("q")]
    let session = ViewerSession(viewer: v, backend: TestBackend(size: Size(width: 60, height: 20)))
    let status = session.run(nextEvent: { keys.isEmpty ? nil : .key(keys.removeFirst()) }, suspend: {})
    #expect(status == .nothingSelected)
    #expect(!v.isArranging)
    runner.runAll()
    v.advance()
    #expect(v.source.order == .input)
  }

  /// Grouped and sorted the same way, the arrangement made on a worker shows the cards in the
  /// order the one made in the key's turn does, over random orders.
  @Test func workersArrangeAsTheKeyTurnDoes() throws {
    let lines = Self.records(3_000)
    var rng = SplitMix64(seed: 19)
    for _ in 0..<24 {
      let keys: [Key] = (0..<Int.random(in: 1...4, using: &rng)).map { _ in
        [Key.character("s"), .character("f"), .character("r"), .character("0")].randomElement(using: &rng)!
      }
      let runner = StepRunner()
      let background = viewer(try collection(lines), size: Size(width: 60, height: 20)) { $0.columns = 3 }
      background.arrangementRunner = { runner.keep($0) }
      background.backgroundArrangementMinimum = 0
      let inTurn = viewer(try collection(lines), size: Size(width: 60, height: 20)) { $0.columns = 3 }
      for key in keys {
        // `g f` opens the field list; Enter takes its first row (the first field, or no grouping).
        let then: [Key] = key == .character("f") ? [.enter] : []
        press(background, .character("g"), key)
        for next in then { press(background, next) }
        runner.runAll()
        background.advance()
        press(inTurn, .character("g"), key)
        for next in then { press(inTurn, next) }
      }
      #expect(background.source.order == inTurn.source.order, "\(keys)")
      #expect(screen(background) == screen(inTurn), "\(keys)")
    }
  }
}
