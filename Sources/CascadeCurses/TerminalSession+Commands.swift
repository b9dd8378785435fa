import CCascadeTerminal
import CNcursesw
import Glibc

extension TerminalSession {
  /// Gives the terminal to `body` (a command the user runs from the viewer) and takes it back.
  ///
  /// Curses mode is left as for Ctrl-Z (`endwin`: the shell's modes, the main screen, no mouse
  /// reporting), Ctrl-C and Ctrl-\ are ignored here while `body` runs so they reach only the
  /// command, as `system(3)` does, then curses mode comes back and the screen is repainted from
  /// what was drawn before. Callers should invalidate their `Screen`: the size may have changed.
  public func runOutsideCurses(_ body: () -> Void) {
    guard let window = backend.window else {
      body()
      return
    }
    endwin()
    // Inline (`--height`): the region is cleared for the command's output, as for Ctrl-Z, and made
    // again below wherever the command left the cursor.
    if let region { clearInlineRegion(region) }
    var ignore = sigaction()
    ignore.__sigaction_handler.sa_handler = SIG_IGN
    sigemptyset(&ignore.sa_mask)
    var previousInterrupt = sigaction(), previousQuit = sigaction(), previousStop = sigaction()
    sigaction(SIGINT, &ignore, &previousInterrupt)
    sigaction(SIGQUIT, &ignore, &previousQuit)
    // Ctrl-Z in the command stops the whole job, cascade with it, and `fg` gives the terminal back
    // to the command: curses' own handler would draw the cards over the command when continued.
    var stopByDefault = sigaction()
    stopByDefault.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&stopByDefault.sa_mask)
    sigaction(SIGTSTP, &stopByDefault, &previousStop)
    body()
    sigaction(SIGTSTP, &previousStop, nil)
    sigaction(SIGINT, &previousInterrupt, nil)
    sigaction(SIGQUIT, &previousQuit, nil)
    if region != nil {
      resumeInline()
      return
    }
    // The command may have left the keypad in normal mode and the cursor showing.
    keypad(window, true)
    curs_set(0)
    if let curscr = cascade_curscr() { clearok(curscr, true) }
    wrefresh(window)
  }
}
