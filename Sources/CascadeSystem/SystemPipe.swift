#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A pipe from a child's output to Cascade: both ends closed on exec, so neither leaks into a
/// command started later (a leaked write end would keep the reader from ever seeing the end).
public enum SystemPipe {
  /// A new pipe's read and write ends, or why there is none.
  public static func make() -> Result<(readEnd: Int32, writeEnd: Int32), SystemError> {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return .failure(.current) }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return .success((ends[0], ends[1]))
  }

  /// Closes `descriptor` (an end `make` gave).
  public static func close(_ descriptor: Int32) {
    _ = Glibc.close(descriptor)
  }
}
