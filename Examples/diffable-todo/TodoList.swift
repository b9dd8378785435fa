import CascadeKit

/// The tasks and the diffable data source that shows them: every change edits the tasks, then
/// applies a snapshot; the collection view animates the difference.
@MainActor
final class TodoList {
  static let cellIdentifier = "todo"
  static let headerIdentifier = "section"

  private(set) var todos: [Int: Todo]
  /// The order of the tasks, by identifier.
  private var order: [Int]
  private var nextID: Int
  /// Set once, in `init`, after the tasks: its providers read them through `self`.
  private(set) var dataSource: CollectionViewDiffableDataSource<Section, Int>!

  init(todos: [Todo], collectionView: CollectionView) {
    self.todos = Dictionary(uniqueKeysWithValues: todos.map { ($0.id, $0) })
    order = todos.map(\.id)
    nextID = (todos.map(\.id).max() ?? 0) + 1
    dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) {
      [unowned self] collectionView, indexPath, id in
      let cell = collectionView.dequeueReusableCell(
        TodoCell.self, withReuseIdentifier: Self.cellIdentifier, for: indexPath)
      cell.title = self.todos[id]?.title ?? ""
      cell.isDone = self.todos[id]?.isDone ?? false
      return cell
    }
    dataSource.supplementaryViewProvider = { [unowned self] collectionView, kind, indexPath in
      let header = collectionView.dequeueReusableSupplementaryView(
        SectionTitleView.self, ofKind: kind, withReuseIdentifier: Self.headerIdentifier, for: indexPath)
      let section = dataSource.sectionIdentifier(for: indexPath.section) ?? .toDo
      header.title = "\(section.title) · \(dataSource.snapshot().numberOfItems(inSection: section))"
      return header
    }
    apply(animated: false)
  }

  /// The task at `indexPath`, if any.
  func todo(at indexPath: IndexPath) -> Todo? { dataSource.itemIdentifier(for: indexPath).flatMap { todos[$0] } }

  /// Counts for the status line.
  var counts: (toDo: Int, done: Int) {
    let done = todos.values.filter(\.isDone).count
    return (todos.count - done, done)
  }

  // MARK: - Edits: change the tasks, then apply a snapshot

  /// Done becomes to do and back: the task moves to the other section.
  func toggle(_ id: Int) {
    todos[id]?.isDone.toggle()
    apply()
  }

  /// A new task at the end of "To do".
  @discardableResult
  func add(title: String) -> Int {
    let id = nextID
    nextID += 1
    todos[id] = Todo(id: id, title: title)
    order.append(id)
    apply()
    return id
  }

  /// The task goes away.
  func delete(_ id: Int) {
    todos[id] = nil
    order.removeAll { $0 == id }
    apply()
  }

  /// The snapshot of the tasks as they are: each section in the tasks' order.
  private func apply(animated: Bool = true) {
    var snapshot = DiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections(Section.allCases)
    for section in Section.allCases {
      snapshot.appendItems(order.filter { todos[$0]?.isDone == (section == .done) }, toSection: section)
    }
    // The headers show counts, which changed with the items: ask for them again.
    snapshot.reloadSections(Section.allCases)
    dataSource.apply(snapshot, animatingDifferences: animated)
  }
}
