import CascadeLayout

/// N cards with aspect ratios from 0.5 to 2.0, held in memory as an app's model would hold them
/// (built before any timing starts; a hash of the index picks each ratio, so every run is the same).
final class SyntheticSource: LayoutSource, WaterfallLayoutDelegate {
  let count: Int
  var layoutBounds: Rect
  /// The model: one ratio per card. Not layout state, so not counted in bytes per item.
  let aspectRatios: [Float]

  init(count: Int, viewport: Size) {
    self.count = count
    self.layoutBounds = Rect(origin: .zero, size: viewport)
    aspectRatios = (0..<count).map { Float(Self.aspectRatio(of: $0)) }
  }

  func numberOfSections() -> Int { 1 }
  func numberOfItems(inSection section: Int) -> Int { count }

  static func aspectRatio(of item: Int) -> Double {
    var h = UInt64(truncatingIfNeeded: item) &* 0x9E37_79B9_7F4A_7C15
    h ^= h >> 29
    return 0.5 + Double(h % 1_501) / 1_000
  }

  /// No banners: the layout need not ask about each card.
  func waterfallLayout(_ layout: WaterfallLayout, hasFullWidthItemsInSection section: Int) -> Bool { false }

  func waterfallLayout(_ layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, width: Int) -> Int {
    layout.itemHeight(aspectRatio: Double(aspectRatios[indexPath.item]), width: width)
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
