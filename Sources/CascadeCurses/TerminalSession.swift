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
    /// 50 ms by default: over ssh an arrow's bytes can arrive in two packets some tens of
    /// milliseconds apart, and a shorter wait reads the arrow as Esc (quit) and two characters.
    public var escapeDelayMilliseconds: Int

    /// Mouse reporting on and a 50 ms Esc delay unless told otherwise.
    public init(mouse: Bool = true, escapeDelayMilliseconds: Int = 50) {
      self.mouse = mouse
      self.escapeDelayMilliseconds = escapeDelayMilliseconds
    }
  }

  /// Draws on this terminal.
  public let backend: CursesBackend
  private var screen: OpaquePointer?
  private var tty: UnsafeMutablePointer<FILE>?
  /// Folds a burst of resizes into one, keeping the event read after it for the next `nextEvent`.
  var coalescer = ResizeCoalescer()

  /// Opens `/dev/tty` and puts it in curses mode: raw input (Ctrl-C is a key), no echo, keypad
  /// decoding, a short Esc delay, hidden cursor, mouse reporting and colours unless `NO_COLOR` is set.
  public init(options: Options = Options()) throws(TerminalSessionError) {
    let isUTF8 = cascade_locale_adopt_user_locale() != 0
    guard let tty = fopen("/dev/tty", "r+") else { throw .noTerminal }
    Self.armSignalGuard(terminalDescriptor: fileno(tty))
    // newterm, unlike initscr, reports failure instead of exiting the process.
    guard let screen = newterm(nil, tty, tty), let window = cascade_stdscr() else {
      Self.disarmSignalGuard()
      fclose(tty)
      throw .unknownTerminal(getenv("TERM").map { String(cString: $0) })
    }
    set_term(screen)
    guard cascade_can_move_cursor() != 0 else {
      endwin()
      delscreen(screen)
      Self.disarmSignalGuard()
      fclose(tty)
      throw .cannotMoveCursor(getenv("TERM").map { String(cString: $0) })
    }
    raw()
    noecho()
    nonl()
    keypad(window, true)
    set_escdelay(Int32(clamping: options.escapeDelayMilliseconds))
    curs_set(0)
    if options.mouse {
      mousemask(KeyDecoder.mouseMask, nil)
      // Presses are reported at once instead of waiting to see whether they become clicks.
      mouseinterval(0)
    }
    Self.defineMissingKeys()
    let palette = Self.startColors()
    self.screen = screen
    self.tty = tty
    self.backend = CursesBackend(
      window: window, palette: palette, pairCapacity: Int(cascade_color_pairs()), isUTF8: isUTF8)
  }

  deinit { close() }

  /// True until `close()`.
  public var isOpen: Bool { screen != nil }

  /// Leaves curses mode and gives the terminal back as it was. Calling it again does nothing.
  public func close() {
    guard let screen, let tty else { return }
    backend.window = nil
    mousemask(0, nil)
    endwin()
    delscreen(screen)
    fclose(tty)
    self.screen = nil
    self.tty = nil
    Self.disarmSignalGuard()
  }

  /// Stops the process as Ctrl-Z does in a shell and returns once it is continued (`fg`), with curses
  /// mode back and the screen repainted from what was drawn before. The terminal may have changed size
  /// meanwhile: callers should invalidate their `Screen` and draw a whole frame.
  public func suspend() {
    guard let window = backend.window else { return }
    endwin()
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
