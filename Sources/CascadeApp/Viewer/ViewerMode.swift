import CascadeLayout

/// What the viewer shows over (or instead of) the cards.
public enum ViewerMode: Hashable, Sendable {
  /// The cards; keys move focus, scroll and select.
  case browsing
  /// Typing a filter after `/`; the cards re-flow as it changes.
  case filtering
  /// The key help (`?`).
  case help
  /// One card in full (Enter).
  case detail(IndexPath)
}

/// What the session should do after an event.
public enum ViewerAction: Hashable, Sendable {
  /// Draw the next frame and wait for the next event.
  case redraw
  /// Stop with this status (the selection is printed for `.selected`).
  case exit(ExitStatus)
  /// Ctrl-Z: give the terminal back and stop the process until `fg`.
  case suspend
}
