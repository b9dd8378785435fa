import CascadeSystem
import Foundation
import Testing

/// `--listen`'s socket and the wake pipe against the system: a free port is chosen and reachable on
/// 127.0.0.1 only, a port in use is refused, reads give up at their deadline, and the wake pipe
/// makes its descriptor readable until drained.
@Suite struct ListeningSocketTests {
  /// A client socket connected to 127.0.0.1:`port`, or -1.
  static func connect(to port: Int) -> Int32 {
    let client = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    if connected != 0 {
      close(client)
      return -1
    }
    return client
  }

  static func isReadable(_ descriptor: Int32) -> Bool {
    var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&request, 1, 0) == 1
  }

  @Test func aFreePortIsChosenAndAPortInUseIsRefused() throws {
    let listening = try ListeningSocket.open(host: nil, port: 0)
    #expect(listening.port > 0)
    #expect(throws: ListeningSocket.Failure.portNotAvailable) {
      try ListeningSocket.open(host: "localhost", port: listening.port)
    }
    #expect(throws: ListeningSocket.Failure.unknownAddress) { try ListeningSocket.open(host: "192.0.2.1", port: 0) }
    #expect(throws: ListeningSocket.Failure.self) { try ListeningSocket.open(host: nil, port: 70000) }
  }

  @Test func aConnectionIsReadAndAnswered() throws {
    let listening = try ListeningSocket.open(host: nil, port: 0)
    let client = Self.connect(to: listening.port)
    #expect(client >= 0)
    defer { close(client) }
    let connection = listening.accept()
    // Nothing sent yet: the read gives up at its deadline.
    #expect(connection.read(upTo: 16, waitingAtMost: 50) == .timedOut)
    _ = "ping".withCString { send(client, $0, 4, 0) }
    #expect(connection.read(upTo: 16, waitingAtMost: 5000) == .bytes(Array("ping".utf8)))
    connection.write(Array("pong".utf8))
    var answer = [UInt8](repeating: 0, count: 16)
    let count = recv(client, &answer, answer.count, 0)
    #expect(Array(answer.prefix(max(0, count))) == Array("pong".utf8))
    shutdown(client, Int32(SHUT_WR))
    #expect(connection.read(upTo: 16, waitingAtMost: 5000) == .end)
    // Closed on exec: no command the viewer starts inherits the port.
    #expect(fcntl(listening.descriptor, F_GETFD) & FD_CLOEXEC != 0)
    #expect(fcntl(connection.descriptor, F_GETFD) & FD_CLOEXEC != 0)
  }

  @Test func theWakePipeIsReadableUntilDrained() {
    let pipe = WakePipe()
    #expect(pipe.descriptor >= 0)
    #expect(!Self.isReadable(pipe.descriptor))
    for _ in 0..<100_000 { pipe.signal() }  // more than the pipe holds: the extra signals are dropped
    #expect(Self.isReadable(pipe.descriptor))
    pipe.drain()
    #expect(!Self.isReadable(pipe.descriptor))
    let signalled = DispatchSemaphore(value: 0)
    SystemThread.startDetached {
      pipe.signal()
      signalled.signal()
    }
    #expect(signalled.wait(timeout: .now() + 30) == .success)
    #expect(Self.isReadable(pipe.descriptor))
  }
}
