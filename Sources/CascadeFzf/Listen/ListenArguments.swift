import ArgumentParser
import CascadeSystem

/// fzf's `--listen[=[ADDR:]PORT]`: an HTTP server that runs the `--bind` actions POSTed to it
/// (`ListenServer`). Only this machine can reach it unless ADDR names another interface, and then
/// only with `FZF_API_KEY` set, as fzf: a request runs commands (`execute`, `reload`), so an open
/// port without a key would run them for anyone on the network.
package struct ListenArguments: ParsableArguments {
  package init() {}

  @Option(
    name: .customLong("listen"),
    help: ArgumentHelp(
      "fzf's HTTP server: POST / with --bind actions as the body runs them (port 0, or --listen alone: a free port, in $FZF_PORT).",
      valueName: "[ADDR:]PORT"))
  package var listen: String?

  /// Where to listen: nil `host` is localhost.
  package struct Address: Equatable {
    package var host: String?
    package var port: Int
  }

  /// `--listen`'s value read: `PORT`, `ADDR:PORT` or `[IPv6]:PORT`; an empty value is port 0.
  package static func address(_ value: String) throws(ValidationError) -> Address {
    var host: String?
    var portText = Substring(value)
    if let colon = value.lastIndex(of: ":") {
      host = String(value[..<colon])
      portText = value[value.index(after: colon)...]
    }
    if host?.isEmpty == true || host == "localhost" { host = nil }
    if portText.isEmpty && host == nil { return Address(host: nil, port: 0) }
    guard portText.allSatisfy({ $0.isASCII && $0.isNumber }), let port = Int(portText.prefix(6)),
      portText.count <= 5, (0...65535).contains(port)
    else {
      throw ValidationError("--listen: '\(value)' is not a port (0 to 65535) or ADDR:PORT.")
    }
    return Address(host: host, port: port)
  }

  /// True for the hosts that are this machine only.
  package static func isLocal(_ host: String?) -> Bool {
    guard let host else { return true }
    return host == "127.0.0.1" || host == "::1" || host == "[::1]"
  }

  package func validate() throws {
    guard let listen else { return }
    let address = try Self.address(listen)
    if !Self.isLocal(address.host), Self.apiKey == nil {
      throw ValidationError("--listen \(listen): FZF_API_KEY must be set to listen beyond localhost.")
    }
  }

  /// `FZF_API_KEY`, when set and not empty.
  package static var apiKey: String? {
    guard let value = SystemEnvironment.value(of: "FZF_API_KEY"), !value.isEmpty else { return nil }
    return value
  }

  /// The server, listening and serving, with `FZF_PORT` set for the commands the viewer runs; nil
  /// without `--listen`. Throws the message for a port in use or an address that is not here.
  package func startServer() throws(ListenFailure) -> ListenServer? {
    guard let listen, let address = try? Self.address(listen) else { return nil }
    let socket: ListeningSocket
    do {
      socket = try ListeningSocket.open(host: address.host, port: address.port)
    } catch {
      let place = (address.host.map { $0 + ":" } ?? "") + String(address.port)
      switch error {
      case .portNotAvailable: throw ListenFailure(description: "--listen: port not available: \(place)")
      case .unknownAddress: throw ListenFailure(description: "--listen: not an address of this machine: \(place)")
      case .system(let error): throw ListenFailure(description: "--listen: cannot listen on \(place): \(error)")
      }
    }
    SystemEnvironment.set("FZF_PORT", to: String(socket.port))
    let server = ListenServer(socket: socket, apiKey: Self.apiKey)
    guard server.start() else { throw ListenFailure(description: "--listen: cannot start the server's thread") }
    return server
  }
}

/// Why `--listen` could not start.
package struct ListenFailure: Error, CustomStringConvertible {
  package var description: String
}
