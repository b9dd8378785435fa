/// How letter case counts when matching, as fzf's `-i` / `+i` choose it.
public enum CaseMode: Sendable, Hashable {
  /// Case-insensitive unless the term holds an uppercase letter (fzf's default, decided per term).
  case smart
  /// Always case-insensitive (`-i`).
  case insensitive
  /// Always case-sensitive (`+i`).
  case sensitive
}
