import CNcursesw
import CascadeCanvas
import CascadeLayout

extension CursesBackend {
  /// A style as curses attributes and a colour pair, defining the pair on first use.
  /// - Complexity: O(1) amortised; consecutive cells with the same style cost one comparison.
  func cursesStyle(for style: Style) -> (attributes: attr_t, pair: Int32) {
    if let last = lastStyle, last.style == style { return (last.attributes, last.pair) }
    let resolved = palette.resolve(style)
    let pair: Int32
    if palette.showsColors {
      switch pairs.pair(for: ColorPairCache.Key(foreground: resolved.foreground, background: resolved.background)) {
      case .cached(let number):
        pair = number
      case .created(let number):
        cascade_init_pair(number, resolved.foreground, resolved.background)
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

  /// How many colours the terminal shows (terminfo's `colors`; 2^24 for direct colour), 0 when none.
  public var colorCount: Int { palette.showsColors ? palette.colorCount : 0 }

  /// True when the terminal shows 24-bit colours: its terminfo has direct colour (the `RGB`
  /// capability, as `xterm-direct` and `tmux-direct`), and `NO_COLOR` is not set.
  public var showsDirectColors: Bool { palette.showsColors && palette.isDirect }

  /// True when colours 16–255 reach the terminal as themselves (`CSI 38;5;n m`): 256 colours, not
  /// direct ones. Kitty's image placeholders carry their image's id in such a colour.
  public var showsIndexedColors: Bool { palette.colorCount >= 256 && !palette.isDirect }

  /// Notes that the cell at `index` (and the `width - 1` after it, a wide grapheme's) now shows
  /// `pair`, so the pair it showed before may be recycled once no cell uses it.
  /// - Complexity: O(width).
  func notePair(_ pair: Int32, at index: Int, width: Int) {
    for i in index..<min(index + width, pairMap.count) where pairMap[i] != pair {
      pairs.release(pairMap[i])
      pairs.retain(pair)
      pairMap[i] = pair
    }
  }

  /// The window is blank (erased, or a new size): no cell uses a pair. Each pair redefined costs
  /// ncurses a scan of the whole screen, so a frame redefines at most as many as keep that near
  /// 200,000 cells scanned (16 on a 200×60 screen, about a millisecond).
  func resetPairMap(_ size: Size) {
    pairMapSize = size
    pairMap = Array(repeating: 0, count: max(0, size.width * size.height))
    pairs.releaseAll()
    pairs.recycleBudget = max(1, 200_000 / max(1, size.width * size.height))
  }

  /// After a frame whose colours did not all fit: frees the pairs and asks `Screen` to send the
  /// whole frame again, which defines pairs for what is on screen now.
  public func needsFullFrame() -> Bool {
    guard pairsRanOut else { return false }
    pairsRanOut = false
    pairs.reset()
    cascade_reset_color_pairs()
    pairMap = Array(repeating: 0, count: pairMap.count)
    lastStyle = nil
    return true
  }

  static func cursesAttributes(_ attributes: TextAttributes) -> attr_t {
    var result = cascade_a_normal()
    if attributes.contains(.bold) { result |= cascade_a_bold() }
    if attributes.contains(.dim) { result |= cascade_a_dim() }
    if attributes.contains(.reverse) { result |= cascade_a_reverse() }
    if attributes.contains(.underline) { result |= cascade_a_underline() }
    if attributes.contains(.italic) { result |= cascade_a_italic() }
    if attributes.contains(.blink) { result |= cascade_a_blink() }
    return result
  }
}
