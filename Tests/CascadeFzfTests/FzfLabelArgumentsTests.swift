import CascadeFzf
import Testing

/// fzf's label options as fzf writes them, with their `--no-…` forms.
@Suite struct FzfLabelArgumentsTests {
  private func style(_ arguments: [String]) throws -> FzfListStyle {
    var style = FzfListStyle()
    try FzfLabelArguments.parse(try FzfSpellings.rewrite(arguments)).apply(to: &style)
    return style
  }

  @Test func labelsAndPositions() throws {
    let set = try style([
      "--border-label", "foo", "--border-label-pos=-2", "--preview-label=bar", "--preview-label-pos", "3:bottom",
    ])
    #expect(set.borderLabel == FzfLabel(text: "foo", column: -2))
    #expect(set.previewLabel == FzfLabel(text: "bar", column: 3, bottom: true))
    // A label that looks like an option is still the label.
    #expect(try style(["--border-label", "--x"]).borderLabel.text == "--x")
    let undone = try style(["--border-label", "a", "--no-border-label", "--preview-label", "b", "--no-preview-label"])
    #expect(undone.borderLabel.text.isEmpty && undone.previewLabel.text.isEmpty)
    #expect(throws: (any Error).self) { try style(["--border-label-pos", "left"]) }
    #expect(throws: (any Error).self) { try style(["--preview-label-pos", "1:2"]) }
  }
}
