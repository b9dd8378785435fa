import CCascadeTerminal
import CNcursesw
import CascadeCanvas
import CascadeLayout
import Glibc

extension TerminalSession {
  /// Waits for the next key, click, wheel turn or resize.
  ///
  /// Returns nil when `timeoutMilliseconds` passed with nothing the viewer can use (keys it has no
  /// meaning for are skipped within the same wait). With no timeout it waits as long as it takes, and
  /// nil means the terminal is gone: the app should close the session and exit.
  ///
  /// A burst of resizes (a window edge being dragged) comes back as one `.resize` (see
  /// `ResizeCoalescer`): the backend's size is always the newest, so the viewer lays out once, for
  /// the last size, instead of once per step of the drag.
  public func nextEvent(timeoutMilliseconds: Int?) -> InputEvent? {
    wasWoken = false
    let event = coalescer.nextEvent(timeoutMilliseconds: timeoutMilliseconds) { readEvent(timeoutMilliseconds: $0) }
    if event == .resize { noteTerminalSize() }
    // Inline, the region follows the terminal's new size once per burst.
    if event == .resize, region != nil { relocateInlineRegion() }
    return event
  }

  /// One event from curses, as `nextEvent` describes, without coalescing.
  private func readEvent(timeoutMilliseconds: Int?) -> InputEvent? {
    guard let window = backend.window else { return nil }
    let clock = ContinuousClock()
    let deadline = timeoutMilliseconds.map { clock.now.advanced(by: .milliseconds(max(0, $0))) }
    while true {
      var wait: Int32 = -1
      if let deadline {
        let left = clock.now.duration(to: deadline).components
        wait = Int32(clamping: max(0, left.seconds * 1000 + left.attoseconds / 1_000_000_000_000_000))
      }
      var character: wint_t = 0
      var status = ERR
      var waitsInCurses = true
      // Only a bounded wait is cut short: nil from an unbounded one means the terminal is gone.
      let wakes = [wakeDescriptor, requestWakeDescriptor].compactMap { $0 }
      if wait > 0, !wakes.isEmpty, let terminal = terminalDescriptor {
        // Curses may already hold input (bytes pushed back after an escape sequence that matched
        // no key), which polling the terminal would not show: take what is there first.
        waitsInCurses = false
        wtimeout(window, 0)
        status = wget_wch(window, &character)
        if status == ERR {
          switch Self.poll(terminal: terminal, wakes: wakes, milliseconds: wait) {
          case .woken:
            wasWoken = true
            return nil
          case .timedOut: return nil
          case .input: continue  // a key, or a signal such as a resize: curses reads it next turn
          case .hungUp:
            if exitsWhenTerminalVanishes { cascade_terminal_vanished() }
            waitsInCurses = true  // curses' own wait tells that the terminal is gone
          }
        }
      }
      if waitsInCurses {
        wtimeout(window, wait)
        status = wget_wch(window, &character)
        if status == ERR {
          // A timeout, or a terminal that is gone (end of file, EIO), which returns at once: one
          // poll without waiting tells them apart, so a loop of timed waits cannot spin on it.
          if exitsWhenTerminalVanishes, let terminal = terminalDescriptor, cascade_terminal_has_hung_up(terminal) != 0 {
            cascade_terminal_vanished()
          }
          return nil
        }
      }
      let event: InputEvent?
      if status == KEY_CODE_YES {
        event =
          Int32(character) == KEY_MOUSE
          ? readMouse() : KeyDecoder.decode(keyCode: Int32(character)) ?? modifiedKeys[Int32(character)]
      } else if character == 27 {
        event = readAfterEscape(window)
      } else {
        event = KeyDecoder.decode(character: character)
      }
      // curses marks the whole screen for clearing after a resize, at its next refresh (the next
      // read): inline, that would wipe the lines above the region, so the mark goes at once.
      if event == .resize, region != nil, let curscr = cascade_curscr() { clearok(curscr, false) }
      if let event { return event }
      if let deadline, clock.now >= deadline { return nil }
      // The terminal has drawn the frame the viewer holds the next one back for: a bounded wait
      // ends, so it is drawn now.
      if deadline != nil, framePacing.takeReport() {
        wasWoken = true
        return nil
      }
    }
  }

  private enum PollResult { case input, woken, timedOut, hungUp }

  /// Waits up to `milliseconds` (-1: no limit) for the terminal or one of `wakes` to become
  /// readable, reading what a wake descriptor holds (up to 8 bytes; it must be non-blocking) when it
  /// is. A signal counts as input, so curses sees a resize at once.
  private static func poll(terminal: Int32, wakes: [Int32], milliseconds: Int32) -> PollResult {
    var descriptors = [pollfd(fd: terminal, events: Int16(POLLIN), revents: 0)]
    descriptors += wakes.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    let ready = Glibc.poll(&descriptors, nfds_t(descriptors.count), milliseconds)
    if ready == 0 { return .timedOut }
    if ready < 0 { return errno == EINTR ? .input : .hungUp }
    let terminalEvents = descriptors[0].revents
    if terminalEvents & Int16(POLLIN) == 0 && terminalEvents != 0 { return .hungUp }
    guard terminalEvents == 0 else { return .input }
    var woken = false
    for wake in descriptors.dropFirst() where wake.revents & Int16(POLLIN) != 0 {
      var count: UInt64 = 0
      _ = read(wake.fd, &count, MemoryLayout<UInt64>.size)
      woken = true
    }
    return woken ? .woken : .input
  }

