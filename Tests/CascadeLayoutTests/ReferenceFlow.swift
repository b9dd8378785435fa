import CascadeLayout

/// A flow layout computed the plainest way from what `FlowLayout` documents: the independent answer
/// its frames must equal. Worked along the scroll axis ("main") and across it ("cross"), then turned
/// into x and y.
///
/// Read from the documentation:
/// - every item has `itemSize`, at least 1×1, and no wider across the lines than the space inside
///   the insets;
/// - a line holds as many items as fit with `minimumInteritemSpacing` between them (at least one);
///   the leftover cells widen the gaps, the first gaps taking the odd ones, so a full line is flush
///   with both insets;
/// - sections follow each other along the scroll axis: header, the inset before, the lines
///   `minimumLineSpacing` apart, the inset after, footer; headers and footers span the bounds across;
/// - the content is as long as the sections, and across as wide as the bounds or as the insets plus
///   one cell (one cell when there is no section).
struct ReferenceFlow {
  var elements: [LayoutAttributes] = []
  var contentSize = Size(width: 0, height: 0)

  init(layout: FlowLayout, bounds: Size, counts: [Int]) {
    let vertical = layout.scrollDirection == .vertical
    let insets = layout.sectionInset
    let (crossBefore, crossAfter) = vertical ? (insets.left, insets.right) : (insets.top, insets.bottom)
    let (mainBefore, mainAfter) = vertical ? (insets.top, insets.bottom) : (insets.left, insets.right)
    let crossBounds = vertical ? bounds.width : bounds.height
    let available = max(1, crossBounds - crossBefore - crossAfter)
    let itemCross = min(max(1, vertical ? layout.itemSize.width : layout.itemSize.height), available)
    let itemMain = max(1, vertical ? layout.itemSize.height : layout.itemSize.width)
    let gap = max(0, layout.minimumInteritemSpacing)
    let lineSpacing = max(0, layout.minimumLineSpacing)
    var perLine = 1
    while (perLine + 1) * itemCross + perLine * gap <= available { perLine += 1 }
    // Deal the leftover cells to the gaps one at a time, first gap first.
    var gaps = [Int](repeating: gap, count: max(0, perLine - 1))
    if !gaps.isEmpty {
      for cell in 0..<(available - perLine * itemCross - (perLine - 1) * gap) { gaps[cell % gaps.count] += 1 }
    }
    var slots = [crossBefore]
    for g in gaps { slots.append(slots[slots.count - 1] + itemCross + g) }

    func rect(main: Int, cross: Int, mainLength: Int, crossLength: Int) -> Rect {
      vertical
        ? Rect(x: cross, y: main, width: crossLength, height: mainLength)
        : Rect(x: main, y: cross, width: mainLength, height: crossLength)
    }
    var position = 0
    for (s, count) in counts.enumerated() {
      let header = max(0, layout.headerHeight), footer = max(0, layout.footerHeight)
      if header > 0 {
        elements.append(
          LayoutAttributes(
            indexPath: IndexPath(item: 0, section: s), category: .supplementaryView(.sectionHeader),
            frame: rect(main: position, cross: 0, mainLength: header, crossLength: max(1, crossBounds))))
      }
      var lineStart = position + header + mainBefore
      var itemsEnd = lineStart
      for item in 0..<count {
        let slot = item % perLine
        if slot == 0, item > 0 { lineStart += itemMain + lineSpacing }
        elements.append(
          .cell(
            IndexPath(item: item, section: s),
            frame: rect(main: lineStart, cross: slots[slot], mainLength: itemMain, crossLength: itemCross)))
        itemsEnd = lineStart + itemMain
      }
      let footerStart = itemsEnd + mainAfter
      if footer > 0 {
        elements.append(
          LayoutAttributes(
            indexPath: IndexPath(item: 0, section: s), category: .supplementaryView(.sectionFooter),
            frame: rect(main: footerStart, cross: 0, mainLength: footer, crossLength: max(1, crossBounds))))
      }
      position = footerStart + footer
    }
    // Across: the bounds, or the insets and a one-cell item when the bounds are narrower; with no
    // section there is nothing to make room for, so at least one cell.
    let across = counts.isEmpty ? max(crossBounds, 1) : max(crossBounds, crossBefore + available + crossAfter)
    contentSize = vertical ? Size(width: across, height: position) : Size(width: position, height: across)
  }
}
