// The model: tasks with a stable identity, the way an app keeps them. The screen is described by
// identifiers alone; the data source works out what moved.

/// A task: an identity that never changes, a title, and whether it is done.
struct Todo: Identifiable {
  let id: Int
  var title: String
  var isDone = false
}

/// The two sections of the list.
enum Section: Hashable, CaseIterable {
  case toDo, done

  var title: String { self == .toDo ? "To do" : "Done" }
}

/// The tasks this example starts with.
let startingTodos: [Todo] = [
  Todo(id: 1, title: "Water the plants"),
  Todo(id: 2, title: "Reply to Aiko about the 旅行 plans"),
  Todo(id: 3, title: "Renew the passport"),
  Todo(id: 4, title: "Back up ~/Pictures to the NAS"),
  Todo(id: 5, title: "Book the dentist", isDone: true),
]
