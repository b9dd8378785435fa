/// Sections stacked top to bottom, each with a layout of its own (UIKit's
/// `UICollectionViewCompositionalLayout`): a carousel row that scrolls sideways above a waterfall,
/// a grid below a list.
///
/// ```swift
/// let layout = CompositionalLayout { section, environment in
///   section == 0 ? .carousel(height: 8, maximumItemLength: 24) : .waterfall(columns: .automatic(minimumWidth: 18))
/// }
/// ```
///
/// The provider is asked once per section each time the layout is rebuilt (a reload, a width
/// change). A section with an `orthogonalHeight` scrolls sideways on its own row: Left and Right
/// move the focus through it and its layout's snap (`targetContentOffset`) puts the focused card in
/// place, so a carousel pages one card at a time; Up and Down leave it for the sections around it.
///
/// - Complexity: a visible-rect query costs a binary search over the sections whose tops are known
///   plus each intersecting section's own query (sublinear for the waterfall, grid and carousel).
///   A section's top needs the full height of every section above it: placing their items once.
public final class CompositionalLayout: CollectionViewLayout {
  // The state a query reads skips the dynamic exclusivity check, a runtime call per read that
  // costs a query more than its own arithmetic: no access to it overlaps another, since every
  // write finishes before any call out (a section's layout calls back only to read, through
  // `boundsSeen` and the source).

  /// Where the sections and items come from (the collection view). Setting it invalidates the layout.
  @exclusivity(unchecked) public weak var source: LayoutSource? { didSet { invalidateLayout() } }
  /// Rows between two sections.
  public var interSectionSpacing = 0 { didSet { invalidateLayout() } }

  private let sectionProvider: (Int, LayoutEnvironment) -> CompositionalSection
  /// The sections as last built; empty until `prepare()` after an invalidation.
  @exclusivity(unchecked) private var sections: [Built] = []
  @exclusivity(unchecked) private var needsRebuild = true
  /// The width the sections were built for.
  @exclusivity(unchecked) private var builtWidth: Int?
  /// How many sections, from the first, have their tops worked out.
  @exclusivity(unchecked) private var knownTops = 0
  /// What the last `layoutAttributesForElements(in:)` read in its sections' layouts, those that
  /// count it (see `QueryWorkCounting`).
  @exclusivity(unchecked) package private(set) var examinedByLastQuery = 0
  /// The source's bounds while a query runs (nil otherwise): its sections' layouts ask for them
  /// through `boundsSeen` as they prepare, and they cannot change during the query.
  @exclusivity(unchecked) private var boundsInQuery: Rect?

  /// One built section: its layout, what it sees, its top once known and its horizontal offset.
  struct Built {
    let section: CompositionalSection
    let source: SectionLayoutSource
    /// The section's layout when it counts its queries' work.
    let counting: QueryWorkCounting?
    /// The section's layout when it is a waterfall, which a query asks to append its elements to
    /// the result already in place (see `layoutAttributesForElements(in:)`).
    let waterfall: WaterfallLayout?
    var top: Int?
    var height: Int?
    var orthogonalOffset = 0
  }

  /// A layout whose sections come from `sectionProvider`.
  public init(sectionProvider: @escaping (Int, LayoutEnvironment) -> CompositionalSection) {
    self.sectionProvider = sectionProvider
  }

  // MARK: - Building

  /// Asks the provider for every section when the layout was invalidated; each section's layout is
  /// prepared (O(1) for the lazy ones). O(S) then, O(1) otherwise.
  public func prepare() { prepare(bounds: source?.layoutBounds ?? .zero) }

  private func prepare(bounds: Rect) {
    guard needsRebuild || builtWidth != bounds.width else { return }
    let count = max(0, source?.numberOfSections() ?? 0)
    let environment = LayoutEnvironment(containerSize: bounds.size)
    let offsets = sections.map(\.orthogonalOffset)
    sections = (0..<count).map { index in
      let section = sectionProvider(index, environment)
      let built = Built(
        section: section, source: SectionLayoutSource(owner: self, section: index),
        counting: section.layout as? QueryWorkCounting, waterfall: section.layout as? WaterfallLayout)
      built.section.layout.source = built.source
      return built
    }
    for index in sections.indices {
      if index < offsets.count { sections[index].orthogonalOffset = offsets[index] }
      sections[index].section.layout.prepare()
    }
    if !sections.isEmpty { sections[0].top = 0 }
    knownTops = sections.isEmpty ? 0 : 1
    builtWidth = bounds.width
    needsRebuild = false
  }

