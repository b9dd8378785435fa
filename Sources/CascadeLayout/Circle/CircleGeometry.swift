/// A circle layout's arithmetic for one viewport: the circle fitted to it, how many cards a page
/// holds without two overlapping, and each slot's frame relative to its page.
struct CircleGeometry: Hashable {
  var viewport: Size
  /// A card's size (clamped to the viewport, at least 1×1).
  var item: Size
  /// Cards per full page, and how many pages `count` cards fill.
  var perPage: Int
  var pageCount: Int
  var count: Int
  /// Each page's extent along the scroll axis (down): the viewport's height, or a card's.
  var pageLength: Int
  /// Slot frames for a full page and for the last page (which may hold fewer cards).
  var fullPage: [Rect]
  var lastPage: [Rect]

  /// The most cards a page is ever asked to hold: past this, even tiny cards would crowd.
  static let slotLimit = 256

  init(viewport: Size, layout: CircleLayout, count: Int) {
    let size = Size(width: max(0, viewport.width), height: max(0, viewport.height))
    self.viewport = size
    item = Size(
      width: min(max(1, layout.itemSize.width), max(1, size.width)),
      height: min(max(1, layout.itemSize.height), max(1, size.height)))
    self.count = count
    pageLength = max(size.height, item.height)
    let aspect = layout.cellAspect.isFinite && layout.cellAspect > 0 ? layout.cellAspect : 0.5
    let limit = min(Self.slotLimit, max(1, layout.maximumItemsPerPage ?? Self.slotLimit))
    // Grow the page one card at a time while every page size up to it keeps all cards apart, so
    // the last page, which may hold fewer, keeps them apart too.
    var capacity = 1
    while capacity < limit, capacity < count, Self.slotsApart(Self.slots(capacity + 1, size, item, aspect)) {
      capacity += 1
    }
    perPage = capacity
    pageCount = count == 0 ? 0 : (count + capacity - 1) / capacity
    fullPage = Self.slots(min(capacity, max(1, count)), size, item, aspect)
    let last = count - (pageCount - 1) * capacity
    lastPage = count == 0 ? [] : (last == fullPage.count ? fullPage : Self.slots(last, size, item, aspect))
  }

  /// The frames of `n` cards evenly round the circle fitted to `viewport`, the first at 12 o'clock,
  /// going clockwise; a lone card sits in the middle. The circle's radius is as large as keeps
  /// every card inside the viewport, in columns, and `aspect` times that in rows, so that on a
  /// terminal whose cells are `1 / aspect` times as tall as wide it looks round.
  static func slots(_ n: Int, _ viewport: Size, _ item: Size, _ aspect: Double) -> [Rect] {
    let cx = Double(viewport.width) / 2, cy = Double(viewport.height) / 2
    let halfW = Double(item.width) / 2, halfH = Double(item.height) / 2
    let rx = max(0, min(Double(viewport.width - item.width) / 2, Double(viewport.height - item.height) / 2 / aspect))
    let ry = rx * aspect
    return (0..<n).map { j in
      let (c, s) = n == 1 ? (0.0, 0.0) : UnitCircle.point(numerator: 4 * j - n, denominator: 4 * n)
      let x = Int((cx + rx * c - halfW).rounded()), y = Int((cy + ry * s - halfH).rounded())
      return Rect(x: max(0, x), y: max(0, y), width: item.width, height: item.height)
    }
  }

  /// True when no two of `frames` share a cell. O(n²) for n ≤ `slotLimit`, at prepare time only.
  static func slotsApart(_ frames: [Rect]) -> Bool {
    for i in frames.indices {
      for j in frames.indices where j > i && frames[i].intersects(frames[j]) { return false }
    }
    return true
  }

  /// The content: as wide as the viewport (or a card), a page per `perPage` cards down.
  var contentSize: Size { Size(width: max(viewport.width, item.width), height: pageCount * pageLength) }
  var maximumOffset: Int { max(0, contentSize.height - viewport.height) }

  /// Card `index`'s frame in content coordinates. O(1).
  func frame(of index: Int) -> Rect {
    let page = index / perPage, slot = index % perPage
    let slots = page == pageCount - 1 ? lastPage : fullPage
    return slots[slot].offsetBy(dx: 0, dy: page * pageLength)
  }

  /// How many cards page `page` holds.
  func cards(onPage page: Int) -> Int { page == pageCount - 1 ? lastPage.count : perPage }

  /// The page whose start is nearest `offset` (the earlier one on a tie), clamped.
  func nearestPage(toOffset offset: Int) -> Int {
    guard pageCount > 0 else { return 0 }
    let below = CarouselGeometry.floorDivide(offset, pageLength)
    let page = offset - below * pageLength <= pageLength / 2 ? below : below + 1
    return min(max(0, page), pageCount - 1)
  }
}
