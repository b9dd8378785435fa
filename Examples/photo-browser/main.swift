// photo-browser: favourites in a carousel row that scrolls sideways on its own, above a waterfall
// of every photo: a compositional layout. Enter opens the focused photo, Esc closes it.
//
//   swift run photo-browser                     Left/Right in the row, Up/Down between and in the
//                                               sections, Enter opens, Esc closes; q quits
//   swift run photo-browser --dump 60x20 --keys right,right,enter
//                                               no terminal: press the keys, print the last frame
import CascadeKit
import Foundation  // exit

// 1. One layout per section: a carousel row 8 tall for the favourites, a waterfall below.
let layout = CompositionalLayout { section, environment in
  section == 0
    ? .carousel(height: 8, maximumItemLength: 24)
    : .waterfall(columns: .automatic(minimumWidth: 18), headerHeight: 1)
}
layout.interSectionSpacing = 1

// 2. The collection view: one card class for both sections, a header for the waterfall.
let collectionView = CollectionView(layout: layout)
collectionView.register(PhotoCard.self, forCellWithReuseIdentifier: PhotoLibrary.cardIdentifier)
collectionView.register(
  SectionTitleView.self, forSupplementaryViewOfKind: .sectionHeader, withReuseIdentifier: PhotoLibrary.headerIdentifier)

// 3. Data source and delegate, kept alive here.
let library = PhotoLibrary(photos: photos)
collectionView.delegate = library
collectionView.dataSource = library

// 4. The app: Enter opens the focused photo over the screen and Esc (or Enter) closes it; while
//    it is open the other keys do nothing.
var opened: Photo?
let app = TerminalApplication(name: "photo-browser", collectionView: collectionView)
app.draw = { buffer in
  let size = buffer.size
  let area = Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - 1))
  let status: String
  if let photo = opened {
    buffer.fill(area, with: Cell(grapheme: " "))
    buffer.drawBox(area, border: .heavy, style: Style(attributes: .bold))
    buffer.draw(photo.title, at: Point(x: 2, y: 1), maxWidth: max(0, size.width - 4), style: Style(attributes: .bold))
    buffer.draw(
      "\(photo.width)×\(photo.height) pixels\(photo.isFavourite ? " · favourite" : "")", at: Point(x: 2, y: 2),
      maxWidth: max(0, size.width - 4))
    status = " \(photo.title) · Esc closes"
  } else {
    collectionView.draw(in: &buffer, area: area)
    let where_ =
      collectionView.focusedIndexPath.map { (indexPath: IndexPath) in
        indexPath.section == 0
          ? "favourite \(indexPath.item + 1) of \(library.favourites.count)"
          : "photo \(indexPath.item + 1) of \(photos.count)"
      } ?? "no photos"
    status = " \(where_) · ←→ ↑↓ · Enter opens · q quits"
  }
  buffer.draw(status, at: Point(x: 0, y: size.height - 1), maxWidth: size.width, style: Style(attributes: .reverse))
}
app.eventHandler = { event in
  if opened != nil {
    if event == .key(.escape) || event == .key(.enter) { opened = nil }
    return !(event == .key(.character("q")) || event == .key(.control("c")))
  }
  guard event == .key(.enter), let focus = collectionView.focusedIndexPath else { return false }
  opened = library.photo(at: focus)
  return true
}

exit(app.run())
