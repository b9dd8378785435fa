import CascadeSystem

/// Starts the loading thread: a detached POSIX thread with a stack of its own size, because parsing
/// recurses once per nesting level (up to `JSONScanner.maxDepth`) and a pool thread's stack is
/// not ours to size.
enum LoaderThread {
  static let stackSize = 16 << 20

  static func start(_ body: @escaping @Sendable () -> Void) {
    // No thread to be had: do the work here rather than never.
    if !SystemThread.startDetached(stackSize: stackSize, body) { body() }
  }
}
