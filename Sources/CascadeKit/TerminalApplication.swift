import CascadeCanvas
import CascadeCurses
import CascadeLayout
import CascadeView
import Dispatch
import Glibc

/// The run loop of a terminal app (UIKit's `UIApplication` and its main run loop): it owns the
/// terminal session and the screen, waits for keys, clicks and resizes, draws a frame after each
/// (only the cells that changed reach the terminal), keeps animations running on time, and
/// delivers the results of background work on the main actor. Keys go first to `eventHandler`,
/// then quit the app (`quitKeys`), then go to the focused collection view, which moves its focus,
/// pages and selects with its standard bindings; Tab and Shift-Tab move between collection views.
///
/// ```swift
/// let app = TerminalApplication(name: "photos", collectionView: collectionView)
/// app.eventHandler = { event in
///   guard event == .key(.enter), let focus = collectionView.focusedIndexPath else { return false }
///   open(photos[focus.item])
///   return true
/// }
/// exit(app.run())
/// ```
///
/// `run()` reads the command line: `--dump WxH --keys name,name,…` runs on a terminal in memory,
/// presses the keys and prints the last frame (for tests and documentation); otherwise it runs on
/// the real terminal until a quit key, `quit(status:)`, or the terminal going away.
@MainActor
public final class TerminalApplication {
  /// The program's name, for usage and error messages.
  public let name: String
  /// The collection views keys can reach, in Tab order.
  public private(set) var collectionViews: [CollectionView]
  /// The collection view keys go to. The first one added, until `focus(_:)` or Tab moves it.
  public private(set) var focusedCollectionView: CollectionView?
  /// Draws a frame into the whole screen. By default the focused collection view fills it; an app
  /// with a status line or several collection views draws them here, each into its own area.
  public var draw: (inout CellBuffer) -> Void
  /// Sees every event first; returns true when it handled it (the event goes no further).
  /// The app keeps this closure: a handler that calls the app captures it `[unowned app]`, or the
  /// two keep each other alive after the run.
  public var eventHandler: ((InputEvent) -> Bool)?
  /// Keys that end the run (with status 0) when `eventHandler` did not handle them. Default q,
  /// Esc and Ctrl-C.
  public var quitKeys: Set<Key> = [.character("q"), .escape, .control("c")]
  /// The size of the in-memory terminal when `--dump` gives none.
  public var defaultDumpSize = Size(width: 60, height: 20)
  /// How the real terminal is opened.
  public var sessionOptions = TerminalSession.Options()

  private var isRunning = false
  private var status: Int32 = 0
  /// Background work handed out and not yet delivered.
  private var pendingWork = 0
  private let deliveries = Deliveries()

  /// An app named `name` whose keys go to `collectionView` (when given), which fills the screen
  /// unless `draw` is set.
  public init(name: String, collectionView: CollectionView? = nil) {
    self.name = name
    collectionViews = collectionView.map { [$0] } ?? []
    focusedCollectionView = collectionView
    draw = { _ in }
    draw = { [unowned self] buffer in
      self.focusedCollectionView?.draw(in: &buffer, area: Rect(origin: .zero, size: buffer.size))
    }
  }

  // MARK: - Collection views and focus

  /// Adds a collection view to the Tab order; the first one added takes the keys.
  public func addCollectionView(_ collectionView: CollectionView) {
    guard !collectionViews.contains(where: { $0 === collectionView }) else { return }
    collectionViews.append(collectionView)
    if focusedCollectionView == nil { focusedCollectionView = collectionView }
  }

  /// Sends keys to `collectionView` (added to the Tab order if it was not in it).
  public func focus(_ collectionView: CollectionView) {
    addCollectionView(collectionView)
    focusedCollectionView = collectionView
  }

  // MARK: - Ending the run and background work

  /// Ends the run after the current event; `run()` returns `status`.
  public func quit(status: Int32 = 0) {
    self.status = status
    isRunning = false
  }

  /// Runs `work` on another thread and `completion` with its result on the main actor, between
  /// two events; the frame after it is drawn at once (the wait for input is woken). Collection
  /// views and everything they draw stay on the main actor.
  public func performInBackground<Result: Sendable>(
    _ work: @escaping @Sendable () -> Result, completion: @escaping @MainActor @Sendable (Result) -> Void
  ) {
    pendingWork += 1
    let deliveries = deliveries
    DispatchQueue.global().async {
      let result = work()
      deliveries.post { completion(result) }
    }
  }

  // MARK: - Running

