extension MatchQuery {
  /// Parses fzf's extended search syntax.
  ///
  /// Terms are separated by runs of spaces (`\ ` is a literal space inside a term); a `|` between
  /// two terms makes them alternatives. Each term may carry, in this order: `!` (negate; a negated
  /// term is exact unless `!'`), a trailing `$` (suffix), then a `'` at both ends (a whole word,
  /// `TermKind.exactBoundary`), a leading `'` (flip fuzzy and exact) or `^` (prefix; with `$`, the
  /// whole candidate). Smart case is decided per term: a term with an
  /// uppercase letter is case-sensitive.
  /// - Parameters:
  ///   - fuzzy: false for `--exact`, where a plain term is a substring and `'` makes it fuzzy.
  ///   - normalize: true for fzf's default (false is `--literal`): a term without Latin letters with
  ///     diacritics matches them as their ASCII letters (`LatinNormalization`).
  /// - Complexity: O(query length).
  public init(_ text: String, caseMode: CaseMode = .smart, fuzzy: Bool = true, normalize: Bool = false) {
    self.init(tokens: Self.tokens(of: text), caseMode: caseMode, fuzzy: fuzzy, normalize: normalize)
  }

  /// Parses tokens already split by `tokens(of:)` (a caller that takes some tokens for itself, as
  /// the viewer takes `key:pattern` field terms, passes the rest).
  /// - Complexity: O(total token length).
  package init(tokens: [String], caseMode: CaseMode = .smart, fuzzy: Bool = true, normalize: Bool = false) {
    var groups: [[MatchTerm]] = []
    var group: [MatchTerm] = []
    var startsNewGroup = false
    var afterBar = false
    for token in tokens {
      let lowered = CaseFolding.lowercased(token)
      let caseSensitive: Bool
      switch caseMode {
      case .sensitive: caseSensitive = true
      case .insensitive: caseSensitive = false
      case .smart: caseSensitive = lowered != token
      }
      var term = Substring(caseSensitive ? token : lowered)
      if !group.isEmpty && !afterBar && term == "|" {
        startsNewGroup = false
        afterBar = true
        continue
      }
      afterBar = false
      var kind: TermKind = fuzzy ? .fuzzy : .exact
      var inverted = false
      if term.hasPrefix("!") {
        inverted = true
        kind = .exact
        term = term.dropFirst()
      }
      if term != "$" && term.hasSuffix("$") {
        kind = .suffix
        term = term.dropLast()
      }
      if term.utf8.count > 2 && term.hasPrefix("'") && term.hasSuffix("'") {
        kind = .exactBoundary
        term = term.dropFirst().dropLast()
      } else if term.hasPrefix("'") {
        kind = fuzzy && !inverted ? .exact : .fuzzy
        term = term.dropFirst()
      } else if term.hasPrefix("^") {
        kind = kind == .suffix ? .equal : .prefix
        term = term.dropFirst()
      }
      guard !term.isEmpty else { continue }
      if startsNewGroup {
        groups.append(group)
        group = []
      }
      // fzf decides on the whole token, its `!`, `'`, `^` and `$` included.
      let normalizes = normalize && LatinNormalization.normalizes(lowercased: lowered.unicodeScalars.map(\.value))
      group.append(
        MatchTerm(
          kind: kind, isInverted: inverted, text: String(term), isCaseSensitive: caseSensitive, normalizes: normalizes))
      startsNewGroup = true
    }
    if !group.isEmpty { groups.append(group) }
    self.init(groups: groups)
  }

  /// The query's tokens: leading spaces and unescaped trailing spaces dropped, split at runs of
  /// spaces, `\ ` kept as a space inside a token. (As in fzf, a tab typed in the query also reads
  /// as a space inside its token.)
  package static func tokens(of text: String) -> [String] {
    var query = Substring(text.drop { $0 == " " })
    while query.hasSuffix(" ") && !query.hasSuffix("\\ ") { query = query.dropLast() }
    var marked = ""
    var iterator = query.unicodeScalars.makeIterator()
    var pending: Unicode.Scalar?
    while let scalar = pending ?? iterator.next() {
      pending = nil
      if scalar == "\\" {
        if let next = iterator.next() {
          if next == " " {
            marked.unicodeScalars.append("\t")
            continue
          }
          marked.unicodeScalars.append(scalar)
          pending = next
          continue
        }
      }
      marked.unicodeScalars.append(scalar)
    }
    return marked.split(separator: " ").map { String($0).replacingTabs() }
  }
}

extension String {
  /// The string with each tab made a space (a `\ ` escape in a query).
  fileprivate func replacingTabs() -> String {
    var result = ""
    for scalar in unicodeScalars { result.unicodeScalars.append(scalar == "\t" ? " " : scalar) }
    return result
  }
}
