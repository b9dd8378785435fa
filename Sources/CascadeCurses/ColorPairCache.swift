/// Which curses colour pair shows a (foreground, background) combination.
///
/// curses draws colours through numbered pairs set up with `init_pair`; redefining a pair recolours
/// every cell already drawn with it, so within one generation pairs are handed out once. When the
/// terminal's pairs run out (a screen of picture thumbnails uses thousands of combinations) the
/// lookup says so, the cells left fall back to pair 0, and the backend asks for the whole frame
/// again after `reset()`: every pair is then defined afresh for the cells that frame shows, so
/// reusing a number never recolours a cell that is not redrawn.
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
  private let pairZero: Key

  /// `pairZero` is the combination curses' pair 0 already shows.
  package init(capacity: Int, pairZero: Key) {
    self.capacity = min(max(capacity, 1), Int(Int16.max) + 1)
    self.pairs = [pairZero: 0]
    self.pairZero = pairZero
  }

  /// Frees every pair but pair 0 for reuse; the caller redraws every cell on screen.
  package mutating func reset() {
    pairs = [pairZero: 0]
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
