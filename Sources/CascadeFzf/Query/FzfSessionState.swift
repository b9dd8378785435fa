import CascadeCanvas
import CascadeLayout

/// What fzf's keys, actions and events leave behind between one key and the next, besides the
/// cards: the query line's cursor and last kill, the prompt and the history as actions moved them,
/// search on or off, what `unbind` took away, what the events last saw, and how the session ended.
/// The viewer keeps one for both of its controllers (the cards and fzf's list), which share one
/// query and one selection.
public struct FzfSessionState {
  /// The query's characters after its cursor (fzf's emacs keys move it; 0 keeps it at the end as
  /// the query changes) and the text the last kill removed (`FzfQueryLine`).
  package var queryCursorFromEnd = 0
  package var yankedQuery: [Character] = []
  /// The prompt `change-prompt` set, instead of `--prompt`'s.
  package var changedPrompt: String?
  /// The query history as `previous-history` and `next-history` left it; `--history`'s until then.
  package var movedHistory: FzfHistory?
  /// True after `toggle-search` (an odd number of times): typing filters when `--disabled` said not.
  package var searchToggled = false
  /// Keys and events `unbind` took away: they do nothing until `rebind`.
  package var unboundKeys: Set<Key> = []
  package var unboundEvents: Set<FzfEvent> = []
  /// What the last loop turn saw, for telling fzf's events.
  package var events = FzfEventState()
  /// True when `accept` ended the session with nothing to pick (status 1): fzf still prints the
  /// query then, with `--print-query`.
  package var acceptedWithoutMatch = false
  /// True after fzf's `print-query`: the session ends printing only the query.
  package var printsOnlyQuery = false

  /// fzf's state at the start: nothing changed yet.
  public init() {}
}

/// What the last loop turn saw, for telling fzf's events: each is noticed by comparing this turn's
/// state with it, O(1) per turn.
package struct FzfEventState {
  package var started = false
  /// True once `load` ran for the collection shown now (a `reload` clears it).
  package var loaded = false
  package var query = ""
  /// The focused record (model coordinates) the last `focus` was for; `.none` before the first.
  package var focus: IndexPath?? = .none
  /// The query and match count the last `one` or `zero` looked at.
  package var settled: (query: String, count: Int)?

  package init() {}
}
