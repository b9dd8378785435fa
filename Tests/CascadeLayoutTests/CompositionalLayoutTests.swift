import CascadeLayout
import CascadeTestSupport
import Testing

/// The compositional layout against brute force: each section laid out alone by the same kind of
/// layout, stacked by hand, gives every frame; visible-rect queries over random rects return
/// exactly the elements whose frames cross them; a sideways row moves on its own.
@Suite struct CompositionalLayoutTests {
  enum Kind: CaseIterable { case list, waterfall, grid, carousel, carouselWithHeader }

  static func section(_ kind: Kind, columns: Int) -> CompositionalSection {
    switch kind {
    case .list: return .list(rowSpacing: 1)
    case .waterfall: return .waterfall(columns: .fixed(columns), headerHeight: 1)
    case .grid: return .grid(itemSize: Size(width: 7, height: 3))
    case .carousel: return .carousel(height: 6, maximumItemLength: 14)
    case .carouselWithHeader: return .carousel(height: 5, maximumItemLength: 12, headerHeight: 2)
    }
  }

  /// Every element of a section laid out alone in `width`, by brute force: each item asked once,
  /// and the header; with its height.
  static func alone(_ kind: Kind, columns: Int, heights: [Int], width: Int) -> (
    elements: [LayoutAttributes], height: Int
  ) {
    let section = section(kind, columns: columns)
    let source = ArraySource(
      bounds: Rect(x: 0, y: 0, width: width, height: section.orthogonalHeight ?? 20), heights: [heights])
    source.heightsDependOnWidth = true
    section.layout.source = source
    section.layout.prepare()
    var elements = heights.indices.compactMap {
      section.layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))
    }
    if let header = section.layout.layoutAttributesForSupplementaryView(
      ofKind: .sectionHeader, at: IndexPath(item: 0, section: 0)), header.frame.height > 0
    {
      elements.append(header)
    }
    guard let row = section.orthogonalHeight else { return (elements, section.layout.collectionViewContentSize.height) }
    // A sideways row sits under its section's header, which spans the width and does not scroll.
    let header = section.headerHeight
    elements = elements.map { element in
      var moved = element
      moved.frame = Rect(
        x: element.frame.minX, y: element.frame.minY + header, width: element.frame.width, height: element.frame.height)
      return moved
    }
    if header > 0 {
      elements.append(
        LayoutAttributes(
          indexPath: IndexPath(item: 0, section: 0), category: .supplementaryView(.sectionHeader),
          frame: Rect(x: 0, y: 0, width: width, height: header)))
    }
    // An empty row takes no height, as an empty section in UIKit keeps only its header.
    return (elements, header + (heights.isEmpty ? 0 : row))
  }

  struct Key: Hashable { var indexPath: IndexPath; var category: ElementCategory }

  @Test func framesAndVisibleRectQueriesMatchSectionsStackedByHand() {
    let failure = withEvery("seed", in: 0..<1_500) { _, rng in
      let width = Int.random(in: 16...60, using: &rng)
      let spacing = Int.random(in: 0...2, using: &rng)
      let kinds = (0..<Int.random(in: 1...4, using: &rng)).map { _ in Kind.allCases.randomElement(using: &rng)! }
      let columns = kinds.map { _ in Int.random(in: 1...3, using: &rng) }
      let heights = kinds.map { _ in
        (0..<Int.random(in: 0...15, using: &rng)).map { _ in Int.random(in: 1...6, using: &rng) }
      }
      // The expected frames: each section alone, moved down by the sections above it.
      var expected: [Key: Rect] = [:]
      var top = 0
      for (s, kind) in kinds.enumerated() {
        let (elements, height) = Self.alone(kind, columns: columns[s], heights: heights[s], width: width)
        for element in elements {
          let key = Key(indexPath: IndexPath(item: element.indexPath.item, section: s), category: element.category)
          expected[key] = Rect(
            x: element.frame.minX, y: element.frame.minY + top, width: element.frame.width, height: element.frame.height
          )
        }
        top += height + (s == kinds.count - 1 ? 0 : spacing)
      }
      let source = ArraySource(bounds: Rect(x: 0, y: 0, width: width, height: 20), heights: heights)
      source.heightsDependOnWidth = true
      let layout = CompositionalLayout { index, environment in
        precondition(environment.containerSize.width == width)
        return Self.section(kinds[index], columns: columns[index])
      }
      layout.interSectionSpacing = spacing
      layout.source = source
      layout.prepare()
      // Queries first, in random order, before anything asked for the whole content.
      for _ in 0..<6 {
        let rect = Rect(
          x: Int.random(in: -5...width, using: &rng), y: Int.random(in: -5...(top + 5), using: &rng),
          width: Int.random(in: 1...width, using: &rng), height: Int.random(in: 1...25, using: &rng))
        var got: [Key: Rect] = [:]
        for element in layout.layoutAttributesForElements(in: rect) where element.frame.height > 0 {
          got[Key(indexPath: element.indexPath, category: element.category)] = element.frame
        }
        let wanted = expected.filter { $0.value.intersects(rect) }
        if got != wanted {
          return
            "rect \(rect) kinds \(kinds): got \(got.count) elements, wanted \(wanted.count); missing \(wanted.keys.filter { got[$0] == nil }.map(\.indexPath)), extra \(got.keys.filter { wanted[$0] == nil }.map(\.indexPath))"
        }
      }
      for (key, frame) in expected where key.category == .cell {
        if layout.layoutAttributesForItem(at: key.indexPath)?.frame != frame {
          return
            "item \(key.indexPath) at \(String(describing: layout.layoutAttributesForItem(at: key.indexPath)?.frame)), wanted \(frame)"
        }
      }
      for (key, frame) in expected where key.category == .supplementaryView(.sectionHeader) {
        let got = layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: key.indexPath)?.frame
        if got != frame {
          return "header of section \(key.indexPath.section) at \(String(describing: got)), wanted \(frame)"
        }
      }
      if layout.collectionViewContentSize.height != top {
        return "content height \(layout.collectionViewContentSize.height), wanted \(top)"
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Right in the carousel row moves to the next card and scrolls that row only; the waterfall
  /// below does not move. At the row's end the focus stays.
  @Test func aCarouselRowScrollsSidewaysOnItsOwn() {
    let source = ArraySource(bounds: Rect(x: 0, y: 0, width: 30, height: 20), heights: [[1, 1, 1, 1], [3, 4, 2]])
    let layout = CompositionalLayout { index, _ in
      index == 0 ? .carousel(height: 6, maximumItemLength: 14) : .waterfall(columns: .fixed(2))
    }
    layout.source = source
    layout.prepare()
    let below = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
    let first = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame
    #expect(
      layout.focusTarget(from: IndexPath(item: 0, section: 0), direction: .right)
        == .item(IndexPath(item: 1, section: 0)))
    let moved = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame
    #expect(
      moved.minX < first.minX && moved.minY == first.minY,
      "the row scrolled left to bring card 1 in: \(first) → \(moved)")
    #expect(moved.minX + moved.width / 2 == 15, "card 1 is centred: \(moved)")
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == below)
    #expect(layout.focusTarget(from: IndexPath(item: 3, section: 0), direction: .right) == FocusTarget.none)
    #expect(layout.focusTarget(from: IndexPath(item: 1, section: 0), direction: .down) == .geometric)
  }

  /// A carousel's header stays where it is while its row scrolls sideways.
  @Test func aCarouselHeaderStaysWhileItsRowScrolls() {
    let source = ArraySource(bounds: Rect(x: 0, y: 0, width: 30, height: 20), heights: [[1, 1, 1, 1], [3, 4, 2]])
    let layout = CompositionalLayout { index, _ in
      index == 0
        ? .carousel(height: 6, maximumItemLength: 14, headerHeight: 1) : .waterfall(columns: .fixed(2), headerHeight: 1)
    }
    layout.source = source
    layout.prepare()
    let header = Rect(x: 0, y: 0, width: 30, height: 1)
    #expect(
      layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: IndexPath(item: 0, section: 0))?.frame
        == header)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 1)
    _ = layout.focusTarget(from: IndexPath(item: 0, section: 0), direction: .right)
    _ = layout.focusTarget(from: IndexPath(item: 1, section: 0), direction: .right)
    let shown = layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 30, height: 20))
    #expect(
      shown.first { $0.category == .supplementaryView(.sectionHeader) && $0.indexPath.section == 0 }?.frame == header)
    #expect(
      layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: IndexPath(item: 0, section: 1))?.frame
        .minY == 7)
  }

  /// After sideways scrolls of random carousel rows, visible-rect queries return exactly the
  /// elements whose frames cross the rect, where each frame is the one found before any scroll,
  /// moved left by its row's offset (a row's header stays; other sections never move).
  @Test func queriesAfterSidewaysScrollsMatchFramesMovedByHand() {
    let failure = withEvery("seed", in: 0..<800) { _, rng in
      let width = Int.random(in: 16...60, using: &rng)
      var kinds = (0..<Int.random(in: 1...4, using: &rng)).map { _ in Kind.allCases.randomElement(using: &rng)! }
      kinds[Int.random(in: 0..<kinds.count, using: &rng)] = Bool.random(using: &rng) ? .carousel : .carouselWithHeader
      let heights = kinds.map { _ in
        (0..<Int.random(in: 1...15, using: &rng)).map { _ in Int.random(in: 1...6, using: &rng) }
      }
      let source = ArraySource(bounds: Rect(x: 0, y: 0, width: width, height: 20), heights: heights)
      source.heightsDependOnWidth = true
      let layout = CompositionalLayout { index, _ in Self.section(kinds[index], columns: 2) }
      layout.interSectionSpacing = Int.random(in: 0...2, using: &rng)
      layout.source = source
      layout.prepare()
      var unscrolled: [Key: Rect] = [:]
      for (s, count) in heights.map(\.count).enumerated() {
        for item in 0..<count {
          let indexPath = IndexPath(item: item, section: s)
          unscrolled[Key(indexPath: indexPath, category: .cell)] = layout.layoutAttributesForItem(at: indexPath)?.frame
        }
        let header = IndexPath(item: 0, section: s)
        if let frame = layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: header)?.frame,
          frame.height > 0
        {
          unscrolled[Key(indexPath: header, category: .supplementaryView(.sectionHeader))] = frame
        }
      }
      let height = layout.collectionViewContentSize.height
      for step in 0..<8 {
        // Move the focus sideways in a random carousel row: that row scrolls.
        let rows = kinds.indices.filter { kinds[$0] == .carousel || kinds[$0] == .carouselWithHeader }
        let row = rows.randomElement(using: &rng)!
        let from = IndexPath(item: Int.random(in: 0..<heights[row].count, using: &rng), section: row)
        _ = layout.focusTarget(from: from, direction: Bool.random(using: &rng) ? .right : .left)
        let expected = unscrolled.map { key, frame -> (Key, Rect) in
          guard key.category == .cell, rows.contains(key.indexPath.section) else { return (key, frame) }
          let dx = layout.orthogonalOffset(ofSection: key.indexPath.section)
          return (key, Rect(x: frame.minX - dx, y: frame.minY, width: frame.width, height: frame.height))
        }
        for _ in 0..<4 {
          let rect = Rect(
            x: Int.random(in: -5...width, using: &rng), y: Int.random(in: -5...(height + 5), using: &rng),
            width: Int.random(in: 1...width, using: &rng), height: Int.random(in: 1...25, using: &rng))
          var got: [Key: Rect] = [:]
          for element in layout.layoutAttributesForElements(in: rect) where element.frame.height > 0 {
            got[Key(indexPath: element.indexPath, category: element.category)] = element.frame
          }
          let wanted = Dictionary(uniqueKeysWithValues: expected.filter { $0.1.intersects(rect) })
          if got != wanted {
            return
              "step \(step), rect \(rect), kinds \(kinds), offsets \(rows.map { layout.orthogonalOffset(ofSection: $0) }): missing \(wanted.keys.filter { got[$0] == nil }.map(\.indexPath)), extra \(got.keys.filter { wanted[$0] == nil }.map(\.indexPath)), moved \(got.keys.filter { wanted[$0] != nil && wanted[$0] != got[$0] }.map(\.indexPath))"
          }
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
