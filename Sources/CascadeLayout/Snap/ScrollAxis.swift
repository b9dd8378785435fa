/// The direction content scrolls in.
public enum ScrollAxis: Hashable, Sendable {
  /// Content scrolls up and down.
  case vertical
  /// Content scrolls left and right.
  case horizontal
}
