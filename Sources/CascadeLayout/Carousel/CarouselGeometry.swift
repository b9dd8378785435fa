/// A carousel's arithmetic for one viewport size, in "main" (scroll axis) and "cross" coordinates so
/// the same code serves the horizontal and the vertical carousel.
///
/// Card `i` starts at `lead + i * pitch`; `lead` is chosen so the offset that centres card `i` is
/// exactly `i * pitch`, and the content ends so the last card can be centred too.
struct CarouselGeometry: Hashable {
  /// The viewport along and across the scroll axis.
  var viewport: Int
  var viewportCross: Int
  /// A card's length along the axis, and the distance from one card's start to the next.
  var length: Int
  var pitch: Int
  /// Where card 0 starts along the axis.
  var lead: Int
  /// Where cards start across the axis, and their extent.
  var crossStart: Int
  var crossLength: Int
  var count: Int

  init(viewport: Size, layout: CarouselLayout, count: Int) {
    let vertical = layout.scrollDirection == .vertical
    self.viewport = max(0, vertical ? viewport.height : viewport.width)
    viewportCross = max(0, vertical ? viewport.width : viewport.height)
    let spacing = max(0, layout.spacing)
    // The viewport less a peek and a gap at each side; never longer than asked, never empty.
    let fitted = self.viewport - 2 * (max(0, layout.peek) + spacing)
    length = max(1, min(layout.maximumItemLength ?? Int.max, fitted))
    pitch = length + spacing
    lead = self.viewport / 2 - length / 2
    let inset = max(0, layout.crossInset)
    crossStart = inset
    crossLength = max(1, viewportCross - 2 * inset)
    self.count = count
  }

  /// The content's length along the axis: centring the last card needs half a viewport after it.
  var contentLength: Int { count == 0 ? 0 : (count - 1) * pitch + max(viewport, length) }
  var contentCross: Int { 2 * crossStart + crossLength }

  /// The largest offset along the axis.
  var maximumOffset: Int { max(0, contentLength - viewport) }

  /// The offset along the axis that centres card `index`.
  @inline(__always) func centringOffset(of index: Int) -> Int { index * pitch }

  /// Card `index`'s start along the axis.
  @inline(__always) func start(of index: Int) -> Int { lead + index * pitch }

  /// The cards whose extent along the axis meets `lo..<hi`, clamped to the collection. O(1).
  func indices(meeting lo: Int, _ hi: Int) -> ClosedRange<Int>? {
    guard count > 0, hi > lo else { return nil }
    // First card ending after `lo`: lead + i·pitch + length > lo. Last starting before `hi`.
    let first = max(0, Self.floorDivide(lo - lead - length, pitch) + 1)
    let last = min(count - 1, Self.floorDivide(hi - 1 - lead, pitch))
    return first <= last ? first...last : nil
  }

  /// The card whose centring offset is nearest `offset` (the earlier one on a tie), clamped.
  func nearestIndex(toOffset offset: Int) -> Int {
    guard count > 0 else { return 0 }
    let below = Self.floorDivide(offset, pitch)
    let index = offset - below * pitch <= pitch / 2 ? below : below + 1
    return min(max(0, index), count - 1)
  }

  /// ⌊a / b⌋ for b > 0 (Swift's `/` truncates towards zero).
  @inline(__always) static func floorDivide(_ a: Int, _ b: Int) -> Int {
    let q = a / b
    return (a % b != 0 && a < 0) ? q - 1 : q
  }
}
