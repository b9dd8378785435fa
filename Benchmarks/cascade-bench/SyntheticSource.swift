import CascadeLayout

/// N cards whose aspect ratios (0.5 to 2.0) come from a hash of the index: O(1) memory, like a
/// data source backed by a model that is read lazily.
final class SyntheticSource: LayoutSource, WaterfallLayoutDelegate {
  let count: Int
  var layoutBounds: Rect

  init(count: Int, viewport: Size) {
    self.count = count
    self.layoutBounds = Rect(origin: .zero, size: viewport)
  }

  func numberOfSections() -> Int { 1 }
  func numberOfItems(inSection section: Int) -> Int { count }

  static func aspectRatio(of item: Int) -> Double {
    var h = UInt64(truncatingIfNeeded: item) &* 0x9E37_79B9_7F4A_7C15
    h ^= h >> 29
    return 0.5 + Double(h % 1_501) / 1_000
  }

  func waterfallLayout(_ layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, width: Int) -> Int {
    layout.itemHeight(aspectRatio: Self.aspectRatio(of: indexPath.item), width: width)
  }

  /// A 4-column waterfall over this source.
  func makeWaterfall() -> WaterfallLayout {
    let layout = WaterfallLayout()
    layout.columnCount = .fixed(4)
    layout.source = self
    layout.delegate = self
    return layout
  }
}
