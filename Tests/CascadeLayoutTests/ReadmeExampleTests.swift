import CascadeLayout
import Testing

// The library example from docs/library.md, kept here so it always compiles and does what it says.

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

@Test func readmeExample() {
  let photos = Photos()
  let layout = WaterfallLayout()
  layout.columnCount = .fixed(3)
  layout.source = photos
  layout.delegate = photos
  layout.prepare()

  let visible = layout.layoutAttributesForElements(in: photos.layoutBounds)
  // (80 - 2) / 3 = 26 cells per column; a 4:3 photo is 26 × 0.75 × 0.5 ≈ 10 rows tall.
  #expect(visible.first?.frame == Rect(x: 0, y: 0, width: 26, height: 10))
  #expect(visible.count == 5)
}
