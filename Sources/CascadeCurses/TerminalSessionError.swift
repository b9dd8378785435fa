/// Why a terminal session could not start. The descriptions are meant for the user's eyes and name
/// no program: a command prefixes its own name (`cascade: needs a terminal: …`).
public enum TerminalSessionError: Error, Hashable, Sendable, CustomStringConvertible {
  /// There is no controlling terminal (running under cron, in a pipeline without a tty, …).
  case noTerminal
  /// curses does not know the terminal type named by `TERM` (nil when `TERM` is unset).
  case unknownTerminal(String?)
  /// The terminal cannot move its cursor (`TERM=dumb`, a printing terminal): curses could only draw
  /// every frame on one line.
  case cannotMoveCursor(String?)

  /// The reason, in words, without a program name.
  public var description: String {
    switch self {
    case .noTerminal:
      return "needs a terminal: cannot open /dev/tty"
    case .unknownTerminal(let name?):
      return "cannot use the terminal: unknown terminal type TERM=\(name)"
    case .unknownTerminal(nil):
      return "cannot use the terminal: TERM is not set"
    case .cannotMoveCursor(let name):
      return "needs a terminal that can move the cursor; TERM=\(name ?? "") cannot"
    }
  }
}
