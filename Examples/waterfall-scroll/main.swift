// waterfall-scroll: a waterfall of photos from a Swift array, scrolled with the keyboard or the mouse.
//
//   swift run waterfall-scroll                  arrows, PgUp/PgDn, Home/End, the wheel; q quits
//   swift run waterfall-scroll --dump 60x20 --keys pgdn,down
//                                               no terminal: press the keys, print the last frame
import CascadeCanvas
import CascadeCurses
import CascadeLayout
import CascadeView
import Foundation  // exit and stderr

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

/// One frame: the photos above a status line that says where the focus is.
@MainActor func drawFrame(into buffer: inout CellBuffer) {
  let size = buffer.size
  collectionView.draw(in: &buffer, area: Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - 1)))
  let focus = collectionView.focusedIndexPath.map { "photo \($0.item + 1) of \(photos.count)" } ?? "no photos"
  buffer.draw(" \(focus) · arrows PgUp PgDn Home End · q quits", at: Point(x: 0, y: size.height - 1), maxWidth: size.width, style: Style(attributes: .reverse))
}

/// True for the keys that end the program.
func quits(_ event: InputEvent) -> Bool {
  event == .key(.character("q")) || event == .key(.escape) || event == .key(.control("c"))
}

// 4. Run: on a copy of a terminal in memory with --dump, else on the real one.
let arguments = Array(CommandLine.arguments.dropFirst())
if let dump = arguments.firstIndex(of: "--dump") {
  let sizeText = dump + 1 < arguments.count ? arguments[dump + 1] : "60x20"
  let parts = sizeText.split(separator: "x").compactMap { Int($0) }
  let keysIndex = arguments.firstIndex(of: "--keys")
  let names = keysIndex.map { $0 + 1 < arguments.count ? arguments[$0 + 1].split(separator: ",").map(String.init) : [] } ?? []
  let keys = names.compactMap { Key(name: $0) }
  guard parts.count == 2, keys.count == names.count else {
    FileHandle.standardError.write(Data("usage: waterfall-scroll [--dump WxH [--keys name,name,…]]\n".utf8))
    exit(2)
  }
  let backend = TestBackend(size: Size(width: parts[0], height: parts[1]))
  let screen = Screen(backend: backend)
  screen.draw { drawFrame(into: &$0) }
  for key in keys where !quits(.key(key)) {
    collectionView.handle(.key(key))
    screen.draw { drawFrame(into: &$0) }
  }
  print(backend.lines().joined(separator: "\n"))
} else {
  do {
    let session = try TerminalSession()
    let screen = Screen(backend: session.backend)
    while true {
      screen.draw { drawFrame(into: &$0) }
      guard let event = session.nextEvent(timeoutMilliseconds: nil), !quits(event) else { break }
      if event == .resize { screen.invalidate() }  // the terminal lost what it showed
      collectionView.handle(event)
    }
    session.close()
  } catch {
    FileHandle.standardError.write(Data("waterfall-scroll: \(error)\n".utf8))
    exit(2)
  }
}
