import CascadeMatch

/// The `/` filter as typed, parsed: fzf's extended search syntax over the card's text, plus
/// `key:pattern` terms over one field's value.
///
/// Terms are matched against the card's match text (`CardMatchText`: title, body and the values of
/// the field lines it shows). A term `key:pattern` (or `!key:pattern`), where `key` is a name of
/// letters, digits, `_`, `-` or `.`, is a field term when the collection's records have fields:
/// `pattern`, with fzf's syntax (`year:^19`, `title:'moon`), is matched against the value of the
/// record's field `key` (names compared without case); a record without that field matches the
/// term as typed against its card text instead, so `http://` still finds links. Field terms are
/// ANDed with the rest of the query and cannot be alternatives of `|`. Their scores add to the
/// text's.
public struct CardQuery: Equatable, Sendable {
  /// One `key:pattern` term.
  struct FieldTerm: Equatable, Sendable {
    /// The field name, lowercased.
    var key: String
    /// The pattern, matched against the field's value.
    var pattern: MatchQuery
    /// The whole term as typed, matched against the card text when the record lacks the field.
    var asText: MatchQuery
  }

  /// The text as typed.
  public let text: String
  /// The terms over the card's text.
  let textQuery: MatchQuery
  /// Rules out most cards for `textQuery` on their bytes.
  let prefilter: QueryPrefilter
  /// The field terms, when the records have fields.
  let fieldTerms: [FieldTerm]
  /// Per token, whether it was taken as a field term (for `narrows`).
  private let fieldTokenFlags: [Bool]
  private let tokens: [String]

  /// Parses `text` as `caseMode` and `fuzzy` (false for `--exact`) say; `recordsHaveFields` makes
  /// `key:pattern` terms field terms; `extended` false (fzf's `+x`) reads the whole text as one term;
  /// `normalize` (fzf's default; false is `--literal`) matches Latin letters with diacritics as
  /// their ASCII letters; `algorithm` and `scheme` are fzf's `--algo` and `--scheme`.
  /// - Complexity: O(text length).
  public init(
    _ text: String, caseMode: CaseMode = .smart, fuzzy: Bool = true, recordsHaveFields: Bool = false,
    extended: Bool = true, normalize: Bool = false, algorithm: FuzzyAlgorithm = .v2, scheme: MatchScheme = .default
  ) {
    self.text = text
    func finished(_ query: MatchQuery) -> MatchQuery { query.aligned(by: algorithm).scored(by: scheme) }
    if !extended {
      // fzf's basic search: the whole text is one term; a longer text only narrows it.
      textQuery = finished(MatchQuery(basic: text, caseMode: caseMode, fuzzy: fuzzy, normalize: normalize))
      prefilter = QueryPrefilter(textQuery)
      fieldTerms = []
      fieldTokenFlags = [false]
      tokens = [text]
      return
    }
    let tokens = MatchQuery.tokens(of: text)
    var textTokens: [String] = []
    var fieldTerms: [FieldTerm] = []
    var flags: [Bool] = []
    for token in tokens {
      if recordsHaveFields, let (key, pattern, negated) = Self.fieldTerm(token) {
        fieldTerms.append(
          FieldTerm(
            key: key.lowercased(),
            pattern: finished(
              MatchQuery(
                tokens: [negated ? "!" + pattern : pattern], caseMode: caseMode, fuzzy: fuzzy, normalize: normalize)
            ),
            asText: finished(MatchQuery(tokens: [token], caseMode: caseMode, fuzzy: fuzzy, normalize: normalize))))
        flags.append(true)
      } else {
        textTokens.append(token)
        flags.append(false)
      }
    }
    textQuery = finished(MatchQuery(tokens: textTokens, caseMode: caseMode, fuzzy: fuzzy, normalize: normalize))
    prefilter = QueryPrefilter(textQuery)
    self.fieldTerms = fieldTerms
    fieldTokenFlags = flags
    self.tokens = tokens
  }

  /// Equal when both keep and rank the same cards: the same terms, whatever the spacing typed.
  public static func == (a: CardQuery, b: CardQuery) -> Bool {
    a.textQuery == b.textQuery && a.fieldTerms == b.fieldTerms
  }

  /// True when the query has no term: every card shows, in input order.
  public var isEmpty: Bool { textQuery.isEmpty && fieldTerms.isEmpty }

  /// True when the query ranks by score: it has a term that is not negated (fzf keeps input order
  /// for a query of negations only).
  var isSortable: Bool { textQuery.isSortable || fieldTerms.contains { $0.pattern.isSortable } }

  /// True when every card this query keeps is also kept by `previous`: the typed text extends the
  /// previous text, the extension adds no `|`, and the previous last term, when the extension
  /// continues it, was one that a longer text only narrows (not negated, not a suffix `$`, not a
  /// lone operator, not ending in an escape, and still of the same kind, text or field).
  /// - Complexity: O(text length).
  func narrows(_ previous: CardQuery) -> Bool {
    guard !previous.isEmpty, text.hasPrefix(previous.text), tokens.count >= previous.tokens.count else { return false }
    let extensionText = text.dropFirst(previous.text.count)
    if extensionText.isEmpty { return true }
    // New whole terms are ANDed, unless one is a bar.
    if tokens[previous.tokens.count...].contains("|") { return false }
    let continues = !(extensionText.first == " " && !previous.text.hasSuffix("\\"))
    guard continues, let last = previous.tokens.last else { return true }
    let index = previous.tokens.count - 1
    guard fieldTokenFlags[index] == previous.fieldTokenFlags[index] else { return false }
    if last == "|" || last.hasPrefix("!") || last.hasSuffix("$") || last.hasSuffix("\\") { return false }
    if last.allSatisfy({ "!^'$:".contains($0) }) { return false }
    // `key:` becomes a field term only once it has a pattern.
    if last.hasSuffix(":") { return false }
    return tokens[index].hasPrefix(last)
  }

  /// `key:pattern` split, or nil when `token` is not of that form.
  static func fieldTerm(_ token: String) -> (key: Substring, pattern: String, negated: Bool)? {
    var body = Substring(token)
    let negated = body.hasPrefix("!")
    if negated { body = body.dropFirst() }
    guard let colon = body.firstIndex(of: ":"), colon > body.startIndex else { return nil }
    let key = body[..<colon]
    let pattern = body[body.index(after: colon)...]
    guard !pattern.isEmpty, key.unicodeScalars.allSatisfy({ Self.isKeyScalar($0) }) else { return nil }
    return (key, String(pattern), negated)
  }

  private static func isKeyScalar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", "_", "-", ".": return true
    default: return false
    }
  }
}
