import CascadeCanvas
import CascadeLayout
import CascadeTestSupport
import CascadeView
import Testing

/// A collection view over a self-sizing flow keeps the reader's place while heights arrive, as
/// over a self-sizing waterfall: the focused card stays on its screen row, End stays at the end,
/// and the screen shows exact cards after `measureVisibleItems()`.
@MainActor @Suite struct FlowSelfSizingTests {
  @Test func theFocusedCardKeepsItsRowWhileHeightsArrive() {
    let failure = withEvery("seed", in: 0..<600) { _, rng in
      let count = Int.random(in: 1...300, using: &rng)
      let heights = (0..<count).map { _ in Int.random(in: 1...8, using: &rng) }
      let size = Size(width: Int.random(in: 8...40, using: &rng), height: Int.random(in: 3...16, using: &rng))
      let grid = LetterGrid(heights: heights)
      let layout = FlowLayout()
      layout.itemSize = Size(width: Int.random(in: 3...12, using: &rng), height: 2)
      layout.minimumLineSpacing = Int.random(in: 0...1, using: &rng)
      layout.estimatedItemHeight = Int.random(in: 1...8, using: &rng)
      let view = CollectionView(layout: layout)
      view.register(LetterCell.self, forCellWithReuseIdentifier: "letter")
      view.setViewportSize(size)
      view.delegate = grid
      view.dataSource = grid
      if Bool.random(using: &rng) {
        view.handle(.key(.end))
      } else {
        view.focusItem(at: IndexPath(item: Int.random(in: 0..<count, using: &rng), section: 0))
      }
      view.measureVisibleItems()
      if let estimated = layout.estimatedItems(in: view.bounds).first {
        return "\(estimated.indexPath) on screen at its estimate"
      }
      let everything = Rect(x: 0, y: 0, width: 1_000, height: 1_000_000)
      var rounds = 0
      while case let pending = layout.estimatedItems(in: everything), !pending.isEmpty {
        rounds += 1
        if rounds > 2_000 { return "did not converge" }
        guard let focus = view.focusedIndexPath, let before = layout.layoutAttributesForItem(at: focus)?.frame
        else { return "no focus" }
        let row = before.minY - view.bounds.minY
        let atBottom = view.bounds.minY > 0 && view.bounds.minY >= view.contentSize.height - size.height
        let batch = pending.shuffled(using: &rng).prefix(Int.random(in: 1...10, using: &rng)).map {
          MeasuredItemHeight(indexPath: $0.indexPath, width: $0.width, height: heights[$0.indexPath.item])
        }
        view.acceptMeasuredHeights(batch)
        guard view.focusedIndexPath == focus, let after = layout.layoutAttributesForItem(at: focus)?.frame
        else { return "focus changed" }
        let maximum = max(0, view.contentSize.height - size.height)
        if atBottom {
          if view.bounds.minY != maximum { return "left the bottom: offset \(view.bounds.minY), bottom \(maximum)" }
          continue
        }
        let wanted = after.minY - row
        let fits = after.height <= size.height && row >= 0 && row + after.height <= size.height
        if fits, wanted >= 0, wanted <= maximum, after.minY - view.bounds.minY != row {
          return "focus \(focus) moved from row \(row) to \(after.minY - view.bounds.minY)"
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}

/// Letters in a self-sizing grid: each card's exact height is given, every estimate the layout's.
private final class LetterGrid: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
  let heights: [Int]

  init(heights: [Int]) { self.heights = heights }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { heights.count }
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "letter", for: indexPath)
    (cell as? LetterCell)?.letter = Character(UnicodeScalar(UInt8(97 + indexPath.item % 26)))
    return cell
  }
  func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout, heightForItemAt indexPath: IndexPath, width: Int
  ) -> Int { heights[indexPath.item] }
  func collectionView(
    _ collectionView: CollectionView, layout: FlowLayout, hasUniformEstimatesInSection section: Int
  ) -> Bool { true }
}
