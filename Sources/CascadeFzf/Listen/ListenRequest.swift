/// What a `--listen` request asks and what it is answered: the body read as `--bind` actions
/// (`reload(seq 100)+change-prompt:hundred> `), as fzf 0.38 reads them, or the refusal. A request
/// whose actions parse is answered 200 once they are queued for the viewer, before they run, as in
/// fzf.
public struct ListenRequest: Equatable, Sendable {
  /// The actions to run, in order; nil when the request was refused.
  public var actions: [BindAction]?
  /// The HTTP status of the answer.
  public var status: Int
  /// Why it was refused (empty for 200).
  public var message: String

  /// The request `outcome` (from `ListenRequestReader`) stands for.
  /// - Complexity: O(body).
  public init(_ outcome: ListenRequestReader.Outcome) {
    switch outcome {
    case .refused(let status, let message):
      self.init(actions: nil, status: status, message: message)
    case .body(let body):
      // fzf trims line breaks around the body (`curl -d @file` sends a file's last newline).
      let scalars = body.unicodeScalars
      let trimmed = scalars.drop { $0 == "\r" || $0 == "\n" }.reversed().drop { $0 == "\r" || $0 == "\n" }.reversed()
      var text = String.UnicodeScalarView()
      text.append(contentsOf: trimmed)
      let spec = String(text)
      if spec.isEmpty {
        self.init(actions: nil, status: 400, message: "no action specified")
        return
      }
      do {
        self.init(actions: try KeyBindings.parseActions(spec), status: 200, message: "")
      } catch {
        self.init(actions: nil, status: 400, message: error.description)
      }
    }
  }

  private init(actions: [BindAction]?, status: Int, message: String) {
    self.actions = actions
    self.status = status
    self.message = message
  }

  /// The whole answer, status line to body; the connection is closed after it.
  public var response: [UInt8] {
    let reason = [200: "OK", 400: "Bad Request", 401: "Unauthorized"][status] ?? "Error"
    let body = message.isEmpty ? "" : message + "\n"
    return Array(
      "HTTP/1.1 \(status) \(reason)\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)".utf8)
  }
}
