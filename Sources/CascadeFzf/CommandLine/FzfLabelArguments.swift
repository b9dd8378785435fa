import ArgumentParser

/// fzf's border and preview labels; drawn when Cascade runs as fzf (`--fzf`, a link named fzf).
package struct FzfLabelArguments: ParsableArguments {
  package init() {}

  @Option(
    name: .customLong("border-label"), parsing: .unconditional,
    help: ArgumentHelp("A label in the top line of fzf's --border.", valueName: "LABEL"))
  package var borderLabel: String?

  @Option(
    name: .customLong("border-label-pos"),
    help: ArgumentHelp(
      "Where the border's label goes: 0 centres it, N from the left, -N from the right; ':bottom' for the bottom line.",
      valueName: "N[:top|bottom]"))
  package var borderLabelPosition: String?

  @Option(
    name: .customLong("preview-label"), parsing: .unconditional,
    help: ArgumentHelp("A label in the top line of the preview pane's border.", valueName: "LABEL"))
  package var previewLabel: String?

  @Option(
    name: .customLong("preview-label-pos"),
    help: ArgumentHelp("Where the preview's label goes, as --border-label-pos.", valueName: "N[:top|bottom]"))
  package var previewLabelPosition: String?

  package func validate() throws {
    for (name, value) in [("--border-label-pos", borderLabelPosition), ("--preview-label-pos", previewLabelPosition)] {
      if let value, FzfLabel.position(value) == nil {
        throw ValidationError("\(name): '\(value)' is not N, N:top or N:bottom.")
      }
    }
  }

  /// Sets the labels of `style`.
  package func apply(to style: inout FzfListStyle) {
    style.borderLabel = label(borderLabel, at: borderLabelPosition)
    style.previewLabel = label(previewLabel, at: previewLabelPosition)
  }

  private func label(_ text: String?, at position: String?) -> FzfLabel {
    let place = position.flatMap(FzfLabel.position) ?? (0, false)
    return FzfLabel(text: text ?? "", column: place.column, bottom: place.bottom)
  }
}
