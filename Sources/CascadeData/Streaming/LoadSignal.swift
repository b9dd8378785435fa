import CascadeSystem

/// A descriptor that becomes readable when loading reaches a point a viewer should draw at once:
/// the first records are published, and reading has finished. A viewer polls it beside the
/// terminal, so the first screen with cards and the final "every record loaded" status line are
/// drawn as soon as they are true instead of at its next timed look.
///
/// A `WakePipe` into which each signal writes one byte; there are at most two signals, so a read
/// of 8 bytes takes them all. Where the system gives no pipe, `descriptor` is nil and viewers keep
/// their timed looks.
final class LoadSignal: Sendable {
  private let pipe = WakePipe()

  /// The descriptor to poll for reading; nil when the system gave none.
  var descriptor: Int32? { pipe.descriptor >= 0 ? pipe.descriptor : nil }

  /// Makes the descriptor readable (any thread).
  func signal() { pipe.signal() }
}
