import CascadeCanvas
import CascadeLayout
import CascadeView
import Testing

/// The layouts ask the collection view's delegate through their own protocols, and a delegate set on
/// the layout by its user stays set.
@MainActor @Suite struct LayoutDelegateTests {
  /// Answers every waterfall height with `height`, and counts the questions.
  final class FixedHeights: WaterfallLayoutDelegate {
    let height: Int
    var asked = 0
    init(_ height: Int) { self.height = height }
    func waterfallLayout(_ layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, width: Int) -> Int {
      asked += 1
      return height
    }
  }

  /// A collection view delegate that knows nothing of layouts.
  final class PlainDelegate: CollectionViewDelegate {}

  /// Sections of a flow layout whose item size, insets and header differ per section.
  final class Grid: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    let counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
      counts[section]
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
      collectionView.dequeueReusableCell(LetterCell.self, withReuseIdentifier: "letter", for: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, itemSizeForSection section: Int) -> Size {
      section == 0 ? Size(width: 4, height: 2) : Size(width: 9, height: 1)
    }
    func collectionView(_ collectionView: CollectionView, layout: FlowLayout, insetForSectionAt section: Int)
      -> EdgeInsets
    {
      section == 0 ? .zero : EdgeInsets(top: 0, left: 1, bottom: 0, right: 0)
    }
    func collectionView(
      _ collectionView: CollectionView, layout: FlowLayout, referenceHeightForHeaderInSection section: Int
    ) -> Int {
      section == 1 ? 1 : 0
    }
  }

  @Test func aDelegateSetOnTheWaterfallSurvivesAttachingItAndIsAsked() {
    let model = LetterModel(letters: "abcd", heights: [1, 1, 1, 1])
    let layout = WaterfallLayout()
    let own = FixedHeights(3)
    layout.delegate = own
    let collectionView = CollectionView(layout: layout)
    collectionView.register(LetterCell.self, forCellWithReuseIdentifier: "letter")
    collectionView.setViewportSize(Size(width: 9, height: 10))
    collectionView.delegate = model
    collectionView.dataSource = model
    #expect(layout.delegate === own, "attaching the layout replaced the delegate its user set")
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.height == 3)
    #expect(own.asked > 0)
  }

  @Test func withoutItsOwnDelegateTheWaterfallAsksTheCollectionViewsDelegate() {
    let h = EngineHarness(model: LetterModel(letters: "ab", heights: [2, 4]))
    #expect(h.waterfall.delegate == nil)
    #expect(h.waterfall.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.height == 4)
    // A delegate that is not a waterfall delegate leaves every card one row tall.
    let plain = PlainDelegate()
    h.collectionView.delegate = plain
    #expect(h.waterfall.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.height == 1)
    // Setting the waterfall delegate back re-flows with its heights.
    h.collectionView.delegate = h.model
    #expect(h.waterfall.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.height == 4)
  }

  @Test func theFlowLayoutAsksPerSectionSizesThroughTheCollectionView() {
    let grid = Grid([3, 2])
    let layout = FlowLayout()
    layout.minimumLineSpacing = 0
    let collectionView = CollectionView(layout: layout)
    collectionView.register(LetterCell.self, forCellWithReuseIdentifier: "letter")
    collectionView.setViewportSize(Size(width: 10, height: 8))
    collectionView.delegate = grid
    collectionView.dataSource = grid
    let frames = layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 10, height: 20)).map {
      ($0.category, $0.frame)
    }
    // Section 0: 4×2 items, two to a line (one spacing cell, the leftover spread over the gap);
    // section 1: a header row, then 9×1 items one to a line after the one-cell left inset.
    #expect(
      frames.map(\.1) == [
        Rect(x: 0, y: 0, width: 4, height: 2), Rect(x: 6, y: 0, width: 4, height: 2),
        Rect(x: 0, y: 2, width: 4, height: 2),
        Rect(x: 0, y: 4, width: 10, height: 1), Rect(x: 1, y: 5, width: 9, height: 1),
        Rect(x: 1, y: 6, width: 9, height: 1),
      ])
    #expect(frames[3].0 == .supplementaryView(.sectionHeader))
  }

  @Test func everyFlowLayoutPropertyChangeIsSeenWithoutInvalidating() {
    let source = FlowCounts(bounds: Rect(x: 0, y: 0, width: 20, height: 10), counts: [5])
    let layout = FlowLayout()
    layout.source = source
    layout.itemSize = Size(width: 5, height: 2)
    let before = layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
    layout.itemSize = Size(width: 9, height: 3)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame.size == Size(width: 9, height: 3))
    layout.minimumLineSpacing = 4
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame.minY == 2 * (3 + 4))
    layout.headerHeight = 2
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame.minY == 2 + 2 * (3 + 4))
    layout.sectionInset = EdgeInsets(top: 1, left: 2, bottom: 0, right: 0)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.origin == Point(x: 2, y: 3))
    layout.scrollDirection = .horizontal
    #expect(layout.collectionViewContentSize.height == 10)
    #expect(before != layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame)
  }
}

/// Counts and bounds for a flow layout used on its own.
final class FlowCounts: LayoutSource {
  var layoutBounds: Rect
  var counts: [Int]
  init(bounds: Rect, counts: [Int]) { self.layoutBounds = bounds; self.counts = counts }
  func numberOfSections() -> Int { counts.count }
  func numberOfItems(inSection section: Int) -> Int { counts[section] }
}
