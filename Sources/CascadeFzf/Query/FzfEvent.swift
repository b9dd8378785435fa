/// fzf 0.38's events for `--bind` (`start:reload(…)`, `change:first`): moments in the session, not
/// keys. `Viewer+FzfEvents.swift` notices them once per loop turn.
public enum FzfEvent: String, Hashable, Sendable, CaseIterable {
  /// The session starts (after the input is read with `--sync`).
  case start
  /// The input (or a `reload`'s output) is read and matched to the end.
  case load
  /// The query changed.
  case change
  /// The focused line changed, or no line is focused any more.
  case focus
  /// The matching ended with exactly one match.
  case one
  /// The matching ended with no match.
  case zero
  /// Backspace with an empty query.
  case backwardEOF = "backward-eof"
  /// A click on the header or the footer (fzf 0.74): the actions read `FZF_CLICK_HEADER_LINE`,
  /// `FZF_CLICK_HEADER_COLUMN` and `FZF_CLICK_HEADER_WORD` (or `FOOTER`'s).
  case clickHeader = "click-header", clickFooter = "click-footer"
}
