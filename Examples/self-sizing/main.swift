// self-sizing: 100,000 notes in a waterfall of self-sizing cards. Each card is placed at an
// estimate until it is measured; the screen is measured before every frame, and the notes near it
// on a worker thread between frames, so End jumps to the last note at once instead of wrapping
// 100,000.
//
//   swift run self-sizing                       arrows, PgUp/PgDn, Home/End; q quits
//   swift run self-sizing --dump 60x20 --keys end
//                                               no terminal: press the keys, print the last frame
import CascadeKit
import Foundation  // exit; IndexPath stays Cascade's (CascadeKit sees to it)

let notes = makeNotes(count: 100_000)

// 1. The layout: self-sizing, with a per-note estimate from the delegate.
let layout = WaterfallLayout()
layout.columnCount = .automatic(minimumWidth: 24)
layout.estimatedItemHeight = 5

// 2. The collection view and its data source and delegate (held weakly: keep `notebook` alive).
let collectionView = CollectionView(layout: layout)
collectionView.register(NoteCell.self, forCellWithReuseIdentifier: Notebook.cellIdentifier)
let notebook = Notebook(notes: notes)
collectionView.delegate = notebook
collectionView.dataSource = notebook

// 3. The app. Each frame measures the notes on screen first (exact where the reader looks), then
//    hands the notes within three screens that are still at their estimate to a worker: measuring
//    is a pure function of a note and a width, so it needs nothing of the main thread. The heights
//    come back between two events, the focused note keeps its row, and the next frame sends the
//    next batch, until nothing near the screen is estimated.
let app = TerminalApplication(name: "self-sizing", collectionView: collectionView)
var measuring = false

@MainActor func measureNearbyInBackground() {
  guard !measuring else { return }
  let bounds = collectionView.bounds
  let height = max(1, bounds.height)
  let pending = layout.estimatedItems(
    in: Rect(x: 0, y: bounds.minY - 3 * height, width: bounds.width, height: 7 * height))
  guard !pending.isEmpty else { return }
  measuring = true
  app.performInBackground(
    {
      pending.map {
        MeasuredItemHeight(
          indexPath: $0.indexPath, width: $0.width,
          height: NoteCell.height(of: notes[$0.indexPath.item], width: $0.width))
      }
    },
    completion: { heights in
      measuring = false
      collectionView.acceptMeasuredHeights(heights)
    })
}

app.draw = { buffer in
  let size = buffer.size
  let area = Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - 1))
  collectionView.setViewportSize(area.size)
  collectionView.measureVisibleItems()
  collectionView.draw(in: &buffer, area: area)
  let focus =
    collectionView.focusedIndexPath.map { (indexPath: IndexPath) in "note \(indexPath.item + 1) of \(notes.count)" }
    ?? "no notes"
  buffer.draw(
    " \(focus) · arrows PgUp PgDn Home End · q quits", at: Point(x: 0, y: size.height - 1), maxWidth: size.width,
    style: Style(attributes: .reverse))
  measureNearbyInBackground()
}

// 4. Run: on the terminal, or with --dump on one in memory, printing the last frame.
exit(app.run())
