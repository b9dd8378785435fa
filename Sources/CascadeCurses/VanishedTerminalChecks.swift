/// The two ways a session notices that its terminal went away (its pty closed, its window
/// killed), each enough alone: a read that finds the terminal hung up, and a thread that watches
/// it while the main thread is busy elsewhere. Both run by default; one alone is for tests, which
/// prove each works without the other.
public struct VanishedTerminalChecks: OptionSet, Sendable, Hashable {
  /// The checks' bits.
  public let rawValue: Int
  /// Checks from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// A wait for a key that finds the terminal hung up (poll's POLLHUP, end of file, EIO).
  public static let reads = VanishedTerminalChecks(rawValue: 1)
  /// `TerminalHangUp.c`'s thread, polling the terminal for a hang-up whatever the main thread does.
  public static let watcher = VanishedTerminalChecks(rawValue: 2)
  /// Both checks: what a session runs unless told otherwise.
  public static let all: VanishedTerminalChecks = [.reads, .watcher]
}
