import CCascadeTerminal

extension TerminalSession {
  /// What a signal handler writes to put the terminal back when curses cannot run any more: default
  /// attributes, mouse reporting off, normal cursor keys and keypad, visible cursor, main screen.
  /// Fixed xterm sequences, which every terminal Cascade targets understands; computed before any
  /// handler is installed, because a handler may not allocate.
  static let resetSequence =
    "\u{1b}[0m"
    + "\u{1b}[?1000l\u{1b}[?1002l\u{1b}[?1003l\u{1b}[?1006l"
    + "\u{1b}[?1l\u{1b}>"
    + "\u{1b}[?25h"
    + "\u{1b}[?1049l"

  /// Remembers the terminal's modes as they are now (before curses changes them) and installs the
  /// handlers that restore them on SIGTERM, SIGHUP, SIGINT, SIGQUIT, crash signals and `exit()`.
  /// SIGWINCH and SIGTSTP are left to curses. The handlers live in C (`CCascadeTerminal`): they run
  /// at arbitrary points, even mid-crash, and may only touch static storage.
  static func armSignalGuard(terminalDescriptor: Int32, reset: String) {
    var reset = reset
    reset.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) { characters in
        _ = cascade_terminal_guard_arm(terminalDescriptor, characters.baseAddress, characters.count)
      }
    }
  }

  static func disarmSignalGuard() {
    cascade_terminal_guard_disarm()
  }
}
