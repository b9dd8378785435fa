import CascadeData
import CascadeFilter
import CascadeLayout
import CascadeMatch
import CascadeView
import Dispatch

/// How the `/` filter reads a query and orders what it keeps: fzf's `--exact`, `-i` / `+i`,
/// `+x`, `--literal`, `--no-sort` and `--tiebreak`.
public struct CardMatchOptions: Hashable, Sendable {
  /// Smart case (default), `-i` or `+i`.
  public var caseMode = CaseMode.smart
  /// False for `--exact`: plain terms are substrings, `'` makes one fuzzy.
  public var fuzzy = true
  /// False for `--no-sort`: matches keep input order.
  public var sorts = true
  /// fzf's `--tiebreak` list after the score (`index`, always last, left out). The `/` filter
  /// orders equal scores by the whole list, as `--filter` does (`TiebreakOrder`), then by input
  /// order: the first in each card's rank, the rest among cards of equal rank.
  public var criteria: [TiebreakCriterion] = [.length]
  /// How equal scores are ordered: by length when the list names it, else by input order.
  public var tiebreak: Tiebreak {
    get { criteria.contains(.length) ? .length : .index }
    set { criteria = newValue == .length ? [.length] : [] }
  }
  /// False for fzf's `+x`: the query is one term, its `'`, `^`, `$`, `!`, `|` and spaces plain text.
  public var extended = true
  /// False for fzf's `--literal`: Latin letters with diacritics match only as typed, not as their
  /// ASCII letters.
  public var normalizes = true
  /// fzf's `--algo`: `v1` takes a fuzzy term's first alignment rather than its best.
  public var algorithm = FuzzyAlgorithm.v2
  /// fzf's `--scheme`: how word starts are weighed (`history` also wants no tiebreak criteria).
  public var scheme = MatchScheme.default

  /// fzf's defaults.
  public init() {}
}

/// The `/` filter's matching for `RankedFilter`: CascadeMatch's scoring of a query against the
/// cards' match texts on every core, plus the field terms of `CardQuery` for the cards that pass.
final class CardMatcher: ItemMatcher {
  let candidates: RecordCandidates
  var options: CardMatchOptions
  /// The sections and order the filters' item positions refer to (`--group-by`, `--sort-by`).
  var arrangement: RecordArrangement?
  /// The cards narrowing keys have left unranked below the floor, over the matcher's life: for
  /// tests that show the floor was used.
  package private(set) var cardsLeftUnranked = 0

