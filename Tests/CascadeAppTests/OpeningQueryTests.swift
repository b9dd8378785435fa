import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout
import CascadeTestSupport
import Testing

/// An opening `-q` is set before the reader has published a record, or after a few: whatever
/// the moment, the viewer settles on the cards the same query typed after loading shows.
@Suite struct OpeningQueryTests {
  static let keys = ["status", "user.login", "tag"]
  static let words = ["paid", "refunded", "torv", "octo", "zeb", "ka", "ru"]

  /// Records whose every field holds one or two of `words`.
  static func records(_ count: Int, using rng: inout SplitMix64) -> [Record] {
    (0..<count).map { index in
      let fields = keys.map { key in
        RecordField(
          key: key,
          value: (0..<Int.random(in: 1...2, using: &rng)).map { _ in words.randomElement(using: &rng)! }.joined())
      }
      return Record(title: "r\(index)", original: "r\(index)", fields: fields)
    }
  }

  /// One to three terms: field terms (`status:paid`, `user.login:'torv`, `!tag:zeb`), a key no
  /// record has, or plain words.
  static func query(using rng: inout SplitMix64) -> String {
    (0..<Int.random(in: 1...3, using: &rng)).map { _ in
      let word = words.randomElement(using: &rng)!
      switch Int.random(in: 0..<6, using: &rng) {
      case 0: return "!" + keys.randomElement(using: &rng)! + ":" + word
      case 1: return keys.randomElement(using: &rng)! + ":'" + word
      case 2: return "missing:" + word
      case 3: return word
      default: return keys.randomElement(using: &rng)! + ":" + word
      }
    }.joined(separator: " ")
  }

  /// The model items `viewer` shows, in order, once its filter and loading are done.
  static func settled(_ viewer: Viewer) -> [Int]? {
    var turns = 0
    while viewer.hasPendingWork || viewer.isLoading || viewer.source.isFiltering {
      viewer.advance()
      turns += 1
      if turns > 100_000 { return nil }
    }
    return (0..<viewer.source.shownCount).map {
      viewer.source.modelIndexPath(of: viewer.source.indexPath(forFlatIndex: $0)!).item
    }
  }

  @Test func anOpeningQueryShowsWhatTheTypedQueryShows() throws {
    let failure = try withEvery("seed", in: 0..<300) { seed, rng -> String? in
      let all = Self.records(Int.random(in: 1...200, using: &rng), using: &rng)
      let query = Self.query(using: &rng)
      // Typed once every record is in.
      let loaded = GrowingCollection()
      loaded.append(all)
      loaded.finish()
      let typed = viewer(loaded, size: Size(width: 40, height: 12))
      _ = Self.settled(typed)
      press(typed, .character("/"))
      type(typed, query)
      guard let expected = Self.settled(typed) else { return "the typed query never settled" }
      // Set as the command sets `-q`: before the first record (half the starts) or a few records
      // in, the rest arriving in batches between loop turns.
      let input = GrowingCollection()
      var published = Bool.random(using: &rng) ? 0 : Int.random(in: 0...all.count, using: &rng)
      input.append(Array(all[..<published]))
      let opened = viewer(input, size: Size(width: 40, height: 12))
      opened.source.filterSliceSize = Int.random(in: 1...64, using: &rng)
      opened.setFilter(query)
      while published < all.count {
        let batch = min(all.count - published, Int.random(in: 1...50, using: &rng))
        input.append(Array(all[published..<published + batch]))
        published += batch
        for _ in 0..<Int.random(in: 0...3, using: &rng) { opened.advance() }
      }
      input.finish()
      guard let shown = Self.settled(opened) else { return "the opening query never settled" }
      guard Set(shown) == Set(expected) else {
        return "\(query.debugDescription): opening shows \(shown.count) \(shown.prefix(8)), typed \(expected.count)"
      }
      // An exact field term alone has a plain answer: the records whose field holds the word.
      if query.hasPrefix("status:'") || query.hasPrefix("user.login:'") || query.hasPrefix("tag:'"),
        !query.contains(" ")
      {
        let key = String(query.prefix { $0 != ":" })
        let word = String(query.drop { $0 != "'" }.dropFirst())
        let brute = all.indices.filter { all[$0].fields.first { $0.key == key }!.value.contains(word) }
        guard Set(expected) == Set(brute) else { return "\(query.debugDescription): typed \(expected), brute \(brute)" }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
