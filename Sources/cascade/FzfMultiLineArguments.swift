import ArgumentParser
import CascadeApp

/// fzf 0.53–0.54's options for items of several lines in its list (`--read0` keeps an item's
/// newlines): `--gap`, `--wrap` and `--highlight-line`. Cards show an item's lines anyway.
struct FzfMultiLineArguments: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Empty rows between items in fzf's list (--gap alone: 1).", valueName: "N"))
  var gap: Int?

  @Flag(help: "Long lines in fzf's list wrap onto the next rows after '↳ ' instead of being cut.")
  var wrap = false

  @Flag(
    name: .customLong("highlight-line"),
    help: "The current item's rows highlighted to the edge in fzf's list (Cascade's list always does).")
  var highlightLine = false

  func validate() throws {
    if let gap, gap < 0 { throw ValidationError("--gap must be a non-negative integer, not \(gap).") }
  }

  /// `style` with these options.
  func applied(to style: FzfListStyle) -> FzfListStyle {
    var style = style
    style.gap = gap ?? 0
    style.wraps = wrap
    return style
  }
}
