import CascadeCanvas
import CascadeLayout
import CascadeTestSupport
import CascadeView
import Testing

/// A collection view over a self-sizing waterfall keeps the reader's place while heights arrive:
/// the focused card stays on its screen row, and the screen shows exact cards after
/// `measureVisibleItems()`.
@MainActor @Suite struct SelfSizingTests {
  @Test func theFocusedCardKeepsItsRowWhileHeightsArrive() {
    let failure = withEvery("seed", in: 0..<600) { _, rng in
      let count = Int.random(in: 1...300, using: &rng)
      let heights = (0..<count).map { _ in Int.random(in: 1...8, using: &rng) }
      let letters = String(
        (0..<count).map { _ in Character(UnicodeScalar(UInt8(97 + Int.random(in: 0..<26, using: &rng)))) })
      let size = Size(width: Int.random(in: 8...40, using: &rng), height: Int.random(in: 3...16, using: &rng))
      let columns = Int.random(in: 1...4, using: &rng)
      let sized = EngineHarness(model: LetterModel(letters: letters, heights: heights), columns: columns, size: size)
      sized.waterfall.estimatedItemHeight = Int.random(in: 1...8, using: &rng)
      let exact = EngineHarness(model: LetterModel(letters: letters, heights: heights), columns: columns, size: size)
      let view = sized.collectionView
      view.focusItem(at: IndexPath(item: Int.random(in: 0..<count, using: &rng), section: 0))
      view.measureVisibleItems()
      let shown = sized.waterfall.layoutAttributesForElements(in: view.bounds)
      if let estimated = sized.waterfall.estimatedItems(in: view.bounds).first {
        return "\(estimated.indexPath) on screen at its estimate"
      }
      if shown.isEmpty { return "nothing on screen" }
      let everything = Rect(x: 0, y: 0, width: 1_000, height: 1_000_000)
      var rounds = 0
      while case let pending = sized.waterfall.estimatedItems(in: everything), !pending.isEmpty {
        rounds += 1
        if rounds > 2_000 { return "did not converge" }
        guard let focus = view.focusedIndexPath, let before = sized.waterfall.layoutAttributesForItem(at: focus)?.frame
        else { return "no focus" }
        let row = before.minY - view.bounds.minY
        let atBottom = view.bounds.minY > 0 && view.bounds.minY >= view.contentSize.height - size.height
        let batch = pending.shuffled(using: &rng).prefix(Int.random(in: 1...10, using: &rng)).map {
          MeasuredItemHeight(indexPath: $0.indexPath, width: $0.width, height: heights[$0.indexPath.item])
        }
        view.acceptMeasuredHeights(batch)
        guard view.focusedIndexPath == focus, let after = sized.waterfall.layoutAttributesForItem(at: focus)?.frame
        else { return "focus changed" }
        let maximum = max(0, view.contentSize.height - size.height)
        // At the end of the content it stays at the end (End's place), whatever the focus.
        if atBottom {
          if view.bounds.minY != maximum { return "left the bottom: offset \(view.bounds.minY), bottom \(maximum)" }
          continue
        }
        // Kept on its row unless the content's ends forbid that offset (or the card no longer fits).
        let wanted = after.minY - row
        let fits = after.height <= size.height && row >= 0 && row + after.height <= size.height
        if fits, wanted >= 0, wanted <= maximum, after.minY - view.bounds.minY != row {
          return "focus \(focus) moved from row \(row) to \(after.minY - view.bounds.minY)"
        }
      }
      // Every card measured: the frames of a waterfall that asked every height.
      for i in 0..<count {
        let ip = IndexPath(item: i, section: 0)
        if sized.waterfall.layoutAttributesForItem(at: ip) != exact.waterfall.layoutAttributesForItem(at: ip) {
          return "\(ip) not where the exact layout puts it"
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func endShowsExactCardsAfterMeasuringTheScreen() {
    let heights = (0..<5_000).map { 1 + $0 % 5 }
    let letters = String(repeating: "abcde", count: 1_000)
    let harness = EngineHarness(
      model: LetterModel(letters: letters, heights: heights), columns: 3, size: Size(width: 12, height: 6))
    harness.waterfall.estimatedItemHeight = 2
    harness.collectionView.handle(.key(.end))
    #expect(harness.collectionView.measureVisibleItems() > 0)
    #expect(harness.waterfall.estimatedItems(in: harness.collectionView.bounds).isEmpty)
    #expect(harness.collectionView.focusedIndexPath == IndexPath(item: 4_999, section: 0))
    // The last card ("e", 5 rows, focused) is drawn whole at its exact height.
    let screen = harness.screen()
    let column = screen.map { Array($0) }
    let rows = column.filter { $0.contains("E") }.count
    #expect(rows == 5, "\(screen)")
  }
}
