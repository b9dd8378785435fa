#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A descriptor that becomes readable when loading reaches a point a viewer should draw at once:
/// the first records are published, and reading has finished. A viewer polls it beside the
/// terminal, so the first screen with cards and the final "every record loaded" status line are
/// drawn as soon as they are true instead of at its next timed look.
///
/// The read end of a pipe (both ends non-blocking, closed on exec) into which each signal writes one
/// byte; there are at most two signals, so a read of 8 bytes takes them all. Where the system gives
/// no pipe, `descriptor` is nil and viewers keep their timed looks.
final class LoadSignal: @unchecked Sendable {
  /// The descriptor to poll for reading; nil when the system gave none.
  let descriptor: Int32?
  private let writeEnd: Int32

  init() {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else {
      descriptor = nil
      writeEnd = -1
      return
    }
    for end in ends {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    descriptor = ends[0]
    writeEnd = ends[1]
  }

  deinit {
    if let descriptor {
      close(descriptor)
      close(writeEnd)
    }
  }

  /// Makes the descriptor readable (any thread).
  func signal() {
    guard descriptor != nil else { return }
    var byte: UInt8 = 1
    _ = write(writeEnd, &byte, 1)
  }
}
