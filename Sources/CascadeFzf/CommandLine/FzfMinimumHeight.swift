import ArgumentParser

/// `--min-height N[+]`: the fewest rows `--height N%` takes; with `+` (fzf 0.74), N rows for the
/// items and the rows around them besides (`FzfSections.automaticMinimum`).
package struct FzfMinimumHeight: ExpressibleByArgument, Equatable, Sendable {
  /// N.
  package var rows: Int
  /// True for `N+`.
  package var adds: Bool

  package init?(argument: String) {
    let adds = argument.hasSuffix("+")
    guard let rows = Int(adds ? String(argument.dropLast()) : argument) else { return nil }
    self.rows = rows
    self.adds = adds
  }

  /// The rows for a list drawn as `style` with this many header lines.
  package func rows(style: FzfListStyle?, headerCount: Int, headerLineCount: Int) -> Int {
    guard adds, let style else { return rows }
    return FzfSections.automaticMinimum(rows, style: style, headerCount: headerCount, headerLineCount: headerLineCount)
  }
}
