import CascadeFzf
import CascadeTestSupport
import Testing

/// `--listen`'s requests read as fzf 0.38 reads them: valid requests split anywhere give their
/// actions; hostile ones (garbage, no body, a body cut short, huge or bogus lengths, a wrong key)
/// are refused with 400 (401 for the key) and never crash; the body is a list of `--bind` actions.
@Suite struct ListenRequestTests {
  /// The reader fed `bytes` in the chunks `cuts` makes, then told the connection ended; with the
  /// number of bytes fed before it answered.
  static func read(_ bytes: [UInt8], cuts: [Int], apiKey: String? = nil) -> (ListenRequestReader.Outcome, fed: Int) {
    var reader = ListenRequestReader(apiKey: apiKey)
    var start = 0
    for cut in cuts.sorted() + [bytes.count] where cut >= start {
      if let outcome = reader.append(bytes[start..<cut]) { return (outcome, cut) }
      start = cut
    }
    return (reader.finish(), bytes.count)
  }

  static func cuts(_ count: Int, rng: inout SplitMix64) -> [Int] {
    (0..<Int(rng.next() % 6)).map { _ in Int(rng.next() % UInt64(count + 1)) }
  }

  static func request(body: [UInt8], headers: [String] = []) -> [UInt8] {
    let head = (["POST / HTTP/1.1", "Host: localhost:6266"] + headers + ["Content-Length: \(body.count)"])
      .joined(separator: "\r\n")
    return Array((head + "\r\n\r\n").utf8) + body
  }

  static let actionTexts = [
    "change-query(yo)", "reload(seq 100)", "change-prompt:hundred> ", "up", "accept", "toggle-preview",
    "execute-silent[echo {}]", "pos(3)", "put(日本語 😀)",
  ]

  @Test func actionListsAreReadAsBindActions() throws {
    #expect(
      try KeyBindings.parseActions("change-query(yo)+reload(seq 100)+change-prompt:hundred> ")
        == KeyBindings.parse("x:change-query(yo)+reload(seq 100)+change-prompt:hundred> ")[0].actions)
    #expect(try KeyBindings.parseActions("up+up+accept") == [.up, .up, .accept])
    for bad in ["", "bogus", "up+", "up,down", "reload", "change-query(yo", "put", "+up"] {
      #expect(throws: BindSpecError.self, "\(bad)") { try KeyBindings.parseActions(bad) }
    }
  }

  /// A valid request, cut into up to six chunks anywhere, gives its body's actions and 200; bytes
  /// after the declared body are never read into it.
  @Test func validRequestsSplitAnywhereGiveTheirActions() {
    let failure = withEvery("request", in: 0..<3000) { _, rng in
      let chosen = (0...Int(rng.next() % 3)).map { _ in
        Self.actionTexts[Int(rng.next() % UInt64(Self.actionTexts.count))]
      }
      let spec = chosen.joined(separator: "+")
      // The last action may take the rest (`change-prompt:…`): only first place for a colon form.
      guard let expected = try? KeyBindings.parseActions(spec) else { return nil }
      let newline = rng.next() % 3 == 0 ? "\r\n" : ""
      let body = Array((spec + newline).utf8)
      let trailing: [UInt8] = rng.next() % 2 == 0 ? Array("GARBAGE".utf8) : []
      let bytes = Self.request(body: body) + trailing
      let (outcome, _) = Self.read(bytes, cuts: Self.cuts(bytes.count, rng: &rng))
      let request = ListenRequest(outcome)
      guard request.actions == expected, request.status == 200 else { return "\(spec): \(outcome)" }
      return request.response.starts(with: Array("HTTP/1.1 200 OK\r\n".utf8)) ? nil : "response"
    }
    #expect(failure == nil)
  }

  /// Random bytes, a truncated valid request, or a valid one with a hostile header never crash and
  /// are refused with 400 and a message, before the bytes run out when they cannot become valid.
  @Test func hostileRequestsAreRefusedWith400() {
    let failure = withEvery("hostile", in: 0..<4000) { _, rng in
      let valid = Self.request(body: Array("reload(seq 100)".utf8))
      var bytes: [UInt8]
      switch rng.next() % 6 {
      case 0: bytes = (0..<Int(rng.next() % 300)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
      case 1: bytes = Array(valid.prefix(Int(rng.next() % UInt64(valid.count))))
      case 2:
        let lengths = ["99999999999999999999999", "-5", "0", "1048577", "abc", "", "12 34"]
        bytes = Self.request(body: []).dropLast(4) + Array("\r\nContent-Length: ".utf8)
        bytes += Array(lengths[Int(rng.next() % UInt64(lengths.count))].utf8) + Array("\r\n\r\nup".utf8)
      case 3: bytes = Array("POST / HTTP/1.1\r\nHost: x\r\n\r\nup".utf8)
      case 4:
        let methods = ["GET", "PUT", "post", "POST /x", "POST  /", "\r\n"]
        bytes = Array((methods[Int(rng.next() % UInt64(methods.count))] + " / HTTP/1.1\r\n").utf8) + valid
      default:
        // Headers that never end.
        bytes = Array("POST / HTTP/1.1\r\n".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 70_000)
      }
      let (outcome, _) = Self.read(bytes, cuts: Self.cuts(bytes.count, rng: &rng))
      let request = ListenRequest(outcome)
      guard request.actions == nil, request.status == 400, !request.message.isEmpty else { return "\(outcome)" }
      let expected = Array("HTTP/1.1 400 Bad Request\r\nContent-Length: \(request.message.utf8.count + 1)\r\n".utf8)
      if !request.response.starts(with: expected) { return "response \(request.response)" }
      // Headers past the limit are refused as such, not read on until the connection ends.
      if bytes.count == 70_017, request.message != "request header too long" { return "\(request.message)" }
      return nil
    }
    #expect(failure == nil)
  }

  @Test func fzfMessagesForEachRefusal() {
    func message(_ text: String) -> String { ListenRequest(Self.read(Array(text.utf8), cuts: []).0).message }
    #expect(message("GET / HTTP/1.1\r\n\r\n") == "invalid request method")
    #expect(message("POST / HTTP/1.1\r\n\r\n") == "content-length header missing")
    #expect(message("POST / HTTP/1.1\r\nContent-Length: 2000000\r\n\r\n") == "invalid content length")
    #expect(message("POST / HTTP/1.1\r\nContent-Length: 10\r\n\r\nup") == "incomplete request")
    #expect(message("POST / HTTP/1.1\r\ncontent-length:  2 \r\n\r\n\r\n") == "no action specified")
    #expect(message("POST / HTTP/1.1\r\nContent-Length: 2\r\n\r\nup") == "")
    let notUTF8 = Array("POST / HTTP/1.1\r\nContent-Length: 2\r\n\r\n".utf8) + [0xFF, 0xFE]
    #expect(ListenRequest(Self.read(notUTF8, cuts: []).0).message == "the body is not UTF-8")
  }

  @Test func anApiKeyIsAskedForWhenSet() {
    let body = Array("up".utf8)
    let without = ListenRequest(Self.read(Self.request(body: body), cuts: [], apiKey: "s3cret").0)
    #expect(without.status == 401 && without.actions == nil)
    let wrong = ListenRequest(
      Self.read(Self.request(body: body, headers: ["x-api-key: nope"]), cuts: [], apiKey: "s3cret").0)
    #expect(wrong.status == 401)
    let right = ListenRequest(
      Self.read(Self.request(body: body, headers: ["X-Api-Key: s3cret"]), cuts: [5], apiKey: "s3cret").0)
    #expect(right.status == 200 && right.actions == [.up])
  }
}
