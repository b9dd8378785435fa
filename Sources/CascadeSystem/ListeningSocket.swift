#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A TCP socket listening on one address (`--listen`): IPv4 or IPv6, bound with `SO_REUSEADDR` (a
/// port left in TIME_WAIT by the last run can be taken again; one another process listens on
/// cannot) and closed on exec, so no command the viewer runs inherits it.
public final class ListeningSocket: @unchecked Sendable {
  /// The listening descriptor, open while this socket is alive.
  public let descriptor: Int32
  /// The port it listens on: the one asked for, or the one the system chose for port 0.
  public let port: Int

  private init(descriptor: Int32, port: Int) {
    self.descriptor = descriptor
    self.port = port
  }

  deinit { close(descriptor) }

  /// Why a socket could not listen.
  public enum Failure: Error, Equatable, Sendable {
    /// Another socket holds the port, or this user may not take it (below 1024).
    case portNotAvailable
    /// The host name does not resolve, or names no address of this machine.
    case unknownAddress
    /// Another failure, as the system gave it.
    case system(SystemError)
  }

  /// Listens on `host` (a name or a numeric address, IPv6 in brackets or not; nil or `localhost`:
  /// 127.0.0.1 only) at `port` (0: a free port the system chooses).
  /// - Complexity: one name lookup and a few system calls.
  public static func open(host: String?, port: Int) throws(Failure) -> ListeningSocket {
    guard (0...65535).contains(port) else { throw .system(SystemError(code: EINVAL)) }
    let name = host.map { $0 == "localhost" ? "127.0.0.1" : $0 } ?? "127.0.0.1"
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    hints.ai_flags = AI_PASSIVE
    var found: UnsafeMutablePointer<addrinfo>?
    let bare = name.hasPrefix("[") && name.hasSuffix("]") ? String(name.dropFirst().dropLast()) : name
    guard getaddrinfo(bare.isEmpty ? nil : bare, String(port), &hints, &found) == 0, let first = found else {
      throw .unknownAddress
    }
    defer { freeaddrinfo(first) }
    let address = first.pointee
    let descriptor = socket(address.ai_family, address.ai_socktype | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard descriptor >= 0 else { throw .system(.current) }
    var yes: Int32 = 1
    _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    guard bind(descriptor, address.ai_addr, address.ai_addrlen) == 0, listen(descriptor, 16) == 0 else {
      let error = SystemError.current
      close(descriptor)
      switch error.code {
      case EADDRINUSE, EACCES: throw .portNotAvailable
      case EADDRNOTAVAIL: throw .unknownAddress
      default: throw .system(error)
      }
    }
    var bound = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    let named = withUnsafeMutablePointer(to: &bound) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    guard named == 0 else {
      let error = SystemError.current
      close(descriptor)
      throw .system(error)
    }
    // Both address families keep the port, in network order, right after the family.
    let networkPort = withUnsafeBytes(of: &bound) { $0.load(fromByteOffset: 2, as: UInt16.self) }
    return ListeningSocket(descriptor: descriptor, port: Int(UInt16(bigEndian: networkPort)))
  }

  /// Waits for the next connection. A failed accept (a connection reset before it was taken, no
  /// descriptor left) is tried again after 10 ms, so a lasting failure never spins a core.
  public func accept() -> SocketConnection {
    while true {
      let connection = Glibc.accept(descriptor, nil, nil)
      if connection >= 0 {
        // A command started between accept and this call could inherit it; it is closed at once
        // after the answer, so such a child keeps at most a finished connection.
        _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
        return SocketConnection(descriptor: connection)
      }
      if errno != EINTR { usleep(10_000) }
    }
  }
}

/// One accepted connection: reads that give up at a deadline, whole writes, closed when released.
public final class SocketConnection: @unchecked Sendable {
  /// The connection's descriptor, open while this is alive.
  public let descriptor: Int32

  init(descriptor: Int32) { self.descriptor = descriptor }

  deinit { close(descriptor) }

  /// What one read gave.
  public enum ReadResult: Equatable, Sendable {
    /// Some bytes.
    case bytes([UInt8])
    /// The peer closed its side (or the connection failed).
    case end
    /// Nothing came in time.
    case timedOut
  }

  /// Reads up to `limit` bytes, waiting at most `milliseconds` for the first.
  /// - Complexity: O(`limit`).
  public func read(upTo limit: Int, waitingAtMost milliseconds: Int) -> ReadResult {
    var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    while true {
      let ready = poll(&request, 1, Int32(clamping: max(0, milliseconds)))
      if ready == 0 { return .timedOut }
      if ready < 0 {
        if errno == EINTR { continue }
        return .end
      }
      break
    }
    var buffer = [UInt8](repeating: 0, count: max(1, limit))
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return .end }
      return .bytes(Array(buffer[..<count]))
    }
  }

  /// Writes all of `bytes`, or as much as the peer takes before it goes (no SIGPIPE: the peer
  /// hanging up is not this process's end).
  /// - Complexity: O(`bytes`).
  public func write(_ bytes: [UInt8]) {
    var rest = bytes[...]
    while !rest.isEmpty {
      let count = rest.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return }
      rest = rest.dropFirst(count)
    }
  }
}
