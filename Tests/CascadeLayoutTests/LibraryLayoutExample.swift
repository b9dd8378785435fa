import CascadeLayout

/// Photos with known sizes, as a data source for a waterfall.
final class Photos: LayoutSource, WaterfallLayoutDelegate {
  var layoutBounds = Rect(x: 0, y: 0, width: 80, height: 24)
  let sizes: [(width: Double, height: Double)] = [(4, 3), (3, 4), (1, 1), (16, 9), (2, 3)]

  func numberOfSections() -> Int { 1 }
  func numberOfItems(inSection section: Int) -> Int { sizes.count }

  func waterfallLayout(_ layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, width: Int) -> Int {
    let size = sizes[indexPath.item]
    return layout.itemHeight(aspectRatio: size.height / size.width, width: width)
  }
}

/// The photos on the first screen of a three-column waterfall.
func visiblePhotos() -> [LayoutAttributes] {
  let photos = Photos()
  let layout = WaterfallLayout()
  layout.columnCount = .fixed(3)
  layout.source = photos  // held weakly, as a UIKit layout holds its collection view
  layout.delegate = photos
  layout.prepare()
  return layout.layoutAttributesForElements(in: photos.layoutBounds)
}
