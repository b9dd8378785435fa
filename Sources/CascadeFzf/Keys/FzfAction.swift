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
  /// Empty the selection, lines the query hides included (fzf's `clear-selection`).
  case clearSelection
  /// Empty the query, or abort when it is empty.
  case cancel
  /// Accept, unless there is nothing to pick.
  case acceptNonEmpty
  /// Set the query to the text.
  case changeQuery(String)
  /// Set the prompt to the text.
  case changePrompt(String)
  /// Set the border's or the preview pane's label to the text.
  case changeBorderLabel(String), changePreviewLabel(String)
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
  /// Runs the preview command again (and drops a `preview(…)` shown instead).
  case refreshPreview
  /// Scrolls the preview pane: a line, a page, half of one, or to its top or bottom.
  case previewUp, previewDown, previewPageUp, previewPageDown, previewHalfPageUp, previewHalfPageDown, previewTop,
    previewBottom
  /// Wraps the preview's long lines, or cuts them again.
  case togglePreviewWrap
  /// Shows or hides the preview pane.
  case showPreview, hidePreview
  /// Hides the preview pane when it is shown, else aborts (fzf's `close`).
  case close
  /// Focuses the next or the previous selected line, round the selection.
  case nextSelected, previousSelected
  /// The focused line becomes the query.
  case replaceQuery
  /// Ends the session printing only the query.
  case printQuery
  /// Deletes the query's last character.
  case backwardDeleteChar
  /// Deletes the query's last character; aborts when the query is empty.
  case backwardDeleteCharEOF
  /// Deletes the character under the query's cursor; aborts when the query is empty.
  case deleteCharEOF
  /// Adds the text to the query (`put` alone adds the bound key's character).
  case put(String)
  /// Shows the command's output in the preview pane for the focused line, until the focus moves.
  case preview(String)
  /// Sets the preview window to `--preview-window` with these words on top; `a|b|c` takes the next
  /// alternative at each press (fzf's `change-preview-window`).
  case changePreviewWindow(String)
  /// Moves the query's cursor or edits the query around it (`backward-char`, `kill-word`, `yank`…).
  case editQuery(FzfQueryLine.Edit)
  /// Labels the lines shown; the next key goes to its line (`jump`) and accepts it (`jump-accept`).
  case jump, jumpAccept
  /// The query becomes the history's entry before or after the one shown (`--history`).
  case previousHistory, nextHistory

  /// The names of the actions that take no argument.
  package static let plain: [String: FzfAction] = [
    "ignore": .ignore, "up": .up, "down": .down, "first": .first, "top": .first, "last": .last,
    "page-up": .pageUp, "page-down": .pageDown, "half-page-up": .halfPageUp, "half-page-down": .halfPageDown,
    "select": .select, "deselect": .deselect, "toggle-down": .toggleDown, "toggle-up": .toggleUp,
    "toggle-in": .toggleDown, "toggle-out": .toggleUp, "toggle-all": .toggleAll, "clear-query": .clearQuery,
    "clear-selection": .clearSelection,
    "cancel": .cancel, "accept-non-empty": .acceptNonEmpty, "toggle-search": .toggleSearch,
    "enable-search": .enableSearch, "disable-search": .disableSearch, "toggle-sort": .toggleSort,
    "refresh-preview": .refreshPreview, "preview-up": .previewUp, "preview-down": .previewDown,
    "preview-page-up": .previewPageUp, "preview-page-down": .previewPageDown,
    "preview-half-page-up": .previewHalfPageUp,
    "preview-half-page-down": .previewHalfPageDown, "preview-top": .previewTop, "preview-bottom": .previewBottom,
    "toggle-preview-wrap": .togglePreviewWrap, "show-preview": .showPreview, "hide-preview": .hidePreview,
    "close": .close,
    "next-selected": .nextSelected, "prev-selected": .previousSelected, "replace-query": .replaceQuery,
    "print-query": .printQuery, "backward-delete-char": .backwardDeleteChar,
    "backward-delete-char/eof": .backwardDeleteCharEOF, "delete-char/eof": .deleteCharEOF, "jump": .jump,
    "jump-accept": .jumpAccept, "previous-history": .previousHistory, "next-history": .nextHistory,
  ].merging(FzfQueryLine.Edit.allCases.map { ($0.rawValue, .editQuery($0)) }) { plain, _ in plain }

  /// The names of the actions that take an argument, and how to read it (nil: not readable).
  package static let withArgument: [String: @Sendable (String) -> FzfAction?] = [
    "change-query": { .changeQuery($0) },
    "change-prompt": { .changePrompt($0) },
    "change-border-label": { .changeBorderLabel($0) },
    "change-preview-label": { .changePreviewLabel($0) },
    "pos": { Int($0.trimmingSpaces).map(FzfAction.position) },
    "unbind": { keyList($0).map(FzfAction.unbind) },
    "rebind": { keyList($0).map(FzfAction.rebind) },
    "put": { .put($0) },
    "preview": { .preview($0) },
    "change-preview-window": { spec in
      let valid = spec.split(separator: "|", omittingEmptySubsequences: false).allSatisfy {
        (try? PreviewWindow(parsing: String($0))) != nil
      }
      return valid ? .changePreviewWindow(spec) : nil
    },
  ]

  /// Comma-separated key (or event) names, each one `FzfKeyNames.key(named:)` or `FzfEvent` knows; nil otherwise.
  private static func keyList(_ text: String) -> [String]? {
    let names = text.split(separator: ",").map { String($0).trimmingSpaces }
    guard !names.isEmpty,
      names.allSatisfy({ FzfKeyNames.key(named: $0) != nil || FzfEvent(rawValue: $0.lowercased()) != nil })
    else { return nil }
    return names
  }

  /// The name `--bind` spells.
  package var name: String {
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
    case .clearSelection: "clear-selection"
    case .cancel: "cancel"
    case .acceptNonEmpty: "accept-non-empty"
    case .changeQuery: "change-query"
    case .changePrompt: "change-prompt"
    case .changeBorderLabel: "change-border-label"
    case .changePreviewLabel: "change-preview-label"
    case .position: "pos"
    case .unbind: "unbind"
    case .rebind: "rebind"
    case .toggleSearch: "toggle-search"
    case .enableSearch: "enable-search"
    case .disableSearch: "disable-search"
    case .toggleSort: "toggle-sort"
    case .refreshPreview: "refresh-preview"
    case .previewUp: "preview-up"
    case .previewDown: "preview-down"
    case .previewPageUp: "preview-page-up"
    case .previewPageDown: "preview-page-down"
    case .previewHalfPageUp: "preview-half-page-up"
    case .previewHalfPageDown: "preview-half-page-down"
    case .previewTop: "preview-top"
    case .previewBottom: "preview-bottom"
    case .togglePreviewWrap: "toggle-preview-wrap"
    case .showPreview: "show-preview"
    case .hidePreview: "hide-preview"
    case .close: "close"
    case .nextSelected: "next-selected"
    case .previousSelected: "prev-selected"
    case .replaceQuery: "replace-query"
    case .printQuery: "print-query"
    case .backwardDeleteChar: "backward-delete-char"
    case .backwardDeleteCharEOF: "backward-delete-char/eof"
    case .deleteCharEOF: "delete-char/eof"
    case .put: "put"
    case .preview: "preview"
    case .changePreviewWindow: "change-preview-window"
    case .editQuery(let edit): edit.rawValue
    case .jump: "jump"
    case .jumpAccept: "jump-accept"
    case .previousHistory: "previous-history"
    case .nextHistory: "next-history"
    }
  }

  /// The argument as written, for the key help.
  package var argument: String? {
    switch self {
    case .changeQuery(let text), .changePrompt(let text), .put(let text), .preview(let text),
      .changePreviewWindow(let text), .changeBorderLabel(let text), .changePreviewLabel(let text):
      text
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
