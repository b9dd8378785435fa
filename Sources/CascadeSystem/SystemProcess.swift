#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Leaving this process and pausing its thread, for code that imports no C library.
public enum SystemProcess {
  /// Writes out what every C stream (`print`'s stdout among them) holds, so bytes written
  /// straight to a descriptor after it come after it.
  public static func flushOutput() {
    fflush(nil)  // every C stream: Swift 6 does not allow naming `stdout` from checked code
  }

  /// Flushes the C streams and ends the process with `status`.
  public static func exit(_ status: Int32) -> Never {
    flushOutput()
    Glibc.exit(status)
  }

  /// Pauses the calling thread for `duration` (at least; a signal may end it early), for a loop
  /// that waits on another thread's progress without a condition to wait on.
  public static func sleep(for duration: Duration) {
    let (seconds, attoseconds) = duration.components
    let microseconds = max(0, seconds * 1_000_000 + attoseconds / 1_000_000_000_000)
    usleep(useconds_t(clamping: microseconds))
  }
}
