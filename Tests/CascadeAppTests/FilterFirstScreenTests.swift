import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout
import CascadeTestSupport
import Testing

/// A key that keeps many cards shows its final count and first screen before the cards past that
/// screen are ordered (a later turn orders them): the first cards, then all of them, equal the
/// brute-force ranking, in input order, read backwards (`--tac`) and unsorted (`--no-sort`).
@Suite struct FilterFirstScreenTests {
  @Test(arguments: [(false, true), (true, true), (false, false), (true, false)])
  func firstScreenThenTheRestAreTheBruteForceRanking(reversed: Bool, sorts: Bool) throws {
    var rng = SplitMix64(seed: reversed ? 11 : 7)
    let pieces = ["ka", "Ki", "ru", "me", "a", "ta", "sa", "_", "/"]
    // Enough matches that the filter orders only the first screen at once (over 4 × 4,096 cards
    // change, so the section is replaced rather than described card by card).
    let titles = (0..<24_000).map { _ in
      (0..<Int.random(in: 1...5, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
    }
    var options = CardMatchOptions()
    options.sorts = sorts
    let ndjson = titles.map { #"{"title":"\#($0)"}"# }.joined(separator: "\n")
    let v = viewer(try collection(ndjson), size: Size(width: 60, height: 20)) {
      $0.columns = 3
      $0.matchOptions = options
      $0.order = ArrangementOptions(reversesInput: reversed)
    }
    let inOrder = reversed ? Array(titles.reversed()) : titles
    press(v, .character("/"))
    // "k" and the second "a" narrow the query: the cards that cannot reach the first screen are
    // only tested, and ranked after it (a floor carried over two keys for the last).
    for (index, key) in ["a", "k", "a"].enumerated() {
      type(v, key)
      // The first key keeps over 4 × 4,096 cards with those it hid: ranked, only the first ones
      // are put in order now, the rest on a later turn.
      if index == 0 {
        #expect(v.hasPendingWork == sorts, "\(v.filterText): the rest of the order waits for a later turn")
      }
      Self.expectRanking(v, FuzzyFilterTests.ranked(inOrder, query: v.filterText, options: options), firstCards: 30)
    }
  }

  /// Right after a key: the count is final and the first `firstCards` cards (read before anything
  /// past them) are `expected`'s; once the loop has no work left, every card is.
  static func expectRanking(_ v: Viewer, _ expected: [String], firstCards: Int) {
    let query = v.filterText
    #expect(v.source.filterShowsFinalCount, "\(query): the count is final after the key")
    #expect(v.source.shownCount == expected.count, "\(query): the count")
    _ = screen(v)
    let first = (0..<min(firstCards, expected.count)).map {
      v.source.record(at: v.source.indexPath(forFlatIndex: $0)!).title
    }
    #expect(first == Array(expected.prefix(firstCards)), "\(query): the first \(firstCards) cards")
    while v.hasPendingWork { v.advance() }
    let shown = FuzzyFilterTests.shownTitles(v)
    let differs = shown.indices.first { $0 >= expected.count || shown[$0] != expected[$0] }
    #expect(
      shown.count == expected.count && differs == nil,
      "\(query): every card; first difference at \(String(describing: differs))")
    #expect(v.collectionView.totalItemCount == expected.count)
  }

  /// Keys that narrow a query whose best matches all reach the highest score a term can: "k", then
  /// "a" ("ka" at a word start scores the most two characters can), then "r". The cards whose
  /// score cannot reach the first screen are left unranked (the test fails if none are), and the
  /// first screen, the count and then every card still equal the brute-force ranking, also after
  /// Backspace brings a run kept with unranked cards back.
  @Test func cardsLeftUnrankedBelowTheFloorStillRankInPlace() throws {
    var rng = SplitMix64(seed: 5)
    let pieces = ["ka", "Ki", "ru", "me", "a", "ta", "sa", "_", "/", " ", "kar", "sk"]
    let titles = (0..<30_000).map { _ in
      (0..<Int.random(in: 1...6, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
    }
    let ndjson = titles.map { #"{"title":"\#($0)"}"# }.joined(separator: "\n")
    let v = viewer(try collection(ndjson), size: Size(width: 60, height: 20)) { $0.columns = 3 }
    press(v, .character("/"))
    for key in ["k", "a", "r", "BS"] {
      if key == "BS" { press(v, .backspace) } else { type(v, key) }
      // The first 1,024 cards (what is ordered before the rest), not only the screen: a card
      // wrongly left unranked is missing among them.
      Self.expectRanking(
        v, FuzzyFilterTests.ranked(titles, query: v.filterText, options: CardMatchOptions()), firstCards: 1_024)
    }
    #expect(v.source.cardsLeftUnranked > 5_000, "only \(v.source.cardsLeftUnranked) cards were left unranked")
  }
}
