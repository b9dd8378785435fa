import CascadeCanvas
import CascadeLayout

/// Runs a viewer on a backend: draw, wait for an event, handle it, until the viewer says stop. The
/// terminal specifics (reading keys, suspending) come in as closures, so this loop is the same for a
/// real terminal and for tests.
public struct ViewerSession {
  public var viewer: Viewer
  public var backend: any Backend

  public init(viewer: Viewer, backend: any Backend) {
    self.viewer = viewer
    self.backend = backend
  }

  /// Runs until an exit. `nextEvent` blocks for the next event (nil: the input ended, treated as
  /// quitting); `suspend` stops the process (Ctrl-Z) and returns once it continues.
  public func run(nextEvent: () -> InputEvent?, suspend: () -> Void) -> ExitStatus {
    run(nextEvent: { _ in nextEvent() }, suspend: suspend)
  }

  /// Runs until an exit, waiting for input at most as long as the viewer's next frame allows
  /// (`viewer.frameTimeoutMilliseconds`: an animation or a wheel coming to rest draws without
  /// input). `nextEvent` gets that timeout in milliseconds (nil: block); nil back after a timeout
  /// draws the next frame, nil back from a blocking wait means the input ended.
  public func run(nextEvent: (_ timeoutMilliseconds: Int?) -> InputEvent?, suspend: () -> Void) -> ExitStatus {
    let screen = Screen(backend: backend)
    while true {
      // The screen places the cursor the frame asks for and flushes once.
      screen.draw { buffer in screen.cursor = viewer.render(into: &buffer) }
      let timeout = viewer.frameTimeoutMilliseconds
      guard let event = nextEvent(timeout) else {
        if timeout != nil { continue }
        return viewer.exitStatusForQuit
      }
      // A shrink and grow between two reads can leave the size as it was, so `Screen` would see no
      // change, yet the terminal lost what it showed: after a resize every cell is drawn again.
      if case .resize = event { screen.invalidate() }
      switch viewer.handle(event) {
      case .redraw: continue
      case .exit(let status): return status
      case .suspend:
        suspend()
        screen.invalidate()
      }
    }
  }
}
