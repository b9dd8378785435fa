import CascadeFilter
import CascadeLayout
import CascadeMatch

/// The `--tiebreak` criteria after the first: a rank holds the score and the first criterion's
/// points only, so cards of equal rank are put in order by the rest of the list here, after the
/// filter's sort, as `--filter` orders them (`TiebreakOrder.reorder`). The default list (`length`
/// alone) breaks no ties, so its ranking costs nothing more.
extension CardMatcher {
  /// True for a list of two or three criteria, when the query ranks at all.
  func breaksTies(_ query: CardQuery) -> Bool {
    options.sorts && options.criteria.count > 1 && query.isSortable
  }

  /// `items` (positions in `section` of equal rank, ascending) by the points of the criteria
  /// after the first, then in model order.
  /// - Complexity: O(r log r) for r items, plus a match with positions per query group and item
  ///   when `begin`, `end` or `chunk` is among those criteria.
  func orderingTies(_ items: [Int], query: CardQuery, section: Int) -> [Int] {
    let rest = Array(options.criteria.dropFirst())
    let scratch = FuzzyMatcher()
    let paths = items.map { item -> IndexPath in
      let path = IndexPath(item: item, section: section)
      guard let arrangement, !arrangement.isInputOrder else { return path }
      return arrangement.modelIndexPath(of: path)
    }
    var textsBySection: [Int: SectionCandidates] = [:]
    for (modelSection, items) in Dictionary(grouping: paths, by: \.section) {
      textsBySection[modelSection] = candidates.candidates(
        section: modelSection, upTo: (items.map(\.item).max() ?? 0) + 1)
    }
    let keys = paths.map { path in
      tiebreakPoints(rest, query: query.textQuery, model: path, texts: textsBySection[path.section]!, scratch: scratch)
    }
    return items.indices.sorted { a, b in
      keys[a] != keys[b] ? keys[a].lexicographicallyPrecedes(keys[b]) : items[a] < items[b]
    }.map { items[$0] }
  }

  /// The points of `criteria` for the card at `model`, measured as `--filter` measures them: the
  /// length is the title's while `--nth` fields are matched.
  /// - Complexity: O(text length) plus a match with positions per query group, when a criterion
  ///   other than `length` is named.
  func tiebreakPoints(
    _ criteria: [TiebreakCriterion], query: MatchQuery, model: IndexPath, texts: SectionCandidates,
    scratch: FuzzyMatcher
  ) -> [Int] {
    texts.withBytes(at: model.item) { bytes in
      let length =
        candidates.matchesFields
        ? candidates.titleLength(section: model.section, item: model.item)
        : TiebreakOrder.trimmedLength(of: Array(bytes))
      return TiebreakOrder.points(criteria, query: query, bytes: bytes, trimmedLength: length, scratch: scratch)
    }
  }
}
