/// One flow-layout section, in "main" (scroll axis) and "cross" coordinates so the same arithmetic
/// serves both scroll directions.
struct FlowSection {
  /// Where the section starts and ends along the scroll axis.
  var start: Int
  var end: Int
  var itemCount: Int
  /// Items per line, and each item's offset across the line.
  var perLine: Int
  var crossOffsets: [Int]
  var itemMain: Int
  var itemCross: Int
  var lineSpacing: Int
  /// Where the first line starts along the scroll axis.
  var itemsStart: Int
  var headerExtent: Int
  var footerExtent: Int
  /// Where the footer starts, and the cross-axis span of headers and footers.
  var footerStart: Int
  var crossExtent: Int
  var insets: EdgeInsets
  /// A self-sizing section's lines, each as tall as its tallest card; nil: every line `itemMain`.
  var lines: FlowLines?

  /// The number of lines the items take.
  var lineCount: Int { (itemCount + perLine - 1) / perLine }

  /// Where the items' last line ends along the scroll axis.
  var itemsEnd: Int {
    let count = lineCount
    if let lines { return itemsStart + lines.length(ofLines: count) }
    return itemsStart + (count > 0 ? count * itemMain + (count - 1) * lineSpacing : 0)
  }

  /// One section's sizes and spacing, from the delegate or the layout's properties.
  struct Metrics {
    var itemSize: Size
    var insets: EdgeInsets
    var lineSpacing: Int
    var interitemSpacing: Int
    var header: Int
    var footer: Int

    init(layout: FlowLayout, delegate: FlowLayoutDelegate?, section: Int) {
      guard let delegate else {
        (itemSize, insets, lineSpacing) = (layout.itemSize, layout.sectionInset, layout.minimumLineSpacing)
        (interitemSpacing, header, footer) = (layout.minimumInteritemSpacing, layout.headerHeight, layout.footerHeight)
        return
      }
      itemSize = delegate.flowLayout(layout, itemSizeForSection: section)
      insets = delegate.flowLayout(layout, insetForSectionAt: section)
      lineSpacing = delegate.flowLayout(layout, minimumLineSpacingForSectionAt: section)
      interitemSpacing = delegate.flowLayout(layout, minimumInteritemSpacingForSectionAt: section)
      header = delegate.flowLayout(layout, headerHeightForSection: section)
      footer = delegate.flowLayout(layout, footerHeightForSection: section)
    }
  }

  init(start: Int, itemCount: Int, metrics: Metrics, vertical: Bool, bounds: Size) {
    let insets = metrics.insets
    // Work in (main, cross) coordinates: main is the scroll axis.
    let crossBounds = vertical ? bounds.width : bounds.height
    let crossBefore = vertical ? insets.left : insets.top
    let crossAfter = vertical ? insets.right : insets.bottom
    let mainBefore = vertical ? insets.top : insets.left
    let mainAfter = vertical ? insets.bottom : insets.right
    let available = max(1, crossBounds - crossBefore - crossAfter)
    let cross = min(max(1, vertical ? metrics.itemSize.width : metrics.itemSize.height), available)
    let main = max(1, vertical ? metrics.itemSize.height : metrics.itemSize.width)
    let gap = max(0, metrics.interitemSpacing)
    let perLine = ColumnGrid.columnCount(fitting: available, minimumColumnWidth: cross, spacing: gap)
    // Spread the leftover over the gaps so full lines are flush on both sides.
    let leftover = available - perLine * cross - (perLine - 1) * gap
    var offsets: [Int] = []
    offsets.reserveCapacity(perLine)
    var position = crossBefore
    for i in 0..<perLine {
      offsets.append(position)
      let extra = perLine > 1 ? leftover / (perLine - 1) + (i < leftover % (perLine - 1) ? 1 : 0) : 0
      position += cross + gap + extra
    }
    let lines = (itemCount + perLine - 1) / perLine
    let spacing = max(0, metrics.lineSpacing)
    let header = max(0, metrics.header), footer = max(0, metrics.footer)
    self.start = start
    self.itemCount = itemCount
    self.perLine = perLine
    self.crossOffsets = offsets
    self.itemMain = main
    self.itemCross = cross
    self.lineSpacing = spacing
    self.headerExtent = header
    self.footerExtent = footer
    self.itemsStart = start + header + mainBefore
    let itemsEnd = itemsStart + (lines > 0 ? lines * main + (lines - 1) * spacing : 0)
    self.footerStart = itemsEnd + mainAfter
    self.end = footerStart + footer
    self.crossExtent = max(1, crossBounds)
    self.insets = insets
  }

  /// Makes the section self-sizing with `lines`, moving its footer and end. O(1).
  mutating func setLines(_ lines: FlowLines) {
    let after = footerStart - itemsEnd
    self.lines = lines
    footerStart = itemsEnd + after
    end = footerStart + footerExtent
  }

