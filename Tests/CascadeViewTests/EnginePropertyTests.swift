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
    return LetterModel([
      (0..<count).map { LetterModel.Item(letter: letters[$0 % 26], height: Int.random(in: 1...8, using: &rng)) }
    ])
  }

  /// Scrolling through 100,000 items creates no more cells than were ever on screen at once, and a
  /// second pass over the same content creates none.
  @Test func reusePoolIsBoundedByTheMostVisibleNotByTheItemCount() {
    let h = EngineHarness(model: bigModel(100_000, seed: 7), columns: 4, size: Size(width: 80, height: 24))
    var mostVisible = 0
    var rng = SplitMix64(seed: 1)
    for step in 0..<3_000 {
      if step % 10 == 0 {
        h.collectionView.scrollPage(Bool.random(using: &rng) || step < 1_500 ? 1 : -1)
      } else {
        h.collectionView.scroll(byLines: 1)
      }
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
    #expect(
      h.collectionView.createdViewCount == created,
      "a second pass created \(h.collectionView.createdViewCount - created) cells")
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
        h.collectionView.contentOffset = Point(
          x: 0, y: Int.random(in: -10...(max(1, h.collectionView.contentSize.height)), using: &rng))
        _ = h.screen()
        let b = h.collectionView.bounds
        let query = Rect(
          x: b.minX, y: b.minY - h.collectionView.overscan, width: b.width,
          height: b.height + 2 * h.collectionView.overscan)
        let expected = frames.filter { $0.frame.intersects(query) }.map(\.indexPath)
        let actual = h.collectionView.indexPathsForVisibleItems
        if actual != expected {
          return "offset \(b.minY): views for \(actual.map(\.item)), brute force \(expected.map(\.item))"
        }
        if Set(expected) != model.displayed {
          return "delegate told \(model.displayed.count) displayed, \(expected.count) visible"
        }
      }
      return model.unbalanced.first
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Batches of several mixed changes (deletions, insertions, moves, reloads) against a model of
  /// distinct items: focus and selection follow their items to where the test's own edit of an
  /// array put them; a deleted focused item hands the focus to the item now at its index (the last
  /// one when it was at the end); the focused card is on screen; and the view draws exactly what a
  /// fresh collection view over the updated model draws with that focus and selection.
  @Test func batchUpdatesFollowFocusAndSelection() {
    let failure = withEvery("seed", in: 0..<600) { seed, rng in
      // Distinct letters, so a screen and an index say which item is where.
      let letters = Array("abcdefghijklmnopqrstuvwxyz")
      var fresh = Array(letters.shuffled(using: &rng))
      func newItem() -> LetterModel.Item {
        LetterModel.Item(letter: fresh.removeLast(), height: Int.random(in: 1...4, using: &rng))
      }
      let before = (0..<Int.random(in: 1...12, using: &rng)).map { _ in newItem() }
      let model = LetterModel([before])
      let size = Size(width: 9, height: 6)
      let h = EngineHarness(model: model, columns: 2, size: size)
      h.collectionView.allowsMultipleSelection = true
      let focused = Int.random(in: 0..<before.count, using: &rng)
      h.collectionView.focusItem(at: IndexPath(item: focused, section: 0))
      let selected = Set((0..<before.count).filter { _ in Int.random(in: 0..<3, using: &rng) == 0 })
      for i in selected.sorted() { h.collectionView.selectItem(at: IndexPath(item: i, section: 0)) }
      _ = h.screen()

      // The batch, in UIKit's terms: deletions and move sources name old indices; insertions and
      // move destinations name the new slots they fill; the survivors fill the other slots in order.
      var old = Array(before.indices)
      old.shuffle(using: &rng)
      let deleted = Set(old.prefix(Int.random(in: 0...min(3, before.count), using: &rng)))
      let movedFrom = Array(old.dropFirst(deleted.count).prefix(Int.random(in: 0...2, using: &rng)))
      let insertions = Int.random(in: 0...3, using: &rng)
      let survivors = before.indices.filter { !deleted.contains($0) && !movedFrom.contains($0) }
      let afterCount = survivors.count + movedFrom.count + insertions
      var slots = Array(0..<afterCount)
      slots.shuffle(using: &rng)
      let movedTo = Array(slots.prefix(movedFrom.count)),
        insertedAt = Array(slots.dropFirst(movedFrom.count).prefix(insertions))
      // oldIndexAt[new] is the old index of the item in slot `new`, nil for an inserted one.
      var oldIndexAt = [Int?](repeating: nil, count: afterCount)
      for (from, to) in zip(movedFrom, movedTo) { oldIndexAt[to] = from }
      var rest = survivors[...]
      for slot in 0..<afterCount where oldIndexAt[slot] == nil && !insertedAt.contains(slot) {
        oldIndexAt[slot] = rest.popFirst()
      }
      let after = oldIndexAt.map { $0.map { before[$0] } ?? newItem() }
      let reloaded = before.indices.filter { !deleted.contains($0) && Int.random(in: 0..<6, using: &rng) == 0 }

      var updates = BatchUpdates()
      updates.deleteItems(at: deleted.map { IndexPath(item: $0, section: 0) })
      updates.insertItems(at: insertedAt.map { IndexPath(item: $0, section: 0) })
      for (from, to) in zip(movedFrom, movedTo) {
        updates.moveItem(at: IndexPath(item: from, section: 0), to: IndexPath(item: to, section: 0))
      }
      updates.reloadItems(at: reloaded.map { IndexPath(item: $0, section: 0) })
      model.sections = [after]
      h.collectionView.apply(updates)

      let expectedFocus: IndexPath? =
        after.isEmpty
        ? nil
        : IndexPath(
          item: oldIndexAt.firstIndex(of: focused) ?? min(focused, after.count - 1), section: 0)
      if h.collectionView.focusedIndexPath != expectedFocus {
        return
          "\(updates): focus \(String(describing: h.collectionView.focusedIndexPath)), expected \(String(describing: expectedFocus))"
      }
      let expectedSelection = Set(
        selected.compactMap { i in oldIndexAt.firstIndex(of: i).map { IndexPath(item: $0, section: 0) } })
      if Set(h.collectionView.indexPathsForSelectedItems) != expectedSelection {
        return "selection \(h.collectionView.indexPathsForSelectedItems), expected \(expectedSelection.sorted())"
      }
      if let focus = expectedFocus, let frame = h.waterfall.layoutAttributesForItem(at: focus)?.frame,
        !frame.intersects(h.collectionView.bounds)
      {
        return "the focused card \(frame) is off screen \(h.collectionView.bounds)"
      }
      h.collectionView.contentOffset = .zero
      let other = EngineHarness(model: LetterModel([after]), columns: 2, size: size)
      other.collectionView.allowsMultipleSelection = true
      if let focus = expectedFocus { other.collectionView.focusItem(at: focus) }
      other.collectionView.contentOffset = .zero
      for path in expectedSelection.sorted() { other.collectionView.selectItem(at: path) }
      if let diff = screenDiff(h.screen(), other.screen()) { return "\(updates): \(diff)" }
      return model.unbalanced.first
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
        if mapped?.item != expected {
          return "item \(id): mapped to \(String(describing: mapped?.item)), expected \(String(describing: expected))"
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
