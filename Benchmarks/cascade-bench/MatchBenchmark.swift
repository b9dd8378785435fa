import CascadeMatch

/// Ranking a million path-like lines with fzf's query syntax on every core, against a baseline
/// timed in the same run that does the same work on one core: each line prefiltered and scored
/// with one `FuzzyMatcher`, the matches sorted in the same order; both results must be equal. The
/// ratio is what slicing, merging and the cores buy.
enum MatchBenchmark {
  struct Row {
    var query: String
    var matches: Int
    var milliseconds: Double
    var oneCoreMilliseconds: Double
  }

  static let queries = ["fb", "src/main", "'bar ^test", "zzq"]

  /// `count` path-like lines, the same for every run.
  static func lines(_ count: Int) -> [String] {
    var random = BenchRandom(state: 1)
    let parts = [
      "src", "main", "lib", "test", "foo", "bar", "Baz", "quxQuux", "readme", "Makefile", "config",
      "user_name", "api-v2", "x", "data", "index", "FooBar", "fzf", "core", "item", "swift", "Sources",
    ]
    let separators = ["/", "-", "_", " ", ".", ":"]
    return (0..<count).map { index in
      var line = ""
      for _ in 0..<(2 + random.next(below: 6)) {
        line += parts[random.next(below: parts.count)] + separators[random.next(below: separators.count)]
      }
      return line + String(index)
    }
  }

  static func measure(lines: Int, runs: Int) -> [Row] {
    var candidates = PackedCandidates()
    var bytes: [[UInt8]] = []
    bytes.reserveCapacity(lines)
    for line in Self.lines(lines) {
      candidates.append(contentsOf: line.utf8)
      bytes.append(Array(line.utf8))
    }
    return queries.map { text in
      // Read as `--filter` reads it by default: letters with diacritics normalised (fzf's default).
      let query = MatchQuery(text, normalize: true)
      var ranked: [RankedMatch] = []
      var samples: [Double] = []
      for _ in 0..<runs {
        samples.append(
          Measure.nanoseconds { ranked = ParallelMatcher.rank(query, in: candidates, order: .score(.length)) } / 1e6)
      }
      var oneCore: [RankedMatch] = []
      var baseline: [Double] = []
      for _ in 0..<runs {
        baseline.append(Measure.nanoseconds { oneCore = rankOnOneCore(query, bytes) } / 1e6)
      }
      precondition(oneCore == ranked, "the one-core ranking of \(text.debugDescription) differs from the parallel one")
      return Row(
        query: text, matches: ranked.count, milliseconds: Measure.median(samples),
        oneCoreMilliseconds: Measure.median(baseline))
    }
  }

  /// Every line in turn through the prefilter and one scratch, then one sort: higher score first,
  /// then the shorter line, then input order (fzf's default `--tiebreak=length`).
  private static func rankOnOneCore(_ query: MatchQuery, _ lines: [[UInt8]]) -> [RankedMatch] {
    let prefilter = QueryPrefilter(query)
    let scratch = FuzzyMatcher()
    var found: [RankedMatch] = []
    for (index, line) in lines.enumerated() {
      let match = line.withUnsafeBufferPointer { bytes in
        prefilter.mayMatch(bytes) ? scratch.match(query, bytes: bytes) : nil
      }
      if let match {
        found.append(RankedMatch(index: index, score: match.score, trimmedLength: min(match.trimmedLength, 0xFFFF)))
      }
    }
    found.sort { a, b in
      a.score != b.score
        ? a.score > b.score : a.trimmedLength != b.trimmedLength ? a.trimmedLength < b.trimmedLength : a.index < b.index
    }
    return found
  }
}