  /// The item's frame: arithmetic on its index, O(1), or O(log M) in a self-sizing section with M
  /// exceptional lines. A self-sizing section's cards fill their line.
  func frame(ofItem item: Int, vertical: Bool) -> Rect {
    let line = item / perLine, slot = item % perLine
    let main: Int, extent: Int
    if let lines {
      (main, extent) = (itemsStart + lines.offset(ofLine: line), lines.extent(ofLine: line))
    } else {
      (main, extent) = (itemsStart + line * (itemMain + lineSpacing), itemMain)
    }
    let cross = crossOffsets[slot]
    return vertical
      ? Rect(x: cross, y: main, width: itemCross, height: extent)
      : Rect(x: main, y: cross, width: extent, height: itemCross)
  }

  func headerFrame(vertical: Bool) -> Rect? {
    guard headerExtent > 0 else { return nil }
    return vertical
      ? Rect(x: 0, y: start, width: crossExtent, height: headerExtent)
      : Rect(x: start, y: 0, width: headerExtent, height: crossExtent)
  }

  func footerFrame(vertical: Bool) -> Rect? {
    guard footerExtent > 0 else { return nil }
    return vertical
      ? Rect(x: 0, y: footerStart, width: crossExtent, height: footerExtent)
      : Rect(x: footerStart, y: 0, width: footerExtent, height: crossExtent)
  }

  /// The header's frame, pinned at `offset` (the visible bounds' top, or left when horizontal)
  /// while the section is on screen: `min(max(start, offset), itemsEnd - extent)`, never above its
  /// own place. nil `offset`: not pinned.
  func headerFrame(vertical: Bool, pinnedTo offset: Int?) -> Rect? {
    guard var frame = headerFrame(vertical: vertical) else { return nil }
    guard let offset else { return frame }
    let main = max(start, min(max(start, offset), footerStart - headerExtent))
    if vertical { frame.origin.y = main } else { frame.origin.x = main }
    return frame
  }

  /// Appends header (pinned at `offset` when given, drawn above the items), the items of the lines
  /// that overlap `rect`, and footer; returns the exceptional lines and cards it read.
  /// O(k + lines touched), plus O(log M) in a self-sizing section with M exceptional lines.
  @discardableResult
  func appendElements(
    in rect: Rect, section: Int, vertical: Bool, pinnedTo offset: Int? = nil, to result: inout [LayoutAttributes]
  ) -> Int {
    if let header = headerFrame(vertical: vertical, pinnedTo: offset), header.intersects(rect) {
      result.append(
        LayoutAttributes(
          indexPath: IndexPath(item: 0, section: section), category: .supplementaryView(.sectionHeader), frame: header,
          zIndex: offset == nil ? 0 : 1))
    }
    var examined = 0
    if itemCount > 0 {
      let lo = vertical ? rect.minY : rect.minX, hi = vertical ? rect.maxY : rect.maxX
      let pitch = itemMain + lineSpacing
      let count = lineCount
      // First line ending after `lo`, last line starting before `hi`.
      let first: Int, last: Int
      var exceptionsBefore = 0
      if let lines {
        let (firstFound, firstExamined) = lines.firstLine(endingAfter: lo - itemsStart, count: count)
        let (lastFound, lastExamined) = lines.lastLine(startingBefore: hi - itemsStart, count: count)
        let (before, beforeExamined) = lines.exceptionsCounted(before: firstFound)
        (first, last, exceptionsBefore) = (firstFound, lastFound, before)
        examined += firstExamined + lastExamined + beforeExamined
      } else {
        first = max(0, lo - itemsStart - itemMain + pitch) / pitch
        last = hi - itemsStart <= 0 ? -1 : min(count - 1, (hi - itemsStart - 1) / pitch)
      }
      if first <= last {
        for line in first...last {
          // Where the line sits along the scroll axis, once per line: the exceptions walked in step.
          let main: Int, extent: Int
          if let lines {
            let place = lines.place(ofLine: line, exceptionsBefore: exceptionsBefore)
            (main, extent) = (itemsStart + place.offset, place.extent)
            if exceptionsBefore < lines.lines.count, lines.lines[exceptionsBefore] == line { exceptionsBefore += 1 }
          } else {
            (main, extent) = (itemsStart + line * pitch, itemMain)
          }
          for slot in 0..<perLine {
            let item = line * perLine + slot
            if item >= itemCount { break }
            examined += 1
            let cross = crossOffsets[slot]
            let frame =
              vertical
              ? Rect(x: cross, y: main, width: itemCross, height: extent)
              : Rect(x: main, y: cross, width: extent, height: itemCross)
            if frame.intersects(rect) { result.append(.cell(IndexPath(item: item, section: section), frame: frame)) }
          }
        }
      }
    }
    if let footer = footerFrame(vertical: vertical), footer.intersects(rect) {
      result.append(
        LayoutAttributes(
          indexPath: IndexPath(item: 0, section: section), category: .supplementaryView(.sectionFooter), frame: footer))
    }
    return examined
  }
}
