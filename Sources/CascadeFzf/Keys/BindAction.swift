/// What a key bound with `--bind` (or given by fzf's default keymap, `FzfKeymap`) does, with fzf's
/// names and meanings: the one action type of Cascade's keys, events and `--listen` requests.
///
/// Each case is one action; a binding runs a list of them in order (`select-all+accept`). Adding an
/// action is a case here, its spelling in `name` and one of the parser's tables (`plainActions`,
/// `argumentActions`, `commandActions`, in `BindAction+Names.swift`), and what it does in
/// `Viewer+Actions.swift`; the switches there have no `default`, so the compiler points at each
/// place. Query edits are `editQuery`, done by `FzfQueryLine`; moves in fzf's list are the list
/// controller's (`FzfListController+Moves.swift`). The card-level moves follow reading order, as
/// fzf's list does.
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
  /// Sets the header, the footer or a section's label to the text (fzf 0.74's `change-header`,
  /// `change-footer`, `change-list-label`…); lines are split at newlines, one at the end dropped.
  case changeText(FzfText, String)
  /// Runs the command and sets the text to its output, as `changeText` (fzf's `transform-header`…).
  case transformText(FzfText, String)
  /// Shows (`show-header`) or hides (`hide-header`) the header, both `--header` and the input's
  /// header lines; nil flips it (`toggle-header`).
  case showHeader(Bool?)
  /// Shows (`show-input`) or hides (`hide-input`) the prompt and info line; nil flips them
  /// (`toggle-input`).
  case showInput(Bool?)
}
