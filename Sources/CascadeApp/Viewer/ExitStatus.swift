/// How `cascade` ends, as fzf does: 0 something was selected, 1 nothing was, 2 an error, 130 Ctrl-C.
public enum ExitStatus: Int32, Sendable {
  case selected = 0
  case nothingSelected = 1
  case error = 2
  case interrupted = 130
}
