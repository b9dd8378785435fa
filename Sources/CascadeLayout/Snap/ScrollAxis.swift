/// The direction content scrolls in.
public enum ScrollAxis: Hashable, Sendable {
  case vertical
  case horizontal
}
