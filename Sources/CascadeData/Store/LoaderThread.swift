#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Starts the loading thread: a detached POSIX thread with a stack of its own size, because parsing
/// recurses once per nesting level (up to `JSONScanner.maxDepth`) and a pool thread's stack is
/// not ours to size.
enum LoaderThread {
  static let stackSize = 16 << 20

  private final class Work {
    let body: @Sendable () -> Void
    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
  }

  static func start(_ body: @escaping @Sendable () -> Void) {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, stackSize)
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    let work = Unmanaged.passRetained(Work(body)).toOpaque()
    var thread = pthread_t()
    let started = pthread_create(&thread, &attributes, { context in
      guard let context else { return nil }
      Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
      return nil
    }, work)
    if started != 0 {
      // No thread to be had: do the work here rather than never.
      Unmanaged<Work>.fromOpaque(work).takeRetainedValue().body()
    }
  }
}
