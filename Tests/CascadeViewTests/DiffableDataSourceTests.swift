import CascadeCanvas
import CascadeLayout
import CascadeTestSupport
import CascadeView
import Testing

/// A diffable data source driving a real collection view: screens after applied snapshots, and
/// focus and selection staying on their items through random snapshots.
@MainActor @Suite struct DiffableDataSourceTests {
  /// A one-column list of one-row letter cards over a diffable data source.
  final class Harness {
    let collectionView: CollectionView
    let dataSource: CollectionViewDiffableDataSource<String, Character>
    let size: Size
    let backend: TestBackend
    private var screen: Screen

    init(size: Size = Size(width: 3, height: 4)) {
      self.size = size
      let layout = WaterfallLayout()
      layout.columnCount = .fixed(1)
      collectionView = CollectionView(layout: layout)
      collectionView.register(LetterCell.self, forCellWithReuseIdentifier: "letter")
      collectionView.setViewportSize(size)
      dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) {
        collectionView, indexPath, letter in
        let cell = collectionView.dequeueReusableCell(LetterCell.self, withReuseIdentifier: "letter", for: indexPath)
        cell.letter = letter
        return cell
      }
      backend = TestBackend(size: size)
      screen = Screen(backend: backend)
    }

    func lines() -> [String] {
      screen.draw { collectionView.draw(in: &$0, area: Rect(origin: .zero, size: size)) }
      return backend.lines()
    }

    func apply(_ letters: [String: String], order: [String], animated: Bool = false) {
      var snapshot = DiffableDataSourceSnapshot<String, Character>()
      snapshot.appendSections(order)
      for section in order { snapshot.appendItems(Array(letters[section]!), toSection: section) }
      dataSource.apply(snapshot, animatingDifferences: animated)
    }
  }

  @Test func anAppliedSnapshotShowsAndTheFocusFollowsItsItem() {
    let h = Harness()
    h.apply(["s": "abcd"], order: ["s"])
    #expect(h.lines() == ["AAA", "bbb", "ccc", "ddd"])
    h.collectionView.focusItem(at: IndexPath(item: 1, section: 0))
    // b moves to the end and x arrives at the front: the focus stays on b.
    var snapshot = h.dataSource.snapshot()
    snapshot.moveItem("b", afterItem: "d")
    snapshot.insertItems(["x"], beforeItem: "a")
    h.dataSource.apply(snapshot)
    #expect(h.collectionView.focusedIndexPath == IndexPath(item: 4, section: 0))
    #expect(h.lines() == ["aaa", "ccc", "ddd", "BBB"])
    #expect(h.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0)) == "x")
    #expect(h.dataSource.indexPath(for: "b") == IndexPath(item: 4, section: 0))
  }

  /// As UIKit's: the completion runs when the animation has ended, once, and at once when nothing
  /// animates.
  @Test func theCompletionRunsWhenTheAnimationEnds() {
    let h = Harness()
    let clock = ManualAnimationClock()
    h.collectionView.clock = clock
    h.collectionView.isAnimationEnabled = true
    h.apply(["s": "abcd"], order: ["s"])
    _ = h.lines()
    var runs = 0
    var snapshot = h.dataSource.snapshot()
    snapshot.moveItem("d", beforeItem: "a")
    h.dataSource.apply(snapshot, animatingDifferences: true) { runs += 1 }
    #expect(h.collectionView.isAnimating)
    #expect(runs == 0, "not before the animation ends")
    clock.advance(by: .milliseconds(50))
    _ = h.lines()
    #expect(runs == 0)
    clock.advance(by: .milliseconds(100))
    _ = h.lines()
    clock.advance(by: .milliseconds(100))
    _ = h.lines()
    #expect(!h.collectionView.isAnimating)
    #expect(runs == 1)
    snapshot.moveItem("a", beforeItem: "d")
    h.dataSource.apply(snapshot, animatingDifferences: false) { runs += 1 }
    #expect(runs == 2, "at once without animation")
    h.dataSource.applySnapshotUsingReloadData(snapshot) { runs += 1 }
    #expect(runs == 3)
  }

  @Test func aReconfiguredItemIsAskedAgain() {
    let h = Harness()
    h.apply(["s": "abc"], order: ["s"])
    _ = h.lines()
    var snapshot = h.dataSource.snapshot()
    snapshot.reconfigureItems(["b"])
    // Same content: only the mark; the cell provider runs again for b with no count change.
    h.dataSource.apply(snapshot)
    #expect(h.lines() == ["AAA", "bbb", "ccc", "   "])
    #expect(h.dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty, "marks are not carried into the next snapshot")
  }

  /// Random snapshots one after another: the collection view's counts are the snapshot's, every
  /// index path shows its item, and focus and selection stay on items that survive.
  @Test func focusAndSelectionFollowTheirItemsThroughRandomSnapshots() {
    let failure = withEvery("seed", in: 0..<400) { _, rng in
      let h = Harness(size: Size(width: 3, height: 6))
      h.collectionView.allowsMultipleSelection = true
      let letters = Array("abcdefghijklmnopqrstuvwxyz")
      for step in 0..<8 {
        var sections: [String: String] = [:]
        let order = ["p", "q", "r"].shuffled(using: &rng).prefix(Int.random(in: 1...3, using: &rng))
        for letter in letters.shuffled(using: &rng).prefix(Int.random(in: 0...12, using: &rng)) {
          sections[order.randomElement(using: &rng)!, default: ""].append(letter)
        }
        let before = h.dataSource.snapshot()
        let focused = h.collectionView.focusedIndexPath.flatMap(h.dataSource.itemIdentifier(for:))
        let selected = Set(h.collectionView.indexPathsForSelectedItems.compactMap(h.dataSource.itemIdentifier(for:)))
        h.apply(sections.merging(order.map { ($0, "") }) { a, _ in a }, order: Array(order), animated: step % 2 == 0)
        _ = h.lines()
        let snapshot = h.dataSource.snapshot()
        if h.collectionView.numberOfSections() != snapshot.numberOfSections { return "step \(step): sections" }
        for (s, section) in snapshot.sectionIdentifiers.enumerated()
        where h.collectionView.numberOfItems(inSection: s) != snapshot.numberOfItems(inSection: section) {
          return "step \(step): items in \(section)"
        }
        if let focused, snapshot.indexOfItem(focused) != nil,
          h.collectionView.focusedIndexPath.flatMap(h.dataSource.itemIdentifier(for:)) != focused
        {
          return
            "step \(step): focus left \(focused) for \(h.collectionView.focusedIndexPath.flatMap(h.dataSource.itemIdentifier(for:)).map { String($0) } ?? "none"): \(before.sectionIdentifiers.map { ($0, before.itemIdentifiers(inSection: $0)) }) to \(snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) })"
        }
        let nowSelected = Set(h.collectionView.indexPathsForSelectedItems.compactMap(h.dataSource.itemIdentifier(for:)))
        if nowSelected != selected.filter({ snapshot.indexOfItem($0) != nil }) {
          return "step \(step): selection \(nowSelected) from \(selected)"
        }
        // Move the focus and pick something for the next step.
        let total = h.collectionView.totalItemCount
        if total > 0 {
          let flat = Int.random(in: 0..<total, using: &rng)
          var s = 0, i = flat
          while i >= h.collectionView.numberOfItems(inSection: s) {
            i -= h.collectionView.numberOfItems(inSection: s); s += 1
          }
          h.collectionView.focusItem(at: IndexPath(item: i, section: s))
          h.collectionView.selectItem(at: IndexPath(item: i, section: s))
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
