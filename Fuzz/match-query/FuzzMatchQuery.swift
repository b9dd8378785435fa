@testable import CascadeMatch

/// libFuzzer target: a query (the input's bytes up to the first line break, read as UTF-8) parsed
/// with fzf's syntax and matched against a candidate (the bytes after it, any bytes at all; the
/// first byte picks the case mode). Neither may crash or read outside the candidate; a matched
/// candidate's positions are ascending, unique and inside it (under its scalar count, and for
/// well-formed UTF-8 under the count Swift decodes); the score is the same with and without
/// positions and within 0...65535; and the prefilter never rules out a candidate that matches.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMatchQuery(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  guard let data, size > 0 else { return 0 }
  let input = UnsafeBufferPointer(start: data, count: size)
  let modes: [CaseMode] = [.smart, .insensitive, .sensitive]
  let mode = modes[Int(input[0] % 3)]
  let rest = input[1...]
  let split = rest.firstIndex(of: 0x0A) ?? rest.endIndex
  let query = MatchQuery(String(decoding: rest[rest.startIndex..<split], as: UTF8.self), caseMode: mode, fuzzy: input[0] & 0x80 == 0)
  // The candidate alone in a buffer of its own, so AddressSanitizer sees any read past its end.
  let candidate = Array(rest[min(split + 1, rest.endIndex)...])
  let scratch = FuzzyMatcher()
  candidate.withUnsafeBufferPointer { bytes in
    let withPositions = scratch.match(query, bytes: bytes, withPositions: true)
    let scalarCount = scratch.count
    let scoreOnly = scratch.match(query, bytes: bytes)
    if withPositions?.score != scoreOnly?.score {
      fatalError("score \(String(describing: withPositions?.score)) with positions, \(String(describing: scoreOnly?.score)) without")
    }
    if !QueryPrefilter(query).mayMatch(bytes) && withPositions != nil {
      fatalError("the prefilter ruled out a candidate that matches")
    }
    guard let match = withPositions else { return }
    if !(0...65_535).contains(match.score) { fatalError("score \(match.score)") }
    if scalarCount > bytes.count { fatalError("\(scalarCount) scalars in \(bytes.count) bytes") }
    let decoded = String(validating: bytes, as: UTF8.self).map { $0.unicodeScalars.count }
    let limit = decoded ?? scalarCount
    if decoded != nil && decoded != scalarCount { fatalError("\(scalarCount) scalars loaded, \(decoded!) decoded") }
    for (a, b) in zip(match.positions, match.positions.dropFirst()) where a >= b { fatalError("positions \(match.positions)") }
    if let last = match.positions.last, last >= limit || match.positions[0] < 0 {
      fatalError("positions \(match.positions) outside \(limit) scalars")
    }
  }
  return 0
}
