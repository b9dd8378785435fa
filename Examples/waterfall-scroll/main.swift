// waterfall-scroll: a waterfall of photos from a Swift array, scrolled with the keyboard or the mouse.
//
//   swift run waterfall-scroll                  arrows, PgUp/PgDn, Home/End, the wheel; q quits
//   swift run waterfall-scroll --dump 60x20 --keys pgdn,down
//                                               no terminal: press the keys, print the last frame
import CascadeKit
import Foundation  // exit; IndexPath stays Cascade's (CascadeKit sees to it)

// 1. The layout: as many columns as fit at 18 cells or more, a blank row between photos.
let layout = WaterfallLayout()
layout.columnCount = .automatic(minimumWidth: 18)
layout.rowSpacing = 1

// 2. The collection view, with a cell class registered for the data source to dequeue.
let collectionView = CollectionView(layout: layout)
collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoWall.cellIdentifier)
collectionView.isPagingEnabled = true  // PgUp/PgDn end with a photo centred

// 3. Data source and delegate. The collection view holds them weakly: keep `wall` alive.
let wall = PhotoWall(photos: photos)
collectionView.delegate = wall
collectionView.dataSource = wall

// 4. The app: the run loop owns the terminal, sends keys, clicks and the wheel to the collection
//    view, and draws a frame after each; q, Esc or Ctrl-C quits. Each frame is the photos above a
//    status line that says where the focus is.
let app = TerminalApplication(name: "waterfall-scroll", collectionView: collectionView)
app.draw = { buffer in
  let size = buffer.size
  collectionView.draw(in: &buffer, area: Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - 1)))
  let focus =
    collectionView.focusedIndexPath.map { (indexPath: IndexPath) in "photo \(indexPath.item + 1) of \(photos.count)" }
    ?? "no photos"
  buffer.draw(
    " \(focus) · arrows PgUp PgDn Home End · q quits", at: Point(x: 0, y: size.height - 1), maxWidth: size.width,
    style: Style(attributes: .reverse))
}

// 5. Run: on the terminal, or with --dump on one in memory, printing the last frame.
exit(app.run())
