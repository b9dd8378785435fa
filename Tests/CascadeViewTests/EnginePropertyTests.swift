import CascadeCanvas
import CascadeLayout
import CascadeTestSupport
import CascadeView
import Testing

@MainActor @Suite struct EnginePropertyTests {
  /// A model of `count` items with seeded heights 1–8.
  func bigModel(_ count: Int, seed: UInt64) -> LetterModel {
    var rng = SplitMix64(seed: seed)
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    return LetterModel([(0..<count).map { LetterModel.Item(letter: letters[$0 % 26], height: Int.random(in: 1...8, using: &rng)) }])
  }

  /// Scrolling through 100,000 items creates no more cells than were ever on screen at once, and a
  /// second pass over the same content creates none.
  @Test func reusePoolIsBoundedByTheMostVisibleNotByTheItemCount() {
    let h = EngineHarness(model: bigModel(100_000, seed: 7), columns: 4, size: Size(width: 80, height: 24))
    var mostVisible = 0
    var rng = SplitMix64(seed: 1)
    for step in 0..<3_000 {
      if step % 10 == 0 { h.collectionView.scrollPage(Bool.random(using: &rng) || step < 1_500 ? 1 : -1) } else { h.collectionView.scroll(byLines: 1) }
      _ = h.screen()
      mostVisible = max(mostVisible, h.collectionView.visibleElements.count)
    }
    let created = h.collectionView.createdViewCount
    #expect(created <= mostVisible, "created \(created) cells, at most \(mostVisible) were ever visible at once")
    h.collectionView.scrollToTop()
    for _ in 0..<500 {
      h.collectionView.scroll(byLines: 3)
      _ = h.screen()
    }
    #expect(h.collectionView.createdViewCount == created, "a second pass created \(h.collectionView.createdViewCount - created) cells")
    #expect(h.model.unbalanced.isEmpty)
  }

  /// At random offsets, the views that exist are exactly the cells a brute-force filter of every
  /// item's frame finds in the viewport plus overscan, and the delegate was told exactly those.
  @Test func visibleSetEqualsBruteForce() {
    let failure = withEvery("seed", in: 0..<300) { seed, rng in
      let count = Int.random(in: 0...300, using: &rng)
      let model = bigModel(count, seed: seed)
      let size = Size(width: Int.random(in: 1...60, using: &rng), height: Int.random(in: 1...20, using: &rng))
      let h = EngineHarness(model: model, columns: Int.random(in: 1...5, using: &rng), size: size)
      let frames = (0..<count).compactMap { h.waterfall.layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
      for _ in 0..<5 {
        h.collectionView.contentOffset = Point(x: 0, y: Int.random(in: -10...(max(1, h.collectionView.contentSize.height)), using: &rng))
        _ = h.screen()
        let b = h.collectionView.bounds
        let query = Rect(x: b.minX, y: b.minY - h.collectionView.overscan, width: b.width, height: b.height + 2 * h.collectionView.overscan)
        let expected = frames.filter { $0.frame.intersects(query) }.map(\.indexPath)
        let actual = h.collectionView.indexPathsForVisibleItems
        if actual != expected { return "offset \(b.minY): views for \(actual.map(\.item)), brute force \(expected.map(\.item))" }
        if Set(expected) != model.displayed { return "delegate told \(model.displayed.count) displayed, \(expected.count) visible" }
      }
      return model.unbalanced.first
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Random batch updates against a model: the result draws exactly what a fresh collection view over
  /// the updated model draws, and the selected letters are still selected.
  @Test func batchUpdatesMatchAFreshCollectionView() {
    let failure = withEvery("seed", in: 0..<400) { seed, rng in
      let letters = Array("abcdefghijklmnopqrstuvwxyz")
      var items = (0..<Int.random(in: 1...20, using: &rng)).map { LetterModel.Item(letter: letters[$0 % 26], height: Int.random(in: 1...4, using: &rng)) }
      let model = LetterModel([items])
      let h = EngineHarness(model: model, columns: 2, size: Size(width: 9, height: 6))
      h.collectionView.allowsMultipleSelection = true
      let selected = Int.random(in: 0..<items.count, using: &rng)
      h.collectionView.selectItem(at: IndexPath(item: selected, section: 0))
      let selectedLetter = items[selected].letter
      _ = h.screen()
      var updates = BatchUpdates()
      switch Int.random(in: 0...2, using: &rng) {
      case 0:
        let i = Int.random(in: 0...items.count, using: &rng)
        items.insert(.init(letter: "#", height: Int.random(in: 1...4, using: &rng)), at: i)
        updates.insertItems(at: [IndexPath(item: i, section: 0)])
      case 1:
        let i = Int.random(in: 0..<items.count, using: &rng)
        items.remove(at: i)
        updates.deleteItems(at: [IndexPath(item: i, section: 0)])
      default:
        let i = Int.random(in: 0..<items.count, using: &rng), j = Int.random(in: 0..<items.count, using: &rng)
        let moved = items.remove(at: i)
        items.insert(moved, at: j)
        updates.moveItem(at: IndexPath(item: i, section: 0), to: IndexPath(item: j, section: 0))
      }
      model.sections = [items]
      h.collectionView.apply(updates)
      h.collectionView.contentOffset = .zero
      let fresh = EngineHarness(model: LetterModel([items]), columns: 2, size: Size(width: 9, height: 6))
      fresh.collectionView.focusItem(at: h.collectionView.focusedIndexPath ?? IndexPath(item: 0, section: 0))
      fresh.collectionView.contentOffset = .zero
      for path in h.collectionView.indexPathsForSelectedItems { fresh.collectionView.selectItem(at: path) }
      let a = h.screen(), b = fresh.screen()
      if let diff = screenDiff(a, b) { return "seed \(seed) \(updates): \(diff)" }
      let stillSelected = h.collectionView.indexPathsForSelectedItems.map { items[$0.item].letter }
      if !stillSelected.contains(selectedLetter) && items.contains(where: { $0.letter == selectedLetter }) {
        return "\(selectedLetter) lost its selection: now \(stillSelected)"
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// The index-path mapping agrees with applying the same changes to an array of identities.
  @Test func indexMappingMatchesArrayEdits() {
    let failure = withEvery("seed", in: 0..<2_000) { _, rng in
      let count = Int.random(in: 0...30, using: &rng)
      let before = Array(0..<count)
      var survivors = before
      // Deletions (old indices), then insertions (new indices), as UIKit applies them.
      let deleted = Set(before.filter { _ in Int.random(in: 0..<4, using: &rng) == 0 })
      survivors.removeAll { deleted.contains($0) }
      var after: [Int?] = survivors
      var inserted: [Int] = []
      for _ in 0..<Int.random(in: 0...5, using: &rng) {
        let at = Int.random(in: 0...after.count, using: &rng)
        after.insert(nil, at: at)
        inserted = inserted.map { $0 >= at ? $0 + 1 : $0 } + [at]
      }
      var updates = BatchUpdates()
      updates.deleteItems(at: deleted.map { IndexPath(item: $0, section: 0) })
      updates.insertItems(at: inserted.map { IndexPath(item: $0, section: 0) })
      for id in before {
        let mapped = updates.makeMapper().newIndexPath(for: IndexPath(item: id, section: 0))
        let expected = after.firstIndex(of: id)
        if mapped?.item != expected { return "item \(id): mapped to \(String(describing: mapped?.item)), expected \(String(describing: expected))" }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
