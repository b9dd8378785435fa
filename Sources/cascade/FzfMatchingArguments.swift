import ArgumentParser
import CascadeMatch

/// fzf's `--literal` and `--algo`: how the query treats Latin letters with diacritics and how a
/// fuzzy term is aligned, in `--filter` and the viewer alike.
struct FzfMatchingArguments: ParsableArguments {
  @Flag(
    name: .customLong("literal"), inversion: .prefixedNo,
    help: "Match letters with diacritics only as typed (by default, as fzf, a query without them matches é as e).")
  var literal = false

  @Option(
    name: .customLong("algo"),
    help: ArgumentHelp(
      "Fuzzy matching as fzf's v2 (the best alignment, default) or v1 (the first found, faster).",
      valueName: "v1|v2"))
  var algorithm = FuzzyAlgorithm.v2
}

extension FuzzyAlgorithm: ExpressibleByArgument {}
