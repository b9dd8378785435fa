/// Which curses colour pair shows a (foreground, background) combination, with pairs recycled:
/// a screen of 24-bit thumbnails shows thousands of combinations and scrolls through many more.
///
/// curses draws colours through numbered pairs set up with `init_extended_pair`; redefining a pair
/// recolours every cell already drawn with it. So the backend counts the cells on screen drawn
/// with each pair (`retain` when a cell takes a pair, `release` when it is drawn over), and only a
/// pair no cell uses is redefined: the one idle the longest (least recently used). Only when every
/// pair is on screen at once does a lookup fail; the backend then falls back to `reset()` and a
/// whole frame (see `CursesBackend.needsFullFrame()`).
///
/// Redefining a pair is not free: ncurses then scans its whole copy of the screen for cells drawn
/// with it (O(screen cells), where a first definition is O(1)). So a frame may
/// recycle at most `recycleBudget` pairs; a frame that needs more (a page of new thumbnails once
/// every pair has been used) gets `.exhausted` too, and the whole-frame fallback, which undefines
/// every pair at once, is the cheaper way through.
package struct ColorPairCache: Sendable {
  /// A combination of curses colour numbers (-1 the terminal's default; up to 2^24 - 1 with direct
  /// colour).
  package struct Key: Hashable, Sendable {
    package var foreground: Int32
    package var background: Int32

    package init(foreground: Int32, background: Int32) {
      self.foreground = foreground
      self.background = background
    }
  }

  package enum Lookup: Hashable, Sendable {
    /// The pair already shows this combination.
    case cached(Int32)
    /// A new pair, or an idle one redefined: the caller must `init_extended_pair` it before drawing.
    case created(Int32)
    /// Every pair is on screen; draw with pair 0.
    case exhausted
  }

  /// Pairs 1..<capacity can be defined (`COLOR_PAIRS`).
  package let capacity: Int
  private let pairZero: Key
  private var numbers: [Key: Int32]
  /// By pair number: the combination it shows, and how many cells on screen use it.
  private var keys: [Key]
  private var uses: [Int32]
  /// Pairs no cell uses, oldest first, as a doubly linked list over pair numbers (-1 ends it), so
  /// taking the oldest, adding one and removing one are all O(1).
  private var previous: [Int32], next: [Int32]
  private var oldestIdle: Int32 = -1, newestIdle: Int32 = -1
  /// The most pairs redefined between two `beginFrame()` calls.
  package var recycleBudget: Int
  private var recycledThisFrame = 0

  /// `pairZero` is the combination curses' pair 0 already shows; it is never redefined. At most
  /// `recycleBudget` pairs are redefined per frame.
  package init(capacity: Int, pairZero: Key, recycleBudget: Int = .max) {
    self.capacity = min(max(capacity, 1), Int(Int32.max))
    self.pairZero = pairZero
    self.recycleBudget = recycleBudget
    numbers = [pairZero: 0]
    keys = [pairZero]
    uses = [0]
    previous = [-1]
    next = [-1]
  }

  /// Forgets every pair but pair 0; the caller undefines them in curses (`reset_color_pairs`) and
  /// redraws every cell on screen.
  package mutating func reset() {
    self = ColorPairCache(capacity: capacity, pairZero: pairZero, recycleBudget: recycleBudget)
  }

  /// A new frame: `recycleBudget` pairs may be redefined again.
  package mutating func beginFrame() { recycledThisFrame = 0 }

  /// How many pairs are defined, pair 0 included.
  package var count: Int { keys.count }

  /// The combination pair `number` shows, nil for a pair not defined.
  package func key(of number: Int32) -> Key? {
    number >= 0 && Int(number) < keys.count ? keys[Int(number)] : nil
  }

  /// How many cells on screen use pair `number`.
  package func useCount(of number: Int32) -> Int { Int(uses[Int(number)]) }

  /// The pair for `key`: the one showing it, else a new one while numbers are left, else the
  /// least recently used idle pair redefined while the frame's budget lasts.
  /// - Complexity: O(1) amortised.
  package mutating func pair(for key: Key) -> Lookup {
    if let number = numbers[key] { return .cached(number) }
    let number: Int32
    if keys.count < capacity {
      number = Int32(keys.count)
      keys.append(key)
      uses.append(0)
      previous.append(-1)
      next.append(-1)
    } else if oldestIdle >= 0 && recycledThisFrame < recycleBudget {
      recycledThisFrame += 1
      number = oldestIdle
      unlinkIdle(number)
      numbers[keys[Int(number)]] = nil
      keys[Int(number)] = key
    } else {
      return .exhausted
    }
    numbers[key] = number
    // Idle until a cell takes it: the caller's `retain` follows at once.
    linkIdle(number)
    return .created(number)
  }

  /// A cell on screen is now drawn with pair `number`. Pair 0 is not counted.
  /// - Complexity: O(1).
  package mutating func retain(_ number: Int32) {
    guard number > 0 else { return }
    if uses[Int(number)] == 0 { unlinkIdle(number) }
    uses[Int(number)] += 1
  }

  /// A cell drawn with pair `number` was drawn over.
  /// - Complexity: O(1).
  package mutating func release(_ number: Int32) {
    guard number > 0, uses[Int(number)] > 0 else { return }
    uses[Int(number)] -= 1
    if uses[Int(number)] == 0 { linkIdle(number) }
  }

  /// The screen was erased: no cell uses any pair now. Definitions stay, so combinations that come
  /// back keep their pairs.
  /// - Complexity: O(pairs).
  package mutating func releaseAll() {
    oldestIdle = -1
    newestIdle = -1
    for number in 1..<keys.count {
      uses[number] = 0
      linkIdle(Int32(number))
    }
  }

  private mutating func linkIdle(_ number: Int32) {
    previous[Int(number)] = newestIdle
    next[Int(number)] = -1
    if newestIdle >= 0 { next[Int(newestIdle)] = number } else { oldestIdle = number }
    newestIdle = number
  }

  private mutating func unlinkIdle(_ number: Int32) {
    let before = previous[Int(number)], after = next[Int(number)]
    if before >= 0 { next[Int(before)] = after } else { oldestIdle = after }
    if after >= 0 { previous[Int(after)] = before } else { newestIdle = before }
    previous[Int(number)] = -1
    next[Int(number)] = -1
  }
}
