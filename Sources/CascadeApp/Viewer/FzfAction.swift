/// fzf 0.38's `--bind` actions for moving, selecting and changing the query, with fzf's names and
/// meanings (`BindAction.fzf`). The card-level moves follow reading order, as fzf's list does.
public enum FzfAction: Hashable, Sendable {
  /// Does nothing: the key is taken from its default (fzf's shell integration binds `ctrl-z:ignore`).
  case ignore
  /// The focus moves as Up and Down do.
  case up, down
  /// The first or the last card (fzf's `first`/`top`, `last`).
  case first, last
  /// A page, or half of one.
  case pageUp, pageDown, halfPageUp, halfPageDown
  /// Select or deselect the focused card.
  case select, deselect
  /// Toggle the focused card, then move down or up (fzf's `toggle+down`).
  case toggleDown, toggleUp
  /// Toggle every card the filter shows (with `--multi`).
  case toggleAll
  /// Empty the query.
  case clearQuery
  /// Empty the query, or abort when it is empty.
  case cancel
  /// Accept, unless there is nothing to pick.
  case acceptNonEmpty
  /// Set the query to the text.
  case changeQuery(String)
  /// Set the prompt to the text.
  case changePrompt(String)
  /// Focus the card at this 1-based place; negative counts from the last.
  case position(Int)
  /// Take the keys' bindings (and defaults) away until `rebind`.
  case unbind([String])
  /// Give the keys back what they did before `unbind`.
  case rebind([String])
  /// Typing filters, or not (fzf's `--disabled` at run time).
  case toggleSearch, enableSearch, disableSearch
  /// Matches by rank, or in input order (fzf's `toggle-sort`; CTRL-R of fzf's shell integration).
  case toggleSort

  /// The names of the actions that take no argument.
  static let plain: [String: FzfAction] = [
    "ignore": .ignore, "up": .up, "down": .down, "first": .first, "top": .first, "last": .last,
    "page-up": .pageUp, "page-down": .pageDown, "half-page-up": .halfPageUp, "half-page-down": .halfPageDown,
    "select": .select, "deselect": .deselect, "toggle-down": .toggleDown, "toggle-up": .toggleUp,
    "toggle-in": .toggleDown, "toggle-out": .toggleUp, "toggle-all": .toggleAll, "clear-query": .clearQuery,
    "cancel": .cancel, "accept-non-empty": .acceptNonEmpty, "toggle-search": .toggleSearch,
    "enable-search": .enableSearch, "disable-search": .disableSearch, "toggle-sort": .toggleSort,
  ]

  /// The names of the actions that take an argument, and how to read it (nil: not readable).
  static let withArgument: [String: @Sendable (String) -> FzfAction?] = [
    "change-query": { .changeQuery($0) },
    "change-prompt": { .changePrompt($0) },
    "pos": { Int($0.trimmingSpaces).map(FzfAction.position) },
    "unbind": { keyList($0).map(FzfAction.unbind) },
    "rebind": { keyList($0).map(FzfAction.rebind) },
  ]

  /// Comma-separated key (or event) names, each one `Viewer.key(named:)` or `FzfEvent` knows; nil otherwise.
  private static func keyList(_ text: String) -> [String]? {
    let names = text.split(separator: ",").map { String($0).trimmingSpaces }
    guard !names.isEmpty, names.allSatisfy({ Viewer.key(named: $0) != nil || FzfEvent(rawValue: $0.lowercased()) != nil }) else { return nil }
    return names
  }

  /// The name `--bind` spells.
  var name: String {
    switch self {
    case .ignore: "ignore"
    case .up: "up"
    case .down: "down"
    case .first: "first"
    case .last: "last"
    case .pageUp: "page-up"
    case .pageDown: "page-down"
    case .halfPageUp: "half-page-up"
    case .halfPageDown: "half-page-down"
    case .select: "select"
    case .deselect: "deselect"
    case .toggleDown: "toggle-down"
    case .toggleUp: "toggle-up"
    case .toggleAll: "toggle-all"
    case .clearQuery: "clear-query"
    case .cancel: "cancel"
    case .acceptNonEmpty: "accept-non-empty"
    case .changeQuery: "change-query"
    case .changePrompt: "change-prompt"
    case .position: "pos"
    case .unbind: "unbind"
    case .rebind: "rebind"
    case .toggleSearch: "toggle-search"
    case .enableSearch: "enable-search"
    case .disableSearch: "disable-search"
    case .toggleSort: "toggle-sort"
    }
  }

  /// The argument as written, for the key help.
  var argument: String? {
    switch self {
    case .changeQuery(let text), .changePrompt(let text): text
    case .position(let n): String(n)
    case .unbind(let keys), .rebind(let keys): keys.joined(separator: ",")
    default: nil
    }
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
