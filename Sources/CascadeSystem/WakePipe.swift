#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A self-pipe: another thread makes `descriptor` readable to end a `poll` the main thread waits in
/// (the viewer's loop, waiting for a key), without a signal and without a timed look.
///
/// Both ends are non-blocking and closed on exec. A signal writes one byte; when the pipe is full
/// the write fails and is dropped, as the reader wakes anyway. The reader drains what is there
/// (`drain()`), then looks for the work it was woken for.
public final class WakePipe: @unchecked Sendable {
  /// The end to poll for reading; -1 when the system gave no pipe.
  public let descriptor: Int32
  private let writeEnd: Int32

  /// A new pipe; `descriptor` is -1 (never readable) when none could be made.
  public init() {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else {
      descriptor = -1
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
    if descriptor >= 0 {
      close(descriptor)
      close(writeEnd)
    }
  }

  /// Makes `descriptor` readable (any thread).
  public func signal() {
    guard writeEnd >= 0 else { return }
    var byte: UInt8 = 1
    _ = write(writeEnd, &byte, 1)
  }

  /// Reads every byte waiting, so the next `poll` blocks until the next `signal()`.
  public func drain() {
    guard descriptor >= 0 else { return }
    var bytes = [UInt8](repeating: 0, count: 64)
    while bytes.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
  }
}
