import CascadeView

/// One `key: value` line of a `CardCell`, below its title and text.
public struct CardField: Hashable, Sendable {
  /// The field's name, drawn dim before the colon.
  public var key: String
  /// The field's value as shown, cut to the card's width.
  public var value: String

  /// A `key: value` line.
  public init(key: String, value: String) {
    self.key = key
    self.value = value
  }
}
