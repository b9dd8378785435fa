import ArgumentParser
import CascadeApp

extension CascadeCommand {
  /// fzf's matching options shape both `--filter` and the viewer's `/` filter; `--read0` reads
  /// text records for both, and `--filter` prints records rather than a frame.
  func validateFilterOptions() throws {
    if ignoreCase && caseSensitive { throw ValidationError("-i and +i (--case-sensitive) cannot be used together.") }
    if read0 && (format.map { $0.format != .lines } ?? false || items != nil) {
      throw ValidationError(
        "--read0 reads NUL-separated text records; it cannot be used with --format json, ndjson, csv or tsv, or --items."
      )
    }
    if filter == nil { return }
    if dump || layoutJSON {
      throw ValidationError("--filter prints records; it cannot be used with --dump or --layout-json.")
    }
  }

  /// `--exact`, `-i`, `+i`, `+x`, `--literal`, `--algo`, `--scheme`, `--no-sort` and `--tiebreak` for the viewer's `/` filter, as for
  /// `--filter`.
  func applyMatchOptions(to options: inout ViewerOptions) {
    options.matchOptions.caseMode = ignoreCase ? .insensitive : (caseSensitive ? .sensitive : .smart)
    options.matchOptions.fuzzy = !exact
    options.matchOptions.sorts = !noSort
    options.matchOptions.criteria = tiebreakCriteria
    options.matchOptions.extended = !fzfArguments.noExtended
    options.matchOptions.normalizes = !fzfMatchingArguments.literal
    options.matchOptions.algorithm = fzfMatchingArguments.algorithm
    options.matchOptions.scheme = fzfMatchingArguments.scheme
  }
}
