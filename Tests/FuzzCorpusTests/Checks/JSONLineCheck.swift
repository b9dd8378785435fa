@testable import CascadeData

/// What the `json-line` fuzz target asks of one NDJSON line, and what `FuzzCorpusTests` asks of
/// every file of its corpus: the loading pass's fast path for flat objects and the general scan it
/// stands in for. Neither may crash or read outside the line (the bytes after it are a trap: a line
/// of its own the scan must not reach), and wherever the fast path answers, the general scan
/// accepts the line with the same aspect ratio, bit for bit.
enum JSONLineCheck {
  /// Why `line` fails the check, or nil when it passes.
  static func failure(_ line: [UInt8]) -> String? {
    // A line holds no line break; the input's bytes around it do.
    guard !line.contains(0x0A) else { return nil }
    let bytes = [0x0A] + line + Array("\n{\"w\": 1}".utf8)
    let range = 1..<(1 + line.count)
    let matcher = FieldMatcher(.standard)
    return bytes.withUnsafeBufferPointer { buffer -> String? in
      let reference = generalSizing(buffer, range, matcher)
      var scanner = JSONScanner(bytes: buffer, range: range, endName: "end of line")
      scanner.skipWhitespace()
      guard !scanner.isAtEnd else { return nil }
      switch (scanner.flatLineSizing(matcher: matcher), reference) {
      case (.sized(let ratio), .success(let expected)):
        if ratio?.bitPattern != expected?.bitPattern {
          return "fast path ratio \(String(describing: ratio)), general scan \(String(describing: expected))"
        }
      case (.sized, .failure(let error)):
        return "the fast path accepted a line the general scan rejects: \(error.reason)"
      case (.needsGeneralScan, _):
        break
      }
      return nil
    }
  }

  private static func generalSizing(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ matcher: FieldMatcher)
    -> Result<Double?, JSONSyntaxError>
  {
    var scanner = JSONScanner(bytes: buffer, range: range, endName: "end of line")
    scanner.skipWhitespace()
    do throws(JSONSyntaxError) {
      let ratio = try scanner.scanElementSizing(depth: 0, matcher: matcher, acceptsScalars: false)
      scanner.skipWhitespace()
      guard scanner.isAtEnd else { throw scanner.error("trailing characters after the JSON value") }
      return .success(ratio)
    } catch {
      return .failure(error)
    }
  }
}
