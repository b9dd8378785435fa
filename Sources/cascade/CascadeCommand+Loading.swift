import CascadeApp
import CascadeCanvas
import CascadeCurses
import CascadeData
import Dispatch
import Synchronization

/// Why the viewer does not start once the terminal is open.
enum LoadingStop: Error {
  /// The input could not be read or is malformed.
  case failed(InputError)
  /// The user left while the input was being read: q or Esc (nothing selected), Ctrl-C (interrupted).
  case left(ExitStatus)
}

extension CascadeCommand {
  /// Reads the input with the terminal already open, showing "reading NAME…" (`LoadingScreen`)
  /// when it takes longer than a glance. The input is read on another thread, so the terminal stays
  /// responsive: in raw mode Ctrl-C is a key, not a signal, and a pipe that never ends could not be
  /// left otherwise. q and Esc leave too, and Ctrl-Z suspends, as in the viewer. (Lines typed on the terminal itself, `cascade -`, are read before it opens.)
  func loadCollection(showingProgressOn session: TerminalSession) throws(LoadingStop) -> any RecordCollection {
    guard let request = inputRequest else { return builtInCollection }
    let outcome = LoadingOutcome()
    DispatchQueue.global().async {
      outcome.finish(Result { () throws(InputError) in try request.load() })
    }
    // Most inputs are read by then, and the viewer's first frame follows without a flash.
    if let result = outcome.wait(milliseconds: 40) { return try Self.collection(from: result) }
    let screen = Screen(backend: session.backend)
    while true {
      screen.draw { LoadingScreen.draw(reading: request.name, into: &$0) }
      // Other keys are dropped: there is nothing to act on yet.
      switch session.nextEvent(timeoutMilliseconds: 20).flatMap(LoadingScreen.action(for:)) {
      case .exit(let status): throw .left(status)
      case .suspend:
        session.suspend()
        screen.invalidate()
      case nil: break
      }
      if let result = outcome.wait(milliseconds: 0) { return try Self.collection(from: result) }
    }
  }

  private static func collection(from result: Result<LoadedCollection, InputError>) throws(LoadingStop) -> any RecordCollection {
    switch result {
    case .success(let collection): return collection
    case .failure(let error): throw .failed(error)
    }
  }
}

/// The loading thread's result, handed to the main thread once.
private final class LoadingOutcome: Sendable {
  private let result = Mutex<Result<LoadedCollection, InputError>?>(nil)
  private let done = DispatchSemaphore(value: 0)

  func finish(_ value: Result<LoadedCollection, InputError>) {
    result.withLock { $0 = value }
    done.signal()
  }

  /// The result once it is there, waiting at most `milliseconds`; nil until then.
  func wait(milliseconds: Int) -> Result<LoadedCollection, InputError>? {
    guard done.wait(timeout: .now() + .milliseconds(milliseconds)) == .success else { return nil }
    done.signal()  // Leave it signalled for any later look.
    return result.withLock { $0 }
  }
}
