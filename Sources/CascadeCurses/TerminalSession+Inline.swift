import CCascadeTerminal
import CNcursesw
import Glibc

/// Where an inline session draws: `rows` lines from row `top` (counted from 0) of the main screen.
struct InlineRegion: Hashable {
  var top: Int
  var rows: Int
}

// Inline mode (`--height`), as fzf's: the interface takes lines below the prompt on the main screen,
// and on the way out those lines are cleared and the cursor goes back to the first of them, so the
// prompt and everything above it stay as they were.
//
// curses always starts on the alternate screen when the terminal has one (`smcup`, sent by its first
// refresh), and after clearing it. So the session lets that first refresh happen, leaves the
// alternate screen at once (`rmcup`, written straight to the terminal), clears the region itself and
// puts the cursor where curses believes it is. curses then believes the whole screen is blank; the
// session only ever draws through a window over the region, so every line above it stays blank for
// curses and is never written. The few sequences written directly are xterm's (cursor position and
// erase below), as the signal guard's are.

extension TerminalSession {
  /// The fewest lines an inline session takes: a row of cards needs a few, plus the status line.
  static let minimumInlineRows = 4

  /// The rows `height` takes on a terminal `terminalRows` tall.
  static func inlineRows(_ height: Height, terminalRows: Int) -> Int {
    switch height {
    case .fullScreen: return terminalRows
    case .lines(let n): return max(minimumInlineRows, n)
    case .percent(let p): return max(minimumInlineRows, terminalRows * p / 100)
    case .percentAtLeast(let p, let minimum): return max(minimumInlineRows, minimum, terminalRows * p / 100)
    case .fitted(let n): return max(1, n)
    }
  }

