import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout
import CascadeMatch
import CascadeTestSupport
import Testing

/// The `/` filter ranks with CascadeMatch and highlights what matched.
@Suite struct FuzzyFilterTests {
  /// The brute-force ranking: every title CascadeMatch matches, by score (highest first), then
  /// the shorter, then the earlier.
  static func ranked(_ titles: [String], query: String, options: CardMatchOptions = CardMatchOptions()) -> [String] {
    rankedIndices(titles, query: query, options: options).map { titles[$0] }
  }

  /// `ranked` as indices into `titles`.
  static func rankedIndices(_ titles: [String], query: String, options: CardMatchOptions = CardMatchOptions()) -> [Int]
  {
    let parsed = MatchQuery(query, caseMode: options.caseMode, fuzzy: options.fuzzy, normalize: options.normalizes)
    let scratch = FuzzyMatcher()
    let matches = titles.indices.compactMap { index in scratch.match(parsed, text: titles[index]).map { (index, $0) } }
    guard options.sorts, parsed.isSortable else { return matches.map(\.0) }
    return matches.sorted { a, b in
      if a.1.score != b.1.score { return a.1.score > b.1.score }
      if options.tiebreak == .length && a.1.trimmedLength != b.1.trimmedLength {
        return a.1.trimmedLength < b.1.trimmedLength
      }
      return a.0 < b.0
    }.map(\.0)
  }

  /// The titles shown, in shown order.
  static func shownTitles(_ v: Viewer) -> [String] {
    (0..<v.source.shownCount).map { v.source.record(at: v.source.indexPath(forFlatIndex: $0)!).title }
  }

