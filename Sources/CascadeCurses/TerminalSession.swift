import CCascadeTerminal
import CNcursesw
import CascadeCanvas
import Glibc

/// The terminal, in curses mode, for as long as Cascade shows its interface.
///
/// It talks to `/dev/tty`, never to stdin or stdout: data can be piped in, and the app prints its
/// result to stdout after `close()`. Every way out of the process puts the terminal back: `close()`,
/// `deinit`, `exit()`, termination signals and crashes (see `TerminalSession+Signals.swift`).
/// Like all of curses it must be used from one thread.
public final class TerminalSession {
  /// How the session sets the terminal up.
  public struct Options: Hashable, Sendable {
    /// Report clicks and the wheel. Turning it off leaves the terminal's own text selection alone.
    public var mouse: Bool
    /// How long a lone Esc waits for the rest of an escape sequence; curses' default is a full second.
    /// `ESCDELAY` from the environment, else 100 ms (fzf's wait): over ssh, or from a terminal
    /// writing into a busy pty, an arrow's bytes can arrive in two pieces tens of milliseconds
    /// apart, and a shorter wait reads the arrow as Esc (quit) and two characters.
    public var escapeDelayMilliseconds: Int
    /// The whole screen (the alternate screen, as full-screen programs use), or a region of lines
    /// below the prompt (`--height`).
    public var height: Height
    /// End the process (status 129, after SIGKILL to the children noted in `CCascadeChildren`)
    /// as soon as the terminal goes away — its pty closed, its window killed — even when SIGHUP
    /// is ignored (`nohup`) or the main thread is busy. Without it, a session whose terminal
    /// vanished sees no more keys, and a program that waits with a timeout would go on forever.
    public var exitsWhenTerminalVanishes: Bool
    /// How a vanished terminal is noticed, with `exitsWhenTerminalVanishes`: both ways by default.
    public var vanishedTerminalChecks = VanishedTerminalChecks.all
    /// Ask the terminal at start what it can draw in pixels (`graphics`); at most 100 ms.
    public var probesGraphics: Bool
    /// An inline session's last frame is erased on the way out; false leaves it on the screen with
    /// the cursor on its first row (fzf's `--no-clear`).
    public var clearsOnExit = true

    /// Mouse reporting on, the Esc delay `ESCDELAY` asks for (else 100 ms), the whole screen, no
    /// pixel probe and an exit when the terminal vanishes unless told otherwise.
    public init(
      mouse: Bool = true, escapeDelayMilliseconds: Int = Options.escapeDelay(environment: getenv("ESCDELAY")),
      height: Height = .fullScreen,
      exitsWhenTerminalVanishes: Bool = true, probesGraphics: Bool = false
    ) {
      self.mouse = mouse
      self.escapeDelayMilliseconds = escapeDelayMilliseconds
      self.height = height
      self.exitsWhenTerminalVanishes = exitsWhenTerminalVanishes
      self.probesGraphics = probesGraphics
    }

    /// The Esc delay for an `ESCDELAY` value (milliseconds, as curses and fzf read it): a whole
    /// number from 0 to 10,000, else 100.
    /// - Complexity: O(n) in the value's length.
    public static func escapeDelay(environment value: UnsafePointer<CChar>?) -> Int {
      guard let value, let milliseconds = Int(String(cString: value)), (0...10_000).contains(milliseconds) else {
        return 100
      }
      return milliseconds
    }
  }

  /// How much of the terminal a session draws in.
  public enum Height: Hashable, Sendable {
    /// The whole terminal, on the alternate screen.
    case fullScreen
    /// This many lines below the prompt, on the main screen (inline mode).
    case lines(Int)
    /// This share of the terminal's lines (1–100) below the prompt.
    case percent(Int)
    /// This share of the terminal's lines, but at least `minimum` lines (fzf's `--min-height`).
    case percentAtLeast(Int, minimum: Int)
    /// Exactly this many lines below the prompt, however few (at most the terminal's): a region
    /// fitted to what it shows (fzf's `--height ~N`).
    case fitted(Int)
  }

