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
    let titles = (0..<24_000).map { _ in (0..<Int.random(in: 1...5, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined() }
    var options = CardMatchOptions()
    options.sorts = sorts
    let ndjson = titles.map { #"{"title":"\#($0)"}"# }.joined(separator: "\n")
    let v = viewer(try collection(ndjson), size: Size(width: 60, height: 20)) {
      $0.columns = 3
      $0.matchOptions = options
      $0.order = RecordOrder(reversesInput: reversed)
    }
    let inOrder = reversed ? Array(titles.reversed()) : titles
    press(v, .character("/"))
    for key in ["a", "k"] {
      type(v, key)
      let query = v.filterText
      let expected = FuzzyFilterTests.ranked(inOrder, query: query, options: options)
      #expect(v.source.filterShowsFinalCount, "\(query): the count is final after the key")
      // The first key keeps over 4 × 4,096 cards with those it hid: ranked, only the first ones
      // are put in order now, the rest on a later turn.
      if key == "a" { #expect(v.hasPendingWork == sorts, "\(query): the rest of the order waits for a later turn") }
      #expect(v.source.shownCount == expected.count, "\(query): the count")
      _ = screen(v)
      let first = (0..<min(30, expected.count)).map { v.source.record(at: v.source.indexPath(forFlatIndex: $0)!).title }
      #expect(first == Array(expected.prefix(30)), "\(query): the first screen")
      while v.hasPendingWork { v.advance() }
      let shown = FuzzyFilterTests.shownTitles(v)
      let differs = shown.indices.first { $0 >= expected.count || shown[$0] != expected[$0] }
      #expect(shown.count == expected.count && differs == nil, "\(query): every card; first difference at \(String(describing: differs))")
      #expect(v.collectionView.totalItemCount == expected.count)
    }
  }
}