  /// Random typing, deleting and clearing over random cards, with random matching options: once
  /// the filter has run, the cards shown are exactly CascadeMatch's matches sorted by brute force,
  /// and the collection view shows that many with a valid focus.
  @Test func shownCardsAreTheBruteForceRanking() throws {
    let pieces = ["ka", "Ki", "ru", "me", "no", "a", "ta", "瀑", "布", "É", "'", "^", "$", "!", "|", " "]
    let failure = try withEvery("seed", in: 0..<300) { seed, rng -> String? in
      let count = Int.random(in: 0...60, using: &rng)
      let titles = (0..<count).map { _ in
        (0..<Int.random(in: 1...6, using: &rng)).map { _ in pieces[Int.random(in: 0..<10, using: &rng)] }.joined(
          separator: Bool.random(using: &rng) ? "" : " ")
      }
      var options = CardMatchOptions()
      options.caseMode = [CaseMode.smart, .insensitive, .sensitive].randomElement(using: &rng)!
      options.fuzzy = Int.random(in: 0..<4, using: &rng) > 0
      options.sorts = Int.random(in: 0..<4, using: &rng) > 0
      options.tiebreak = Bool.random(using: &rng) ? .length : .index
      let ndjson = titles.map { #"{"title":"\#($0)"}"# }.joined(separator: "\n")
      let v = viewer(try collection(ndjson), size: Size(width: 40, height: 12)) {
        $0.columns = 2; $0.matchOptions = options
      }
      press(v, .character("/"))
      for step in 0..<20 {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0...6: type(v, pieces.randomElement(using: &rng)!)
        case 7: press(v, .backspace)
        case 8: press(v, .control("w"))
        default: press(v, .control("u"))
        }
        while v.hasPendingWork { v.advance() }
        let expected = v.filterText.isEmpty ? titles : Self.ranked(titles, query: v.filterText, options: options)
        let shown = Self.shownTitles(v)
        if shown != expected {
          return "step \(step), filter \(v.filterText.debugDescription): shows \(shown), expected \(expected)"
        }
        if v.collectionView.totalItemCount != expected.count {
          return "step \(step): the collection view has \(v.collectionView.totalItemCount) items"
        }
        if !expected.isEmpty && v.collectionView.focusedIndexPath == nil { return "step \(step): no focus" }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// The best match comes first (a word-start match beats one inside a word), and when the
  /// focused card is hidden the focus goes to it.
  @Test func theBestMatchIsTheFirstCard() throws {
    let titles = ["sun", "xxmoonyy", "the moon", "mxoxoxn", "Moon river"]
    let v = viewer(
      try collection(titles.map { #"{"title":"\#($0)"}"# }.joined(separator: "\n")), size: Size(width: 60, height: 20))
    press(v, .character("/"))
    type(v, "moon")
    #expect(Self.shownTitles(v) == Self.ranked(titles, query: "moon"))
    #expect(Self.shownTitles(v).first == "the moon")
    #expect(
      v.source.record(at: try #require(v.collectionView.focusedIndexPath)).title == "the moon",
      "the focus goes to the best card")
  }

  /// The characters that matched are drawn in the theme's match style: bold and underlined in the
  /// plain theme, in the title and in a field term's field line; nothing else is.
  @Test func matchedCharactersAreHighlighted() throws {
    let cards = #"{"title":"alpha beta","body":"one two three four five","year":"1999"}"#
    let v = viewer(try collection(cards), size: Size(width: 24, height: 12))
    press(v, .character("/"))
    type(v, "'beta year:^19 'four")
    #expect(v.source.shownCount == 1)
    let buffer = drawnThroughScreen(v).buffer
    var underlined = ""
    var rows: [Int] = []
    for y in 0..<buffer.size.height - 1 {
      for x in 0..<buffer.size.width where buffer[x, y].style.attributes.contains(.underline) {
        underlined.append(buffer[x, y].grapheme)
        if rows.last != y { rows.append(y) }
        #expect(buffer[x, y].style.attributes.contains(.bold))
      }
    }
    #expect(underlined == "betafour19", "the title's beta, the body's four, the field's 19")
    #expect(rows.count == 3)
    let lines = buffer.lines()
    #expect(lines[rows[0]].contains("alpha beta"))
    #expect(lines[rows[2]].contains("year: 1999"))
  }

  /// A fuzzy match highlights the characters the alignment chose, and the selection mark before a
  /// selected title does not shift them.
  @Test func fuzzyPositionsAreHighlightedAfterTheSelectionMark() throws {
    let v = viewer(try collection(#"{"title":"src/main.swift"}"#), size: Size(width: 30, height: 8)) {
      $0.allowsMultipleSelection = true
    }
    press(v, .space, .character("/"))
    type(v, "smain")
    let buffer = drawnThroughScreen(v).buffer
    let row = try #require(buffer.lines().firstIndex { $0.contains("src/main.swift") })
    let line = buffer.lines()[row]
    let start = try #require(line.range(of: "src/main.swift")).lowerBound
    let column = line.distance(from: line.startIndex, to: start)
    let marked = (0..<14).map { buffer[column + $0, row].style.attributes.contains(.underline) }
    let expected = FuzzyMatcher().match(MatchQuery("smain"), text: "src/main.swift", withPositions: true)!.positions
    #expect(marked == (0..<14).map { expected.contains($0) })
    #expect(expected == [0, 4, 5, 6, 7])
  }

  /// `key:pattern` matches within the field only; a record without the field matches the term as
  /// text, so a link still matches `http://`.
  @Test func fieldTermsMatchWithinTheirField() throws {
    let cards = """
      {"title":"one","genre":"horror","year":"1999"}
      {"title":"two horror","genre":"comedy","year":"2001"}
      {"title":"see http://example.org"}
      """
    let v = viewer(try collection(cards), size: Size(width: 60, height: 20))
    press(v, .character("/"))
    type(v, "genre:hor")
    #expect(Self.shownTitles(v) == ["one"])
    press(v, .control("u"))
    type(v, "!genre:horror")
    #expect(
      Self.shownTitles(v) == ["two horror", "see http://example.org"],
      "the card without a genre has no horror in its text")
    press(v, .control("u"))
    type(v, "http://ex")
    #expect(Self.shownTitles(v) == ["see http://example.org"])
  }
}