  /// The terminal's height in lines, asked of `/dev/tty` before a session starts (to fit an
  /// inline region to it); nil without a terminal.
  public static func terminalRows() -> Int? {
    let descriptor = open("/dev/tty", O_RDONLY | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else { return nil }
    defer { Glibc.close(descriptor) }
    var rows: Int32 = 0, columns: Int32 = 0
    guard cascade_terminal_size(descriptor, &rows, &columns) == 0, rows > 0 else { return nil }
    return Int(rows)
  }

  /// For an inline height shorter than the terminal: finds the cursor's row (asking the terminal),
  /// makes room for the region from that row down — new lines scroll the terminal when the region
  /// would run past its bottom — and returns the region, the cursor on its first row. Nil for the
  /// whole screen: asked for, or the height is at least the terminal's, or the size is unknown.
  static func placeInlineRegion(_ height: Height, descriptor: Int32) -> InlineRegion? {
    var terminalRows: Int32 = 0, terminalColumns: Int32 = 0
    guard height != .fullScreen, cascade_terminal_size(descriptor, &terminalRows, &terminalColumns) == 0 else {
      return nil
    }
    let total = Int(terminalRows)
    let rows = inlineRows(height, terminalRows: total)
    guard rows < total else { return nil }
    // A terminal that does not answer is taken to have its cursor on the last row.
    let answered = Int(cascade_terminal_cursor_row(descriptor, 500))
    let row = answered > 0 ? min(answered, total) - 1 : total - 1
    var room = "\r" + String(repeating: "\n", count: rows - 1)
    if rows > 1 { room += "\u{1b}[\(rows - 1)A" }
    write(room, to: descriptor)
    return InlineRegion(top: min(row, total - rows), rows: rows)
  }

  /// What the signal guard writes on the way out of an inline session: the modes as
  /// `resetSequence`, but no leaving of an alternate screen (there is none), then the region
  /// cleared and the cursor on its first row.
  static func inlineResetSequence(_ region: InlineRegion) -> String {
    "\u{1b}[0m" + "\u{1b}[?1000l\u{1b}[?1002l\u{1b}[?1003l\u{1b}[?1006l" + "\u{1b}[?1l\u{1b}>" + "\u{1b}[?25h"
      + clearSequence(region)
  }

  /// Cursor to the region's first row, then erase from there to the end of the screen.
  static func clearSequence(_ region: InlineRegion) -> String {
    "\u{1b}[\(region.top + 1);1H\u{1b}[J"
  }

  /// Leaves the alternate screen curses entered, clears `region` and returns a window over it; nil
  /// (and the whole screen from then on) when the terminal has no alternate screen, as curses has
  /// then cleared the main screen and there is nothing left to keep.
  func enterInlineRegion(_ region: InlineRegion) -> UnsafeMutablePointer<WINDOW>? {
    guard let stdscr = cascade_stdscr(), let tty, cascade_string_capability("smcup") != nil,
      let exitAlternate = cascade_string_capability("rmcup")
    else {
      self.region = nil
      Self.setGuardReset(Self.resetSequence)
      return nil
    }
    // curses' first refresh: its start-up sequence, the alternate screen and its clearing.
    wrefresh(stdscr)
    fflush(tty)
    Self.write(String(cString: exitAlternate), to: fileno(tty))
    return makeInlineWindow(region)
  }

  /// Clears `region` on the terminal, puts the cursor back where curses left it (home) and returns
  /// a window over the region, its keys decoded as the whole screen's are.
  private func makeInlineWindow(_ region: InlineRegion) -> UnsafeMutablePointer<WINDOW>? {
    guard let tty else { return nil }
    self.region = region
    Self.setGuardReset(Self.inlineResetSequence(region))
    Self.write(Self.clearSequence(region) + "\u{1b}[H", to: fileno(tty))
    markRowsAbove(region)
    guard let window = newwin(Int32(region.rows), cascade_cols(), Int32(region.top), 0) else { return nil }
    keypad(window, true)
    return window
  }

  /// Gives each row above the region a text of its own in curses' idea of the screen, without
  /// writing it to the terminal.
  ///
  /// curses believes the rows above the region blank. When the cards scroll, its scrolling
  /// optimisation finds the region's lines moved and grows the moved block over every blank row
  /// beside it that would match after the move, then scrolls the block with a scroll region and
  /// reverse index — which takes in the shell's lines above and drags them down (or up and off
  /// the screen). A row that holds its own text, the same before and after, stops that growth, so
  /// a scroll stays inside the region. The texts are drawn once with curses' output (its own
  /// descriptor, not the one the signal guard writes to) sent to /dev/null; the cursor is then
  /// put where curses believes it is (home).
  private func markRowsAbove(_ region: InlineRegion) {
    guard region.top > 0, let output, let above = newwin(Int32(region.top), cascade_cols(), 0, 0) else { return }
    defer { delwin(above) }
    for row in 0..<region.top { _ = mvwaddstr(above, Int32(row), 0, "\(row)") }
    _ = wmove(above, 0, 0)
    fflush(output)
    let descriptor = fileno(output)
    let saved = dup(descriptor)
    let discard = open("/dev/null", O_WRONLY | O_CLOEXEC)
    guard saved >= 0, discard >= 0 else {
      if saved >= 0 { Glibc.close(saved) }
      if discard >= 0 { Glibc.close(discard) }
      return
    }
    _ = dup2(discard, descriptor)
    wrefresh(above)
    fflush(output)
    _ = dup2(saved, descriptor)
    // dup2 clears close-on-exec: commands the viewer starts must not inherit the terminal.
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    Glibc.close(saved)
    Glibc.close(discard)
  }

  /// Clears the region and leaves the cursor on its first row: for the prompt after leaving, and
  /// for the shell's job-control message on Ctrl-Z.
  func clearInlineRegion(_ region: InlineRegion) {
    guard let tty else { return }
    fflush(tty)
    Self.write(Self.clearSequence(region), to: fileno(tty))
  }

  /// Leaves the region's last frame drawn and the cursor on its first row, where the shell's prompt
  /// was, as fzf's `--no-clear` does.
  func leaveInlineRegion(_ region: InlineRegion) {
    guard let tty else { return }
    fflush(tty)
    Self.write("\u{1b}[\(region.top + 1);1H", to: fileno(tty))
  }

  /// After `fg`: the region is placed again below wherever the shell left the cursor, and curses
  /// starts over as at the beginning.
  func resumeInline() {
    guard let old = region, let tty else { return }
    if let window = backend.window { delwin(window) }
    backend.window = nil
    let placed = Self.placeInlineRegion(height, descriptor: fileno(tty)) ?? old
    if let curscr = cascade_curscr() { clearok(curscr, true) }
    backend.window = enterInlineRegion(placed) ?? cascade_stdscr()
    backend.isInline = region != nil
  }

  /// After the terminal changed size (curses knows the new size): the region keeps its first row
  /// when it still fits, else moves up to end at the bottom, and is drawn again from scratch.
  func relocateInlineRegion() {
    guard let old = region, let window = backend.window else { return }
    let total = Int(cascade_lines())
    let rows = min(total, Self.inlineRows(height, terminalRows: total))
    delwin(window)
    // curses' own clearing after a resize would wipe the lines above the region.
    if let curscr = cascade_curscr() { clearok(curscr, false) }
    backend.window = makeInlineWindow(InlineRegion(top: max(0, min(old.top, total - rows)), rows: rows))
  }

  static func setGuardReset(_ reset: String) {
    var reset = reset
    reset.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) { cascade_terminal_guard_set_reset($0.baseAddress, $0.count) }
    }
  }

  static func write(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) { _ = cascade_terminal_write(descriptor, $0.baseAddress, $0.count) }
    }
  }
}
