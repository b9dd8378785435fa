/// Which text of a record a filter matches. The two differ on purpose: fzf's `--filter` is
/// expected to match the very line it prints, while the `/` filter highlights what it matched, so it
/// matches only what the card shows (docs/formats.md, "Matching").
package enum MatchedText: Hashable, Sendable {
  /// The record as written in the input (`-f`): the line or row, JSON keys, quotes and escapes
  /// included.
  case printed
  /// What the record's card shows (`/`, `-q`): its title, body and the values of the `key: value`
  /// lines `fields` picks (`CardMatchText`).
  case card(CardFields)
}