  /// Draws on this terminal.
  public let backend: CursesBackend
  /// What the terminal said about pictures at start (`Options.probesGraphics`); nothing otherwise.
  public let graphics: TerminalGraphics
  private var screen: OpaquePointer?
  var tty: UnsafeMutablePointer<FILE>?
  /// Where curses writes: the terminal through a descriptor of its own, which the first frame
  /// points elsewhere for a moment (`writeWhole`) while the signal guard keeps `tty`'s.
  var output: UnsafeMutablePointer<FILE>?
  /// The requested height (`options.height`).
  let height: Height
  /// Where an inline session draws; nil for the whole screen.
  var region: InlineRegion?
  /// Folds a burst of resizes into one, keeping the event read after it for the next `nextEvent`.
  var coalescer = ResizeCoalescer()
  /// The terminal's size (rows, columns) as the kernel gave it when the last resize was read, and
  /// since when a different one has been seen, for `hasPendingResize()`.
  var knownTerminalSize: (rows: Int32, columns: Int32)?
  var pendingResizeSince: ContinuousClock.Instant?
  /// A descriptor polled beside the terminal while `nextEvent` waits with a timeout: when it becomes
  /// readable the wait ends early (with nil, `wasWoken` true) and up to 8 bytes are read from it.
  /// A record store's, for one, signals that records arrived. Nil waits for the terminal only.
  public var wakeDescriptor: Int32?
  /// A second descriptor polled as `wakeDescriptor` is (`--listen`'s wake pipe, readable when a
  /// request's actions wait), so the records' and the requests' wake-ups both end a wait.
  public var requestWakeDescriptor: Int32?
  /// True when the last `nextEvent` returned nil because `wakeDescriptor` became readable.
  public internal(set) var wasWoken = false
  /// Frames sent whose drawing the terminal has not reported yet (`TerminalSession+FramePacing`).
  var framePacing = FramePacing()
  /// `options.exitsWhenTerminalVanishes`, when its checks include `.reads`: a read that finds the
  /// terminal hung up ends the process.
  let exitsWhenTerminalVanishes: Bool
  /// `options.clearsOnExit`.
  let clearsOnExit: Bool
  /// The key codes curses gave this terminal's modified keys (Alt-Up, Ctrl-Delete…).
  var modifiedKeys: [Int32: InputEvent] = [:]

