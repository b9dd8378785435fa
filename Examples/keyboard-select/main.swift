// keyboard-select: pick books from shelves with the keyboard; the picks are printed on exit, one a
// line, in the order they were picked.
//
//   swift run keyboard-select                   arrows move, Space picks, Enter or q prints and quits,
//                                               Ctrl-C quits without printing
//   swift run keyboard-select --dump 60x16 --keys space,down,space,q
//                                               no terminal: press the keys, print the last frame,
//                                               then the picks
import CascadeKit
import Foundation  // exit

// The layout: two-row books in a grid, a one-row header above each shelf.
let layout = FlowLayout()
layout.itemSize = Size(width: 29, height: 2)
layout.minimumLineSpacing = 1
layout.headerHeight = 1
layout.sectionInset = EdgeInsets(top: 0, left: 1, bottom: 1, right: 1)

// The collection view: a cell class and a header class, each registered for its kind.
let collectionView = CollectionView(layout: layout)
collectionView.register(BookCell.self, forCellWithReuseIdentifier: Library.bookIdentifier)
collectionView.register(
  ShelfHeaderView.self, forSupplementaryViewOfKind: .sectionHeader, withReuseIdentifier: Library.headerIdentifier)
collectionView.allowsMultipleSelection = true

// Data source and delegate, held weakly by the collection view.
let library = Library(shelves: shelves)
collectionView.delegate = library
collectionView.dataSource = library

// The app: its own keys first (Enter, Esc and q end with the picks printed, Ctrl-C without),
// everything else to the collection view; each frame is the shelves above a status line.
let app = TerminalApplication(name: "keyboard-select", collectionView: collectionView)
app.defaultDumpSize = Size(width: 60, height: 16)
app.draw = { buffer in
  let size = buffer.size
  collectionView.draw(in: &buffer, area: Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - 1)))
  let picked = collectionView.indexPathsForSelectedItems.count
  buffer.draw(
    " \(picked) picked · Space picks · Enter prints", at: Point(x: 0, y: size.height - 1), maxWidth: size.width,
    style: Style(attributes: .reverse))
}
app.eventHandler = { event in
  switch event {
  case .key(.enter), .key(.escape), .key(.character("q")): app.quit(status: 0)
  case .key(.control("c")): app.quit(status: 130)
  default: return false
  }
  return true
}

// Run; the terminal is given back before anything is printed, so the picks land in the shell or
// pipe. The terminal going away ends the run as q does.
let status = app.run()
guard status == 0 else { exit(status) }
let picks = collectionView.indexPathsForSelectedItems
for indexPath in picks { print(library.book(at: indexPath).title) }
exit(picks.isEmpty ? 1 : 0)