  /// Esc, or Alt with the key that came with it. curses returns Esc on its own once the bytes after
  /// it match no known sequence and pushes those bytes back, so an Alt key is Esc with its key
  /// already waiting: one read without waiting tells the two apart. A key that does not make an Alt
  /// combination is pushed back and read next, after the Esc.
  ///
  /// A terminal's late reply to the start-up probe also arrives here (curses knows no key for it):
  /// `TerminalReply` reads it to its end and it is dropped (nil), so it never becomes keys.
  private func readAfterEscape(_ window: UnsafeMutablePointer<WINDOW>) -> InputEvent? {
    wtimeout(window, 0)
    var next: wint_t = 0
    switch wget_wch(window, &next) {
    case KEY_CODE_YES:
      if let alt = KeyDecoder.decodeAlt(keyCode: Int32(next)) { return alt }
      ungetch(Int32(next))
    case OK:
      if TerminalReply.isIntroducer(next) {
        let outcome = TerminalReply.skip(introducer: next) { milliseconds in
          wtimeout(window, milliseconds)
          var character: wint_t = 0
          return wget_wch(window, &character) == OK ? character : nil
        }
        if outcome == .statusReport {
          framePacing.reported()
          return nil
        }
        if case .mouse(let button, let column, let row, let pressed) = outcome {
          let top = backend.window.map { Int(cascade_getbegy($0)) } ?? 0
          return KeyDecoder.decode(sgrMouse: button, at: Point(x: column - 1, y: row - 1 - top), pressed: pressed)
        }
        guard case .dropped(let pushBack) = outcome else { return KeyDecoder.decodeAlt(character: next) }
        // curses returns what was pushed back last first.
        for character in pushBack.reversed() { unget_wch(wchar_t(bitPattern: character)) }
        return nil
      }
      if let alt = KeyDecoder.decodeAlt(character: next) { return alt }
      unget_wch(wchar_t(bitPattern: next))
    default:
      break
    }
    return .key(.escape)
  }

  private func readMouse() -> InputEvent? {
    var report = MEVENT()
    guard getmouse(&report) == OK else { return nil }
    // Screen rows, and the window of an inline region starts below the top.
    let top = backend.window.map { Int(cascade_getbegy($0)) } ?? 0
    return KeyDecoder.decode(
      mouse: MouseReport(position: Point(x: Int(report.x), y: Int(report.y) - top), buttons: report.bstate))
  }

  /// Sequences terminals commonly send for the arrows, Home, End, Delete, Shift-Tab and Shift with Up,
  /// Down, PgUp and PgDn (xterm's modifier form, which tmux sends) that a terminal
  /// description may lack. Each is taught to curses only when the description does not already
  /// define it or a prefix of it.
  ///
  /// A description names the arrows and Home/End as the keypad sends them in application mode
  /// (`\eOB`), which curses switches on; a terminal back in normal mode sends `\e[B` instead, and
  /// undefined that reads as Esc (quit) and two characters. That happens after an external
  /// `kill -TSTP` and `fg`, when nothing switches the keypad back on, and under a description that
  /// does not match the terminal. The other sequences cover `TERM=xterm` in tmux, rxvt's Home/End and
  /// a vt220 description on a PC keyboard.
  package static let commonKeySequences: [(sequence: String, key: Int32)] = [
    ("\u{1b}[A", KEY_UP), ("\u{1b}[B", KEY_DOWN), ("\u{1b}[C", KEY_RIGHT), ("\u{1b}[D", KEY_LEFT),
    ("\u{1b}OA", KEY_UP), ("\u{1b}OB", KEY_DOWN), ("\u{1b}OC", KEY_RIGHT), ("\u{1b}OD", KEY_LEFT),
    ("\u{1b}[H", KEY_HOME), ("\u{1b}OH", KEY_HOME), ("\u{1b}[1~", KEY_HOME), ("\u{1b}[7~", KEY_HOME),
    ("\u{1b}[F", KEY_END), ("\u{1b}OF", KEY_END), ("\u{1b}[4~", KEY_END), ("\u{1b}[8~", KEY_END),
    ("\u{1b}[3~", KEY_DC), ("\u{1b}[Z", KEY_BTAB),
    ("\u{1b}[1;2A", KEY_SR), ("\u{1b}[1;2B", KEY_SF), ("\u{1b}[5;2~", KEY_SPREVIOUS), ("\u{1b}[6;2~", KEY_SNEXT),
  ]

  static func defineMissingKeys() {
    for (sequence, key) in commonKeySequences where key_defined(sequence) == 0 {
      define_key(sequence, key)
    }
  }
}
