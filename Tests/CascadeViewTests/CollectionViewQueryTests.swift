import CascadeCanvas
import CascadeLayout
import CascadeTestSupport
import CascadeView
import Testing

/// The everyday calls: hit testing, the views on screen, batch updates described on the view, and
/// cells that react to their own selection and focus.
@MainActor @Suite struct CollectionViewQueryTests {
  func randomModel(_ rng: inout SplitMix64, sections: Int = 1) -> LetterModel {
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    return LetterModel(
      (0..<sections).map { _ in
        (0..<Int.random(in: 0...40, using: &rng)).map {
          LetterModel.Item(letter: letters[$0 % 26], height: Int.random(in: 1...6, using: &rng))
        }
      })
  }

  /// Every point of the content, against a brute-force search of every item's frame.
  @Test func indexPathForItemMatchesBruteForce() {
    let failure = withEvery("seed", in: 0..<150) { _, rng in
      let model = randomModel(&rng, sections: Int.random(in: 1...3, using: &rng))
      let h = EngineHarness(
        model: model, columns: Int.random(in: 1...4, using: &rng),
        size: Size(width: Int.random(in: 3...20, using: &rng), height: 6), header: Int.random(in: 0...1, using: &rng))
      let frames = model.sections.indices.flatMap { s in
        model.sections[s].indices.compactMap {
          h.waterfall.layoutAttributesForItem(at: IndexPath(item: $0, section: s))
        }
      }
      let content = h.collectionView.contentSize
      for _ in 0..<40 {
        let point = Point(
          x: Int.random(in: -1...content.width, using: &rng), y: Int.random(in: -1...content.height, using: &rng))
        let expected = frames.last { $0.frame.contains(point) }?.indexPath
        let actual = h.collectionView.indexPathForItem(at: point)
        if actual != expected {
          return "point \(point): \(String(describing: actual)), brute force \(String(describing: expected))"
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// After random scrolls the view accessors agree with each other and with the elements on screen.
  @Test func visibleViewAccessorsAgree() {
    let failure = withEvery("seed", in: 0..<100) { _, rng in
      let model = randomModel(&rng, sections: 2)
      let h = EngineHarness(model: model, columns: 2, size: Size(width: 11, height: 5), header: 1)
      for _ in 0..<6 {
        h.collectionView.scroll(byLines: Int.random(in: -3...6, using: &rng))
        _ = h.screen()
        let cells = h.collectionView.visibleCells
        let paths = h.collectionView.indexPathsForVisibleItems
        if cells.map(\.indexPath) != paths.map(Optional.some) {
          return "visibleCells \(cells.map(\.indexPath)) vs \(paths)"
        }
        for (cell, path) in zip(cells, paths) where h.collectionView.cellForItem(at: path) !== cell {
          return "cellForItem(\(path)) is another view"
        }
        let headers = h.collectionView.visibleElements.filter { $0.category == .supplementaryView(.sectionHeader) }.map(
          \.indexPath)
        if h.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: .sectionHeader) != headers {
          return "headers differ"
        }
        for path in headers {
          guard
            let view = h.collectionView.supplementaryView(forElementKind: .sectionHeader, at: path)
              as? SectionHeaderView, view.section == path.section
          else {
            return "no header view for section \(path.section)"
          }
        }
        let offScreen = (0..<model.sections[0].count).map { IndexPath(item: $0, section: 0) }.first {
          !paths.contains($0)
        }
        if let offScreen, h.collectionView.cellForItem(at: offScreen) != nil {
          return "a cell for \(offScreen), which is not on screen"
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// The same random edits described on the view inside `performBatchUpdates` and on a
  /// `BatchUpdates` value draw the same screens, with the same focus and selection.
  @Test func editsOnTheViewMatchTheValueForm() {
    let failure = withEvery("seed", in: 0..<300) { seed, rng in
      let letters = Array("abcdefghijklmnopqrstuvwxyz")
      var items = (0..<Int.random(in: 1...20, using: &rng)).map {
        LetterModel.Item(letter: letters[$0 % 26], height: Int.random(in: 1...4, using: &rng))
      }
      let onView = EngineHarness(model: LetterModel([items]), size: Size(width: 9, height: 6))
      let onValue = EngineHarness(model: LetterModel([items]), size: Size(width: 9, height: 6))
      for h in [onView, onValue] {
        h.collectionView.allowsMultipleSelection = true
        h.collectionView.selectItem(at: IndexPath(item: items.count / 2, section: 0))
        h.collectionView.focusItem(at: IndexPath(item: items.count - 1, section: 0))
        _ = h.screen()
      }
      var value = BatchUpdates()
      var edits: [(CollectionView) -> Void] = []
      // Deletions first (old indices), then insertions (new indices), as UIKit reads them.
      let deleted = Set(items.indices.filter { _ in Int.random(in: 0..<4, using: &rng) == 0 })
      items = items.enumerated().filter { !deleted.contains($0.offset) }.map(\.element)
      let deletedPaths = deleted.map { IndexPath(item: $0, section: 0) }
      value.deleteItems(at: deletedPaths)
      edits.append { $0.deleteItems(at: deletedPaths) }
      for _ in 0..<Int.random(in: 0...3, using: &rng) {
        let at = Int.random(in: 0...items.count, using: &rng)
        items.insert(.init(letter: "#", height: Int.random(in: 1...4, using: &rng)), at: at)
        // Earlier insertions at or after `at` shift up: describe all of them after the edit.
        value = BatchUpdates()
        value.deleteItems(at: deletedPaths)
        let inserted = items.indices.filter { items[$0].letter == "#" }.map { IndexPath(item: $0, section: 0) }
        value.insertItems(at: inserted)
        edits = [{ $0.deleteItems(at: deletedPaths) }, { $0.insertItems(at: inserted) }]
      }
      onView.model.sections = [items]
      onValue.model.sections = [items]
      onView.collectionView.performBatchUpdates {
        // A nested batch joins the outer one.
        onView.collectionView.performBatchUpdates { for edit in edits { edit(onView.collectionView) } }
      }
      onValue.collectionView.performBatchUpdates { $0 = value }
      if let diff = screenDiff(onView.screen(), onValue.screen()) { return "seed \(seed): \(diff)" }
      if onView.collectionView.focusedIndexPath != onValue.collectionView.focusedIndexPath { return "focus differs" }
      if onView.collectionView.indexPathsForSelectedItems != onValue.collectionView.indexPathsForSelectedItems {
        return "selection differs"
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func anEditOutsideABatchAppliesAtOnce() {
    let h = EngineHarness(
      model: LetterModel(letters: "abc", heights: [1, 1, 1]), columns: 1, size: Size(width: 3, height: 4))
    _ = h.screen()
    h.model.sections[0].insert(.init(letter: "z", height: 1), at: 0)
    h.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    #expect(h.collectionView.numberOfItems(inSection: 0) == 4)
    #expect(h.screen() == ["zzz", "AAA", "bbb", "ccc"], "the focus stayed on a")
    h.model.sections[0].swapAt(1, 3)
    h.collectionView.performBatchUpdates {
      h.collectionView.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 3, section: 0))
      h.collectionView.moveItem(at: IndexPath(item: 3, section: 0), to: IndexPath(item: 1, section: 0))
    }
    #expect(h.screen() == ["zzz", "ccc", "bbb", "AAA"], "the focus followed a")
  }

  /// A cell that records every change the collection view makes to its state.
  final class ObservingCell: CollectionViewCell {
    var changes: [String] = []
    override var isSelected: Bool { didSet { changes.append(isSelected ? "selected" : "deselected") } }
    override var isFocused: Bool { didSet { changes.append(isFocused ? "focused" : "unfocused") } }
  }

  final class Observed: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
      collectionView.dequeueReusableCell(ObservingCell.self, withReuseIdentifier: "cell", for: indexPath)
    }
  }

  @Test func cellsHearOfTheirSelectionAndFocusOncePerChange() throws {
    let source = Observed()
    let layout = FlowLayout()
    layout.itemSize = Size(width: 4, height: 1)
    layout.minimumLineSpacing = 0
    let collectionView = CollectionView(layout: layout)
    collectionView.register(ObservingCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.setViewportSize(Size(width: 4, height: 3))
    collectionView.dataSource = source
    var buffer = CellBuffer(size: Size(width: 4, height: 3))
    collectionView.draw(in: &buffer, area: Rect(x: 0, y: 0, width: 4, height: 3))
    let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? ObservingCell)
    let second = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? ObservingCell)
    #expect(first.changes == ["focused"] && first.isFocused, "the first item takes the focus when it is displayed")
    collectionView.selectItem(at: IndexPath(item: 1, section: 0))
    #expect(second.isSelected && second.changes == ["selected"], "selecting tells the cell at once")
    collectionView.moveFocus(.down)
    #expect(first.changes == ["focused", "unfocused"])
    #expect(second.changes == ["selected", "focused"])
    // Drawing again changes nothing, so the observers do not run again.
    collectionView.draw(in: &buffer, area: Rect(x: 0, y: 0, width: 4, height: 3))
    #expect(first.changes.count == 2 && second.changes.count == 2)
    collectionView.toggleSelection(at: IndexPath(item: 1, section: 0))
    #expect(second.changes.last == "deselected" && !second.isSelected)
  }

  /// A click is mapped through the area the last frame was drawn in, scroll offset included.
  @Test func clicksHitTheItemDrawnUnderThem() {
    let h = EngineHarness(
      model: LetterModel(letters: "abcdef", heights: [2, 3, 2, 2, 3, 2]), columns: 2, size: Size(width: 9, height: 4))
    h.collectionView.scroll(byLines: 2)
    var buffer = CellBuffer(size: Size(width: 12, height: 6))
    h.collectionView.draw(in: &buffer, area: Rect(x: 3, y: 2, width: 9, height: 4))
    let failure = withEvery("point", in: 0..<72) { seed, _ in
      let point = Point(x: Int(seed) % 12, y: Int(seed) / 12)
      let inArea = Rect(x: 3, y: 2, width: 9, height: 4).contains(point)
      let content = Point(x: point.x - 3, y: point.y - 2 + h.collectionView.contentOffset.y)
      let expected = inArea ? h.collectionView.indexPathForItem(at: content) : nil
      let actual = h.collectionView.indexPathForItem(atScreenPoint: point)
      return actual == expected
        ? nil : "\(point): \(String(describing: actual)), expected \(String(describing: expected))"
    }
    #expect(failure == nil, "\(failure ?? "")")
    // Click an item that does not have the focus.
    let focus = h.collectionView.focusedIndexPath
    let spot = (0..<72).map { Point(x: $0 % 12, y: $0 / 12) }.first {
      h.collectionView.indexPathForItem(atScreenPoint: $0).map { $0 != focus } ?? false
    }
    guard let spot else { Issue.record("no unfocused item on screen"); return }
    let target = h.collectionView.indexPathForItem(atScreenPoint: spot)
    #expect(h.collectionView.handle(.mouse(.click(spot))))
    #expect(h.collectionView.focusedIndexPath == target)
    #expect(!h.collectionView.handle(.mouse(.click(Point(x: 0, y: 0)))), "a click outside the area means nothing")
    #expect(!h.collectionView.handle(.key(.character("x"))))
  }
}
