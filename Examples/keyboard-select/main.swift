// keyboard-select: pick books from shelves with the keyboard; the picks are printed on exit, one a
// line, in the order they were picked.
//
//   swift run keyboard-select                   arrows move, Space picks, Enter or q prints and quits,
//                                               Ctrl-C quits without printing
//   swift run keyboard-select --dump 60x16 --keys space,down,space,q
//                                               no terminal: press the keys, print the last frame,
//                                               then the picks
import CascadeCanvas
import CascadeCurses
import CascadeLayout
import CascadeView
import Foundation  // exit and stderr

// 1. A flow layout: equal cells two rows tall, as many to a line as fit, a header row per shelf.
let layout = FlowLayout()
layout.itemSize = Size(width: 29, height: 2)
layout.minimumLineSpacing = 1
layout.headerHeight = 1
layout.sectionInset = EdgeInsets(top: 0, left: 1, bottom: 1, right: 1)

// 2. The collection view: a cell class and a header class, each registered for its kind.
let collectionView = CollectionView(layout: layout)
collectionView.register(BookCell.self, forCellWithReuseIdentifier: Library.bookIdentifier)
collectionView.register(ShelfHeaderView.self, forSupplementaryViewOfKind: .sectionHeader, withReuseIdentifier: Library.headerIdentifier)
collectionView.allowsMultipleSelection = true

// 3. Data source and delegate, held weakly by the collection view.
let library = Library(shelves: shelves)
collectionView.delegate = library
collectionView.dataSource = library

/// One frame: the shelves above a status line.
@MainActor func drawFrame(into buffer: inout CellBuffer) {
  let size = buffer.size
  collectionView.draw(in: &buffer, area: Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - 1)))
  let picked = collectionView.indexPathsForSelectedItems.count
  buffer.draw(" \(picked) picked · Space picks · Enter prints", at: Point(x: 0, y: size.height - 1), maxWidth: size.width, style: Style(attributes: .reverse))
}

/// How the program ends: printing the picks, or not (Ctrl-C).
enum Ending { case printPicks, interrupted }

/// The keys this program gives a meaning of its own; the collection view handles the rest.
func ending(for event: InputEvent) -> Ending? {
  switch event {
  case .key(.enter), .key(.escape), .key(.character("q")): return .printPicks
  case .key(.control("c")): return .interrupted
  default: return nil
  }
}

/// Prints the picked titles in the order they were picked; exits 1 when nothing was picked.
@MainActor func finish(_ end: Ending) -> Never {
  guard end == .printPicks else { exit(130) }
  let picks = collectionView.indexPathsForSelectedItems
  for indexPath in picks { print(library.book(at: indexPath).title) }
  exit(picks.isEmpty ? 1 : 0)
}

// 4. Run: on an in-memory terminal with --dump, else on the real one.
let arguments = Array(CommandLine.arguments.dropFirst())
if let dump = arguments.firstIndex(of: "--dump") {
  let sizeText = dump + 1 < arguments.count ? arguments[dump + 1] : "60x16"
  let parts = sizeText.split(separator: "x").compactMap { Int($0) }
  let keysIndex = arguments.firstIndex(of: "--keys")
  let names = keysIndex.map { $0 + 1 < arguments.count ? arguments[$0 + 1].split(separator: ",").map(String.init) : [] } ?? []
  let keys = names.compactMap { Key(name: $0) }
  guard parts.count == 2, keys.count == names.count else {
    FileHandle.standardError.write(Data("usage: keyboard-select [--dump WxH [--keys name,name,…]]\n".utf8))
    exit(2)
  }
  let backend = TestBackend(size: Size(width: parts[0], height: parts[1]))
  let screen = Screen(backend: backend)
  screen.draw { drawFrame(into: &$0) }
  var end: Ending?
  for key in keys where end == nil {
    end = ending(for: .key(key))
    if end == nil { collectionView.handle(.key(key)) }
    screen.draw { drawFrame(into: &$0) }
  }
  print(backend.lines().joined(separator: "\n"))
  if let end { finish(end) }
} else {
  let session: TerminalSession
  do {
    session = try TerminalSession()
  } catch {
    FileHandle.standardError.write(Data("keyboard-select: \(error)\n".utf8))
    exit(2)
  }
  let screen = Screen(backend: session.backend)
  var end = Ending.printPicks
  while true {
    screen.draw { drawFrame(into: &$0) }
    // nil: the terminal went away; leave as if the user quit.
    guard let event = session.nextEvent(timeoutMilliseconds: nil) else { break }
    if let chosen = ending(for: event) {
      end = chosen
      break
    }
    if event == .resize { screen.invalidate() }
    collectionView.handle(event)
  }
  // The terminal is given back before anything is printed, so the picks land in the shell or pipe.
  session.close()
  finish(end)
}
