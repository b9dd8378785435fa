import CascadeKit
import Testing

/// The run loop on a terminal in memory: keys routed to the app, the quit keys and the focused
/// collection view, Tab between collection views, and background work delivered on the main actor
/// before the next frame.
@MainActor @Suite struct TerminalApplicationTests {
  /// A one-column list of numbered one-row cards.
  final class Numbers: CollectionViewDataSource {
    let prefix: String
    let count: Int
    init(prefix: String, count: Int) {
      self.prefix = prefix
      self.count = count
    }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
      let cell = collectionView.dequeueReusableCell(Line.self, withReuseIdentifier: "line", for: indexPath)
      cell.text = "\(prefix)\(indexPath.item)"
      return cell
    }
  }

  final class Line: CollectionViewCell {
    var text = ""
    override func draw(in buffer: inout CellBuffer, context: DrawingContext) {
      buffer.draw(
        (isFocused ? ">" : " ") + text, at: context.frame.origin, maxWidth: context.frame.width, clip: context.clip)
    }
  }

  func list(_ numbers: Numbers) -> CollectionView {
    let layout = WaterfallLayout()
    layout.columnCount = .fixed(1)
    let collectionView = CollectionView(layout: layout)
    collectionView.register(Line.self, forCellWithReuseIdentifier: "line")
    collectionView.dataSource = numbers
    return collectionView
  }

  @Test func keysGoToTheFocusedCollectionViewAndQKeysQuit() {
    let numbers = Numbers(prefix: "n", count: 5)
    let collectionView = list(numbers)
    let app = TerminalApplication(name: "numbers", collectionView: collectionView)
    let run = app.runInMemory(size: Size(width: 4, height: 3), keys: [.down, .down, .character("q"), .down])
    // q ended the run: the last down was never pressed.
    #expect(run.lines == [" n0 ", " n1 ", ">n2 "])
    #expect(run.status == 0)
  }

  @Test func theAppSeesKeysFirstAndTabMovesBetweenCollectionViews() {
    let left = Numbers(prefix: "a", count: 3), right = Numbers(prefix: "b", count: 3)
    let leftView = list(left), rightView = list(right)
    let app = TerminalApplication(name: "two", collectionView: leftView)
    app.addCollectionView(rightView)
    app.draw = { buffer in
      leftView.draw(in: &buffer, area: Rect(x: 0, y: 0, width: 4, height: 3))
      rightView.draw(in: &buffer, area: Rect(x: 4, y: 0, width: 4, height: 3))
    }
    var picked: [String] = []
    // The app holds its handler: an unowned capture keeps the two from holding each other.
    app.eventHandler = { [unowned app] event in
      guard event == .key(.enter) else { return false }
      picked.append(app.focusedCollectionView === leftView ? "left" : "right")
      if picked.count == 2 { app.quit(status: 7) }
      return true
    }
    let run = app.runInMemory(
      size: Size(width: 8, height: 3), keys: [.down, .enter, .tab, .down, .down, .enter, .down])
    #expect(run.lines == [" a0  b0 ", ">a1  b1 ", " a2 >b2 "])
    #expect(picked == ["left", "right"])
    #expect(run.status == 7)
  }

  @Test func backgroundWorkIsDeliveredBeforeTheNextFrame() {
    let numbers = Numbers(prefix: "n", count: 2)
    let collectionView = list(numbers)
    let app = TerminalApplication(name: "work", collectionView: collectionView)
    var status = "idle"
    app.draw = { buffer in
      collectionView.draw(in: &buffer, area: Rect(x: 0, y: 0, width: 8, height: 2))
      buffer.draw(status, at: Point(x: 0, y: 2), clip: nil)
    }
    app.eventHandler = { [unowned app] event in
      guard event == .key(.character("s")) else { return false }
      status = "working"
      app.performInBackground({ (1...1_000).reduce(0, +) }) { sum in status = "sum \(sum)" }
      return true
    }
    let run = app.runInMemory(size: Size(width: 8, height: 3), keys: [.character("s")])
    #expect(run.lines == [">n0     ", " n1     ", "sum 5005"])
  }

  /// Many pieces of background work finishing at once post to the run loop's queue together while
  /// the loop takes from it: each result arrives exactly once. The posts contend for the queue's
  /// lock; under `make test-tsan` a lock whose contended wait the sanitizer cannot see (the
  /// standard library's `Mutex`) makes this test report races, so it guards the choice of lock.
  @Test func workFinishingTogetherIsEachDeliveredOnce() {
    let collectionView = list(Numbers(prefix: "n", count: 1))
    let app = TerminalApplication(name: "many", collectionView: collectionView)
    let pieces = 2_000
    var delivered: [Int] = []
    app.draw = { buffer in buffer.draw("\(delivered.count)", at: Point(x: 0, y: 0), clip: nil) }
    app.eventHandler = { [unowned app] event in
      guard event == .key(.character("s")) else { return false }
      for piece in 0..<pieces {
        app.performInBackground({ piece }) { delivered.append($0) }
      }
      return true
    }
    let run = app.runInMemory(size: Size(width: 6, height: 1), keys: [.character("s")])
    #expect(run.lines == ["2000  "])
    #expect(delivered.sorted() == Array(0..<pieces))
  }

  /// After a run that quit from its handler and delivered background work, nothing keeps the app
  /// or its collection view alive: the run loop, the default `draw` and the deliveries hold no
  /// reference back to the app (AddressSanitizer reports such a cycle only at exit).
  @Test func theAppAndItsCollectionViewAreFreedAfterARun() {
    weak var freedApp: TerminalApplication?
    weak var freedView: CollectionView?
    do {
      let collectionView = list(Numbers(prefix: "n", count: 3))
      let app = TerminalApplication(name: "freed", collectionView: collectionView)
      app.eventHandler = { [unowned app] event in
        guard event == .key(.enter) else { return false }
        app.performInBackground({ 1 }) { [unowned app] _ in app.quit(status: 3) }
        return true
      }
      let run = app.runInMemory(size: Size(width: 4, height: 3), keys: [.down, .enter, .down])
      #expect(run.status == 3)
      freedApp = app
      freedView = collectionView
    }
    #expect(freedApp == nil, "something still holds the app")
    #expect(freedView == nil, "something still holds the collection view")
  }

  @Test func aBadDumpSizeOrKeyIsAUsageError() {
    let app = TerminalApplication(name: "numbers", collectionView: list(Numbers(prefix: "n", count: 1)))
    #expect(app.run(arguments: ["numbers", "--dump", "0x3"]) == 2)
    #expect(app.run(arguments: ["numbers", "--dump", "4x3", "--keys", "down,sideways"]) == 2)
  }
}