  /// Items appended to a section are handed to its layout (the lazy waterfall continues where it
  /// stopped); the tops below it are worked out again. Anything else rebuilds every section.
  public func invalidateLayout(with invalidation: LayoutInvalidation) {
    if case .itemsAppended(let section) = invalidation, !needsRebuild, section < sections.count,
      sections.count == max(0, source?.numberOfSections() ?? 0)
    {
      sections[section].section.layout.invalidateLayout(with: .itemsAppended(section: 0))
      forgetPlacement(after: section)
      return
    }
    needsRebuild = true
  }

  /// A new width rebuilds the sections (columns and carousel cards depend on it).
  public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
    newBounds.width != (source?.layoutBounds ?? .zero).width
  }

  private func forgetPlacement(after section: Int) {
    sections[section].height = nil
    for index in sections.indices where index > section {
      sections[index].top = nil
      sections[index].height = nil
    }
    knownTops = min(knownTops, section + 1)
  }

  // MARK: - Sections' places

  /// The bounds a section's layout sees: the viewport in its own coordinates; for a section that
  /// scrolls sideways, its row at its own horizontal offset.
  func boundsSeen(bySection index: Int) -> Rect {
    let bounds = boundsInQuery ?? source?.layoutBounds ?? .zero
    guard index < sections.count else { return bounds }
    if let height = sections[index].section.orthogonalHeight {
      return Rect(x: sections[index].orthogonalOffset, y: 0, width: bounds.width, height: height)
    }
    return Rect(x: bounds.minX, y: bounds.minY - (sections[index].top ?? 0), width: bounds.width, height: bounds.height)
  }

  /// The height of a sideways row: nil for a section that scrolls with the others, 0 when the row
  /// has no items (as in UIKit, an empty section keeps only its header).
  private func row(of index: Int) -> Int? {
    guard let height = sections[index].section.orthogonalHeight else { return nil }
    return (source?.numberOfItems(inSection: index) ?? 0) > 0 ? height : 0
  }

  /// A sideways row and its header; nil for a section that scrolls with the others.
  private func band(of index: Int) -> Int? { row(of: index).map { sections[index].section.headerHeight + $0 } }

  /// The full height of a section: its header and row, or its layout's content (placing all its
  /// items once).
  private func height(of index: Int) -> Int {
    if let height = sections[index].height { return height }
    let section = sections[index].section
    let height = band(of: index) ?? section.layout.collectionViewContentSize.height
    sections[index].height = height
    return height
  }

  /// The top of a section, working out the heights of the sections above it as needed.
  private func top(of index: Int) -> Int {
    if let top = sections[index].top { return top }
    var known = index
    while sections[known].top == nil { known -= 1 }
    var top = sections[known].top!
    while known < index {
      top += height(of: known) + interSectionSpacing
      known += 1
      sections[known].top = top
    }
    knownTops = max(knownTops, index + 1)
    return top
  }

  /// The first section whose band reaches below `y`, or nil when every section ends at or above it.
  /// A binary search over the sections whose tops are known (a prefix), then a walk down as needed.
  /// With `orLast`, the last section is taken once its top is at or above `y` without asking how far
  /// it reaches: a query of it finds nothing below its end, and asking costs a call to its layout.
  private func firstSection(reachingBelow y: Int, orLast: Bool = false) -> Int? {
    guard !sections.isEmpty else { return nil }
    var lo = 0, hi = knownTops - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if sections[mid].top! <= y { lo = mid } else { hi = mid - 1 }
    }
    var index = lo
    while index < sections.count {
      let top = top(of: index)
      if top > y || (orLast && index == sections.count - 1) { return index }
      // Lazy sections are asked only as far as `y` needs.
      let section = sections[index].section
      let reach = band(of: index) ?? section.layout.contentSize(placingThrough: y - top + 1).height
      if top + reach > y { return index }
      index += 1
    }
    return nil
  }

  // MARK: - Coordinates

  private func toComposite(_ attributes: LayoutAttributes, section index: Int) -> LayoutAttributes {
    var mapped = attributes
    mapped.indexPath = IndexPath(item: attributes.indexPath.item, section: index)
    let top = top(of: index) + sections[index].section.headerHeight
    let dx = sections[index].section.orthogonalHeight == nil ? 0 : -sections[index].orthogonalOffset
    mapped.frame = Rect(
      x: attributes.frame.minX + dx, y: attributes.frame.minY + top, width: attributes.frame.width,
      height: attributes.frame.height)
    return mapped
  }

  // MARK: - CollectionViewLayout

  /// As wide as the viewport; as tall as every section (placing every item of lazy sections).
  public var collectionViewContentSize: Size {
    prepare()
    let width = source?.layoutBounds.width ?? 0
    guard let last = sections.indices.last else { return Size(width: width, height: 0) }
    return Size(width: width, height: top(of: last) + height(of: last))
  }

  /// The content known through `maxY`: sections are placed only as far as that.
  public func contentSize(placingThrough maxY: Int) -> Size {
    prepare()
    let width = source?.layoutBounds.width ?? 0
    guard let index = firstSection(reachingBelow: maxY) else { return collectionViewContentSize }
    let section = sections[index].section
    let top = top(of: index)
    let reach = band(of: index) ?? section.layout.contentSize(placingThrough: max(0, maxY - top)).height
    return Size(width: width, height: top + reach)
  }

  /// The elements of every section the rect crosses, each section asked for its part only.
  ///
  /// - Complexity: each section's own query, plus O(k) for its k elements, moved to the section's
  ///   place where its layout put them (no copy); a waterfall section's are made in place.
  public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
    let bounds = source?.layoutBounds ?? .zero
    prepare(bounds: bounds)
    examinedByLastQuery = 0
    boundsInQuery = bounds
    defer { boundsInQuery = nil }
    guard rect.width > 0, rect.height > 0, var index = firstSection(reachingBelow: rect.minY, orLast: true) else {
      return []
    }
    var result: [LayoutAttributes] = []
    var examined = 0
    defer { examinedByLastQuery = examined }
    while index < sections.count {
      let top = top(of: index)
      if top >= rect.maxY { break }
      let section = sections[index].section
      var local = Rect(x: rect.minX, y: rect.minY - top, width: rect.width, height: rect.height)
      if section.orthogonalHeight == nil, let waterfall = sections[index].waterfall {
        // A waterfall section writes its elements straight into the result, moved to the
        // section's place as it makes them, and is told the bounds it sees (the viewport moved
        // up by the section's top) instead of asking for them back through its source.
        let seen = Rect(x: bounds.minX, y: bounds.minY - top, width: bounds.width, height: bounds.height)
        examined += waterfall.appendElements(in: local, bounds: seen, dy: top, sectionBase: index, to: &result)
        if index + 1 == sections.count { break }
        if top + waterfall.contentSize(placingThrough: rect.maxY - top).height >= rect.maxY { break }
        index += 1
        continue
      }
      if let height = row(of: index) {
        if let header = rowHeader(ofSection: index), header.frame.intersects(rect) { result.append(header) }
        let minY = max(0, local.minY - section.headerHeight), maxY = min(height, local.maxY - section.headerHeight)
        guard maxY > minY else {
          if top + section.headerHeight + height >= rect.maxY { break }
          index += 1
          continue
        }
        local = Rect(x: rect.minX + sections[index].orthogonalOffset, y: minY, width: rect.width, height: maxY - minY)
      }
      var elements = section.layout.layoutAttributesForElements(in: local)
      examined += sections[index].counting?.examinedByLastQuery ?? 0
      let dx = section.orthogonalHeight == nil ? 0 : -sections[index].orthogonalOffset
      Self.move(&elements, toSection: index, dx: dx, dy: top + section.headerHeight, keepingThoseIn: rect)
      // The first section's answer becomes the result as it is; later ones are appended.
      if result.isEmpty { swap(&result, &elements) } else { result.append(contentsOf: elements) }
      // Is there more of the rect below this section? Only then is its full height needed; below
      // the last section there is nothing to find.
      if index + 1 == sections.count { break }
      let reach = band(of: index) ?? section.layout.contentSize(placingThrough: rect.maxY - top).height
      if top + reach >= rect.maxY { break }
      index += 1
    }
    return result
  }

  /// A section's elements in composite coordinates: frames moved by (dx, dy) and index paths
  /// given the section, in place; only those intersecting `rect` are kept (a section's layout
  /// answers for its part of the rect, so it is rare to drop one). O(k), copying no element.
  private static func move(
    _ elements: inout [LayoutAttributes], toSection section: Int, dx: Int, dy: Int, keepingThoseIn rect: Rect
  ) {
    let minX = rect.minX, maxX = rect.maxX, minY = rect.minY, maxY = rect.maxY
    let outside = elements.withUnsafeMutableBufferPointer { elements in
      var outside = 0
      for i in elements.indices {
        elements[i].indexPath.section = section
        let x = elements[i].frame.origin.x + dx, y = elements[i].frame.origin.y + dy
        elements[i].frame.origin = Point(x: x, y: y)
        let size = elements[i].frame.size
        // `rect` is not empty: the element is inside unless it is empty or ends before it.
        let inside =
          size.width > 0 && size.height > 0 && x < maxX && minX < x + size.width && y < maxY
          && minY < y + size.height
        outside += inside ? 0 : 1
      }
      return outside
    }
    if outside > 0 { elements.removeAll { !$0.frame.intersects(rect) } }
  }

  /// The item's frame in its section, moved to the section's place.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    prepare()
    guard indexPath.section >= 0, indexPath.section < sections.count,
      let element = sections[indexPath.section].section.layout.layoutAttributesForItem(
        at: IndexPath(item: indexPath.item, section: 0))
    else { return nil }
    return toComposite(element, section: indexPath.section)
  }

  /// The header or footer of a section, from its layout; a sideways row's header from its section.
  public func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath)
    -> LayoutAttributes?
  {
    prepare()
    guard indexPath.section >= 0, indexPath.section < sections.count else { return nil }
    if sections[indexPath.section].section.orthogonalHeight != nil {
      return kind == .sectionHeader && indexPath.item == 0 ? rowHeader(ofSection: indexPath.section) : nil
    }
    guard
      let element = sections[indexPath.section].section.layout.layoutAttributesForSupplementaryView(
        ofKind: kind, at: IndexPath(item: indexPath.item, section: 0))
    else { return nil }
    return toComposite(element, section: indexPath.section)
  }

  /// Left and Right inside a section that scrolls sideways move one item and scroll that row so
  /// its layout's snap puts the item in place (at the ends the focus stays); every other move is
  /// the collection view's geometric search, across sections.
  public func focusTarget(from indexPath: IndexPath, direction: FocusDirection) -> FocusTarget {
    prepare()
    guard indexPath.section >= 0, indexPath.section < sections.count,
      sections[indexPath.section].section.orthogonalHeight != nil,
      direction == .left || direction == .right
    else { return .geometric }
    let index = indexPath.section
    let item = indexPath.item + (direction == .right ? 1 : -1)
    guard item >= 0, item < (source?.numberOfItems(inSection: index) ?? 0) else { return .none }
    scrollRow(index, toShow: item)
    return .item(IndexPath(item: item, section: index))
  }

  /// Scrolls a sideways row to the snap point its layout gives for centring `item`.
  func scrollRow(_ index: Int, toShow item: Int) {
    let layout = sections[index].section.layout
    guard let frame = layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame else { return }
    let width = source?.layoutBounds.width ?? 0
    let centring = Point(x: frame.minX + frame.width / 2 - width / 2, y: 0)
    let target = layout.targetContentOffset(forProposedContentOffset: centring, withScrollingVelocity: .zero)
    let maximum = max(0, layout.collectionViewContentSize.width - width)
    sections[index].orthogonalOffset = min(max(0, target.x), maximum)
  }

  /// The header above a sideways row: full width, not scrolled with the row; nil without one.
  private func rowHeader(ofSection index: Int) -> LayoutAttributes? {
    let height = sections[index].section.headerHeight
    guard height > 0 else { return nil }
    let width = source?.layoutBounds.width ?? 0
    return LayoutAttributes(
      indexPath: IndexPath(item: 0, section: index), category: .supplementaryView(.sectionHeader),
      frame: Rect(x: 0, y: top(of: index), width: width, height: height))
  }

  /// The horizontal offset of a section that scrolls sideways (0 for the others).
  public func orthogonalOffset(ofSection section: Int) -> Int {
    section >= 0 && section < sections.count ? sections[section].orthogonalOffset : 0
  }
}
