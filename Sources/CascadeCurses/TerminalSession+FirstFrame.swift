import CCascadeTerminal
import CNcursesw

extension TerminalSession {
  /// Runs `draw` (curses' first refresh, with the modes put off until it) with all that curses
  /// writes to `output` collected in memory, then sends it to `terminal` in one write. Alone,
  /// curses writes the switch to the alternate screen with the first mode, and until curses mode
  /// has once been left and resumed it flushes at every cursor move, so the frame follows a row
  /// per write: a terminal looked at in between shows a blank screen.
  ///
  /// A resize signal since curses' last read makes the refresh measure the screen through
  /// `output`, which is no terminal meanwhile: curses keeps the size it had and takes the signal.
  /// So the size is asked of `terminal` afterwards and given to curses when it differs, which
  /// queues a resize event: the next frame is laid out and drawn whole at that size.
  /// - Complexity: O(bytes curses writes), in one write(2) when the terminal takes them whole.
  static func writeWhole(output: Int32, terminal: Int32, _ draw: () -> Void) {
    guard cascade_output_capture_begin(output) == 0 else { return draw() }
    draw()
    _ = cascade_output_capture_end(output, terminal)
    var rows: Int32 = 0
    var columns: Int32 = 0
    if cascade_terminal_size(terminal, &rows, &columns) == 0, rows != cascade_lines() || columns != cascade_cols() {
      resizeterm(rows, columns)
    }
  }
}
