import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout
import Testing

/// A terminal that takes `drawMilliseconds` of a fake clock to draw each frame that changed
/// something (as xterm drawing sixel pictures does), and a key held down that repeats every
/// `repeatMilliseconds` until it is released. No real time passes: waiting for input moves the
/// clock to the next key, the end of the wait, or the moment the terminal reports the frame drawn
/// (which is what ends the command's wait as well).
private final class SlowTerminal: Backend {
  let backend: TestBackend
  var now = 0
  /// When the terminal will have drawn everything written so far.
  var drawnAt = 0
  let drawMilliseconds: Int
  /// The keys still to come, by the time they are pressed.
  var keys: [(at: Int, event: InputEvent)]
  /// When each frame was sent, and the card it showed focused.
  var frames: [(at: Int, focus: IndexPath?)] = []
  /// The most frames sent and not yet drawn, over the run.
  var mostInFlight = 0
  private var inFlight: [Int] = []
  private var changes = 0
  var focus: () -> IndexPath? = { nil }

  init(size: Size, drawMilliseconds: Int, keys: [(at: Int, event: InputEvent)]) {
    backend = TestBackend(size: size)
    self.drawMilliseconds = drawMilliseconds
    self.keys = keys
  }

  var size: Size { backend.size }
  func draw(_ changes: [CellChange]) {
    self.changes += changes.count
    backend.draw(changes)
  }
  func flush() {
    backend.flush()
    defer { changes = 0 }
    guard changes > 0 else { return }
    drawnAt = max(now, drawnAt) + drawMilliseconds
    frames.append((now, focus()))
    inFlight = inFlight.filter { $0 > now } + [drawnAt]
    mostInFlight = max(mostInFlight, inFlight.count)
  }
  func setCursor(_ position: Point?) { backend.setCursor(position) }
  func clear() { backend.clear() }

  var isDrawing: Bool { drawnAt > now }

  func nextEvent(_ timeout: Int?) -> InputEvent? {
    if let key = keys.first, key.at <= now {
      keys.removeFirst()
      return key.event
    }
    let report = isDrawing ? drawnAt : nil
    let candidates = [keys.first?.at, timeout.map { now + $0 }, timeout == nil ? nil : report].compactMap { $0 }
    guard let next = candidates.min() else { return nil }
    now = max(now, next)
    if let key = keys.first, key.at <= now {
      keys.removeFirst()
      return key.event
    }
    return nil
  }
}

@Suite struct HeldKeyTests {
  private static func cards(_ count: Int) throws -> LoadedCollection {
    try collection((0..<count).map { "{\"title\":\"card \($0)\"}\n" }.joined())
  }

  /// Down held for 2.1 s (64 repeats) on a terminal that takes 200 ms to draw a frame: every
  /// press counts, the keys read while a frame is drawn are handled together, no frame is sent
  /// while one is still being drawn, and once the key is released at most one frame follows,
  /// showing where the presses led — the same card as one frame per key would.
  @Test func aHeldKeyStopsWithinOneFrameOfItsRelease() throws {
    let size = Size(width: 80, height: 24)
    let presses = 64
    let keys = (0..<presses).map { (at: $0 * 33, event: InputEvent.key(.down)) }
    let release = keys[presses - 1].at

    let expected = viewer(try Self.cards(400), size: size)
    for _ in 0..<presses { _ = expected.handle(.key(.down)) }

    let shown = viewer(try Self.cards(400), size: size)
    let terminal = SlowTerminal(size: size, drawMilliseconds: 200, keys: keys)
    terminal.focus = { shown.collectionView.focusedIndexPath }
    var session = ViewerSession(viewer: shown, backend: terminal)
    session.outputPending = { terminal.isDrawing }
    _ = session.run(nextEvent: { terminal.nextEvent($0) }, suspend: {})

    let finalFocus = terminal.frames.last?.focus
    #expect(finalFocus != nil && finalFocus == expected.collectionView.focusedIndexPath, "\(terminal.frames)")
    #expect(terminal.mostInFlight == 1, "\(terminal.mostInFlight) frames in flight at once")
    let afterRelease = terminal.frames.filter { $0.at > release }
    #expect(afterRelease.count <= 1, "\(afterRelease.count) frames after the key was released: \(afterRelease)")
    #expect(
      terminal.drawnAt <= release + 2 * terminal.drawMilliseconds,
      "the terminal drew until \(terminal.drawnAt - release) ms after the release")
    #expect(
      (terminal.frames.last?.at ?? 0) <= release + terminal.drawMilliseconds,
      "the last frame was sent \((terminal.frames.last?.at ?? 0) - release) ms after the release")
    // Frames kept coming while the key was held: the screen follows the key.
    #expect(terminal.frames.count >= release / terminal.drawMilliseconds, "\(terminal.frames.count) frames")
  }

  /// Without a terminal that says when it has drawn, keys already waiting are still handled
  /// together: a run of Down keys read at once makes one frame.
  @Test func keysAlreadyWaitingMakeOneFrame() throws {
    let size = Size(width: 80, height: 24)
    let shown = viewer(try Self.cards(100), size: size)
    let terminal = SlowTerminal(
      size: size, drawMilliseconds: 0, keys: (0..<10).map { _ in (at: 1, event: InputEvent.key(.down)) })
    terminal.focus = { shown.collectionView.focusedIndexPath }
    let expected = viewer(try Self.cards(100), size: size)
    for _ in 0..<10 { _ = expected.handle(.key(.down)) }
    _ = ViewerSession(viewer: shown, backend: terminal).run(nextEvent: { terminal.nextEvent($0) }, suspend: {})
    #expect(terminal.frames.count == 2, "\(terminal.frames)")
    #expect(terminal.frames.last?.focus == expected.collectionView.focusedIndexPath)
  }
}
