/// What a key bound with `--bind` does, with fzf's names and meanings.
///
/// Each case is one action; a binding runs a list of them in order (`select-all+accept`). Adding an
/// action is a case here, its spelling in `name`, `command` and one of the parser's tables
/// (`plainActions`, `commandActions`), and what it does in `Viewer+Bindings.swift`; the switches
/// there have no `default`, so the compiler points at each place.
public enum BindAction: Hashable, Sendable {
  /// Ends the session printing the selection, or the focused card when nothing is selected (status
  /// 0; 1 when there is nothing to print).
  case accept
  /// Ends the session printing nothing, status 130.
  case abort
  /// Selects or deselects the focused card, as Space does.
  case toggle
  /// Selects every card the filter shows (with `--multi`; nothing otherwise, as in fzf).
  case selectAll
  /// Deselects every card, shown or hidden by the filter.
  case deselectAll
  /// Runs the command with the terminal (the cards give way until it ends), then draws again.
  case execute(String)
  /// Runs the command without leaving the screen, its output discarded; the viewer waits for it.
  case executeSilent(String)
  /// Replaces cascade with the command, once the terminal is restored; its status is cascade's.
  case become(String)
  /// Runs the command and shows its output as the collection instead of the input.
  case reload(String)
  /// As `reload`, but the cards stay as they are until the command's output has all been read.
  case reloadSync(String)
  /// Shows the preview pane, or hides it and stops its command (the `p` key).
  case togglePreview
  /// Runs the command in the preview pane from now on, showing the pane if it was hidden; an empty
  /// command shows the record itself.
  case changePreview(String)
  /// Runs the command (placeholders filled) and makes its output's first line the query.
  case transformQuery(String)
  /// Runs the command and makes its output's first line the prompt.
  case transformPrompt(String)
  /// Runs the command and makes its output's first line the border's or the preview pane's label.
  case transformBorderLabel(String), transformPreviewLabel(String)
  /// One of fzf's moving, selecting and query actions (`up`, `toggle-all`, `change-query(…)`,
  /// `unbind(…)`, `ignore`…); `Viewer+FzfActions.swift` does them.
  case fzf(FzfAction)

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
    case .fzf(let action): action.name
    }
  }

  /// The command of an action that runs one, as given (placeholders not yet replaced).
  public var command: String? {
    switch self {
    case .accept, .abort, .toggle, .selectAll, .deselectAll, .togglePreview: nil
    case .fzf(let action): action.argument
    case .execute(let command), .executeSilent(let command), .become(let command), .reload(let command),
      .reloadSync(let command),
      .changePreview(let command), .transformQuery(let command), .transformPrompt(let command),
      .transformBorderLabel(let command), .transformPreviewLabel(let command):
      command
    }
  }

  /// The names of the actions that take no command.
  package static let plainActions: [String: BindAction] = [
    "accept": .accept, "abort": .abort, "toggle": .toggle, "select-all": .selectAll, "deselect-all": .deselectAll,
    "toggle-preview": .togglePreview,
  ]

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
  ]
}