  init(candidates: RecordCandidates, options: CardMatchOptions) {
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
    // Items are positions in the arrangement's section; texts are kept by the collection's own
    // index paths. In input order they are the same, and the items are matched as they are (no
    // index path made per item: this is the path a keystroke over a million lines takes).
    if arrangement?.isInputOrder ?? true {
      guard let highest = items.max() else { return [] }
      let texts = candidates.candidates(section: section, upTo: highest + 1)
      let sorts = query.isSortable
      if query.fieldTerms.isEmpty && !needsMatchedPlaces(texts: candidates) {
        // Ranked on the matching threads.
        let byLength = options.criteria.first == .length
        return ParallelMatcher.matches(
          query.textQuery, prefilter: query.prefilter, in: texts, indices: items, floor: nil
        ) {
          RankedItem(
            item: $0.index, rank: sorts ? Self.rank(score: $0.score, length: $0.trimmedLength, byLength: byLength) : 0)
        }.scored
      }
      let found = ParallelMatcher.matches(query.textQuery, prefilter: query.prefilter, in: texts, indices: items)
      let fieldScores =
        query.fieldTerms.isEmpty ? nil : fieldScores(query, section: section, items: found.map(\.index), texts: texts)
      var result: [RankedItem] = []
      result.reserveCapacity(found.count)
      let scratch = FuzzyMatcher()
      for (position, match) in found.enumerated() {
        var score = match.score
        if let fieldScores {
          guard let fieldScore = fieldScores[position] else { continue }
          score = min(score + fieldScore, 0xFFFF)
        }
        let rank =
          sorts
          ? rank(query.textQuery, score: score, match: match, section: section, texts: texts, scratch: scratch) : 0
        result.append(RankedItem(item: match.index, rank: rank))
      }
      return result
    }
    let paths: [IndexPath]
    if let arrangement, !arrangement.isInputOrder {
      paths = items.map { arrangement.modelIndexPath(of: IndexPath(item: $0, section: section)) }
    } else {
      paths = items.map { IndexPath(item: $0, section: section) }
    }
    var positionsBySection: [Int: [Int]] = [:]
    for (offset, path) in paths.enumerated() { positionsBySection[path.section, default: []].append(offset) }
    let sorts = query.isSortable
    let scratch = FuzzyMatcher()
    var result: [(offset: Int, item: RankedItem)] = []
    for (modelSection, offsets) in positionsBySection.sorted(by: { $0.key < $1.key }) {
      let modelItems = offsets.map { paths[$0].item }
      guard let highest = modelItems.max() else { continue }
      let texts = candidates.candidates(section: modelSection, upTo: highest + 1)
      let found = ParallelMatcher.matches(query.textQuery, prefilter: query.prefilter, in: texts, indices: modelItems)
      // `found` keeps the order of `modelItems` (distinct): walk both to find each one's offset.
      var walk = 0
      for match in found {
        while modelItems[walk] != match.index { walk += 1 }
        var score = match.score
        if !query.fieldTerms.isEmpty {
          let model = IndexPath(item: match.index, section: modelSection)
          guard let fieldScore = fieldScore(query, model: model, texts: texts) else { continue }
          score = min(score + fieldScore, 0xFFFF)
        }
        let offset = offsets[walk]
        let rank =
          sorts
          ? rank(query.textQuery, score: score, match: match, section: modelSection, texts: texts, scratch: scratch) : 0
        result.append((offset, RankedItem(item: items[items.startIndex + offset], rank: rank)))
      }
    }
    if positionsBySection.count > 1 { result.sort { $0.offset < $1.offset } }
    return result.map(\.item)
  }

  /// The cards among `items` that `query` keeps, leaving unranked those whose rank cannot reach
  /// `floor`: a fuzzy term that grew by characters raises no card's score past a ceiling known
  /// from its previous score (`MatchQuery.scoreCeiling(from:)`), and the tiebreak below the score
  /// in a rank (the text's length) is the same for every query, so a card whose previous rank,
  /// with its score raised to that ceiling, stays below the floor is only tested for a match (a
  /// search for the term's characters in order). It comes back with that as the bound of its rank.
  /// Any other query, or a query with field terms, under `--group-by`/`--sort-by` or `--no-sort`,
  /// ranks every card (`matches(_:section:among:)`).
  /// - Complexity: as `matches(_:section:among:)`; an unranked card costs a byte search.
  func matches(
    _ query: CardQuery, narrowing previous: CardQuery, section: Int, among items: ArraySlice<Int>,
    previousRanks: ArraySlice<UInt32>,
    floor: UInt32
  ) -> NarrowedMatches {
    guard arrangement?.isInputOrder ?? true, query.fieldTerms.isEmpty, previous.fieldTerms.isEmpty, query.isSortable,
      !needsMatchedPlaces(texts: candidates), let ceiling = query.textQuery.scoreCeiling(from: previous.textQuery),
      let highest = items.max()
    else { return NarrowedMatches(ranked: matches(query, section: section, among: items)) }
    let texts = candidates.candidates(section: section, upTo: highest + 1)
    // A rank is the key a score floor compares: the score above, the query-independent tiebreak
    // below (the length, or nothing: `needsMatchedPlaces`); an unknown rank (`UInt32.max`) is always scored.
    let scoreFloor = ScoreFloor(previousKeys: Array(previousRanks), ceiling: ceiling, floor: floor)
    let byLength = options.criteria.first == .length
    let found = ParallelMatcher.matches(
      query.textQuery, prefilter: query.prefilter, in: texts, indices: items, floor: scoreFloor
    ) {
      RankedItem(item: $0.index, rank: Self.rank(score: $0.score, length: $0.trimmedLength, byLength: byLength))
    }
    let unranked = found.belowFloor.map { offset in
      RankedItem(item: items[items.startIndex + offset], rank: scoreFloor.ceiling(ofCandidateAt: offset) ?? UInt32.max)
    }
    cardsLeftUnranked += unranked.count
    return NarrowedMatches(ranked: found.scored, unranked: unranked)
  }

