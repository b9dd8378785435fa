import CascadeLayout
import CascadeTestSupport
import Testing

/// A self-sizing flow: cards placed at estimates and measured in any order must end exactly where
/// a flow of the exact heights puts them (each row as tall as its tallest card, its cards filling
/// it), and a measurement must never move a card of a row before the first one it changed.
@Suite struct FlowSelfSizingTests {
  /// Thousands of random vertical flows (sections, insets, headers and footers, spacing, widths,
  /// constant or per-card estimates) against `ExactFlow`, the brute-force flow of the exact
  /// heights. Measurements arrive in random batches: the screen (`measureItems`), random cards at
  /// their estimate, cards at a width they are not placed at, cards measured again; the viewport
  /// moves between batches.
  @Test func estimatedThenMeasuredEndsAtTheAllMeasuredPlacement() {
    let failure = withEvery("seed", in: 0..<3_000) { seed, rng in
      let source = SizingSource(&rng)
      let layout = source.makeLayout(&rng)
      let reference = ExactFlow(layout: layout, source: source)
      let allItems = source.heights.enumerated().flatMap { s, h in h.indices.map { IndexPath(item: $0, section: s) } }
      let everything = Rect(x: -1_000, y: -1_000, width: 1_000_000, height: 100_000_000)
      var rounds = 0
      while true {
        rounds += 1
        if rounds > 5_000 { return "measuring did not converge" }
        let content = layout.collectionViewContentSize
        source.layoutBounds.origin.y = Int.random(in: 0...max(0, content.height + 5), using: &rng)
        let screen = source.layoutBounds
        var batch: [MeasuredItemHeight] = []
        switch Int.random(in: 0..<5, using: &rng) {
        case 0:
          layout.measureItems(in: screen)
          if let left = layout.estimatedItems(in: screen).first {
            return "\(left.indexPath) still estimated on screen after measureItems"
          }
        case 1:
          for _ in 0..<Int.random(in: 0...6, using: &rng) where !allItems.isEmpty {
            let ip = allItems[Int.random(in: 0..<allItems.count, using: &rng)]
            let width = Int.random(in: 1...60, using: &rng)
            batch.append(MeasuredItemHeight(indexPath: ip, width: width, height: source.exact(ip, width: width)))
          }
        default:
          let pending = layout.estimatedItems(in: Bool.random(using: &rng) ? everything : screen)
          for item in pending.shuffled(using: &rng).prefix(Int.random(in: 1...8, using: &rng)) {
            batch.append(
              MeasuredItemHeight(
                indexPath: item.indexPath, width: item.width, height: source.exact(item.indexPath, width: item.width)))
          }
        }
        if !batch.isEmpty,
          let failure = layout.acceptCheckingEarlierCardsStay(
            batch.shuffled(using: &rng), everything: everything, screen: screen)
        {
          return failure
        }
        if layout.estimatedItems(in: everything).isEmpty { break }
      }
      let placed = layout.layoutAttributesForElements(in: everything)
      if placed != reference.elements {
        let wrong = zip(placed, reference.elements).first { $0 != $1 }
        return
          "after \(rounds) rounds: \(wrong.map { "\($0.0.indexPath) \($0.0.category) at \($0.0.frame), expected \($0.1.frame)" } ?? "\(placed.count) elements, expected \(reference.elements.count)")"
      }
      for ip in allItems where layout.layoutAttributesForItem(at: ip)?.frame != reference.frame(of: ip) {
        return
          "\(ip) alone at \(layout.layoutAttributesForItem(at: ip)?.frame as Any), expected \(reference.frame(of: ip) as Any)"
      }
      if layout.collectionViewContentSize != reference.contentSize {
        return "content \(layout.collectionViewContentSize), expected \(reference.contentSize)"
      }
      // Queries of random rects answer what the whole placement holds there.
      for _ in 0..<4 {
        let rect = randomRect(&rng, content: reference.contentSize)
        let expected = reference.elements.filter { $0.frame.intersects(rect) }
        let seen = layout.layoutAttributesForElements(in: rect)
        if seen != expected { return "in \(rect): \(seen.map(\.indexPath)), expected \(expected.map(\.indexPath))" }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// End on a million cards at a uniform estimate asks no estimate and no exact height but those of
  /// the cards measured on screen: rows of unmeasured cards are arithmetic.
  @Test func jumpToTheEndAsksOnlyTheScreen() {
    let source = CountingSource(count: 1_000_000, bounds: Rect(x: 0, y: 0, width: 120, height: 40))
    let layout = FlowLayout()
    layout.itemSize = Size(width: 28, height: 6)
    layout.estimatedItemHeight = 8
    layout.source = source
    layout.delegate = source
    // Some cards measured near the top, as a reader would have.
    layout.measureItems(in: source.layoutBounds)
    let askedAtTop = source.asked
    guard let last = layout.layoutAttributesForItem(at: IndexPath(item: 999_999, section: 0)) else {
      Issue.record("no last card")
      return
    }
    source.layoutBounds.origin.y = max(0, last.frame.maxY - 40)
    #expect(source.estimatesAsked == 0)
    #expect(source.asked == askedAtTop)
    layout.measureItems(in: source.layoutBounds)
    #expect(source.asked - askedAtTop > 0 && source.asked - askedAtTop < 100)
    #expect(layout.estimatedItems(in: source.layoutBounds).isEmpty)
    #expect(source.estimatesAsked == 0)
  }
}

/// Counts the heights a flow asks for.
private final class CountingSource: LayoutSource, FlowLayoutDelegate {
  let count: Int
  var layoutBounds: Rect
  var asked = 0
  var estimatesAsked = 0

  init(count: Int, bounds: Rect) {
    self.count = count
    layoutBounds = bounds
  }

  func numberOfSections() -> Int { 1 }
  func numberOfItems(inSection section: Int) -> Int { count }
  func flowLayout(_ layout: FlowLayout, heightForItemAt indexPath: IndexPath, width: Int) -> Int {
    asked += 1
    return 3 + indexPath.item % 9
  }
  func flowLayout(_ layout: FlowLayout, estimatedHeightForItemAt indexPath: IndexPath, width: Int) -> Int {
    estimatesAsked += 1
    return 8
  }
  func flowLayout(_ layout: FlowLayout, hasUniformEstimatesInSection section: Int) -> Bool { true }
}

/// Random sections of cards with exact heights that depend on the width, and estimates: the
/// layout's constant, or one per card (then not uniform).
private final class SizingSource: LayoutSource, FlowLayoutDelegate {
  var layoutBounds: Rect
  var heights: [[Int]]
  var estimates: [[Int]]?

  init(_ rng: inout SplitMix64) {
    layoutBounds = Rect(
      x: 0, y: 0, width: Int.random(in: 1...70, using: &rng), height: Int.random(in: 1...30, using: &rng))
    heights = (0..<Int.random(in: 0...3, using: &rng)).map { _ in
      (0..<Int.random(in: 0...40, using: &rng)).map { _ in Int.random(in: -1...14, using: &rng) }
    }
    if Bool.random(using: &rng) {
      estimates = heights.map { $0.map { _ in Int.random(in: -1...12, using: &rng) } }
    }
  }

  func makeLayout(_ rng: inout SplitMix64) -> FlowLayout {
    let layout = FlowLayout()
    layout.itemSize = Size(width: Int.random(in: 0...24, using: &rng), height: Int.random(in: 1...9, using: &rng))
    layout.minimumInteritemSpacing = Int.random(in: 0...2, using: &rng)
    layout.minimumLineSpacing = Int.random(in: 0...2, using: &rng)
    layout.sectionInset = EdgeInsets(
      top: Int.random(in: 0...2, using: &rng), left: Int.random(in: 0...3, using: &rng),
      bottom: Int.random(in: 0...2, using: &rng), right: Int.random(in: 0...3, using: &rng))
    layout.headerHeight = Int.random(in: 0...2, using: &rng)
    layout.footerHeight = Int.random(in: 0...1, using: &rng)
    layout.estimatedItemHeight = Int.random(in: -1...12, using: &rng)
    layout.source = self
    layout.delegate = self
    return layout
  }

  /// The card's exact height at `width`: narrower cards are taller.
  func exact(_ ip: IndexPath, width: Int) -> Int { heights[ip.section][ip.item] + 12 / max(1, width) }

  func numberOfSections() -> Int { heights.count }
  func numberOfItems(inSection section: Int) -> Int { heights[section].count }
  func flowLayout(_ layout: FlowLayout, heightForItemAt indexPath: IndexPath, width: Int) -> Int {
    exact(indexPath, width: width)
  }
  func flowLayout(_ layout: FlowLayout, estimatedHeightForItemAt indexPath: IndexPath, width: Int) -> Int {
    estimates?[indexPath.section][indexPath.item] ?? layout.estimatedItemHeight ?? 1
  }
  func flowLayout(_ layout: FlowLayout, hasUniformEstimatesInSection section: Int) -> Bool { estimates == nil }
}

/// The flow of the exact heights, the plainest way: `ReferenceFlow` gives every card's column and
/// width; here the rows are stacked again, each as tall as its tallest card (heights below 1 count
/// as 1), the cards stretched to it.
private struct ExactFlow {
  var elements: [LayoutAttributes] = []
  var contentSize: Size

  init(layout: FlowLayout, source: SizingSource) {
    let counts = source.heights.map(\.count)
    let plain = ReferenceFlow(layout: layout, bounds: source.layoutBounds.size, counts: counts)
    let insets = layout.sectionInset
    let spacing = max(0, layout.minimumLineSpacing)
    let header = max(0, layout.headerHeight), footer = max(0, layout.footerHeight)
    var position = 0
    var plainCells = plain.elements.filter { $0.category == .cell }[...]
    for (s, count) in counts.enumerated() {
      if header > 0 {
        elements.append(
          LayoutAttributes(
            indexPath: IndexPath(item: 0, section: s), category: .supplementaryView(.sectionHeader),
            frame: Rect(x: 0, y: position, width: max(1, source.layoutBounds.width), height: header)))
      }
      var y = position + header + insets.top
      let cells = Array(plainCells.prefix(count))
      plainCells = plainCells.dropFirst(count)
      // A row starts where the plain flow starts one: at each card whose x is the first column's.
      var rowStart = 0
      while rowStart < count {
        var rowEnd = rowStart + 1
        while rowEnd < count, cells[rowEnd].frame.minX > cells[rowEnd - 1].frame.minX { rowEnd += 1 }
        let tallest = (rowStart..<rowEnd).map {
          max(1, source.exact(IndexPath(item: $0, section: s), width: cells[$0].frame.width))
        }.max()!
        for i in rowStart..<rowEnd {
          let f = cells[i].frame
          elements.append(
            .cell(IndexPath(item: i, section: s), frame: Rect(x: f.minX, y: y, width: f.width, height: tallest)))
        }
        y += tallest + (rowEnd < count ? spacing : 0)
        rowStart = rowEnd
      }
      y += insets.bottom
      if footer > 0 {
        elements.append(
          LayoutAttributes(
            indexPath: IndexPath(item: 0, section: s), category: .supplementaryView(.sectionFooter),
            frame: Rect(x: 0, y: y, width: max(1, source.layoutBounds.width), height: footer)))
      }
      position = y + footer
    }
    contentSize = Size(width: plain.contentSize.width, height: position)
  }

  func frame(of ip: IndexPath) -> Rect? {
    elements.first { $0.category == .cell && $0.indexPath == ip }?.frame
  }
}

/// The article's grid of notes ("Self-sizing cards"): End on a million notes measures the screen
/// only, and the last row is as tall as its tallest note.
@Suite struct SelfSizingFlowExampleTests {
  @Test func theLastNoteIsAsTallAsItsRow() throws {
    let grid = NoteGrid(lineCounts: (0..<1_000_000).map { $0 % 7 })
    let frame = try #require(grid.showLastNote())
    // 80 cells hold three 24-cell cards a row: the last row holds note 999,999 alone.
    #expect(frame.height == 2 + 999_999 % 7)
    #expect(grid.layout.estimatedItems(in: grid.layoutBounds).isEmpty)
    #expect(grid.layout.measuredHeight(ofItemAt: IndexPath(item: 0, section: 0), width: 24) == nil)
  }
}
