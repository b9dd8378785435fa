import CascadeCanvas
import CascadeLayout
import CascadeTestSupport
import CascadeView
import Testing

/// `scrollToItem(at:at:animated:)`, `setContentOffset(_:animated:)` and
/// `selectItem(at:animated:scrollPosition:)` against brute force: over a layout of random frames
/// (wider and taller than the viewport too), every position lands the item where its definition
/// says, or the offset was clamped; `.nearest` is the smallest move that shows the item, found by
/// trying every offset.
@MainActor @Suite struct ScrollingAPITests {
  /// Items at fixed, given frames; content as large as their union.
  final class FixedLayout: CollectionViewLayout {
    weak var source: LayoutSource?
    let frames: [Rect]
    init(frames: [Rect]) { self.frames = frames }
    func prepare() {}
    var collectionViewContentSize: Size {
      Size(width: frames.map(\.maxX).max() ?? 0, height: frames.map(\.maxY).max() ?? 0)
    }
    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
      frames.indices.filter { frames[$0].intersects(rect) }.map {
        LayoutAttributes(indexPath: IndexPath(item: $0, section: 0), frame: frames[$0])
      }
    }
    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
      indexPath.section == 0 && frames.indices.contains(indexPath.item)
        ? LayoutAttributes(indexPath: indexPath, frame: frames[indexPath.item]) : nil
    }
    func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
      nil
    }
    func invalidateLayout(with invalidation: LayoutInvalidation) {}
  }

  final class Items: CollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
  }

  static let positions: [ScrollPosition] = {
    let vertical: [ScrollPosition] = [[], .top, .centeredVertically, .bottom]
    let horizontal: [ScrollPosition] = [[], .left, .centeredHorizontally, .right]
    return vertical.flatMap { v in horizontal.map { v.union($0) } }
  }()

  /// Along one axis, where the definition puts the viewport's start, before clamping; for no
  /// position, the offset nearest `current` (ties: either) among those showing the item whole, or
  /// showing its start when it does not fit.
  static func expected(
    minimum: Int, length: Int, current: Int, viewport: Int, limit: Int, start: Bool, centre: Bool, end: Bool
  ) -> Set<Int> {
    func clamp(_ value: Int) -> Int { min(max(0, value), limit) }
    if start { return [clamp(minimum)] }
    if end { return [clamp(minimum + length - viewport)] }
    if centre { return [clamp(length > viewport ? minimum : minimum + length / 2 - viewport / 2)] }
    if length > viewport {
      return [minimum >= current && minimum < current + viewport ? current : clamp(minimum)]
    }
    let showing = (0...limit).filter { $0 <= minimum && minimum + length <= $0 + viewport }
    guard let best = showing.map({ abs($0 - current) }).min() else { return [clamp(minimum)] }
    return Set(showing.filter { abs($0 - current) == best })
  }

  @Test func everyPositionPutsTheItemWhereItsDefinitionSays() {
    let failure = withEvery("seed", in: 0..<3_000) { seed, rng in
      let viewport = Size(width: Int.random(in: 4...20, using: &rng), height: Int.random(in: 3...12, using: &rng))
      let frames = (0..<Int.random(in: 1...8, using: &rng)).map { _ in
        Rect(
          x: Int.random(in: 0...40, using: &rng), y: Int.random(in: 0...40, using: &rng),
          width: Int.random(in: 1...25, using: &rng), height: Int.random(in: 1...15, using: &rng))
      }
      let layout = FixedLayout(frames: frames)
      let items = Items(count: frames.count)
      let collectionView = CollectionView(layout: layout)
      collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      collectionView.setViewportSize(viewport)
      collectionView.dataSource = items
      let content = layout.collectionViewContentSize
      let limits = (x: max(0, content.width - viewport.width), y: max(0, content.height - viewport.height))
      collectionView.setContentOffset(
        Point(x: Int.random(in: 0...limits.x, using: &rng), y: Int.random(in: 0...limits.y, using: &rng)),
        animated: false)
      let start = collectionView.contentOffset
      let item = Int.random(in: 0..<frames.count, using: &rng)
      let position = Self.positions[Int.random(in: 0..<Self.positions.count, using: &rng)]
      let useSelection = seed % 3 == 0 && position != .nearest
      if useSelection {
        collectionView.selectItem(at: IndexPath(item: item, section: 0), animated: false, scrollPosition: position)
      } else {
        collectionView.scrollToItem(at: IndexPath(item: item, section: 0), at: position, animated: seed % 2 == 0)
      }
      collectionView.finishAnimation()
      let frame = frames[item]
      let ys = Self.expected(
        minimum: frame.minY, length: frame.height, current: start.y, viewport: viewport.height, limit: limits.y,
        start: position.contains(.top), centre: position.contains(.centeredVertically), end: position.contains(.bottom))
      let xs = Self.expected(
        minimum: frame.minX, length: frame.width, current: start.x, viewport: viewport.width, limit: limits.x,
        start: position.contains(.left), centre: position.contains(.centeredHorizontally),
        end: position.contains(.right))
      let got = collectionView.contentOffset
      guard ys.contains(got.y), xs.contains(got.x) else {
        return
          "item \(frame) position \(position.rawValue) from \(start) in \(viewport) content \(content): got \(got), wanted x in \(xs.sorted()), y in \(ys.sorted())"
      }
      if useSelection, collectionView.indexPathsForSelectedItems != [IndexPath(item: item, section: 0)] {
        return "not selected"
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func selectingWithNoPositionDoesNotScrollAndNilDeselectsAll() {
    let layout = FixedLayout(frames: [Rect(x: 0, y: 0, width: 4, height: 2), Rect(x: 0, y: 30, width: 4, height: 2)])
    let items = Items(count: 2)
    let collectionView = CollectionView(layout: layout)
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.setViewportSize(Size(width: 4, height: 5))
    collectionView.dataSource = items
    collectionView.allowsMultipleSelection = true
    collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: true, scrollPosition: [])
    #expect(collectionView.contentOffset == Point(x: 0, y: 0))
    collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: .top)
    #expect(collectionView.indexPathsForSelectedItems.count == 2)
    collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
    #expect(collectionView.indexPathsForSelectedItems.isEmpty)
  }

  /// An animated offset change slides the cards on an injected clock: at the start nothing has
  /// moved, at the end the offset is the one asked for.
  @Test func anAnimatedOffsetChangeRunsOnTheClock() {
    let h = EngineHarness(
      model: LetterModel(letters: "abcdef", heights: [2, 2, 2, 2, 2, 2]), columns: 1, size: Size(width: 3, height: 4))
    _ = h.screen()
    let clock = h.animated()
    h.collectionView.setContentOffset(Point(x: 0, y: 2), animated: true)
    #expect(h.collectionView.isAnimating)
    #expect(h.screen() == ["AAA", "AAA", "bbb", "bbb"])
    clock.advance(by: .milliseconds(200))
    // The focus stays on a, now above the viewport: setting the offset does not move it.
    #expect(h.screen() == ["bbb", "bbb", "ccc", "ccc"])
    #expect(h.collectionView.contentOffset == Point(x: 0, y: 2))
    #expect(h.collectionView.focusedIndexPath == IndexPath(item: 0, section: 0))
  }
}

