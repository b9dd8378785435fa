/// The texts of fzf 0.74's list that actions change while it runs: the header, the footer and the
/// sections' labels (`change-header`, `transform-footer`, `change-list-label`…). The border's and
/// the preview's labels have actions of their own (`changeBorderLabel`, `changePreviewLabel`).
public enum FzfText: String, Hashable, Sendable, CaseIterable {
  /// `--header`'s lines (the input's `--header-lines` stay as they are).
  case header
  /// `--footer`'s lines.
  case footer
  /// The labels of `--list-border`, `--input-border`, `--header-border` and `--footer-border`.
  case listLabel = "list-label", inputLabel = "input-label", headerLabel = "header-label",
    footerLabel = "footer-label"

  /// True for a label: a transform takes the first line of its command's output, as fzf's does;
  /// the header and footer take every line.
  public var isLabel: Bool { self != .header && self != .footer }
}