  /// Opens `/dev/tty` and puts it in curses mode: raw input (Ctrl-C is a key), no echo, keypad
  /// decoding, a short Esc delay, hidden cursor, mouse reporting and colours unless `NO_COLOR` is set.
  public init(options: Options = Options()) throws(TerminalSessionError) {
    let isUTF8 = cascade_locale_adopt_user_locale() != 0
    guard let tty = fopen("/dev/tty", "r+") else { throw .noTerminal }
    // Commands the viewer starts open the terminal themselves when they need it.
    _ = fcntl(fileno(tty), F_SETFD, FD_CLOEXEC)
    height = options.height
    exitsWhenTerminalVanishes = options.exitsWhenTerminalVanishes && options.vanishedTerminalChecks.contains(.reads)
    clearsOnExit = options.clearsOnExit
    // Asked before curses takes the terminal, which would read the replies as keys.
    let inTmux = getenv("TMUX").map { $0.pointee != 0 } ?? false
    graphics = options.probesGraphics ? Self.probeGraphics(descriptor: fileno(tty), inTmux: inTmux) : TerminalGraphics()
    // Inline: room is made below the prompt before curses starts, and the guard's way out clears it.
    let region = Self.placeInlineRegion(options.height, descriptor: fileno(tty))
    Self.armSignalGuard(
      terminalDescriptor: fileno(tty), reset: region.map(Self.inlineResetSequence) ?? Self.resetSequence)
    let outputDescriptor = fcntl(fileno(tty), F_DUPFD_CLOEXEC, 0)
    guard outputDescriptor >= 0, let output = fdopen(outputDescriptor, "w") else {
      if outputDescriptor >= 0 { Glibc.close(outputDescriptor) }
      Self.disarmSignalGuard()
      fclose(tty)
      throw .noTerminal
    }
    // newterm, unlike initscr, reports failure instead of exiting the process.
    guard let screen = newterm(nil, output, tty), let window = cascade_stdscr() else {
      Self.disarmSignalGuard()
      fclose(output)
      fclose(tty)
      throw .unknownTerminal(getenv("TERM").map { String(cString: $0) })
    }
    set_term(screen)
    guard cascade_can_move_cursor() != 0 else {
      endwin()
      delscreen(screen)
      Self.disarmSignalGuard()
      fclose(output)
      fclose(tty)
      throw .cannotMoveCursor(getenv("TERM").map { String(cString: $0) })
    }
    raw()
    noecho()
    nonl()
    self.screen = screen
    self.tty = tty
    self.output = output
    set_escdelay(Int32(clamping: options.escapeDelayMilliseconds))
    let mouse = options.mouse
    let startModes = {
      keypad(window, true)
      curs_set(0)
      if mouse {
        mousemask(KeyDecoder.mouseMask, nil)
        // Presses are reported at once instead of waiting to see whether they become clicks.
        mouseinterval(0)
      }
    }
    Self.defineMissingKeys()
    let palette = Self.startColors()
    self.backend = CursesBackend(
      window: window, palette: palette, pairCapacity: Int(cascade_color_pairs()), isUTF8: isUTF8)
    if let region {
      startModes()
      backend.window = enterInlineRegion(region) ?? window
      backend.isInline = self.region != nil
    } else {
      // The keypad's mode, hiding the cursor and turning the mouse on write to the terminal at
      // once, and with them the alternate screen curses has asked for: the screen would stand
      // blank until the first frame (the input's first records, a preview's first line). They wait
      // for that frame, and the first read, which refreshes a window marked changed, finds
      // nothing marked. Curses then writes the frame a row at a time: collected, it goes out
      // whole, with the switch to the alternate screen.
      let descriptors = (output: fileno(output), terminal: fileno(tty))
      backend.firstFrame = { refresh in
        Self.writeWhole(output: descriptors.output, terminal: descriptors.terminal) {
          startModes()
          refresh()
        }
      }
      untouchwin(window)
    }
    modifiedKeys = KeyDecoder.modifiedKeyCodes()
    var environment: [String: String] = [:]
    for name in ["TMUX", "KITTY_WINDOW_ID", "TERM", "TERM_PROGRAM"] {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    backend.graphemeJoining = isUTF8 ? Self.graphemeJoining(environment: environment) : .none
    backend.writeBetweenFrames = { [unowned self] bytes in writeGraphics(bytes, inTmux: false) }
    noteTerminalSize()
    if options.exitsWhenTerminalVanishes, options.vanishedTerminalChecks.contains(.watcher) {
      _ = cascade_terminal_watch_start(fileno(tty))
    }
  }

  deinit { close() }

  /// True until `close()`.
  public var isOpen: Bool { screen != nil }

  /// The terminal's descriptor, for polling beside `wakeDescriptor`; nil once closed.
  var terminalDescriptor: Int32? { tty.map { fileno($0) } }

  /// Leaves curses mode and gives the terminal back as it was. Calling it again does nothing.
  public func close() {
    guard let screen, let tty else { return }
    // The last frame's status report, answered after the end, would land at the shell's prompt.
    awaitFrameReports()
    cascade_terminal_watch_stop()
    if let window = backend.window, region != nil { delwin(window) }
    backend.window = nil
    mousemask(0, nil)
    endwin()
    if let region { clearsOnExit ? clearInlineRegion(region) : leaveInlineRegion(region) }
    delscreen(screen)
    if let output { fclose(output) }
    fclose(tty)
    self.screen = nil
    self.tty = nil
    self.output = nil
    Self.disarmSignalGuard()
  }

  /// Stops the process as Ctrl-Z does in a shell and returns once it is continued (`fg`), with curses
  /// mode back and the screen repainted from what was drawn before. The terminal may have changed size
  /// meanwhile: callers should invalidate their `Screen` and draw a whole frame.
  public func suspend() {
    guard let window = backend.window else { return }
    endwin()
    if let region {
      clearInlineRegion(region)
      cascade_terminal_stop_process()
      resumeInline()
      return
    }
    cascade_terminal_stop_process()
    if let curscr = cascade_curscr() { clearok(curscr, true) }
    wrefresh(window)
  }

  /// Colours if the terminal has them and the user has not asked for none.
  private static func startColors() -> CursesPalette {
    let noColor = getenv("NO_COLOR").map { String(cString: $0) }
    guard CursesPalette.colorsAllowed(noColorVariable: noColor), has_colors(), start_color() != ERR else {
      return .monochrome
    }
    let hasDefaultColors = use_default_colors() != ERR
    return CursesPalette(colorCount: Int(cascade_colors()), hasDefaultColors: hasDefaultColors)
  }
}
