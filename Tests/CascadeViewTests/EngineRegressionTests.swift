import CascadeCanvas
import CascadeLayout
import CascadeTestSupport
import CascadeView
import Testing

/// Behaviour that once went wrong: each test names what it guards.
@MainActor @Suite struct EngineRegressionTests {
  /// A million items, each 3 rows, in four columns.
  func huge() -> EngineHarness {
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    let model = LetterModel([(0..<1_000_000).map { LetterModel.Item(letter: letters[$0 % 26], height: 3 + $0 % 5) }])
    let h = EngineHarness(model: model, columns: 4, size: Size(width: 80, height: 24))
    h.collectionView.isPagingEnabled = true
    _ = h.screen()
    return h
  }

  /// Keys at the edges of a huge collection must not place every item: left in the first column,
  /// right in the last, up at the top, page up at the top.
  @Test func keysAtTheEdgesStayLazy() {
    let h = huge()
    let cv = h.collectionView
    #expect(!cv.moveFocus(.left))
    #expect(!cv.moveFocus(.up))
    cv.scrollPage(-1)
    for _ in 0..<3 { cv.moveFocus(.right) }
    #expect(!cv.moveFocus(.right))
    #expect(h.waterfall.placedItemCount < 2_000, "placed \(h.waterfall.placedItemCount) items")
    cv.scrollPage(1)
    cv.moveFocus(.down)
    #expect(h.waterfall.placedItemCount < 2_000, "placed \(h.waterfall.placedItemCount) items")
  }

  /// Paging forward through a card taller than the viewport moves a page at a time instead of
  /// snapping back to the card's top; paging back returns the same way.
  @Test func pagingStepsThroughATallCard() {
    let model = LetterModel([
      [.init(letter: "t", height: 40), .init(letter: "a", height: 3), .init(letter: "b", height: 3)]
    ])
    let h = EngineHarness(model: model, columns: 1, size: Size(width: 9, height: 10))
    h.collectionView.isPagingEnabled = true
    _ = h.screen()
    var offsets: [Int] = []
    for _ in 0..<5 {
      h.collectionView.scrollPage(1)
      offsets.append(h.collectionView.contentOffset.y)
    }
    #expect(offsets == offsets.sorted() && Set(offsets).count >= 4, "\(offsets)")
    #expect(offsets.last == h.collectionView.contentSize.height - 10, "reaches the end: \(offsets)")
    var back: [Int] = []
    for _ in 0..<6 {
      h.collectionView.scrollPage(-1)
      back.append(h.collectionView.contentOffset.y)
    }
    #expect(back.last == 0 && back == back.sorted(by: >), "\(back)")
  }

  /// The visible set is empty between a batch update and the next frame, not stale.
  @Test func visibleSetIsNotStaleAfterAnUpdate() {
    let h = EngineHarness(model: LetterModel(letters: "abcd", heights: [1, 1, 1, 1]))
    _ = h.screen()
    #expect(!h.collectionView.indexPathsForVisibleItems.isEmpty)
    h.model.sections[0].removeAll()
    h.collectionView.performBatchUpdates { $0.deleteItems(at: (0..<4).map { IndexPath(item: $0, section: 0) }) }
    #expect(h.collectionView.indexPathsForVisibleItems.isEmpty)
  }

  /// A delegate's per-section column count reaches the waterfall through the collection view.
  @Test func columnCountPerSectionIsForwarded() {
    let model = LetterModel([(0..<6).map { _ in LetterModel.Item(letter: "x", height: 1) }])
    model.columnsBySection = [0: 3]
    let h = EngineHarness(model: model, columns: 1, size: Size(width: 11, height: 4))
    let xs = Set(
      (0..<6).compactMap { h.waterfall.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.minX })
    #expect(xs == [0, 4, 8])
  }

  /// A wider terminal keeps a focused card far down the collection on screen.
  @Test func resizeKeepsAFocusedCardFarDownOnScreen() {
    let h = huge()
    h.collectionView.focusItem(at: IndexPath(item: 400, section: 0))
    _ = h.screen()
    for width in [120, 50, 200, 80] {
      h.size = Size(width: width, height: 24)
      _ = h.screen()
      let frame = h.waterfall.layoutAttributesForItem(at: IndexPath(item: 400, section: 0))?.frame
      #expect(
        frame.map { h.collectionView.bounds.contains($0) } == true, "width \(width): \(String(describing: frame))")
    }
  }
}

/// Index-path mapping for batch updates with deletions, moves and insertions together, against the
/// same edits applied to arrays of identities (UIKit's semantics: deletions and move sources name
/// old positions, insertions and move destinations new ones).
@Suite struct BatchMappingTests {
  /// Random before/after arrays of identities: some deleted, some moved, some new.
  static func randomEdit(_ count: Int, _ rng: inout SplitMix64) -> (
    before: [Int], after: [Int], deleted: Set<Int>, moved: Set<Int>
  ) {
    let before = Array(0..<count)
    let deleted = Set(before.filter { _ in Int.random(in: 0..<5, using: &rng) == 0 })
    let moved = Set(before.filter { !deleted.contains($0) && Int.random(in: 0..<6, using: &rng) == 0 })
    var after = before.filter { !deleted.contains($0) && !moved.contains($0) }
    // Moved items and new items (identities from 1000) go in at random places.
    for id in moved.sorted() + (0..<Int.random(in: 0...4, using: &rng)).map({ 1_000 + $0 }) {
      after.insert(id, at: Int.random(in: 0...after.count, using: &rng))
    }
    return (before, after, deleted, moved)
  }

  @Test func itemsWithMovesMatchArrayEdits() {
    let failure = withEvery("seed", in: 0..<3_000) { _, rng in
      let (before, after, deleted, moved) = Self.randomEdit(Int.random(in: 0...25, using: &rng), &rng)
      var updates = BatchUpdates()
      updates.deleteItems(at: deleted.map { IndexPath(item: $0, section: 0) })
      updates.insertItems(
        at: after.enumerated().filter { $0.element >= 1_000 }.map { IndexPath(item: $0.offset, section: 0) })
      for id in moved {
        updates.moveItem(
          at: IndexPath(item: id, section: 0), to: IndexPath(item: after.firstIndex(of: id) ?? -1, section: 0))
      }
      let mapper = updates.makeMapper()
      for id in before {
        let mapped = mapper.newIndexPath(for: IndexPath(item: id, section: 0))?.item
        if mapped != after.firstIndex(of: id) {
          return "item \(id) -> \(String(describing: mapped)), expected \(String(describing: after.firstIndex(of: id)))"
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func sectionsWithMovesMatchArrayEdits() {
    let failure = withEvery("seed", in: 0..<3_000) { _, rng in
      let (before, after, deleted, moved) = Self.randomEdit(Int.random(in: 0...12, using: &rng), &rng)
      var updates = BatchUpdates()
      updates.deleteSections(Array(deleted))
      updates.insertSections(after.enumerated().filter { $0.element >= 1_000 }.map(\.offset))
      for id in moved { updates.moveSection(id, toSection: after.firstIndex(of: id) ?? -1) }
      let mapper = updates.makeMapper()
      for id in before {
        // An item keeps its index inside a section that moves.
        let mapped = mapper.newIndexPath(for: IndexPath(item: 2, section: id))
        let expected = after.firstIndex(of: id).map { IndexPath(item: 2, section: $0) }
        if mapped != expected {
          return "section \(id) -> \(String(describing: mapped)), expected \(String(describing: expected))"
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
