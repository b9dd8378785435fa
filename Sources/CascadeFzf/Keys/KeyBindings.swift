import CascadeCanvas

/// What a binding answers to: a key, or fzf's `double-click` (two clicks on one card).
public enum BindTrigger: Hashable, Sendable {
  /// A key press.
  case key(Key)
  /// A second click on the same card within `Viewer.doubleClickInterval`.
  case doubleClick
  /// One of fzf's events (`start`, `load`, `change`, `focus`, `one`, `zero`, `backward-eof`).
  case event(FzfEvent)
}

/// The keys `--bind` gives actions to, each with the actions it runs in order.
///
/// Several `--bind` options (and several bindings in one) add up; a key bound twice keeps its last
/// actions, as in fzf. A bound key does what it is bound to instead of what it does by default.
public struct KeyBindings: Hashable, Sendable {
  /// The actions of each bound key (or double-click), in the order they run.
  public private(set) var actions: [BindTrigger: [BindAction]] = [:]
  /// Each bound key's name as the last binding of it spelled it, for the key help.
  private var names: [BindTrigger: String] = [:]

  /// No key bound.
  public init() {}

  /// The bindings of one `--bind` value (`ctrl-t:execute(vim {}),ctrl-a:select-all+accept`).
  public init(spec: String) throws(BindSpecError) {
    try add(spec)
  }

  /// True when no key is bound.
  public var isEmpty: Bool { actions.isEmpty }

  /// The actions bound to `key`, or nil when it keeps its default meaning.
  public subscript(key: Key) -> [BindAction]? { actions[.key(key)] }

  /// The actions bound to `trigger`, or nil when it keeps its default meaning.
  public subscript(trigger: BindTrigger) -> [BindAction]? { actions[trigger] }

  /// Adds the bindings of one `--bind` value; a key bound before gets its new actions.
  public mutating func add(_ spec: String) throws(BindSpecError) {
    for binding in try Self.parse(spec) {
      actions[binding.trigger] = binding.actions
      names[binding.trigger] = binding.keyName
    }
  }

  /// The bound keys for the key help (`?`), each with its actions as `--bind` spells them
  /// (`select-all+accept`, `execute(less {})`), sorted by the key's name.
  public var help: [(String, String)] {
    names.sorted { $0.value < $1.value }.map { trigger, name in
      (
        name,
        (actions[trigger] ?? []).map { action in action.command.map { "\(action.name)(\($0))" } ?? action.name }.joined(
          separator: "+")
      )
    }
  }
}

/// A `--bind` value that cannot be read: the value, and what is wrong with it.
public struct BindSpecError: Error, Hashable, CustomStringConvertible {
  /// The whole value as given.
  public var spec: String
  /// What is wrong, naming the part at fault.
  public var reason: String

  /// `'SPEC': reason`, for `cascade: --bind 'SPEC': reason`.
  public var description: String { "'\(spec)': \(reason)" }
}
