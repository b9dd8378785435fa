/// How `cascade` ends, as fzf does: 0 something was selected, 1 nothing was, 2 an error, 130 Ctrl-C.
public enum ExitStatus: Int32, Sendable {
  /// Something was selected (or picked) and printed.
  case selected = 0
  /// The session ended with nothing selected.
  case nothingSelected = 1
  /// Bad options or input, or no usable terminal.
  case error = 2
  /// Ctrl-C: nothing is printed.
  case interrupted = 130
}
