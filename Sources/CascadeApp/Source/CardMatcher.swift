import CascadeData
import CascadeLayout
import CascadeMatch
import CascadeView

/// How the `/` filter reads a query and orders what it keeps: fzf's `--exact`, `-i` / `+i`,
/// `--no-sort` and `--tiebreak`.
public struct CardMatchOptions: Hashable, Sendable {
  /// Smart case (default), `-i` or `+i`.
  public var caseMode = CaseMode.smart
  /// False for `--exact`: plain terms are substrings, `'` makes one fuzzy.
  public var fuzzy = true
  /// False for `--no-sort`: matches keep input order.
  public var sorts = true
  /// How equal scores are ordered.
  public var tiebreak = Tiebreak.length

  /// fzf's defaults.
  public init() {}
}

/// The `/` filter's matching for `RankedFilter`: CascadeMatch's scoring of a query against the
/// cards' match texts on every core, plus the field terms of `CardQuery` for the cards that pass.
final class CardMatcher: ItemMatcher {
  let candidates: CardCandidates
  var options: CardMatchOptions

  init(candidates: CardCandidates, options: CardMatchOptions) {
    self.candidates = candidates
    self.options = options
  }

  func matchesEverything(_ query: CardQuery) -> Bool { query.isEmpty }

  func query(_ query: CardQuery, narrows previous: CardQuery) -> Bool { query.narrows(previous) }

  /// The cards among `items` the query keeps, ranked by score, then (with the length tiebreak)
  /// the shorter text; a query of negations only ranks every card the same.
  /// - Complexity: O(length of the texts tested), spread over the cores; field terms make the
  ///   record of each card whose text matched.
  func matches(_ query: CardQuery, section: Int, among items: ArraySlice<Int>) -> [RankedItem] {
    guard let highest = items.max() else { return [] }
    let texts = candidates.candidates(section: section, upTo: highest + 1)
    let found = ParallelMatcher.matches(query.textQuery, prefilter: query.prefilter, in: texts, indices: items)
    let sorts = query.isSortable
    var result: [RankedItem] = []
    result.reserveCapacity(found.count)
    for match in found {
      var score = match.score
      if !query.fieldTerms.isEmpty {
        guard let fieldScore = fieldScore(query, item: match.index, section: section, texts: texts) else { continue }
        score = min(score + fieldScore, 0xFFFF)
      }
      result.append(RankedItem(item: match.index, rank: sorts ? rank(score: score, length: match.trimmedLength) : 0))
    }
    return result
  }

  /// The rank of a score: the score above, the length tiebreak (shorter first) below.
  private func rank(score: Int, length: Int) -> UInt32 {
    let tiebreak = options.tiebreak == .length ? UInt32(0xFFFF - min(length, 0xFFFF)) : 0
    return UInt32(score) << 16 | tiebreak
  }

  /// The summed scores of the field terms for a card, or nil when one fails.
  private func fieldScore(_ query: CardQuery, item: Int, section: Int, texts: SectionCandidates) -> Int? {
    let record = candidates.collection.record(at: IndexPath(item: item, section: section))
    let scratch = MatchScratch()
    var total = 0
    for term in query.fieldTerms {
      if let field = record.fields.first(where: { $0.key.lowercased() == term.key }) {
        guard let match = scratch.match(term.pattern, text: field.value) else { return nil }
        total += match.score
      } else {
        guard let match = texts.withBytes(at: item, { scratch.match(term.asText, bytes: $0) }) else { return nil }
        total += match.score
      }
    }
    return total
  }

  /// The characters of `record`'s card that `query` matched, for drawing.
  /// - Complexity: O(card text length × query length).
  func highlights(of record: Record, query: CardQuery, cardFields: CardFields) -> CardHighlights {
    let lines = cardFields.lines(of: record)
    let text = CardMatchText(title: record.title, body: record.body, values: lines.map(\.value))
    let scratch = MatchScratch()
    var extra: [Int: Set<Int>] = [:]
    for term in query.fieldTerms {
      guard let line = lines.firstIndex(where: { $0.key.lowercased() == term.key }),
            let match = scratch.match(term.pattern, text: lines[line].value, withPositions: true) else { continue }
      extra[line, default: []].formUnion(match.positions)
    }
    let positions = query.textQuery.isEmpty ? [] : scratch.match(query.textQuery, text: text.text, withPositions: true)?.positions ?? []
    return text.highlights(positions, extraFieldValues: extra)
  }
}
