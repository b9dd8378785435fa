// diffable-todo: a to-do list edited through snapshots. Each edit changes the tasks and applies a
// snapshot of identifiers; the diffable data source works out the move, insert or delete, and the
// collection view animates it while the focus stays on its task.
//
//   swift run diffable-todo                     Up/Down move, Space marks done (or not), a adds,
//                                               d deletes; q quits
//   swift run diffable-todo --dump 48x12 --keys space,down,d,a
//                                               no terminal: press the keys, print the last frame
import CascadeKit
import Foundation  // exit

// 1. A list: one column, a header row per section, a blank row after each section.
let layout = WaterfallLayout()
layout.columnCount = .fixed(1)
layout.headerHeight = 1
layout.sectionInset = EdgeInsets(top: 0, left: 0, bottom: 1, right: 0)

// 2. The collection view animates changes; one cell class, one header class.
let collectionView = CollectionView(layout: layout)
collectionView.register(TodoCell.self, forCellWithReuseIdentifier: TodoList.cellIdentifier)
collectionView.register(
  SectionTitleView.self, forSupplementaryViewOfKind: .sectionHeader, withReuseIdentifier: TodoList.headerIdentifier)
collectionView.isAnimationEnabled = true

// 3. The tasks and their diffable data source (it makes itself the collection view's data source).
let list = TodoList(todos: startingTodos, collectionView: collectionView)

// 4. The app: Space, a and d edit the list; everything else moves the focus.
let app = TerminalApplication(name: "diffable-todo", collectionView: collectionView)
app.defaultDumpSize = Size(width: 48, height: 12)
app.draw = { buffer in
  let size = buffer.size
  collectionView.draw(in: &buffer, area: Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - 1)))
  let (toDo, done) = list.counts
  buffer.draw(
    " \(toDo) to do · \(done) done · Space done · a adds · d deletes", at: Point(x: 0, y: size.height - 1),
    maxWidth: size.width, style: Style(attributes: .reverse))
}
var added = 0
app.eventHandler = { event in
  let focused = collectionView.focusedIndexPath.flatMap { (indexPath: IndexPath) in list.todo(at: indexPath) }
  switch event {
  case .key(.space), .key(.enter):
    guard let focused else { return false }
    list.toggle(focused.id)
  case .key(.character("a")):
    added += 1
    let id = list.add(title: "New task \(added)")
    if let indexPath = list.dataSource.indexPath(for: id) { collectionView.focusItem(at: indexPath) }
  case .key(.character("d")):
    guard let focused else { return false }
    list.delete(focused.id)
  default:
    return false
  }
  return true
}

exit(app.run())
