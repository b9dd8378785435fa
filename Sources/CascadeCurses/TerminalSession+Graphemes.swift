extension TerminalSession {
  /// Which emoji sequences the terminal named by `environment` draws as one glyph two cells wide,
  /// so the backend may write them whole (see `CursesBackend.graphemeJoining`). A terminal that does
  /// not join a sequence (xterm, the Linux console, GNU screen) draws its pieces side by side over
  /// the cells after it, which curses believes unchanged: those get the cut form curses can hold.
  /// tmux joins ZWJ sequences and flags itself, whatever the terminal outside it does, but draws a
  /// skin tone as an emoji of its own.
  public static func graphemeJoining(environment: [String: String]) -> GraphemeJoining {
    if environment["KITTY_WINDOW_ID"] != nil { return .all }
    let term = environment["TERM"] ?? ""
    if ["xterm-kitty", "foot", "wezterm", "xterm-ghostty"].contains(where: term.hasPrefix) { return .all }
    if ["WezTerm", "ghostty", "iTerm.app"].contains(environment["TERM_PROGRAM"] ?? "") { return .all }
    if let tmux = environment["TMUX"], !tmux.isEmpty { return .sequencesAndFlags }
    return .none
  }
}

/// Which emoji sequences a terminal draws as one glyph the width of its cell.
public enum GraphemeJoining: Sendable {
  /// None: each is drawn cut to what curses can hold.
  case none
  /// ZWJ sequences (👩‍💻), flags (🇯🇵) and keycaps (1️⃣), but not skin tones (👍🏽).
  case sequencesAndFlags
  /// Every emoji sequence.
  case all
}
