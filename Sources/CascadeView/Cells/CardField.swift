/// One `key: value` line of a `CardCell`, below its title and text.
public struct CardField: Hashable, Sendable {
  public var key: String
  public var value: String

  public init(key: String, value: String) {
    self.key = key
    self.value = value
  }
}
