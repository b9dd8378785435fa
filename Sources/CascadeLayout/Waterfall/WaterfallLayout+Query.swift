// Queries: what is inside a rect, one item, one header or footer.

extension WaterfallLayout {
  /// Every element intersecting `rect`, ordered by section, then header, items, footer, then item.
  ///
  /// - Complexity: O(log S + C·log(N/C) + log B + b + k log k) for S started sections, C columns,
  ///   N cards placed one by one, B blocks (b of them crossing `rect`) and k results, after placing
  ///   (lazily, once) the items that can start above `rect.maxY`.
  public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
    var result: [LayoutAttributes] = []
    examinedByLastQuery = appendElements(in: rect, bounds: source?.layoutBounds ?? .zero, to: &result)
    return result
  }

  /// Appends the elements intersecting `rect` to `result`, in the order of
  /// `layoutAttributesForElements(in:)`, frames moved by (`dx`, `dy`) and section `s` named
  /// `sectionBase + s` (a `CompositionalLayout` section's place); `bounds` is the source's bounds,
  /// read once by the caller. Returns the placements and blocks it read. Complexity as
  /// `layoutAttributesForElements(in:)`.
  func appendElements(
    in rect: Rect, bounds: Rect, dx: Int = 0, dy: Int = 0, sectionBase: Int = 0, to result: inout [LayoutAttributes]
  ) -> Int {
    if laidOutWidth == nil || laidOutWidth != bounds.width { prepare() }
    guard !rect.isEmpty else { return 0 }
    let pinnedTo = sectionHeadersPinToVisibleBounds ? bounds.minY : nil
    place(throughY: max(rect.maxY, pinningReach(offset: pinnedTo)))
    guard let first = firstSection(reachingBelow: rect.minY) else { return 0 }
    // Reuse one card array across queries: a frame's query allocates only its result.
    var found = queryScratch
    queryScratch = []
    defer { queryScratch = found }
    var examined = 0
    // Each section is read in place: a copy would retain and release each of its buffers.
    sections.withUnsafeBufferPointer { sections in
      for s in first..<sections.count {
        if sections[s].top >= rect.maxY { break }
        let header = headerFrame(of: sections[s], pinnedTo: pinnedTo).flatMap { $0.intersects(rect) ? $0 : nil }
        let footer = sections[s].footer.flatMap { $0.intersects(rect) ? $0 : nil }
        found.removeAll(keepingCapacity: true)
        examined += sections[s].collectItems(in: rect, into: &found)
        if found.count > 1 { found.sort { $0.item < $1.item } }
        let section = sectionBase + s
        result.reserveCapacity(result.count + found.count + 2)
        if let header {
          result.append(
            LayoutAttributes(
              indexPath: IndexPath(item: 0, section: section), category: .supplementaryView(.sectionHeader),
              frame: header.offsetBy(dx: dx, dy: dy), zIndex: sectionHeadersPinToVisibleBounds ? 1 : 0))
        }
        for card in found {
          result.append(
            .cell(
              IndexPath(item: Int(card.item), section: section),
              frame: sections[s].frame(of: card.placed).offsetBy(dx: dx, dy: dy)))
        }
        if let footer {
          result.append(
            LayoutAttributes(
              indexPath: IndexPath(item: 0, section: section), category: .supplementaryView(.sectionFooter),
              frame: footer.offsetBy(dx: dx, dy: dy)))
        }
      }
    }
    return examined
  }

  /// The item's attributes, placing items up to it first when they are not placed yet.
  /// - Complexity: O(1) for a placed item; placing costs O(C) per item up to it.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    place(through: indexPath)
    guard indexPath.section >= 0, indexPath.section < sections.count, indexPath.item >= 0,
      indexPath.item < sections[indexPath.section].placedCount
    else { return nil }
    return .cell(indexPath, frame: sections[indexPath.section].frame(ofItem: indexPath.item))
  }

  /// The section's header or footer (pinned headers follow the bounds); nil when the section has
  /// none. Places the section's items first for a footer: O(C) per item not yet placed.
  public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath)
    -> LayoutAttributes?
  {
    let s = indexPath.section
    switch kind {
    case .sectionHeader:
      place(through: IndexPath(item: -1, section: s))
      if pinningReach > .min { place(throughY: pinningReach) }
      guard s >= 0, s < sections.count, let frame = headerFrame(ofSection: s) else { return nil }
      return headerAttributes(section: s, frame: frame)
    case .sectionFooter:
      place(wholeSection: s)
      guard s >= 0, s < sections.count, let frame = sections[s].footer else { return nil }
      return LayoutAttributes(
        indexPath: IndexPath(item: 0, section: s), category: .supplementaryView(.sectionFooter), frame: frame)
    default:
      return nil
    }
  }

  // MARK: - Helpers

  /// The first started section whose content reaches below row `y` (sections are stacked, so their
  /// tops increase). O(log S).
  func firstSection(reachingBelow y: Int) -> Int? {
    var lo = 0, hi = sections.count
    while lo < hi {
      let mid = (lo + hi) / 2
      let end = sections[mid].bottom ?? Int.max
      if end <= y { lo = mid + 1 } else { hi = mid }
    }
    return lo < sections.count ? lo : nil
  }

  /// The header's frame, pinned to the top of the visible bounds while its section is on screen
  /// when `sectionHeadersPinToVisibleBounds` is set: `y = min(max(natural, offset), sectionEnd - h)`.
  func headerFrame(ofSection s: Int) -> Rect? {
    headerFrame(of: sections[s], pinnedTo: sectionHeadersPinToVisibleBounds ? source?.layoutBounds.minY : nil)
  }

  /// `section`'s header frame, pinned to row `offset` of the bounds when one is given.
  func headerFrame(of section: borrowing WaterfallSection, pinnedTo offset: Int?) -> Rect? {
    guard var frame = section.header else { return nil }
    if let offset {
      let natural = frame.minY
      var y = max(natural, offset)
      if let bottom = section.bottom { y = min(y, bottom - frame.height) }
      frame.origin.y = max(natural, y)
    }
    return frame
  }

  /// How far placement must reach for pinned headers to be right: a header pinned at offset y
  /// stops where its section ends, so a section that could end above `y + headerHeight` must be
  /// complete before its header is placed (once that row is placed, an incomplete section ends
  /// below it). Int.min when not pinning.
  var pinningReach: Int {
    pinningReach(offset: sectionHeadersPinToVisibleBounds ? source?.layoutBounds.minY : nil)
  }

  /// `pinningReach` for headers pinned to row `offset` of the bounds (nil: not pinning).
  func pinningReach(offset: Int?) -> Int {
    guard let offset, headerHeight > 0 else { return .min }
    return offset + headerHeight
  }

  func headerAttributes(section s: Int, frame: Rect) -> LayoutAttributes {
    LayoutAttributes(
      indexPath: IndexPath(item: 0, section: s), category: .supplementaryView(.sectionHeader), frame: frame,
      zIndex: sectionHeadersPinToVisibleBounds ? 1 : 0)
  }

  /// Bytes of placement state held now (array capacities), for the memory benchmark.
  package var allocatedBytes: Int {
    sections.reduce(0) { $0 + $1.allocatedBytes }
  }

  /// Placed items stored one by one (not in an estimated block), for tests: what placement wrote.
  package var itemsStoredOneByOne: Int {
    sections.reduce(0) { $0 + $1.items.count }
  }

  /// Items placed so far (the lazy frontier), for tests and benchmarks.
  package var placedItemCount: Int {
    sections.reduce(0) { $0 + $1.placedCount }
  }
}
