import ArgumentParser

/// fzf's colours (`--color`, and `--no-color`, `--no-256`, `--black`, `--bold` as `FzfSpellings`
/// spells them); drawn when Cascade runs as fzf (`--fzf`, a link named fzf).
package struct FzfColorArguments: ParsableArguments {
  package init() {}

  @Option(
    name: .customLong("color"),
    help: ArgumentHelp(
      "fzf's colours: a base (dark, light, 16, bw) and NAME:COLOUR:ATTR… (fg, hl, fg+, bg+, prompt…); repeats add up.",
      valueName: "[BASE][,NAME[:ANSI][:ATTR]...]"))
  package var color: [String] = []

  @Flag(name: .customLong("black"), help: "fzf's list on a black background.")
  package var black = false

  @Flag(name: .customLong("no-bold"), help: "fzf's list without bold (the current line, prompt, query, pointer).")
  package var noBold = false

  package func validate() throws {
    do {
      _ = try theme()
    } catch {
      throw ValidationError(error.description)
    }
  }

  /// The theme the options set, each `--color` over the ones before.
  package func theme() throws(FzfTheme.InvalidSpec) -> FzfTheme {
    var theme = FzfTheme()
    for spec in color { try theme.apply(spec) }
    theme.black = black
    theme.bold = !noBold
    return theme
  }
}
