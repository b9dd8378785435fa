import Foundation

/// The sanitizer the tests and the `cascade` they start were built with, as `make test-asan` and
/// `make test-tsan` announce it in `CASCADE_SANITIZER` (`address`, `thread`); nil in a plain run.
public enum Sanitizer: String, Sendable {
  case address, thread

  public static let current: Sanitizer? = ProcessInfo.processInfo.environment["CASCADE_SANITIZER"].flatMap {
    Sanitizer(rawValue: $0)
  }

  /// How many times longer a wait for another process may take: every instruction of a sanitized
  /// binary runs several times slower (ThreadSanitizer's shadow checks on each memory access cost
  /// the most), on a machine other builds also load. 1 in a plain run.
  public static var slowdown: Int {
    switch current {
    case nil: 1
    case .address: 4
    case .thread: 10
    }
  }

  /// `duration` stretched by `slowdown`: the time a sanitized run is given for what a plain run
  /// must do within `duration`.
  public static func scaled(_ duration: Duration) -> Duration { duration * slowdown }
}
