import ArgumentParser

extension CascadeCommand {
  /// The matching options need `--filter` (the viewer's `/` filter does not read them yet), and
  /// `--filter` prints records rather than a frame.
  func validateFilterOptions() throws {
    if ignoreCase && caseSensitive { throw ValidationError("-i and +i (--case-sensitive) cannot be used together.") }
    if filter == nil {
      let filterOnly: [(String, Bool)] = [
        ("--exact", exact), ("-i", ignoreCase), ("+i", caseSensitive), ("--no-sort", noSort), ("--tac", tac),
        ("--tiebreak", tiebreak.tiebreak != .length), ("--read0", read0),
      ]
      if let (name, _) = filterOnly.first(where: \.1) { throw ValidationError("\(name) goes with --filter.") }
      return
    }
    if dump || layoutJSON { throw ValidationError("--filter prints records; it cannot be used with --dump or --layout-json.") }
  }
}
