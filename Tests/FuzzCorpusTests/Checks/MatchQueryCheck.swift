@testable import CascadeMatch

/// What the `match-query` fuzz target asks of the query parser and the matcher, and what
/// `FuzzCorpusTests` asks of every file of its corpus: a query (the input's bytes up to the first
/// line break, read as UTF-8) parsed with fzf's syntax and matched against a candidate (the bytes
/// after it, any bytes at all; the first byte picks the case mode). Neither may crash or read
/// outside the candidate; a matched candidate's positions are ascending, unique and inside it
/// (under its scalar count, and for well-formed UTF-8 under the count Swift decodes); the score is
/// the same with and without positions and within 0...65535; and the prefilter never rules out a
/// candidate that matches.
enum MatchQueryCheck {
  /// Why `input` fails the check, or nil when it passes.
  static func failure(_ input: [UInt8]) -> String? {
    guard let first = input.first else { return nil }
    let modes: [CaseMode] = [.smart, .insensitive, .sensitive]
    let mode = modes[Int(first % 3)]
    let rest = input[1...]
    let split = rest.firstIndex(of: 0x0A) ?? rest.endIndex
    let query = MatchQuery(
      String(decoding: rest[rest.startIndex..<split], as: UTF8.self), caseMode: mode, fuzzy: first & 0x80 == 0)
    // The candidate alone in a buffer of its own, so AddressSanitizer sees any read past its end.
    let candidate = Array(rest[min(split + 1, rest.endIndex)...])
    let scratch = FuzzyMatcher()
    return candidate.withUnsafeBufferPointer { bytes -> String? in
      let withPositions = scratch.match(query, bytes: bytes, withPositions: true)
      let scalarCount = scratch.count
      let scoreOnly = scratch.match(query, bytes: bytes)
      if withPositions?.score != scoreOnly?.score {
        return
          "score \(String(describing: withPositions?.score)) with positions, \(String(describing: scoreOnly?.score)) without"
      }
      if !QueryPrefilter(query).mayMatch(bytes) && withPositions != nil {
        return "the prefilter ruled out a candidate that matches"
      }
      guard let match = withPositions else { return nil }
      if !(0...65_535).contains(match.score) { return "score \(match.score)" }
      if scalarCount > bytes.count { return "\(scalarCount) scalars in \(bytes.count) bytes" }
      let decoded = String(validating: bytes, as: UTF8.self).map { $0.unicodeScalars.count }
      let limit = decoded ?? scalarCount
      if let decoded, decoded != scalarCount { return "\(scalarCount) scalars loaded, \(decoded) decoded" }
      for (a, b) in zip(match.positions, match.positions.dropFirst()) where a >= b {
        return "positions \(match.positions)"
      }
      if let last = match.positions.last, last >= limit || match.positions[0] < 0 {
        return "positions \(match.positions) outside \(limit) scalars"
      }
      return nil
    }
  }
}
