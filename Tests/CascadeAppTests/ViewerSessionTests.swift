import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeFzf
import CascadeLayout
import CascadeTestSupport
import Testing

@Suite struct ViewerSessionTests {
  /// Between two reads the terminal may shrink and grow back: ncurses reports the same size, but
  /// what the terminal showed is lost, so a resize must redraw every cell, not only the changes.
  @Test func aResizeRedrawsTheWholeScreen() throws {
    let size = Size(width: 40, height: 8)
    let backend = TestBackend(size: size)
    let shown = viewer(try collection("{\"title\":\"alpha\"}\n{\"title\":\"bravo\"}\n"), size: size)
    var firstFrame: [String] = []
    var events: [InputEvent] = [.resize]
    let status = ViewerSession(viewer: shown, backend: backend).run(
      nextEvent: {
        guard !events.isEmpty else { return nil }
        if firstFrame.isEmpty {
          firstFrame = backend.lines()
          backend.resize(to: Size(width: 10, height: 2))
          backend.resize(to: size)
        }
        return events.removeFirst()
      },
      suspend: {})
    #expect(status == .nothingSelected)
    #expect(firstFrame.joined().contains("alpha"), "\(firstFrame)")
    expectScreen(backend.lines(), firstFrame)
  }

  /// A key costs one refresh of the terminal, and the filter prompt's cursor reaches it.
  @Test func eachFrameFlushesOnceWithItsCursor() throws {
    let size = Size(width: 40, height: 8)
    let backend = TestBackend(size: size)
    let shown = viewer(try collection("{\"title\":\"alpha\"}\n"), size: size)
    var events: [InputEvent] = [.key(.down), .key(.character("/")), .key(.character("a"))]
    var flushesPerFrame: [Int] = []
    var cursors: [Point?] = []
    _ = ViewerSession(viewer: shown, backend: backend).run(
      nextEvent: {
        flushesPerFrame.append(backend.flushCount)
        cursors.append(backend.cursor)
        return events.isEmpty ? nil : events.removeFirst()
      },
      suspend: {})
    #expect(flushesPerFrame == [1, 2, 3, 4], "\(flushesPerFrame)")
    #expect(cursors.first == .some(nil) && cursors.last == Point(x: 3, y: 7), "\(cursors)")
  }

  /// `--listen`'s actions run at the top of a turn, as a bound key's, and a session that takes
  /// requests never waits without a limit (an unbounded wait is one no wake pipe could end).
  @Test func requestedActionsRunBetweenEventsAndNoWaitIsUnbounded() throws {
    let size = Size(width: 40, height: 8)
    let backend = TestBackend(size: size)
    let shown = viewer(try collection("{\"title\":\"alpha\"}\n{\"title\":\"bravo\"}\n"), size: size)
    var requests: [[[BindAction]]] = [[], [[.changeQuery("bra")]], [], [], [], [[.accept]]]
    var timeouts: [Int?] = []
    var session = ViewerSession(viewer: shown, backend: backend)
    session.takeRequests = { requests.isEmpty ? [] : requests.removeFirst() }
    let status = session.run(
      nextEvent: { (timeout: Int?) -> InputEvent? in
        timeouts.append(timeout)
        return timeouts.count > 50 ? .key(.escape) : nil
      },
      suspend: {})
    #expect(status == .selected)
    #expect(shown.selectedOriginalBytes == [Array("{\"title\":\"bravo\"}".utf8)])
    #expect(!timeouts.contains { $0 == nil }, "\(timeouts)")
  }
}
