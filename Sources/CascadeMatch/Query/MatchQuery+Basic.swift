extension MatchQuery {
  /// fzf's basic search (`+x`, `--no-extended`): the whole text, spaces and all, is one term, fuzzy
  /// or (with `fuzzy` false, `--exact`) a substring; `'`, `^`, `$`, `!` and `|` are plain
  /// characters. Smart case looks at the whole text, and so does normalisation (`normalize` true
  /// for fzf's default, false for `--literal`). An empty text matches everything.
  /// - Complexity: O(text length).
  public init(basic text: String, caseMode: CaseMode = .smart, fuzzy: Bool = true, normalize: Bool = false) {
    let lowered = CaseFolding.lowercased(text)
    let caseSensitive: Bool
    switch caseMode {
    case .sensitive: caseSensitive = true
    case .insensitive: caseSensitive = false
    case .smart: caseSensitive = lowered != text
    }
    let term = MatchTerm(
      kind: fuzzy ? .fuzzy : .exact, text: caseSensitive ? text : lowered, isCaseSensitive: caseSensitive,
      normalizes: normalize && LatinNormalization.normalizes(lowercased: lowered.unicodeScalars.map(\.value)))
    self.init(groups: text.isEmpty ? [] : [[term]])
  }
}
