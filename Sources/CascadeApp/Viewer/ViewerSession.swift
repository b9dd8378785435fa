import CascadeCanvas
import CascadeFzf
import CascadeLayout

/// Runs a viewer on a backend: draw, wait for an event, handle it, until the viewer says stop. The
/// terminal specifics (reading keys, suspending) come in as closures, so this loop is the same for a
/// real terminal and for tests.
///
/// While the input is read, each turn waits for a key at most `loadingPollMilliseconds` (only
/// `firstRecordsPollMilliseconds` until the first records are shown, so the first screen appears
/// as soon as they are read) and then takes the records that arrived; a backend that can also be
/// woken by the collection (the command's terminal polls the record store's `wakeDescriptor`)
/// returns from the wait as soon as the first records are in or loading ends, and the command then
/// sets both waits to the longer one; while a filter has records left to test it only looks for a key
/// that is already there, so a key is never held longer than one slice of the filter. Once both are
/// done it blocks until the next key.
public struct ViewerSession {
  /// The viewer the session draws and feeds events to.
  public var viewer: Viewer
  /// Where frames go: curses, or a `TestBackend`.
  public var backend: any Backend
  /// The longest wait for a key while records arrive: short enough that cards appear smoothly,
  /// long enough that an idle viewer costs nothing noticeable.
  public var loadingPollMilliseconds = 40
  /// The longest wait for a key while nothing has been read yet: the first screen with cards is
  /// what a user waits for, and this short wait lasts only until the first read is scanned (a
  /// backend woken by the collection needs no short wait).
  public var firstRecordsPollMilliseconds = 2
  /// How long the first frame may wait for the first records while nothing has been read, so the
  /// first screen shows cards instead of an empty "reading" screen replaced a moment later (for a
  /// backend woken by the collection, which ends the wait as soon as they are in); 0 draws at once.
  /// A key pressed meanwhile is handled after that first frame.
  public var firstFrameWaitMilliseconds = 0
  /// True when the screen has already changed size again, so a frame drawn now would be laid out
  /// for a size that is gone: the session then reads the waiting resize first and draws once, at
  /// the newest size. The command passes its terminal's `hasPendingResize`; nil draws every turn.
  public var hasPendingResize: (() -> Bool)?
  /// Called once each frame is rendered, before its cells go to the terminal, with whether it is
  /// drawn whole after a clear: the command erases there the sixel or iTerm2 pictures (deletes the
  /// kitty placements) the frame moves or drops, so its cells never show beside a stale picture.
  public var beforeFrame: ((_ fullRedraw: Bool) -> Void)?
  /// Called after each frame is on the terminal, with whether it was drawn whole after a clear:
  /// the command writes the frame's sixel, iTerm2 or kitty-placed pictures there, over the cells
  /// kept for them.
  public var afterFrame: ((_ fullRedraw: Bool) -> Void)?
  /// True while the terminal has not yet drawn the last frame sent (`frameSent`): the loop then
  /// reads input instead of drawing, so keys pressed meanwhile are handled together and only the
  /// frame that shows their outcome is drawn. A slow terminal (sixel pictures) gets at most one
  /// frame in flight, and frames are dropped rather than queued behind it. The command asks the
  /// terminal to report when it has read a frame; nil draws every frame at once.
  public var outputPending: (() -> Bool)?
  /// Called after each frame that changed something is on the terminal, after `afterFrame`.
  public var frameSent: (() -> Void)?
  /// Takes the action lists that arrived from outside the terminal since the last call (`--listen`),
  /// oldest first; each runs as a bound key's actions at the top of a turn. While it is set, no
  /// wait is unbounded (see `requestWaitMilliseconds`), so `nextEvent` can be ended by whatever
  /// signals a request (the command polls the server's wake pipe beside the terminal).
  public var takeRequests: (() -> [[BindAction]])?

  /// The longest wait while `takeRequests` is set: a bounded wait is what a wake descriptor can end
  /// early; a request ends it at once, so this only bounds how often an idle viewer looks.
  static var requestWaitMilliseconds: Int { 60_000 }

