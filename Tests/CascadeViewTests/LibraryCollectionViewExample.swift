import CascadeCanvas
import CascadeLayout
import CascadeView

/// A photo's title in a box; the focused photo's box is heavy.
final class TitleCell: CollectionViewCell {
  var title = ""

  override func prepareForReuse() { title = "" }

  override func draw(in buffer: inout CellBuffer, context: DrawingContext) {
    let frame = context.frame, clip = context.clip
    buffer.drawBox(frame, border: isFocused ? .heavy : .light, style: .plain, clip: clip)
    guard frame.width > 4, frame.height > 2 else { return }
    buffer.draw(title, at: Point(x: frame.minX + 2, y: frame.minY + 1), maxWidth: frame.width - 4, clip: clip)
  }
}

final class Wall: CollectionViewDataSource, CollectionViewDelegateWaterfallLayout {
  let photos: [(title: String, aspect: Double)]
  init(_ photos: [(String, Double)]) { self.photos = photos }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { photos.count }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell = collectionView.dequeueReusableCell(TitleCell.self, withReuseIdentifier: "photo", for: indexPath)
    cell.title = photos[indexPath.item].title
    return cell
  }

  func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, width: Int
  ) -> Int {
    layout.itemHeight(aspectRatio: photos[indexPath.item].aspect, width: width)
  }
}

/// Two photos drawn as boxes in a waterfall on an 80×24 screen.
@MainActor func drawWall() -> CellBuffer {
  let collectionView = CollectionView(layout: WaterfallLayout())
  collectionView.register(TitleCell.self, forCellWithReuseIdentifier: "photo")
  let wall = Wall([("Harbour", 0.75), ("Lighthouse", 1.5)])
  collectionView.delegate = wall  // held weakly, as in UIKit
  collectionView.dataSource = wall
  var buffer = CellBuffer(size: Size(width: 80, height: 24))
  collectionView.draw(in: &buffer, area: Rect(x: 0, y: 0, width: 80, height: 24))
  return buffer
}
