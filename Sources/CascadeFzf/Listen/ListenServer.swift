import CascadeSystem

/// fzf's `--listen` server: a thread accepts one connection at a time on the listening socket,
/// reads a request (`ListenRequestReader`, at most `readTimeoutMilliseconds` in all, as fzf's 10 s
/// deadline), answers it, and queues the actions of a valid one for the viewer's loop, which takes
/// them with `takeRequests()` after the wake pipe ended its wait. The viewer's state is only ever
/// touched on the main thread; the queue is the one thing both threads share, behind a lock.
package final class ListenServer: Sendable {
  package let socket: ListeningSocket
  /// Readable when requests wait in the queue.
  package let wake = WakePipe()
  private let queue = ThreadLock<[[BindAction]]>([])
  private let apiKey: String?

  /// fzf's deadline for a whole request.
  package static let readTimeoutMilliseconds = 10_000

  package init(socket: ListeningSocket, apiKey: String?) {
    self.socket = socket
    self.apiKey = apiKey
  }

  /// Starts the accepting thread; false when no thread could be had.
  package func start() -> Bool {
    SystemThread.startDetached { [self] in
      while true {
        serve(socket.accept())
      }
    }
  }

  /// The action lists queued since the last call, oldest first (main thread).
  package func takeRequests() -> [[BindAction]] {
    wake.drain()
    return queue.withLock { waiting in
      defer { waiting.removeAll() }
      return waiting
    }
  }

  private func serve(_ connection: SocketConnection) {
    let request = ListenRequest(Self.read(from: connection, apiKey: apiKey))
    if let actions = request.actions {
      queue.withLock { $0.append(actions) }
      wake.signal()
    }
    connection.write(request.response)
  }

  /// Reads one request, giving up when the connection ends or the deadline passes.
  package static func read(from connection: SocketConnection, apiKey: String?) -> ListenRequestReader.Outcome {
    var reader = ListenRequestReader(apiKey: apiKey)
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .milliseconds(readTimeoutMilliseconds))
    while true {
      let left = clock.now.duration(to: deadline).components
      let milliseconds = Int(left.seconds) * 1000 + Int(left.attoseconds / 1_000_000_000_000_000)
      guard milliseconds > 0, case .bytes(let chunk) = connection.read(upTo: 65536, waitingAtMost: milliseconds)
      else { return reader.finish() }
      if let outcome = reader.append(chunk) { return outcome }
    }
  }
}
