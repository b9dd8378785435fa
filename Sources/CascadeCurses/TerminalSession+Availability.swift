import Glibc

extension TerminalSession {
  /// Throws `.noTerminal` when `/dev/tty` cannot be opened, as `init(options:)` would, without
  /// taking the terminal: a command that reads its whole input before drawing says so first.
  public static func checkTerminal() throws(TerminalSessionError) {
    let descriptor = open("/dev/tty", O_RDWR | O_CLOEXEC)
    guard descriptor >= 0 else { throw .noTerminal }
    Glibc.close(descriptor)
  }
}
