/// Reads one `--listen` request as fzf 0.38's server does: `POST / HTTP/…`, header lines ending in
/// CRLF up to an empty one, a `Content-Length` between 1 and 1 MiB, then that many bytes of body
/// (more are ignored). Anything else is refused with fzf's 400 messages; with an API key (fzf's
/// `FZF_API_KEY`) a request without the same `x-api-key` header is refused with 401.
///
/// Bytes come in as the connection gives them, split anywhere: `append` answers as soon as the
/// request is complete or cannot become valid, so garbage is refused without waiting for a
/// timeout, and nothing is kept beyond the header limit and the declared body.
/// - Complexity: O(bytes appended), each byte looked at a bounded number of times.
public struct ListenRequestReader: Sendable {
  /// How a request ended.
  public enum Outcome: Equatable, Sendable {
    /// A complete request: its body, as text.
    case body(String)
    /// Refused: the HTTP status and the message the answer carries.
    case refused(status: Int, message: String)
  }

  /// The longest body fzf accepts.
  public static let maximumContentLength = 1024 * 1024
  /// The most bytes the request line and headers may take (a body's length is checked apart).
  public static let maximumHeaderLength = 64 * 1024

  private let apiKey: String?
  private var bytes: [UInt8] = []
  /// Where the body starts, once the empty line after the headers was read.
  private var bodyStart: Int?
  private var contentLength = 0
  /// How far the search for the end of the headers has looked.
  private var scanned = 0

  /// A reader for one request; `apiKey` nil or empty: no key is asked for.
  public init(apiKey: String? = nil) {
    self.apiKey = apiKey.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// Takes the next bytes of the connection; the outcome once there is one, nil while more is
  /// needed. Once it gave an outcome, the request is over: the reader is not fed again.
  public mutating func append(_ chunk: some Collection<UInt8>) -> Outcome? {
    if bodyStart == nil {
      bytes.append(contentsOf: chunk)
      if let refusal = refusalOfRequestLine() { return refusal }
      guard let end = headerEnd() else {
        if bytes.count > Self.maximumHeaderLength { return Self.bad("request header too long") }
        return nil
      }
      if let refusal = readHeaders(upTo: end) { return refusal }
      bodyStart = end + 4
    } else {
      // Only the declared body is kept, whatever a client sends after it.
      let wanted = bodyStart! + contentLength - bytes.count
      bytes.append(contentsOf: chunk.prefix(max(0, wanted)))
    }
    return completeBody()
  }

  /// The outcome when the connection ended or timed out before `append` gave one.
  public func finish() -> Outcome {
    if let refusal = refusalOfRequestLine() { return refusal }
    return Self.bad("incomplete request")
  }

  private static func bad(_ message: String) -> Outcome { .refused(status: 400, message: message) }

  /// fzf's first check: the request line must start with `POST / HTTP`. Known as soon as the bytes
  /// stop being a prefix of it.
  private func refusalOfRequestLine() -> Outcome? {
    let expected = Array("POST / HTTP".utf8)
    let count = min(expected.count, bytes.count)
    if !bytes[..<count].elementsEqual(expected[..<count]) { return Self.bad("invalid request method") }
    return nil
  }

  /// The index of the CRLF CRLF that ends the headers.
  private mutating func headerEnd() -> Int? {
    var index = max(0, scanned - 3)
    while index + 3 < bytes.count {
      if bytes[index] == 13, bytes[index + 1] == 10, bytes[index + 2] == 13, bytes[index + 3] == 10 { return index }
      index += 1
    }
    scanned = bytes.count
    return nil
  }

  /// The header lines before `end`: the content length and, when one is asked for, the key.
  private mutating func readHeaders(upTo end: Int) -> Outcome? {
    let text = String(decoding: bytes[..<end], as: UTF8.self)
    var sawKey = false
    for line in text.split(separator: "\r\n", omittingEmptySubsequences: false).dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].lowercased()
      let value = line[line.index(after: colon)...].trimmingBlanks
      if name == "content-length" {
        guard let length = Int(value), length > 0, length <= Self.maximumContentLength else {
          return Self.bad("invalid content length")
        }
        contentLength = length
      } else if name == "x-api-key", let apiKey {
        sawKey = value == apiKey
      }
    }
    if apiKey != nil && !sawKey { return .refused(status: 401, message: "invalid api key") }
    if contentLength == 0 { return Self.bad("content-length header missing") }
    return nil
  }

  private mutating func completeBody() -> Outcome? {
    guard let bodyStart, bytes.count - bodyStart >= contentLength else { return nil }
    let body = bytes[bodyStart..<(bodyStart + contentLength)]
    guard let text = String(validating: body, as: UTF8.self) else { return Self.bad("the body is not UTF-8") }
    return .body(text)
  }
}

extension Substring {
  fileprivate var trimmingBlanks: String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
