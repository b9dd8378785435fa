import CascadeView

/// The characters of a card that a filter matched, as Unicode scalar offsets into each part of the
/// card: its title, its body, and the value of each field line (by the line's index in
/// `CardCell.fields`). `CardCell` draws them in its theme's `matchStyle`.
public struct CardHighlights: Hashable, Sendable {
  /// Scalar offsets into `CardCell.title` (without the selection mark).
  public var title: Set<Int>
  /// Scalar offsets into `CardCell.body`.
  public var body: Set<Int>
  /// Per field line index, scalar offsets into that line's value.
  public var fieldValues: [Int: Set<Int>]

  /// Highlights for the given parts; none by default.
  public init(title: Set<Int> = [], body: Set<Int> = [], fieldValues: [Int: Set<Int>] = [:]) {
    self.title = title
    self.body = body
    self.fieldValues = fieldValues
  }

  /// True when nothing is highlighted.
  public var isEmpty: Bool { title.isEmpty && body.isEmpty && fieldValues.values.allSatisfy(\.isEmpty) }
}
