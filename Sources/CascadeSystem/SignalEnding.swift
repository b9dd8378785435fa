#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Ending the process on a terminating signal (SIGHUP, SIGINT, SIGTERM) after cleaning up, for a
/// process that waits on something it must not leave behind (`--tmux`'s popup and its folder).
///
/// The signals are blocked in the calling thread, and every thread started after inherits that, so
/// none of them is stopped at an arbitrary point; one thread takes them with `sigwait`, runs the
/// cleanup there (ordinary code, not a signal handler), then ends the process by the signal itself
/// with its default action, so the caller's shell sees what it would for any program killed by it
/// (`$?` is 128 plus the signal).
public final class SignalEnding: @unchecked Sendable {
  /// The signals that end a program run from a shell: the terminal hanging up, Ctrl-C, `kill`.
  public static let terminatingSignals: [Int32] = [SIGHUP, SIGINT, SIGTERM]

  private let received = ThreadLock<Int32?>(nil)

  /// Blocks `signals` in the calling thread and starts the thread that waits for them; `cleanup`
  /// runs there with the first one that arrives, then the process ends by it. Call before starting
  /// other threads. Nil, with nothing blocked, when no thread could be had.
  public init?(signals: [Int32] = SignalEnding.terminatingSignals, cleanup: @escaping @Sendable (Int32) -> Void) {
    var set = Self.set(of: signals)
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &set, &previous)
    let started = SystemThread.startDetached { [received] in
      var waiting = SignalEnding.set(of: signals)
      var signal: Int32 = 0
      while sigwait(&waiting, &signal) != 0 {}
      received.withLock { $0 = signal }
      cleanup(signal)
      SignalEnding.end(by: signal)
    }
    guard started else {
      pthread_sigmask(SIG_SETMASK, &previous, nil)
      return nil
    }
  }

  private static func set(of signals: [Int32]) -> sigset_t {
    var set = sigset_t()
    sigemptyset(&set)
    for signal in signals { sigaddset(&set, signal) }
    return set
  }

  /// Returns at once unless a signal is being handled; then it never returns, as the handling thread
  /// is about to end the process (so the caller does not exit first with a status of its own).
  public func holdIfEnding() {
    guard received.withLock({ $0 }) != nil else { return }
    while true { pause() }
  }

  /// Ends the process by `signal`: its default action restored, unblocked and raised; should it
  /// not end the process, the exit status is 128 plus the signal.
  public static func end(by signal: Int32) -> Never {
    Glibc.signal(signal, SIG_DFL)
    var set = Self.set(of: [signal])
    // A process-directed signal would reach whichever thread leaves it unblocked: raised to this
    // thread, with it unblocked here, it ends the process now.
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    raise(signal)
    _exit(128 + signal)
  }
}