  /// The longest wait for input while `outputPending` holds a frame back: the terminal's report
  /// ends it as soon as it comes; this bounds the wait when no report can wake it.
  static var drainWaitMilliseconds: Int { 20 }

  /// The most events already waiting that are handled before a frame is drawn.
  static var coalescedEventLimit: Int { 512 }

  /// The longest a frame waits for a resize that `hasPendingResize` says is coming.
  static var resizeWaitMilliseconds: Int { 50 }

  /// A session showing `viewer` on `backend`.
  public init(viewer: Viewer, backend: any Backend) {
    self.viewer = viewer
    self.backend = backend
  }

  /// Runs until an exit. `nextEvent` waits at most the given milliseconds (nil: as long as it
  /// takes) for the next event; nil after a timed wait means nothing came, nil after an unbounded
  /// wait means the input ended, treated as quitting. `suspend` stops the process (Ctrl-Z) and
  /// returns once it continues. A failed read ends the session with `.error` (`viewer.loadFailure`
  /// says why). The wait is also cut short when the viewer's next frame is due
  /// (`viewer.frameTimeoutMilliseconds`: an animation or a wheel scroll coming to rest).
  public func run(nextEvent: (_ timeoutMilliseconds: Int?) -> InputEvent?, suspend: () -> Void) -> ExitStatus {
    run(nextEvent: nextEvent, suspend: suspend, peeksAhead: true)
  }