  /// True when a match's rank needs more than its score and the candidate's length: the first
  /// `--tiebreak` criterion is `begin`, `end` or `chunk` (where the query matched), or the length
  /// is the title's while `--nth` fields are matched. Such ranks depend on the query, so a
  /// narrowing query ranks every card rather than bounding ranks by the previous ones.
  private func needsMatchedPlaces(texts: RecordCandidates) -> Bool {
    guard let first = options.criteria.first else { return false }
    return first != .length || texts.matchesFields
  }

  /// A match's rank: its score above, the first `--tiebreak` criterion's points below
  /// (`TiebreakOrder.rank`), measured as `--filter` measures them.
  /// - Complexity: O(1) for `length`; a match with positions per query group otherwise.
  private func rank(
    _ query: MatchQuery, score: Int, match: RankedMatch, section: Int, texts: SectionCandidates,
    scratch: FuzzyMatcher
  ) -> UInt32 {
    guard let first = options.criteria.first else {
      return TiebreakOrder.rank(score: score, firstPoints: nil, sorts: true)
    }
    let length =
      candidates.matchesFields ? candidates.titleLength(section: section, item: match.index) : match.trimmedLength
    let points =
      first == .length
      ? min(length, 0xFFFF)
      : texts.withBytes(at: match.index) {
        TiebreakOrder.points([first], query: query, bytes: $0, trimmedLength: length, scratch: scratch)[0]
      }
    return TiebreakOrder.rank(score: score, firstPoints: points, sorts: true)
  }

  /// The rank of a score and a length (shorter first) on the matching threads, which do not read
  /// the options: `TiebreakOrder.rank` with the length as the first criterion's points.
  private static func rank(score: Int, length: Int, byLength: Bool) -> UInt32 {
    TiebreakOrder.rank(score: score, firstPoints: byLength ? length : nil, sorts: true)
  }

  /// Matches per slice when field terms are scored on every core (at least: a sixteenth of them).
  private static let fieldScoreSlice = 1_024

  /// The summed scores of the field terms for each of `items` (records of `section`), nil where
  /// one fails: `fieldScore`'s, but when the records come from a store, on every core, a CSV row's
  /// field read from its bytes (`RecordStore.fieldValues`), any other field from the record, made
  /// without the store's cache.
  /// - Complexity: O(length of the records), spread over the cores.
  private func fieldScores(_ query: CardQuery, section: Int, items: [Int], texts: SectionCandidates) -> [Int?] {
    guard let store = candidates.recordStore, section == 0 else {
      return items.map { fieldScore(query, model: IndexPath(item: $0, section: section), texts: texts) }
    }
    let terms = query.fieldTerms
    let readers = terms.map { store.fieldValues(lowercasedKey: $0.key) }
    let sliceSize = max(Self.fieldScoreSlice, (items.count + 15) / 16)
    let sliceCount = (items.count + sliceSize - 1) / sliceSize
    let slices = UnsafeMutableBufferPointer<[Int?]>.allocate(capacity: sliceCount)
    slices.initialize(repeating: [])
    defer { slices.deinitialize().deallocate() }
    let results = SliceSlots(slices)
    let body: @Sendable (Int) -> Void = { slice in
      let scratch = FuzzyMatcher()
      var values = CSVRowValues()
      var scores: [Int?] = []
      scores.reserveCapacity(sliceSize)
      for item in items[(slice * sliceSize)..<min(items.count, (slice + 1) * sliceSize)] {
        var record: Record?
        var total: Int? = 0
        for (term, reader) in zip(terms, readers) {
          guard let sum = total else { break }
          let known: Int?? = reader?.withValue(at: item, values: &values) { value -> Int?? in
            switch value {
            case .present(let bytes): return .some(scratch.match(term.pattern, bytes: bytes)?.score)
            case .absent: return .some(texts.withBytes(at: item) { scratch.match(term.asText, bytes: $0)?.score })
            case .unknown: return nil
            }
          }
          let score: Int?
          if let known {
            score = known
          } else {
            if record == nil { record = store.uncachedRecord(at: item) }
            score = Self.fieldTermScore(term, record: record!, item: item, texts: texts, scratch: scratch)
          }
          total = score.map { sum + $0 }
        }
        scores.append(total)
      }
      results.buffer[slice] = scores
    }
    if sliceCount == 1 {
      body(0)
    } else {
      DispatchQueue.concurrentPerform(iterations: sliceCount, execute: body)
    }
    return slices.flatMap { $0 }
  }

