/// fzf's matcher, one candidate at a time: scores a query's terms (fuzzy, exact, prefix, suffix)
/// against a candidate's bytes and finds the matched positions. It keeps its working memory (the
/// candidate's scalars and the score matrices) from candidate to candidate, so the matching path
/// does not allocate.
///
/// Not thread-safe: each thread matching candidates owns one (`ParallelMatcher` makes one per
/// slice). Buffers grow to the largest candidate seen and stay that size. The stored properties
/// skip the dynamic exclusivity check: a matcher is never shared, and the checks cost a tenth of
/// the time of matching a million lines.
public final class FuzzyMatcher {
  /// The candidate's Unicode scalar values, as decoded; for an ASCII candidate, filled from
  /// `asciiBytes` only when an algorithm without a byte path asks for `text`.
  @exclusivity(unchecked) var scalars = Buffer<UInt32>()
  /// An ASCII candidate's bytes, valid during the call that loaded them, while they are not yet
  /// widened into `scalars`: the fuzzy algorithms and the length tiebreak read them directly.
  @exclusivity(unchecked) var asciiBytes: UnsafePointer<UInt8>?
  /// Number of valid scalars in `text`.
  @exclusivity(unchecked) var count = 0
  /// True when the candidate is all ASCII, so term characters can be ruled out before scoring.
  @exclusivity(unchecked) var isASCII = true
  /// A non-ASCII candidate's scalars while a normalising term sees them with its Latin letters
  /// replaced (`normalizeLoaded(caseSensitive:)`).
  @exclusivity(unchecked) var originals = Buffer<UInt32>()
  /// The candidate's scalars as a term sees them (lowercased unless case-sensitive).
  @exclusivity(unchecked) var folded = Buffer<UInt32>()
  /// First-row scores, first-row run lengths and per-position bonuses (fzf's H0, C0, B).
  @exclusivity(unchecked) var firstRow = Buffer<Int32>()
  @exclusivity(unchecked) var firstRun = Buffer<Int32>()
  @exclusivity(unchecked) var bonus = Buffer<Int32>()
  /// The first position of each term character in order (fzf's F).
  @exclusivity(unchecked) var firstPositions = Buffer<Int>()
  /// The score and run-length matrices, a row per term character (fzf's H and C).
  @exclusivity(unchecked) var scores = Buffer<Int32>()
  @exclusivity(unchecked) var runs = Buffer<Int32>()
  /// The matched positions, scalar offsets into the candidate, in the order the terms found them.
  @exclusivity(unchecked) var positions: [Int32] = []
  /// The one-pass scorer's rows (`fuzzyScore`), one per term character.
  @exclusivity(unchecked) var fuzzyRows = Buffer<FuzzyRow>()
  /// Per recent term, for each ASCII value, the rows whose character it matches (`RowMasks`).
  @exclusivity(unchecked) var rowMasks = RowMasks()

  /// The class and bonus tables of the scheme being scored (`use(_:)`).
  @exclusivity(unchecked) var tables = ASCIITables.standard

  /// Makes empty scratch space; buffers are allocated on first use.
  public init() {}

  deinit { freeBuffers() }

  /// The candidate's scalars: `scalars`, widened from `asciiBytes` first when they are pending.
  var text: Buffer<UInt32> {
    @inline(__always) get {
      if let bytes = asciiBytes { widen(bytes) }
      return scalars
    }
  }

  /// Decodes `bytes` as UTF-8 into `scalars` (an invalid byte becomes U+FFFD, as in Go); an
  /// ASCII candidate's bytes are only remembered, for the algorithms that read bytes, and widened
  /// when another asks for `text`. `bytes` must stay valid until the candidate is matched.
  /// - Complexity: O(bytes.count), eight bytes per step for ASCII.
  func load(_ bytes: UnsafeBufferPointer<UInt8>) {
    let total = bytes.count
    // Most candidates are ASCII: tested eight bytes at a time and scored on their bytes.
    if let base = bytes.baseAddress, Self.isASCII(base, count: total) {
      asciiBytes = base
      count = total
      isASCII = true
      return
    }
    asciiBytes = nil
    scalars.reserve(total)
    let out = scalars.base
    var isASCII = true
    var index = 0
    var written = 0
    while index < total {
      let lead = bytes[index]
      if lead < 0x80 {
        out[written] = UInt32(lead)
        written += 1
        index += 1
        continue
      }
      isASCII = false
      let (value, length) = Self.decode(bytes, at: index)
      out[written] = value
      written += 1
      index += length
    }
    count = written
    self.isASCII = isASCII
  }

  /// Widens the pending ASCII bytes into `scalars`, by a loop the compiler vectorises.
  private func widen(_ bytes: UnsafePointer<UInt8>) {
    scalars.reserve(count)
    let out = scalars.base
    for index in 0..<count { out[index] = UInt32(bytes[index]) }
    asciiBytes = nil
  }

  /// True when the `count` bytes at `base` are all below 0x80.
  /// - Complexity: O(count), eight bytes per step.
  @inline(__always)
  static func isASCII(_ base: UnsafePointer<UInt8>, count: Int) -> Bool {
    var index = 0
    var high: UInt64 = 0
    let raw = UnsafeRawPointer(base)
    while index + 8 <= count {
      high |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      index += 8
    }
    if index < count {
      // The last few bytes: the eight ending at `count` (read again in part), not a byte at a
      // time, when there are eight.
      if count >= 8 {
        high |= raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
      } else {
        while index < count {
          high |= UInt64(base[index])
          index += 1
        }
      }
    }
    return high & 0x8080_8080_8080_8080 == 0
  }

