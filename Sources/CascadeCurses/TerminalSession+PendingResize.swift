import CCascadeTerminal

extension TerminalSession {
  /// How long a size the kernel reports may differ from the one the last resize brought before it
  /// is taken as known anyway: curses turns every change into a resize event within a read, so a
  /// difference that lasts longer is not one that an event will settle, and the viewer must not
  /// give up its layouts for it.
  static var pendingResizeLimit: Duration { .milliseconds(500) }

  /// True when the terminal already has another size than the one the last resize event brought:
  /// a resize is waiting to be read. The viewer asks this in the middle of laying out a frame
  /// (`Viewer.placementInterruption`) and before drawing one, so a re-layout of a million cards for
  /// a size the user has already dragged past is given up at once, and only the last size of a
  /// burst is laid out to the end.
  ///
  /// It asks the kernel (`TIOCGWINSZ`) rather than installing a `SIGWINCH` handler beside curses'
  /// own, and compares with what the kernel said when the last resize was read (not with curses'
  /// `LINES` and `COLS`, which `LINES` and `COLUMNS` in the environment can pin): a size that changed
  /// and changed back counts as no change, as it is for the screen. A difference that lasts longer
  /// than `pendingResizeLimit` is taken as the known size.
  /// - Complexity: one system call, about a microsecond; no curses call.
  public func hasPendingResize() -> Bool {
    guard let terminal = terminalDescriptor else { return false }
    var rows: Int32 = 0, columns: Int32 = 0
    guard cascade_terminal_size(terminal, &rows, &columns) == 0 else { return false }
    guard let known = knownTerminalSize else {
      knownTerminalSize = (rows, columns)
      return false
    }
    if known.rows == rows && known.columns == columns {
      pendingResizeSince = nil
      return false
    }
    let now = ContinuousClock.now
    guard let since = pendingResizeSince else {
      pendingResizeSince = now
      return true
    }
    if since.duration(to: now) < Self.pendingResizeLimit { return true }
    noteTerminalSize()
    return false
  }

  /// Takes the kernel's size now as the one the screen has (after a resize event is read).
  func noteTerminalSize() {
    pendingResizeSince = nil
    guard let terminal = terminalDescriptor else { return }
    var rows: Int32 = 0, columns: Int32 = 0
    if cascade_terminal_size(terminal, &rows, &columns) == 0 { knownTerminalSize = (rows, columns) }
  }
}
