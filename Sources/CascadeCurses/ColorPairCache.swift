/// Which curses colour pair shows a (foreground, background) combination.
///
/// curses draws colours through numbered pairs set up with `init_pair`; redefining a pair recolours
/// every cell already drawn with it, so pairs are handed out once and never reused. When the terminal's
/// pairs run out, further combinations fall back to pair 0 (the default colours): readable, if plain.
package struct ColorPairCache: Sendable {
  package struct Key: Hashable, Sendable {
    package var foreground: Int16
    package var background: Int16

    package init(foreground: Int16, background: Int16) {
      self.foreground = foreground
      self.background = background
    }
  }

  package enum Lookup: Hashable, Sendable {
    /// The pair already shows this combination.
    case cached(Int16)
    /// A new pair: the caller must `init_pair` it before drawing.
    case created(Int16)
    /// No pair left; draw with pair 0.
    case exhausted
  }

  /// Pairs 1..<capacity can be defined (`COLOR_PAIRS`, capped to what a `short` holds).
  package let capacity: Int
  private var pairs: [Key: Int16]

  /// `pairZero` is the combination curses' pair 0 already shows.
  package init(capacity: Int, pairZero: Key) {
    self.capacity = min(max(capacity, 1), Int(Int16.max) + 1)
    self.pairs = [pairZero: 0]
  }

  /// How many pairs are in use, pair 0 included.
  package var count: Int { pairs.count }

  /// - Complexity: O(1) amortised.
  package mutating func pair(for key: Key) -> Lookup {
    if let number = pairs[key] { return .cached(number) }
    guard pairs.count < capacity else { return .exhausted }
    let number = Int16(pairs.count)
    pairs[key] = number
    return .created(number)
  }
}
