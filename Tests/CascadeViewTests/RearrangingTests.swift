import CascadeCanvas
import CascadeLayout
import CascadeTestSupport
import CascadeView
import Testing

/// `reloadData(animated:mapping:)`: after the model is rearranged, the focus and the selection
/// follow their items through the mapping, against the test's own permutation, over seeds.
@MainActor
@Suite struct RearrangingTests {
  @Test func focusAndSelectionFollowTheirItems() {
    let failure = withEvery("seed", in: 0..<200) { _, rng in
      let count = Int.random(in: 1..<30, using: &rng)
      let letters = (0..<count).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) }
      let model = LetterModel(
        letters: String(letters), heights: (0..<count).map { _ in Int.random(in: 1...3, using: &rng) })
      let harness = EngineHarness(
        model: model, columns: Int.random(in: 1...3, using: &rng), size: Size(width: 12, height: 6))
      harness.collectionView.allowsMultipleSelection = true
      _ = harness.screen()
      let focus = Int.random(in: 0..<count, using: &rng)
      harness.collectionView.focusItem(at: IndexPath(item: focus, section: 0))
      let selected = Set(
        (0..<Int.random(in: 0...count, using: &rng)).map { _ in Int.random(in: 0..<count, using: &rng) })
      for item in selected { harness.collectionView.selectItem(at: IndexPath(item: item, section: 0)) }
      _ = harness.screen()
      // Rearrange: a random permutation, dropping some items.
      let kept = (0..<count).filter { _ in Int.random(in: 0..<5, using: &rng) > 0 }.shuffled(using: &rng)
      var newPlace: [Int: Int] = [:]
      for (place, old) in kept.enumerated() { newPlace[old] = place }
      let old = model.sections[0]
      model.sections[0] = kept.map { old[$0] }
      harness.collectionView.reloadData(animated: Bool.random(using: &rng)) { path in
        newPlace[path.item].map { IndexPath(item: $0, section: 0) }
      }
      harness.collectionView.finishAnimation()
      let screen = harness.screen()
      let wantFocus = newPlace[focus] ?? (kept.isEmpty ? nil : 0)
      guard harness.collectionView.focusedIndexPath?.item == wantFocus else {
        return
          "focus \(String(describing: harness.collectionView.focusedIndexPath)), want \(String(describing: wantFocus))"
      }
      let wantSelection = Set(selected.compactMap { newPlace[$0] })
      guard Set(harness.collectionView.indexPathsForSelectedItems.map(\.item)) == wantSelection else {
        return "selection did not follow"
      }
      if let wantFocus {
        let letter = Character(String(old[kept[wantFocus]].letter).uppercased())
        guard screen.joined().contains(letter) else {
          let frame = harness.collectionView.collectionViewLayout.layoutAttributesForItem(
            at: IndexPath(item: wantFocus, section: 0))?.frame
          return
            "the focused item \(letter) at \(String(describing: frame)) is not on screen at \(harness.collectionView.contentOffset) kept \(kept.count):\n\(screen.joined(separator: "\n"))"
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
