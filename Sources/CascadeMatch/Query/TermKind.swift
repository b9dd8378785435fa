/// What a query term asks of a candidate, in fzf's extended search syntax.
public enum TermKind: Sendable, Hashable {
  /// The term's characters in order, anything between them (`abc`).
  case fuzzy
  /// The term as a substring (`'abc`, or any plain term with `--exact`).
  case exact
  /// The term as a substring that is a word of its own: it starts at the candidate's start or after
  /// white space, a delimiter or other non-word character, and ends before one or at the end
  /// (`'abc'`).
  case exactBoundary
  /// The candidate starts with the term, after leading white space (`^abc`).
  case prefix
  /// The candidate ends with the term, before trailing white space (`abc$`).
  case suffix
  /// The candidate is the term, white space around it aside (`^abc$`).
  case equal
}
