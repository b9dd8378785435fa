import CascadeLayout

extension RecordCollection {
  /// The names among `names` that are paths into nested values (`owner.login`, `labels[0].name`)
  /// and that no record among the first `sample` has a value for, in the order given: a path
  /// option that would silently show nothing, group everything under "(none)" or sort nothing is
  /// a mistake to report (a typo, or the wrong level of the document).
  /// - Complexity: O(paths × sample × record length) at worst; a path found early stops its search.
  public func fieldPathsMatchingNothing(_ names: [String], sample: Int = 1_000) -> [String] {
    let paths = names.filter { FieldPath($0) != nil }
    guard !paths.isEmpty else { return [] }
    var items: [IndexPath] = []
    for (section, info) in sections.enumerated() where items.count < sample {
      for item in 0..<min(info.count, sample - items.count) { items.append(IndexPath(item: item, section: section)) }
    }
    var missing: [String] = []
    for path in paths where !missing.contains(path) {
      if !items.contains(where: { fieldValue(named: path, at: $0) != nil }) { missing.append(path) }
    }
    return missing
  }
}
