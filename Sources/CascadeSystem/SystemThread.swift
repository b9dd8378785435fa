#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Starting POSIX threads: the one place Cascade calls `pthread_create`. A thread of our own rather
/// than Dispatch's pool when the work needs a stack of a known size (parsing recurses once per
/// nesting level), blocks for long (a pipe read, a picture decode), or must be joined.
public enum SystemThread {
  private final class Work {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
  }

  /// Starts a detached thread running `body`, with a stack of `stackSize` bytes (nil: the system's
  /// default). Returns false, without running `body`, when no thread could be had.
  @discardableResult
  public static func startDetached(stackSize: Int? = nil, _ body: @escaping @Sendable () -> Void) -> Bool {
    start(stackSize: stackSize, detached: true, body) != nil
  }

  /// Starts a thread running `body` that the caller must `pthread_join`. Returns nil, without
  /// running `body`, when no thread could be had.
  public static func startJoinable(_ body: @escaping @Sendable () -> Void) -> pthread_t? {
    start(stackSize: nil, detached: false, body)
  }

  private static func start(stackSize: Int?, detached: Bool, _ body: @escaping @Sendable () -> Void) -> pthread_t? {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    if let stackSize { pthread_attr_setstacksize(&attributes, stackSize) }
    if detached { pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED)) }
    let work = Unmanaged.passRetained(Work(body)).toOpaque()
    var thread = pthread_t()
    let started = pthread_create(
      &thread, &attributes,
      { context in
        guard let context else { return nil }
        Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
        return nil
      }, work)
    guard started == 0 else {
      Unmanaged<Work>.fromOpaque(work).release()
      return nil
    }
    return thread
  }
}