  /// Sets the candidate's scalars directly (for tests and callers holding scalars).
  func load(scalars: [UInt32]) {
    asciiBytes = nil
    self.scalars.reserve(scalars.count)
    for (offset, value) in scalars.enumerated() { self.scalars.base[offset] = value }
    count = scalars.count
    isASCII = scalars.allSatisfy { $0 < 0x80 }
  }

  /// The scalar at `index` of `bytes` (non-ASCII lead) and its encoded length; U+FFFD and 1 for
  /// a byte that does not start a well-formed sequence.
  private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
    let lead = UInt32(bytes[index])
    let length: Int
    let minimum: UInt32
    switch lead {
    case 0xC2...0xDF: (length, minimum) = (2, 0x80)
    case 0xE0...0xEF: (length, minimum) = (3, 0x800)
    case 0xF0...0xF4: (length, minimum) = (4, 0x1_0000)
    default: return (0xFFFD, 1)
    }
    guard index + length <= bytes.count else { return (0xFFFD, 1) }
    var value = lead & (0x7F >> UInt32(length))
    for offset in 1..<length {
      let byte = UInt32(bytes[index + offset])
      guard byte & 0xC0 == 0x80 else { return (0xFFFD, 1) }
      value = value << 6 | (byte & 0x3F)
    }
    guard value >= minimum, value <= 0x10_FFFF, !(0xD800...0xDFFF).contains(value) else { return (0xFFFD, 1) }
    return (value, length)
  }
}

/// A candidate's characters as Unicode scalar values, read by index: its decoded scalars, or an
/// ASCII candidate's bytes as they are. The fuzzy algorithms are generic over it, specialised for
/// each, so an ASCII candidate is scored without copying it first.
protocol CandidateScalars {
  /// True when every scalar is ASCII (below 0x80), so classes come from `ASCIITables`.
  static var isASCII: Bool { get }
  subscript(index: Int) -> UInt32 { get }
  /// The first index in `start..<count` holding `character` or `other`, else `count`.
  func firstIndex(of character: UInt32, or other: UInt32, from start: Int, count: Int) -> Int
  /// The first index in `start..<count` holding `first` or `second` as a term folded unless
  /// `caseSensitive` compares them (both ASCII), else `count`. Only ASCII text answers it.
  func firstIndex(of first: UInt32, or second: UInt32, caseSensitive: Bool, from start: Int, count: Int) -> Int
}

/// An ASCII candidate's bytes, each a scalar.
struct ASCIIBytes: CandidateScalars {
  static var isASCII: Bool { true }
  let base: UnsafePointer<UInt8>

  @inline(__always)
  subscript(index: Int) -> UInt32 { UInt32(base[index]) }

  /// `character` is ASCII, and `other` is itself or, for a lowercase letter, its uppercase.
  @inline(__always)
  func firstIndex(of character: UInt32, or other: UInt32, from start: Int, count: Int) -> Int {
    ByteSearch.firstIndex(
      of: UInt8(character), folding: character == other ? 0 : 0x20, in: base, from: start, count: count)
  }

  /// A lowercase letter folds its uppercase to itself without case: bit 5 set in every byte finds both.
  @inline(__always)
  func firstIndex(of first: UInt32, or second: UInt32, caseSensitive: Bool, from start: Int, count: Int) -> Int {
    let firstMask: UInt8 = !caseSensitive && first &- 0x61 < 26 ? 0x20 : 0
    let secondMask: UInt8 = !caseSensitive && second &- 0x61 < 26 ? 0x20 : 0
    return ByteSearch.firstIndex(
      of: UInt8(first), folding: firstMask, or: UInt8(second), folding: secondMask, in: base, from: start, count: count)
  }
}

extension Buffer: CandidateScalars where Element == UInt32 {
  static var isASCII: Bool { false }

  @inline(__always)
  func firstIndex(of character: UInt32, or other: UInt32, from start: Int, count: Int) -> Int {
    var index = start
    while index < count && self[index] != character && self[index] != other { index += 1 }
    return index
  }

  /// Not asked: non-ASCII letters fold by their Unicode properties, so the fuzzy loops step
  /// through decoded text one scalar at a time.
  func firstIndex(of first: UInt32, or second: UInt32, caseSensitive: Bool, from start: Int, count: Int) -> Int {
    start
  }
}

/// A growable raw buffer: element access without bounds or copy-on-write checks, for the score
/// matrices filled once per candidate.
struct Buffer<Element> {
  private(set) var base = UnsafeMutablePointer<Element>.allocate(capacity: 1)
  private(set) var capacity = 1

  /// Makes room for `count` elements; the old contents are not kept.
  @inline(__always)
  mutating func reserve(_ count: Int) {
    guard count > capacity else { return }
    base.deallocate()
    capacity = max(count, capacity * 2)
    base = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
  }

  func free() { base.deallocate() }

  @inline(__always)
  subscript(index: Int) -> Element {
    get { base[index] }
    nonmutating set { base[index] = newValue }
  }
}

extension FuzzyMatcher {
  /// Frees the buffers' memory when the scratch space goes.
  func freeBuffers() {
    scalars.free(); originals.free(); folded.free(); firstRow.free(); firstRun.free(); bonus.free()
    firstPositions.free(); scores.free(); runs.free(); fuzzyRows.free(); rowMasks.free()
  }
}
