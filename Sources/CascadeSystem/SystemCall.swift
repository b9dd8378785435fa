#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Calls a signal can interrupt: the one loop Cascade writes around EINTR. A handled signal (a
/// resize, a child ending) stops a blocking `read`, `write` or `waitpid` early with EINTR; the call
/// is made again, as nothing went wrong.
public enum SystemCall {
  /// Runs `call` until it returns anything but -1 with `errno` EINTR, and returns that result,
  /// `errno` as the last call left it.
  public static func retryingInterrupts<Result: BinaryInteger>(_ call: () -> Result) -> Result {
    while true {
      let result = call()
      if result == -1 && errno == EINTR { continue }
      return result
    }
  }
}
