/// The graphemes of a text as the terminal will show them (sanitised, measured), one at a time,
/// with their UTF-8 offsets: what every text drawer and measurer reads text through.
///
/// Why not `for character in text`: building a `Character` and asking it for its scalars costs far
/// more per grapheme than decoding the bytes, and every frame draws every visible line. Most text is made of
/// scalars that are whole graphemes by themselves (ASCII, Latin-1, Greek, Cyrillic, CJK, kana,
/// Hangul syllables, box drawing, the pictograph emoji), so this decodes the UTF-8 bytes itself,
/// and when a scalar and the one after it both come from that set (`standsAlone` or
/// `isPlainPictograph`), Unicode's grapheme rules (UAX #29)
/// always break between them and the scalar is the grapheme. Anything else (combining marks, emoji
/// sequences, flags, Hangul jamo, CR LF) goes to the standard library's grapheme breaking, from
/// the current boundary forward, which gives the same clusters as breaking the whole text.
///
/// It reads the text's bytes in place, so it is only valid inside `withGraphemes(of:_:)`.
package struct SanitizedGraphemes {
  package struct Grapheme: Equatable {
    package enum Kind: UInt8 {
      /// Drawn, `width` cells (0: takes no cell on its own, so drawers skip it).
      case visible
      /// U+0020, where lines may wrap.
      case space
      case tab
      case lineBreak
      /// Not shown at all (bidi controls).
      case dropped
    }

    package var kind: Kind
    package var width: Int
    /// The grapheme's first scalar, already safe (for a one-scalar grapheme, the whole of it).
    package var scalar: Unicode.Scalar
    /// True when the grapheme is more than `scalar`: the reader's `cluster` holds it. Keeping the
    /// `Character` out of this struct keeps it a plain value that copies without reference counting.
    package var isCluster = false
  }

  /// Made once: building a `Character` from a scalar costs more than looking it up.
  private static let asciiCharacters: [Character] = (0..<0x80).map { Character(Unicode.Scalar(UInt8($0))) }

  private let bytes: UnsafeBufferPointer<UInt8>
  private let text: Substring
  private let end: Int
  /// UTF-8 offset of the next grapheme from the text's start.
  package private(set) var offset: Int
  /// The last grapheme read, sanitised, when it was a cluster of several scalars.
  private var cluster: Character = " "

  private init(bytes: UnsafeBufferPointer<UInt8>, text: Substring, from start: Int, to end: Int) {
    self.bytes = bytes
    self.text = text
    self.offset = start
    self.end = end
  }

  /// Calls `body` with a reader of `text`'s graphemes; the reader must not outlive the call.
  package static func withGraphemes<Result>(of text: Substring, _ body: (SanitizedGraphemes) -> Result) -> Result {
    if let result = text.utf8.withContiguousStorageIfAvailable({ bytes in
      body(SanitizedGraphemes(bytes: bytes, text: text, from: 0, to: bytes.count))
    }) {
      return result
    }
    // Not stored as contiguous UTF-8 (a string bridged from elsewhere): read a copy.
    let copy = Array(text.utf8)
    return copy.withUnsafeBufferPointer { bytes in
      body(SanitizedGraphemes(bytes: bytes, text: text, from: 0, to: bytes.count))
    }
  }

  /// A reader of the graphemes between two UTF-8 offsets of the same text, both grapheme
  /// boundaries (as `WrappedLines` reports them).
  func slice(from start: Int, to end: Int) -> SanitizedGraphemes {
    SanitizedGraphemes(bytes: bytes, text: text, from: start, to: end)
  }

  /// The grapheme to store in a cell for `grapheme`, the last one `next()` returned.
  @inline(__always) package func character(of grapheme: Grapheme) -> Character {
    if grapheme.isCluster { return cluster }
    if grapheme.scalar.value < 0x80 { return Self.asciiCharacters[Int(grapheme.scalar.value)] }
    return Character(grapheme.scalar)
  }

  package mutating func next() -> Grapheme? {
    guard offset < end else { return nil }
    let (first, firstLength) = decode(at: offset)
    if Self.standsAlone(first) || Self.isPlainPictograph(first) {
      let after = offset + firstLength
      if after >= end || Self.standsAlone(decode(at: after).value) || Self.isPlainPictograph(decode(at: after).value) {
        offset = after
        return Self.grapheme(of: Unicode.Scalar(first) ?? "\u{FFFD}")
      }
    }
    let index = text.utf8.index(text.startIndex, offsetBy: offset)
    var rest = text[index...].makeIterator()
    guard let character = rest.next() else { return nil }
    offset += character.utf8.count
    let scalars = character.unicodeScalars
    if let only = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex {
      return Self.grapheme(of: only)
    }
    switch TextSanitizer.form(of: character) {
    case .visible(let safe, let width):
      cluster = safe
      return Grapheme(kind: .visible, width: width, scalar: safe.unicodeScalars.first ?? " ", isCluster: true)
    case .tab: return Grapheme(kind: .tab, width: 0, scalar: " ")
    case .lineBreak: return Grapheme(kind: .lineBreak, width: 0, scalar: " ")
    case .dropped: return Grapheme(kind: .dropped, width: 0, scalar: " ")
    }
  }

  /// The scalar whose UTF-8 encoding starts at `offset` (the text is valid UTF-8), and its length.
  @inline(__always) private func decode(at offset: Int) -> (value: UInt32, length: Int) {
    let lead = UInt32(bytes[offset])
    if lead < 0x80 { return (lead, 1) }
    if lead < 0xE0 { return ((lead & 0x1F) << 6 | UInt32(bytes[offset + 1] & 0x3F), 2) }
    if lead < 0xF0 {
      return ((lead & 0x0F) << 12 | UInt32(bytes[offset + 1] & 0x3F) << 6 | UInt32(bytes[offset + 2] & 0x3F), 3)
    }
    let value =
      (lead & 0x07) << 18 | UInt32(bytes[offset + 1] & 0x3F) << 12
      | UInt32(bytes[offset + 2] & 0x3F) << 6 | UInt32(bytes[offset + 3] & 0x3F)
    return (value, 4)
  }

  /// True for scalars that are a whole grapheme whenever the scalar after them is one too: their
  /// Grapheme_Cluster_Break property is Other, Control or LF (never Extend, SpacingMark, ZWJ,
  /// Prepend, CR, a Hangul jamo or a regional indicator).
  @inline(__always) static func standsAlone(_ value: UInt32) -> Bool {
    if value < 0x300 { return value != 0x0D }
    switch value {
    case 0x370...0x482,  // Greek, Cyrillic letters
      0x2010...0x2027, 0x2030...0x205E,  // general punctuation, without format controls
      0x2190...0x21FF, 0x2500...0x25FF,  // arrows, box drawing, blocks, shapes
      0x3000...0x3029, 0x3030...0x303F,  // CJK symbols and punctuation, without tone marks
      0x3041...0x3096, 0x30A0...0x30FF,  // kana, without the combining sound marks
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,  // ideographs
      0xAC00...0xD7A3,  // Hangul syllables
      0xFF01...0xFF9D:  // fullwidth and halfwidth forms, without the halfwidth sound marks
      return true
    default:
      return false
    }
  }

  /// True for the emoji of the pictograph blocks (🌊, 🚀, 😀, 🤖) but the skin-tone modifiers:
  /// their Grapheme_Cluster_Break is Other, so, like `standsAlone` scalars, one is a whole grapheme
  /// when the scalar after it is either kind, and a pictograph after either kind starts a new one
  /// (the rule that joins pictographs, GB11, needs a zero-width joiner before the second, and the
  /// joiner is in neither set). Emoji are common in titles and text; without this each one, and
  /// the space before it, went through the standard library's grapheme breaking.
  @inline(__always) static func isPlainPictograph(_ value: UInt32) -> Bool {
    switch value {
    case 0x1F300...0x1F3FA, 0x1F400...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF: return true
    default: return false
    }
  }

  /// A one-scalar grapheme, sanitised and measured.
  @inline(__always) static func grapheme(of scalar: Unicode.Scalar) -> Grapheme {
    let value = scalar.value
    if value >= 0x21 && value < 0x7F { return Grapheme(kind: .visible, width: 1, scalar: scalar) }
    switch value {
    case 0x20: return Grapheme(kind: .space, width: 1, scalar: scalar)
    case 0x09: return Grapheme(kind: .tab, width: 0, scalar: " ")
    case 0x0A, 0x0D: return Grapheme(kind: .lineBreak, width: 0, scalar: " ")
    case 0x00...0x1F, 0x7F:
      let picture = Unicode.Scalar(value == 0x7F ? 0x2421 : 0x2400 + value) ?? "\u{FFFD}"
      return Grapheme(kind: .visible, width: 1, scalar: picture)
    case 0x80...0x9F: return Grapheme(kind: .visible, width: 1, scalar: "\u{FFFD}")
    case 0x2028, 0x2029: return Grapheme(kind: .lineBreak, width: 0, scalar: " ")
    case 0x202A...0x202E, 0x2066...0x2069: return Grapheme(kind: .dropped, width: 0, scalar: " ")
    // The kitty image placeholder, shown as `TextSanitizer` shows it: never from text.
    case TextSanitizer.placeholderScalar: return Grapheme(kind: .visible, width: 1, scalar: "\u{FFFD}")
    default: return Grapheme(kind: .visible, width: DisplayWidth.of(scalar: value), scalar: scalar)
    }
  }
}
