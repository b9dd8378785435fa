import ArgumentParser

/// fzf's `--literal`: how the query treats Latin letters with diacritics, in `--filter` and the
/// viewer alike.
struct FzfMatchingArguments: ParsableArguments {
  @Flag(
    name: .customLong("literal"), inversion: .prefixedNo,
    help: "Match letters with diacritics only as typed (by default, as fzf, a query without them matches é as e).")
  var literal = false
}
