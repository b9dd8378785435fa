// `--bind`'s spellings of `BindAction`: each action's name, its argument for the key help, and the
// parser's tables from name to action.

extension BindAction {
  /// The action's name as `--bind` spells it.
  public var name: String {
    switch self {
    case .accept: "accept"
    case .abort: "abort"
    case .toggle: "toggle"
    case .selectAll: "select-all"
    case .deselectAll: "deselect-all"
    case .execute: "execute"
    case .executeSilent: "execute-silent"
    case .become: "become"
    case .reload: "reload"
    case .reloadSync: "reload-sync"
    case .togglePreview: "toggle-preview"
    case .changePreview: "change-preview"
    case .transformQuery: "transform-query"
    case .transformPrompt: "transform-prompt"
    case .transformBorderLabel: "transform-border-label"
    case .transformPreviewLabel: "transform-preview-label"
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
    case .changeText(let text, _): "change-" + text.rawValue
    case .transformText(let text, _): "transform-" + text.rawValue
    case .showHeader(let shown): shown.map { $0 ? "show-header" : "hide-header" } ?? "toggle-header"
    case .showInput(let shown): shown.map { $0 ? "show-input" : "hide-input" } ?? "toggle-input"
    }
  }

  /// The command of an action that runs one, as given (placeholders not yet replaced), or the
  /// argument of one that takes another (`change-query(…)`, `pos(…)`, `unbind(…)`), for the key help.
  public var command: String? {
    switch self {
    case .changeQuery(let text), .changePrompt(let text), .put(let text), .preview(let text),
      .changePreviewWindow(let text), .changeBorderLabel(let text), .changePreviewLabel(let text),
      .changeText(_, let text), .transformText(_, let text):
      text
    case .position(let n): String(n)
    case .unbind(let keys), .rebind(let keys): keys.joined(separator: ",")
    case .execute(let command), .executeSilent(let command), .become(let command), .reload(let command),
      .reloadSync(let command),
      .changePreview(let command), .transformQuery(let command), .transformPrompt(let command),
      .transformBorderLabel(let command), .transformPreviewLabel(let command):
      command
    default: nil
    }
  }

  /// The names of the actions that take no argument.
  package static let plainActions: [String: BindAction] = [
    "accept": .accept, "abort": .abort, "toggle": .toggle, "select-all": .selectAll, "deselect-all": .deselectAll,
    "toggle-preview": .togglePreview,
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
    "print-query": .printQuery,
    "backward-delete-char/eof": .backwardDeleteCharEOF, "delete-char/eof": .deleteCharEOF, "jump": .jump,
    "jump-accept": .jumpAccept, "previous-history": .previousHistory, "next-history": .nextHistory,
    "toggle-header": .showHeader(nil), "show-header": .showHeader(true), "hide-header": .showHeader(false),
    "toggle-input": .showInput(nil), "show-input": .showInput(true), "hide-input": .showInput(false),
  ].merging(FzfQueryLine.Edit.allCases.map { ($0.rawValue, .editQuery($0)) }) { plain, _ in plain }

  /// The names of the actions that run a command, and how to make each.
  package static let commandActions: [String: @Sendable (String) -> BindAction] = [
    "execute": { .execute($0) }, "execute-silent": { .executeSilent($0) }, "become": { .become($0) },
    "reload": { .reload($0) }, "change-preview": { .changePreview($0) },
    "reload-sync": { .reloadSync($0) },
    // fzf's deprecated spelling: `{}` stands for the selection (the focused line without one).
    "execute-multi": { .execute($0.replacing("{}", with: "{+}")) },
    "transform-query": { .transformQuery($0) }, "transform-prompt": { .transformPrompt($0) },
    "transform-border-label": { .transformBorderLabel($0) },
    "transform-preview-label": { .transformPreviewLabel($0) },
    "transform-header": { .transformText(.header, $0) }, "transform-footer": { .transformText(.footer, $0) },
    "transform-list-label": { .transformText(.listLabel, $0) },
    "transform-input-label": { .transformText(.inputLabel, $0) },
    "transform-header-label": { .transformText(.headerLabel, $0) },
    "transform-footer-label": { .transformText(.footerLabel, $0) },
  ]

  /// The names of the actions that take an argument, and how to read it (nil: not readable).
  package static let argumentActions: [String: @Sendable (String) -> BindAction?] = [
    "change-query": { .changeQuery($0) },
    "change-prompt": { .changePrompt($0) },
    "change-border-label": { .changeBorderLabel($0) },
    "change-preview-label": { .changePreviewLabel($0) },
    "change-header": { .changeText(.header, $0) }, "change-footer": { .changeText(.footer, $0) },
    "change-list-label": { .changeText(.listLabel, $0) }, "change-input-label": { .changeText(.inputLabel, $0) },
    "change-header-label": { .changeText(.headerLabel, $0) },
    "change-footer-label": { .changeText(.footerLabel, $0) },
    "pos": { Int($0.trimmingSpaces).map(BindAction.position) },
    "unbind": { keyList($0).map(BindAction.unbind) },
    "rebind": { keyList($0).map(BindAction.rebind) },
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
}

extension String {
  fileprivate var trimmingSpaces: String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
