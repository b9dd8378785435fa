import ArgumentParser
import CascadeMatch

/// fzf's `--literal`, `--algo` and `--scheme`: how the query treats Latin letters with diacritics,
/// how a fuzzy term is aligned and how word starts are weighed, in `--filter` and the viewer alike.
package struct FzfMatchingArguments: ParsableArguments {
  package init() {}

  @Flag(
    name: .customLong("literal"), inversion: .prefixedNo,
    help: "Match letters with diacritics only as typed (by default, as fzf, a query without them matches é as e).")
  package var literal = false

  @Option(
    name: .customLong("algo"),
    help: ArgumentHelp(
      "Fuzzy matching as fzf's v2 (the best alignment, default) or v1 (the first found, faster).",
      valueName: "v1|v2"))
  package var algorithm = FuzzyAlgorithm.v2

  @Option(
    name: .customLong("scheme"),
    help: ArgumentHelp(
      "Score word starts for general text (default), file paths (path: only / delimits) or shell history "
        + "(history: every word start alike, equal scores in input order, over --tiebreak).",
      valueName: "default|path|history"))
  package var scheme = MatchScheme.default
}

extension FuzzyAlgorithm: ExpressibleByArgument {}

extension MatchScheme: ExpressibleByArgument {
  /// fzf reads the scheme's name in any case.
  public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}
