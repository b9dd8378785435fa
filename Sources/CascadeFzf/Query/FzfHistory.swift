/// fzf's query history (`--history FILE`): the queries accepted before, oldest first, and a cursor
/// that `previous-history` and `next-history` move. A query edited while the cursor is on an old
/// entry is kept for the session only; the file gets a query when it is accepted (`appending`).
public struct FzfHistory: Sendable, Equatable {
  /// The entries and, last, the slot for the query being typed.
  private var lines: [String]
  /// Old entries edited in this session, by index: shown when the cursor comes back to them.
  private var edited: [Int: String] = [:]
  private var cursor: Int
  /// How many entries the file keeps (`--history-size`).
  public let maximumCount: Int

  /// The history of the file's `entries` (its lines, oldest first), keeping `maximumCount`.
  public init(entries: [String], maximumCount: Int) {
    lines = entries + [""]
    cursor = lines.count - 1
    self.maximumCount = maximumCount
  }

  /// The entry before the cursor's, `query` kept as what the cursor's entry now reads.
  /// - Complexity: O(1).
  public mutating func previous(leaving query: String) -> String {
    keep(query)
    if cursor > 0 { cursor -= 1 }
    return current
  }

  /// The entry after the cursor's, `query` kept as what the cursor's entry now reads.
  /// - Complexity: O(1).
  public mutating func next(leaving query: String) -> String {
    keep(query)
    if cursor < lines.count - 1 { cursor += 1 }
    return current
  }

  /// The entries the file holds once `query` is accepted: the last `maximumCount`, `query` last
  /// (an empty query adds nothing, as in fzf).
  public func appending(_ query: String) -> [String] {
    var entries = Array(lines.dropLast())
    if !query.isEmpty { entries.append(query) }
    return Array(entries.suffix(maximumCount))
  }

  private var current: String { edited[cursor] ?? lines[cursor] }

  private mutating func keep(_ query: String) {
    if cursor == lines.count - 1 { lines[cursor] = query } else { edited[cursor] = query }
  }
}