  /// Runs the app as the command line asks (`--dump WxH --keys …` in memory, else on the
  /// terminal) and returns its exit status: 0, `quit(status:)`'s, or 2 after a usage or terminal
  /// error, printed to standard error.
  public func run(arguments: [String] = CommandLine.arguments) -> Int32 {
    let arguments = Array(arguments.dropFirst())
    guard let dump = arguments.firstIndex(of: "--dump") else {
      do {
        return try runInTerminal()
      } catch {
        printError("\(name): \(error)")
        return 2
      }
    }
    let sizeText =
      dump + 1 < arguments.count ? arguments[dump + 1] : "\(defaultDumpSize.width)x\(defaultDumpSize.height)"
    let parts = sizeText.split(separator: "x").compactMap { Int($0) }
    let keysIndex = arguments.firstIndex(of: "--keys")
    let names =
      keysIndex.map { $0 + 1 < arguments.count ? arguments[$0 + 1].split(separator: ",").map(String.init) : [] } ?? []
    let keys = names.compactMap { Key(name: $0) }
    guard parts.count == 2, parts.allSatisfy({ $0 > 0 }), keys.count == names.count else {
      printError("usage: \(name) [--dump WxH [--keys name,name,…]]")
      return 2
    }
    let (lines, status) = runInMemory(size: Size(width: parts[0], height: parts[1]), keys: keys)
    print(lines.joined(separator: "\n"))
    return status
  }

  /// Runs on a terminal in memory: draws the first frame, then for each key handles it, waits for
  /// the background work it started, lands any animation and draws; stops early when the app
  /// quits. Returns the last frame's lines and the exit status.
  public func runInMemory(size: Size, keys: [Key]) -> (lines: [String], status: Int32) {
    let backend = TestBackend(size: size)
    let screen = Screen(backend: backend)
    isRunning = true
    status = 0
    screen.draw { draw(&$0) }
    for key in keys where isRunning {
      handle(.key(key))
      while pendingWork > 0 {
        deliveries.waitForPost()
        deliverFinishedWork()
      }
      for collectionView in collectionViews { collectionView.finishPendingMotion() }
      screen.draw { draw(&$0) }
    }
    isRunning = false
    return (backend.lines(), status)
  }

  /// Runs on the real terminal until the app quits or the terminal goes away, restoring it on
  /// every way out. Returns the exit status.
  public func runInTerminal() throws(TerminalSessionError) -> Int32 {
    let session = try TerminalSession(options: sessionOptions)
    defer { session.close() }
    session.wakeDescriptor = deliveries.wakeDescriptor
    let screen = Screen(backend: session.backend)
    isRunning = true
    status = 0
    while isRunning {
      screen.draw { draw(&$0) }
      let timeout = waitTimeout()
      let event = session.nextEvent(timeoutMilliseconds: timeout)
      deliverFinishedWork()
      guard let event else {
        // Nil from a wait without a timeout: the terminal is gone.
        if timeout == nil { break }
        continue
      }
      if event == .resize { screen.invalidate() }  // the terminal lost what it showed
      handle(event)
    }
    isRunning = false
    return status
  }

  // MARK: - One turn

  /// Routes one event: the app's handler, the quit keys, Tab between collection views, a click to
  /// the collection view under it, anything else to the focused collection view.
  public func handle(_ event: InputEvent) {
    if eventHandler?(event) == true { return }
    switch event {
    case .key(let key) where quitKeys.contains(key):
      quit(status: 0)
    case .key(.tab) where collectionViews.count > 1, .key(.backTab) where collectionViews.count > 1:
      let index = collectionViews.firstIndex { $0 === focusedCollectionView } ?? 0
      let step = event == .key(.tab) ? 1 : collectionViews.count - 1
      focusedCollectionView = collectionViews[(index + step) % collectionViews.count]
    case .mouse(.click(let point)):
      if let hit = collectionViews.first(where: { $0.indexPathForItem(atScreenPoint: point) != nil }) {
        focusedCollectionView = hit
      }
      focusedCollectionView?.handle(event)
    default:
      focusedCollectionView?.handle(event)
    }
  }

  /// How long to wait for input: until the next animation frame or wheel rest of any collection
  /// view; bounded while background work is out, so its delivery can wake the wait (only a
  /// bounded wait polls the wake descriptor); nil (as long as it takes) otherwise.
  private func waitTimeout() -> Int? {
    var timeout: Int? = pendingWork > 0 ? 1_000 : nil
    for collectionView in collectionViews {
      guard let deadline = collectionView.nextFrameDeadline else { continue }
      let left = (deadline - collectionView.clock.now).components
      let milliseconds = max(1, Int(left.seconds) * 1000 + Int(left.attoseconds / 1_000_000_000_000_000))
      timeout = min(timeout ?? milliseconds, milliseconds)
    }
    return timeout
  }

  private func deliverFinishedWork() {
    for completion in deliveries.take() {
      pendingWork -= 1
      completion()
    }
  }

  /// Writes to the descriptor: Swift 6 does not allow the C `stderr` stream from checked code.
  private func printError(_ message: String) {
    let bytes = Array((message + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
  }
}
