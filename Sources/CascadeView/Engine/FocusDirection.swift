/// A direction for keyboard focus moves.
public enum FocusDirection: Hashable, Sendable {
  case up, down, left, right
}
