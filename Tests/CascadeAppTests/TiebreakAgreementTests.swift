import CascadeApp
import CascadeData
import CascadeLayout
import CascadeMatch
import CascadeTestSupport
import Testing

/// The `/` filter ranks as `--filter` does (`TiebreakOrder.ranked`, the function `-f` calls): the
/// same matches in the same order for every `--tiebreak` criterion and with `--nth` fields.
@Suite struct TiebreakAgreementTests {
  /// Text lines whose query matches one field (fzf's `--nth N`, fields split after runs of
  /// spaces), or the whole line when `field` is nil.
  struct NthLines: FieldMatchingCollection {
    let base: LoadedCollection
    let field: Int?
    var sections: [RecordSection] { base.sections }
    func record(at indexPath: IndexPath) -> Record { base.record(at: indexPath) }
    func searchText(at indexPath: IndexPath) -> String { base.searchText(at: indexPath) }
    var matchesTitleFields: Bool { field != nil }

    func matchedRanges(ofTitle title: [UInt8]) -> [Range<Int>] {
      guard let field else { return [0..<title.count] }
      var starts: [Int] = []
      for index in title.indices where title[index] != 0x20 && (index == 0 || title[index - 1] == 0x20) {
        starts.append(index)
      }
      guard field < starts.count else { return [0..<0] }
      return [starts[field]..<(field + 1 < starts.count ? starts[field + 1] : title.count)]
    }
  }

  /// `--filter`'s order of `titles` for `query`.
  static func filterOrder(_ titles: [String], query: String, options: CardMatchOptions, lines: NthLines) -> [String] {
    let parsed = MatchQuery(query, caseMode: options.caseMode, fuzzy: options.fuzzy, normalize: options.normalizes)
      .aligned(by: options.algorithm).scored(by: options.scheme)
    var candidates = PackedCandidates()
    for title in titles { candidates.append(contentsOf: lines.matchedText(ofTitle: Array(title.utf8))) }
    let lengths = lines.field == nil ? nil : titles.map { TiebreakOrder.trimmedLength(of: Array($0.utf8)) }
    let ranked = TiebreakOrder.ranked(
      parsed, in: candidates, criteria: options.criteria, sorts: options.sorts, lengths: lengths)
    return ranked.map { titles[$0.index] }
  }

  /// Random lines (words of Latin, accented and CJK letters, runs of spaces), random queries typed
  /// and deleted, a random list of one to three criteria (or none), `--algo`, `--scheme`, case mode, `--exact`,
  /// `--no-sort` and `--nth`: the cards shown are `--filter`'s ranking of the same lines, in the same order.
  @Test func theViewerRanksAsFilterDoes() throws {
    let words = ["ab", "ba", "abc", "b", "a", "xa", "Ab", "é", "aé", "瀑布", "c", "bca", "a-b", "a/b"]
    let pieces = ["a", "b", "c", "ab", "A", "é", "'", "^", "$", "!", " ", "|", "ba"]
    let criteriaLists: [[TiebreakCriterion]] = [
      [], [.length], [.begin], [.end], [.chunk], [.begin, .length], [.length, .begin], [.end, .length],
      [.chunk, .begin], [.length, .end], [.begin, .chunk, .length], [.chunk, .length, .end], [.length, .begin, .end],
    ]
    let failure = try withEvery("seed", in: 0..<2_000) { seed, rng -> String? in
      let titles = (0..<Int.random(in: 1...30, using: &rng)).map { _ in
        let count = Int.random(in: 1...5, using: &rng)
        let line = (0..<count).map { _ in words.randomElement(using: &rng)! }.joined(
          separator: String(repeating: " ", count: Int.random(in: 1...2, using: &rng)))
        return (Bool.random(using: &rng) ? "" : " ") + line
      }
      var options = CardMatchOptions()
      options.caseMode = [CaseMode.smart, .insensitive, .sensitive].randomElement(using: &rng)!
      options.fuzzy = Int.random(in: 0..<4, using: &rng) > 0
      options.sorts = Int.random(in: 0..<6, using: &rng) > 0
      options.criteria = criteriaLists.randomElement(using: &rng)!
      options.normalizes = Int.random(in: 0..<4, using: &rng) > 0
      options.algorithm = Int.random(in: 0..<3, using: &rng) > 0 ? .v2 : .v1
      options.scheme = MatchScheme.allCases.randomElement(using: &rng)!
      let field = Bool.random(using: &rng) ? nil : Int.random(in: 0..<3, using: &rng)
      let base = try RecordLoader.load(
        data: Array(titles.joined(separator: "\n").utf8), name: "lines.txt", format: .lines, fields: .standard)
      let lines = NthLines(base: base, field: field)
      let v = viewer(lines, size: Size(width: 40, height: 12)) {
        $0.columns = 2; $0.matchOptions = options
      }
      press(v, .character("/"))
      for step in 0..<4 {
        if Int.random(in: 0..<5, using: &rng) == 0 {
          press(v, .backspace)
        } else {
          type(v, pieces.randomElement(using: &rng)!)
        }
        while v.hasPendingWork { v.advance() }
        let query = v.filterText
        let expected = query.isEmpty ? titles : Self.filterOrder(titles, query: query, options: options, lines: lines)
        let shown = FuzzyFilterTests.shownTitles(v)
        if shown != expected {
          return
            "step \(step), \(options.criteria), field \(field.map(String.init) ?? "-"), query \(query.debugDescription): shows \(shown), -f gives \(expected)"
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
