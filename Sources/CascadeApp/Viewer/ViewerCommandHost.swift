import CascadeData

/// What runs the commands of `--bind` actions for a `Viewer`: the terminal and processes are the
/// program's, not the viewer's. Each call returns when the command is done with the terminal.
public protocol ViewerCommandHost: AnyObject {
  /// `execute`: gives the terminal to `sh -c command` (leaving the cards' screen), waits for it
  /// to end, and takes the terminal back.
  func execute(_ command: String)
  /// `execute-silent`: runs `sh -c command` without the terminal, its output discarded, and waits
  /// for it to end.
  func executeSilently(_ command: String)
  /// `become`: restores the terminal and replaces the process with `sh -c command`. Returns only
  /// when that could not be done, with the status to end with (the reason already reported).
  func become(_ command: String) -> ExitStatus
  /// `reload`: starts `sh -c command` and reads its output as a collection, streamed as the input
  /// is; nil when it could not be started.
  func reload(_ command: String) -> (any StreamingRecordCollection)?
  /// `transform-query`, `transform-prompt`: runs `sh -c command` without the terminal and returns
  /// what it printed (nil when it could not run).
  func output(of command: String) -> String?
}

extension ViewerCommandHost {
  /// A host that runs no command for its output.
  public func output(of command: String) -> String? { nil }
}