  /// The score of field term `term` for `record` (record `item` of `texts`), nil when it fails.
  private static func fieldTermScore(
    _ term: CardQuery.FieldTerm, record: Record, item: Int, texts: SectionCandidates, scratch: FuzzyMatcher
  ) -> Int? {
    if let field = record.fields.first(where: { $0.key.lowercased() == term.key }) {
      return scratch.match(term.pattern, text: field.value)?.score
    }
    return texts.withBytes(at: item) { scratch.match(term.asText, bytes: $0) }?.score
  }

  /// The summed scores of the field terms for a card, or nil when one fails.
  private func fieldScore(_ query: CardQuery, model: IndexPath, texts: SectionCandidates) -> Int? {
    let record = candidates.collection.record(at: model)
    let scratch = FuzzyMatcher()
    var total = 0
    for term in query.fieldTerms {
      guard let score = Self.fieldTermScore(term, record: record, item: model.item, texts: texts, scratch: scratch)
      else { return nil }
      total += score
    }
    return total
  }

  /// The characters of `record`'s card that `query` matched, for drawing.
  /// - Complexity: O(card text length × query length).
  func highlights(of record: Record, query: CardQuery, cardFields: CardFields) -> CardHighlights {
    let lines = cardFields.lines(of: record)
    let text = CardMatchText(title: record.title, body: record.body, values: lines.map(\.value))
    let scratch = FuzzyMatcher()
    var extra: [Int: Set<Int>] = [:]
    for term in query.fieldTerms {
      guard let line = lines.firstIndex(where: { $0.key.lowercased() == term.key }),
        let match = scratch.match(term.pattern, text: lines[line].value, withPositions: true)
      else { continue }
      extra[line, default: []].formUnion(match.positions)
    }
    let positions: [Int]
    if query.textQuery.isEmpty {
      positions = []
    } else if let fieldMatching = fieldMatching(of: candidates.collection) {
      positions = titleFieldPositions(query.textQuery, title: record.title, fields: fieldMatching, scratch: scratch)
    } else {
      positions = scratch.match(query.textQuery, text: text.text, withPositions: true)?.positions ?? []
    }
    return text.highlights(positions, extraFieldValues: extra)
  }

  /// The title's characters `query` matched in its `--nth` fields: positions in the fields'
  /// joined text, moved back to where each field sits in the title.
  /// - Complexity: O(title length × query length).
  private func titleFieldPositions(
    _ query: MatchQuery, title: String, fields: any FieldMatchingCollection, scratch: FuzzyMatcher
  ) -> [Int] {
    let bytes = Array(title.utf8)
    let ranges = fields.matchedRanges(ofTitle: bytes)
    guard let found = scratch.match(query, text: fields.matchedText(ofTitle: bytes).utf8String, withPositions: true)
    else { return [] }
    // Each range's first scalar in the joined text and in the title.
    func scalars(_ slice: ArraySlice<UInt8>) -> Int { slice.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) } }
    var starts: [(joined: Int, title: Int, count: Int)] = []
    var joined = 0
    for range in ranges {
      let count = scalars(bytes[range])
      starts.append((joined, scalars(bytes[..<range.lowerBound]), count))
      joined += count
    }
    return found.positions.compactMap { position in
      starts.first { position >= $0.joined && position < $0.joined + $0.count }.map { position - $0.joined + $0.title }
    }
  }
}

extension Array where Element == UInt8 {
  /// The bytes as UTF-8 text.
  fileprivate var utf8String: String { String(decoding: self, as: UTF8.self) }
}
