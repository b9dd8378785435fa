// self-sizing: 100,000 notes in a waterfall of self-sizing cards. Each card is placed at an
// estimate until it is measured; the screen is measured before every frame, and the notes near it
// while no key is waiting, so End jumps to the last note at once instead of wrapping 100,000.
//
//   swift run self-sizing                       arrows, PgUp/PgDn, Home/End; q quits
//   swift run self-sizing --dump 60x20 --keys end
//                                               no terminal: press the keys, print the last frame
import CascadeCanvas
import CascadeCurses
import CascadeLayout
import CascadeView
import Foundation  // exit and stderr

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

/// One frame: the screen's notes measured first, then drawn above a status line.
@MainActor func drawFrame(into buffer: inout CellBuffer) {
  let size = buffer.size
  let area = Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - 1))
  collectionView.setViewportSize(area.size)
  collectionView.measureVisibleItems()
  collectionView.draw(in: &buffer, area: area)
  let focus = collectionView.focusedIndexPath.map { "note \($0.item + 1) of \(notes.count)" } ?? "no notes"
  buffer.draw(" \(focus) · arrows PgUp PgDn Home End · q quits", at: Point(x: 0, y: size.height - 1), maxWidth: size.width, style: Style(attributes: .reverse))
}

/// Measures up to `limit` notes placed at their estimate within three screens of the viewport,
/// nearest first, and hands their heights over in one batch. Returns false when none was left.
@MainActor func measureNearby(limit: Int) -> Bool {
  let bounds = collectionView.bounds
  let height = max(1, bounds.height)
  let around = Rect(x: 0, y: bounds.minY - 3 * height, width: bounds.width, height: 7 * height)
  let centre = bounds.minY + height / 2
  let pending = layout.estimatedItems(in: around)
  guard !pending.isEmpty else { return false }
  let nearest = pending.sorted { a, b in
    abs((layout.layoutAttributesForItem(at: a.indexPath)?.frame.minY ?? 0) - centre)
      < abs((layout.layoutAttributesForItem(at: b.indexPath)?.frame.minY ?? 0) - centre)
  }
  collectionView.acceptMeasuredHeights(nearest.prefix(limit).map {
    MeasuredItemHeight(indexPath: $0.indexPath, width: $0.width, height: NoteCell.height(of: notes[$0.indexPath.item], width: $0.width))
  })
  return true
}

/// True for the keys that end the program.
func quits(_ event: InputEvent) -> Bool {
  event == .key(.character("q")) || event == .key(.escape) || event == .key(.control("c"))
}

// 3. Run: on a copy of a terminal in memory with --dump, else on the real one.
let arguments = Array(CommandLine.arguments.dropFirst())
if let dump = arguments.firstIndex(of: "--dump") {
  let sizeText = dump + 1 < arguments.count ? arguments[dump + 1] : "60x20"
  let parts = sizeText.split(separator: "x").compactMap { Int($0) }
  let keysIndex = arguments.firstIndex(of: "--keys")
  let names = keysIndex.map { $0 + 1 < arguments.count ? arguments[$0 + 1].split(separator: ",").map(String.init) : [] } ?? []
  let keys = names.compactMap { Key(name: $0) }
  guard parts.count == 2, keys.count == names.count else {
    FileHandle.standardError.write(Data("usage: self-sizing [--dump WxH [--keys name,name,…]]\n".utf8))
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
    var measuring = true
    while true {
      screen.draw { drawFrame(into: &$0) }
      // While notes near the screen are unmeasured, look for a key without waiting and measure a
      // slice between looks; then wait for the next key.
      let event = session.nextEvent(timeoutMilliseconds: measuring ? 0 : nil)
      guard let event else {
        if !measuring { break }  // no timeout: the terminal is gone
        measuring = measureNearby(limit: 64)
        continue
      }
      if quits(event) { break }
      if event == .resize { screen.invalidate() }  // the terminal lost what it showed
      collectionView.handle(event)
      measuring = true
    }
    session.close()
  } catch {
    FileHandle.standardError.write(Data("self-sizing: \(error)\n".utf8))
    exit(2)
  }
}
