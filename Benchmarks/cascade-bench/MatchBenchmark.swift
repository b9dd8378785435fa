import CascadeMatch

/// Ranking a million path-like lines with fzf's query syntax on every core, against a baseline
/// timed in the same run: one core testing each line for a lowercase substring, as the viewer's
/// `/` filter did.
enum MatchBenchmark {
  struct Row {
    var query: String
    var matches: Int
    var milliseconds: Double
    var substringScanMilliseconds: Double
  }

  static let queries = ["fb", "src/main", "'bar ^test", "zzq"]

  /// `count` path-like lines, the same for every run.
  static func lines(_ count: Int) -> [String] {
    var random = BenchRandom(state: 1)
    let parts = ["src", "main", "lib", "test", "foo", "bar", "Baz", "quxQuux", "readme", "Makefile", "config",
                 "user_name", "api-v2", "x", "data", "index", "FooBar", "fzf", "core", "item", "swift", "Sources"]
    let separators = ["/", "-", "_", " ", ".", ":"]
    return (0..<count).map { index in
      var line = ""
      for _ in 0..<(2 + random.next(below: 6)) { line += parts[random.next(below: parts.count)] + separators[random.next(below: separators.count)] }
      return line + String(index)
    }
  }

  static func measure(lines: Int, runs: Int) -> [Row] {
    var candidates = PackedCandidates()
    var lowered: [[UInt8]] = []
    lowered.reserveCapacity(lines)
    for line in Self.lines(lines) {
      candidates.append(contentsOf: line.utf8)
      lowered.append(Array(line.lowercased().utf8))
    }
    return queries.map { text in
      let query = MatchQuery(text)
      var matches = 0
      var samples: [Double] = []
      for _ in 0..<runs {
        samples.append(Measure.nanoseconds { matches = ParallelMatcher.rank(query, in: candidates, order: .score(.length)).count } / 1e6)
      }
      let needle = Array(text.lowercased().filter { $0 != "'" && $0 != "^" && $0 != " " }.utf8)
      var baseline: [Double] = []
      for _ in 0..<runs {
        baseline.append(Measure.nanoseconds {
          var found = 0
          for line in lowered where contains(line, needle) { found += 1 }
          blackHole(found)
        } / 1e6)
      }
      return Row(query: text, matches: matches, milliseconds: Measure.median(samples), substringScanMilliseconds: Measure.median(baseline))
    }
  }

  private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard !needle.isEmpty else { return true }
    guard haystack.count >= needle.count else { return false }
    for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
      if haystack[start..<start + needle.count].elementsEqual(needle) { return true }
    }
    return false
  }
}
