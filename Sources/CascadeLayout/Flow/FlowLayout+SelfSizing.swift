// Self-sizing cards in a flow (UIKit's `estimatedItemSize` in a `UICollectionViewFlowLayout`): a
// card nobody has measured is placed at an estimate; exact heights arrive later, in any order. A
// row is as tall as its tallest card, so a measured card moves its row's height and every row
// after it, never a row before it. Rows of unmeasured cards at one estimate are stored as nothing
// at all: a row's top is its index times the row pitch plus what the exceptional rows before it add.

extension FlowLayout {
  /// True when the layout places unmeasured cards at an estimate: `estimatedItemHeight` is set
  /// and the flow scrolls vertically.
  public var isSelfSizing: Bool { estimatedItemHeight != nil && scrollDirection == .vertical }

  /// The exact height given for the card at `indexPath` drawn `width` cells wide, or nil. O(W)
  /// for the few widths kept.
  public func measuredHeight(ofItemAt indexPath: IndexPath, width: Int) -> Int? {
    measuredHeights.height(section: indexPath.section, item: indexPath.item, width: width)
  }

  /// Takes exact heights, in any order and for any cards (at the width they are placed at or
  /// another). A height that changes what was known for a card at its section's item width moves
  /// that card's row and every row after it; rows before it keep their frames. The layout is
  /// prepared again at the next query.
  ///
  /// Nothing here moves the viewport: a `CollectionView` keeps the focused card on its screen row
  /// in its own `acceptMeasuredHeights(_:)`.
  ///
  /// Returns the first card whose frame may have changed (the first card of its row), or nil.
  /// - Complexity: O(W) per height; the next query prepares again, O(S + M).
  @discardableResult
  public func acceptMeasuredHeights(_ heights: some Sequence<MeasuredItemHeight>) -> IndexPath? {
    prepareIfNeeded()
    var first: IndexPath?
    for measured in heights {
      let ip = measured.indexPath
      guard ip.section >= 0, ip.item >= 0 else { continue }
      let section = ip.section < sections.count ? sections[ip.section] : nil
      let keeping = section.map { [$0.itemCross] } ?? []
      guard
        measuredHeights.set(
          measured.height, section: ip.section, item: ip.item, width: measured.width, keeping: keeping)
      else { continue }
      guard isSelfSizing, let section, ip.item < section.itemCount, measured.width == section.itemCross else {
        continue
      }
      let rowStart = IndexPath(item: ip.item / section.perLine * section.perLine, section: ip.section)
      if first.map({ rowStart < $0 }) ?? true { first = rowStart }
    }
    if first != nil { preparedBounds = nil }
    return first
  }

  /// Measures, through the delegate's `heightForItemAt`, every card in `rect` placed at its
  /// estimate, and accepts the heights; again while that brings other estimated cards into `rect`
  /// (each round measures at least one card, so it ends). Returns how many heights were asked. A
  /// no-op unless self-sizing.
  /// - Complexity: the queries, plus one delegate call per card measured.
  @discardableResult
  public func measureItems(in rect: Rect) -> Int {
    guard isSelfSizing else { return 0 }
    let delegate = answeringDelegate
    var asked = 0
    while true {
      let pending = estimatedItems(in: rect)
      if pending.isEmpty { return asked }
      asked += pending.count
      acceptMeasuredHeights(
        pending.map {
          MeasuredItemHeight(
            indexPath: $0.indexPath, width: $0.width,
            height: delegate?.flowLayout(self, heightForItemAt: $0.indexPath, width: $0.width)
              ?? itemSize.height)
        })
    }
  }

  /// The lines of self-sizing section `s`: each as tall as its tallest card, a card measured at
  /// the section's item width or else at its estimate. With uniform estimates only the lines
  /// holding measured cards are looked at.
  /// - Complexity: O(M · perLine + pages) for M measured cards with uniform estimates, else O(N).
  func lines(of section: FlowSection, index s: Int, delegate: FlowLayoutDelegate?) -> FlowLines {
    let estimate = min(max(1, estimatedItemHeight ?? 1), WaterfallLayout.maximumItemHeight)
    var lines = FlowLines(regular: estimate, spacing: section.lineSpacing)
    let count = section.itemCount, perLine = section.perLine, width = section.itemCross
    guard count > 0 else { return lines }
    let table = measuredHeights.table(section: s, width: width)
    // With no delegate every estimate is the constant.
    let uniform = delegate?.flowLayout(self, hasUniformEstimatesInSection: s) ?? true
    func extent(ofLine line: Int) -> Int {
      var tallest = 0
      for item in line * perLine..<min(count, (line + 1) * perLine) {
        let known = Int(table?.height(ofItem: item) ?? 0)
        let height =
          known != 0
          ? known
          : uniform
            ? estimate
            : min(
              max(
                1,
                delegate?.flowLayout(self, estimatedHeightForItemAt: IndexPath(item: item, section: s), width: width)
                  ?? estimate), WaterfallLayout.maximumItemHeight)
        tallest = max(tallest, height)
      }
      return tallest
    }
    if !uniform {
      for line in 0..<section.lineCount { lines.append(line: line, extent: extent(ofLine: line)) }
      return lines
    }
    guard let table else { return lines }
    var item = table.firstMeasured(from: 0, below: count)
    while item < count {
      let line = item / perLine
      lines.append(line: line, extent: extent(ofLine: line))
      item = table.firstMeasured(from: (line + 1) * perLine, below: count)
    }
    return lines
  }
}