/// With paging on, a flow grid pages to card centres whether or not it snaps to items itself, as
/// the waterfall does: page moves over random grids land where `snapsToItems` would put them.
@MainActor @Suite struct PagingAlikeTests {
  @Test func aFlowGridPagesToCardsWithoutSnapsToItems() {
    let failure = withEvery("seed", in: 0..<400) { _, rng in
      let count = Int.random(in: 1...60, using: &rng)
      let itemSize = Size(width: Int.random(in: 3...12, using: &rng), height: Int.random(in: 1...7, using: &rng))
      let viewport = Size(width: Int.random(in: 12...40, using: &rng), height: Int.random(in: 4...15, using: &rng))
      let horizontal = Bool.random(using: &rng)
      let views = [true, false].map { snaps -> CollectionView in
        let layout = FlowLayout()
        layout.itemSize = itemSize
        layout.minimumLineSpacing = 1
        layout.scrollDirection = horizontal ? .horizontal : .vertical
        layout.snapsToItems = snaps
        let collectionView = CollectionView(layout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.setViewportSize(viewport)
        collectionView.isPagingEnabled = true
        return collectionView
      }
      let items = ScrollingAPITests.Items(count: count)
      for view in views { view.dataSource = items }
      for step in 0..<8 {
        let direction = Int.random(in: 0..<4, using: &rng) == 0 ? -1 : 1
        for view in views { view.scrollPage(direction) }
        if views[0].contentOffset != views[1].contentOffset || views[0].focusedIndexPath != views[1].focusedIndexPath {
          return
            "step \(step): snapping \(views[0].contentOffset) focus \(String(describing: views[0].focusedIndexPath)), not \(views[1].contentOffset) focus \(String(describing: views[1].focusedIndexPath))"
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