  /// The loop; `peeksAhead` false for a source of events that always blocks, which cannot say
  /// that nothing is waiting.
  private func run(
    nextEvent: (_ timeoutMilliseconds: Int?) -> InputEvent?, suspend: () -> Void, peeksAhead: Bool
  ) -> ExitStatus {
    let screen = Screen(backend: backend)
    // No preview command outlives the session.
    defer {
      viewer.stopPreview()
      viewer.cancelArrangement()
    }
    var needsDrawing = true
    // Loading may be held until the first screen with records is out (`firstScreenShown()`).
    var toldFirstScreen = false
    var early: InputEvent?
    if firstFrameWaitMilliseconds > 0, viewer.isLoading, viewer.streaming?.progress.recordCount == 0 {
      early = nextEvent(firstFrameWaitMilliseconds)
    }
    // Set when a frame was put off for a waiting resize; the next turn draws whatever comes.
    var deferredForResize = false
    while true {
      if viewer.advance() { needsDrawing = true }
      if viewer.loadFailure != nil { return .error }
      for actions in takeRequests?() ?? [] {
        needsDrawing = true
        switch viewer.performRequested(actions) {
        case .exit(let status): return status
        case .repaint: screen.invalidate()
        case .redraw, .suspend: break
        }
      }
      // fzf's events, before the preview is brought up to date: `start:preview(…)` shows at once.
      switch viewer.runBoundEvents() {
      case .exit(let status)?: return status
      case .repaint?: screen.invalidate(); needsDrawing = true
      case .redraw?, .suspend?: needsDrawing = true
      case nil: break
      }
      if viewer.updatePreview() { needsDrawing = true }
      // A resize already waiting makes this frame's size stale: read it first (the coalescer
      // takes the whole burst), then draw once at the newest size. Put off once per event, so a
      // resize that never arrives delays the frame by at most `resizeWaitMilliseconds`.
      // The terminal still drawing the last frame: this one waits, and keys read meanwhile join it.
      let drains = needsDrawing && (outputPending?() ?? false)
      if needsDrawing, !deferredForResize, hasPendingResize?() ?? false {
        deferredForResize = true
      } else if needsDrawing && !drains {
        deferredForResize = false
        // The screen places the cursor the frame asks for and flushes once.
        screen.draw { buffer in
          screen.cursor = viewer.controller.render(into: &buffer)
          beforeFrame?(screen.drawsWhole)
        }
        afterFrame?(screen.lastFrameWasFull)
        if screen.lastChangeCount > 0 || screen.lastFrameWasFull { frameSent?() }
        needsDrawing = false
        if !toldFirstScreen, let progress = viewer.progress, progress.recordCount > 0 || progress.isFinished {
          toldFirstScreen = true
          viewer.streaming?.firstScreenShown()
        }
      }
      let loadingPoll = (viewer.progress?.recordCount ?? 0) > 0 ? loadingPollMilliseconds : firstRecordsPollMilliseconds
      let work: Int? = viewer.hasPendingWork ? 0 : (viewer.isLoading ? loadingPoll : nil)
      let frame = viewer.frameTimeoutMilliseconds
      // A preview command due to start, or being read: the turn after the wait takes it.
      let preview = viewer.previewTimeoutMilliseconds
      let resizeWait = deferredForResize ? Self.resizeWaitMilliseconds : nil
      // A worker making an arrangement or counting statistics: the turn after the wait swaps it in once it is done.
      let arranging =
        viewer.isArranging || viewer.isCountingStatistics ? Viewer.arrangementPollMilliseconds : nil
      // Workers measuring cards near the screen: the turn after the wait takes their heights.
      let measuring = viewer.isMeasuring ? Viewer.measuringPollMilliseconds : nil
      let requests = takeRequests != nil ? Self.requestWaitMilliseconds : nil
      let draining = drains ? Self.drainWaitMilliseconds : nil
      let timeout = [work, frame, preview, resizeWait, arranging, measuring, requests, draining].compactMap { $0 }.min()
      let next = early ?? nextEvent(timeout)
      early = nil
      guard let event = next else {
        if timeout == nil { return viewer.exitStatusForQuit }
        // An animation frame or a wheel scroll's rest is due: draw it.
        if frame != nil { needsDrawing = true }
        continue
      }
      needsDrawing = true
      deferredForResize = false
      // Keys already waiting (a held key's repeats, a paste, typing faster than a query is
      // matched) are all handled before the filter tests a record or a frame is drawn: a run of
      // Down keys is one move of N, their query runs once, and no frame shows a count for a query
      // other than the current one. A click waits for the frame, as it points at what is shown.
      var handled = event
      var coalesced = 0
      while true {
        var following = peeksAhead && handled.isCoalesced && coalesced < Self.coalescedEventLimit ? nextEvent(0) : nil
        coalesced += 1
        if let waiting = following, !waiting.isCoalesced {
          early = waiting
          following = nil
        }
        viewer.typesAhead = viewer.mode == .filtering && handled.editsQuery && (following?.editsQuery ?? false)
        // A shrink and grow between two reads can leave the size as it was, so `Screen` would see
        // no change, yet the terminal lost what it showed: after a resize every cell is drawn again.
        if case .resize = handled { screen.invalidate() }
        let action = viewer.controller.handle(handled)
        viewer.typesAhead = false
        switch action {
        case .redraw: break
        case .exit(let status): return status
        case .suspend:
          suspend()
          screen.invalidate()
        case .repaint:
          screen.invalidate()
        }
        guard let following else { break }
        handled = following
      }
    }
  }

  /// `run(nextEvent:suspend:)` for a source of events that always blocks (tests): nil is the end.
  public func run(nextEvent: () -> InputEvent?, suspend: () -> Void) -> ExitStatus {
    run(nextEvent: { _ in nextEvent() }, suspend: suspend, peeksAhead: false)
  }
}

extension InputEvent {
  /// True for what is handled together with the events already waiting behind it, before a
  /// frame: keys, wheel turns and resizes; not clicks, which point at the frame on screen.
  fileprivate var isCoalesced: Bool {
    switch self {
    case .key, .resize, .refresh, .mouse(.wheelUp), .mouse(.wheelDown): return true
    case .mouse(.click): return false
    }
  }

  /// True for a key that edits a query as it is typed: a character, a space or Backspace.
  fileprivate var editsQuery: Bool {
    switch self {
    case .key(.character), .key(.space), .key(.backspace): return true
    default: return false
    }
  }
}
