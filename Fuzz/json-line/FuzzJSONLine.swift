@testable import CascadeData

/// libFuzzer target: one NDJSON line through the loading pass's fast path for flat objects and
/// through the general scan it stands in for. Neither may crash or read outside the line (the
/// bytes after it are a trap: a line of its own the scan must not reach), and wherever the fast
/// path answers, the general scan accepts the line with the same aspect ratio, bit for bit.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONLine(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let line = UnsafeBufferPointer(start: data, count: size)
  // A line holds no line break; the input's bytes around it do.
  guard !line.contains(0x0A) else { return 0 }
  let bytes = [0x0A] + Array(line) + Array("\n{\"w\": 1}".utf8)
  let range = 1..<(1 + size)
  let matcher = FieldMatcher(.standard)
  bytes.withUnsafeBufferPointer { buffer in
    let reference = generalSizing(buffer, range, matcher)
    var scanner = JSONScanner(bytes: buffer, range: range, endName: "end of line")
    scanner.skipWhitespace()
    guard !scanner.isAtEnd else { return }
    switch (scanner.flatLineSizing(matcher: matcher), reference) {
    case (.sized(let ratio), .success(let expected)):
      if ratio?.bitPattern != expected?.bitPattern {
        fatalError("fast path ratio \(String(describing: ratio)), general scan \(String(describing: expected))")
      }
    case (.sized, .failure(let error)):
      fatalError("the fast path accepted a line the general scan rejects: \(error.reason)")
    case (.needsGeneralScan, _):
      break
    }
  }
  return 0
}

private func generalSizing(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ matcher: FieldMatcher) -> Result<Double?, JSONSyntaxError> {
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
