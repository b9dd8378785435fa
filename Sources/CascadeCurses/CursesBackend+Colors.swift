import CNcursesw
import CascadeCanvas

extension CursesBackend {
  /// A style as curses attributes and a colour pair, defining the pair on first use.
  /// - Complexity: O(1) amortised; consecutive cells with the same style cost one comparison.
  func cursesStyle(for style: Style) -> (attributes: attr_t, pair: Int16) {
    if let last = lastStyle, last.style == style { return (last.attributes, last.pair) }
    let resolved = palette.resolve(style)
    let pair: Int16
    if palette.showsColors {
      switch pairs.pair(for: ColorPairCache.Key(foreground: resolved.foreground, background: resolved.background)) {
      case .cached(let number):
        pair = number
      case .created(let number):
        init_pair(number, resolved.foreground, resolved.background)
        pair = number
      case .exhausted:
        pairsRanOut = true
        pair = 0
      }
    } else {
      pair = 0
    }
    let attributes = Self.cursesAttributes(resolved.attributes)
    lastStyle = (style, attributes, pair)
    return (attributes, pair)
  }

  /// True when the terminal shows colours (at least 8, and `NO_COLOR` not set).
  public var showsColors: Bool { palette.showsColors }

  /// After a frame whose colours did not all fit: frees the pairs and asks `Screen` to send the
  /// whole frame again, which defines pairs for what is on screen now.
  public func needsFullFrame() -> Bool {
    guard pairsRanOut else { return false }
    pairsRanOut = false
    pairs.reset()
    lastStyle = nil
    return true
  }

  static func cursesAttributes(_ attributes: TextAttributes) -> attr_t {
    var result = cascade_a_normal()
    if attributes.contains(.bold) { result |= cascade_a_bold() }
    if attributes.contains(.dim) { result |= cascade_a_dim() }
    if attributes.contains(.reverse) { result |= cascade_a_reverse() }
    if attributes.contains(.underline) { result |= cascade_a_underline() }
    return result
  }
}
