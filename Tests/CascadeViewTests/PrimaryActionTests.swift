import CascadeCanvas
import CascadeLayout
import CascadeTestSupport
import CascadeView
import Testing

/// Enter on the focused item is its primary action, as UIKit's
/// `collectionView(_:performPrimaryActionForItemAt:)`: told to the delegate for the focused item
/// only, unless the delegate says it cannot be performed, and never a selection.
@MainActor @Suite struct PrimaryActionTests {
  /// A delegate that records the primary actions it is told of, and refuses them for one item.
  final class Opener: CollectionViewDataSource, CollectionViewDelegateWaterfallLayout {
    let counts: [Int]
    var refused: IndexPath?
    private(set) var opened: [IndexPath] = []
    init(counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
      counts[section]
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "letter", for: indexPath)
    }
    func collectionView(
      _ collectionView: CollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, width: Int
    ) -> Int { 2 }
    func collectionView(_ collectionView: CollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool
    { indexPath != refused }
    func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
      opened.append(indexPath)
    }
  }

  static func collectionView(_ opener: Opener) -> CollectionView {
    let layout = WaterfallLayout()
    layout.columnCount = .fixed(2)
    let collectionView = CollectionView(layout: layout)
    collectionView.register(LetterCell.self, forCellWithReuseIdentifier: "letter")
    collectionView.setViewportSize(Size(width: 20, height: 6))
    collectionView.delegate = opener
    collectionView.dataSource = opener
    return collectionView
  }

  @Test func enterOpensTheFocusedItemOnlyWhenTheDelegateAllows() {
    let failure = withEvery("seed", in: 0..<300) { _, rng in
      let opener = Opener(
        counts: (0..<Int.random(in: 1...3, using: &rng)).map { _ in Int.random(in: 0...6, using: &rng) })
      let collectionView = Self.collectionView(opener)
      var expected: [IndexPath] = []
      for _ in 0..<12 {
        let key: Key = [.down, .right, .up, .left, .enter, .enter][Int.random(in: 0..<6, using: &rng)]
        if Bool.random(using: &rng) { opener.refused = collectionView.focusedIndexPath }
        let focus = collectionView.focusedIndexPath
        let handled = collectionView.handle(.key(key))
        guard key == .enter else { continue }
        let performs = focus != nil && focus != opener.refused
        if performs { expected.append(focus!) }
        if handled != performs {
          return
            "Enter on \(String(describing: focus)) (refused \(String(describing: opener.refused))) handled: \(handled)"
        }
        if !collectionView.indexPathsForSelectedItems.isEmpty {
          return "Enter selected \(collectionView.indexPathsForSelectedItems)"
        }
      }
      return opener.opened == expected ? nil : "opened \(opener.opened), wanted \(expected)"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func withoutADelegateEnterIsLeftToTheProgram() {
    let opener = Opener(counts: [3])
    let collectionView = Self.collectionView(opener)
    collectionView.delegate = nil
    #expect(collectionView.focusedIndexPath != nil)
    #expect(!collectionView.handle(.key(.enter)))
  }
}
