/// How many terminal cells text takes, as a terminal that follows Unicode's East Asian Width and
/// emoji presentation draws it.
///
/// - East Asian Wide and Fullwidth (CJK ideographs, Hangul syllables, kana, fullwidth forms) and
///   scalars with Emoji_Presentation take 2 cells. Ambiguous-width scalars (box drawing, `…`, Greek)
///   take 1: Cascade targets terminals in their default, non-CJK-legacy mode.
/// - A grapheme cluster takes the sum of its scalars' widths, as the C library's `wcwidth` and
///   terminals count them: spacing marks (Thai SARA AM, the Devanagari vowel sign I in `कि`) add a
///   cell, nonspacing marks, ZWJ and variation selectors nothing. An emoji is 2 however it is built:
///   a cluster holding U+FE0F, a skin-tone modifier or a regional indicator pair (a flag), or an
///   emoji ZWJ sequence.
/// - A grapheme that takes no cell on its own (a lone combining mark, U+200B, U+2060) is 0.
/// - Text is measured as `TextSanitizer` makes it safe: a control character is 1 (its visible
///   picture), a bidi override 0 (dropped), a tab runs to the next tab stop, a line break starts a
///   new line.
///
/// The tables come from Unicode 17.0, the version of the Swift standard library's grapheme breaking
/// (see `generate-width-tables.py`).
public enum DisplayWidth {
  /// The cells one scalar takes on its own, ignoring what surrounds it.
  ///
  /// - Complexity: O(1) below U+1100 and for the common CJK blocks, else a binary search over a few
  ///   hundred ranges.
  @inlinable public static func of(scalar value: UInt32) -> Int {
    if value < 0x300 { return 1 }
    if value >= 0x4E00 && value <= 0x9FFF { return 2 }  // CJK Unified Ideographs, the common case
    if value >= 0xAC00 && value <= 0xD7A3 { return 2 }  // Hangul syllables
    if contains(zeroWidthRanges, value) { return 0 }
    if value < 0x1100 { return 1 }
    return contains(wideRanges, value) ? 2 : 1
  }

  /// The cells `grapheme` takes when drawn at a tab stop (a tab alone is one full tab stop).
  ///
  /// - Complexity: O(1) for ASCII; otherwise O(scalars in the grapheme) table look-ups.
  @inlinable public static func of(_ grapheme: Character) -> Int {
    if let ascii = TextSanitizer.asciiValue(of: grapheme) {
      if ascii >= 0x20 && ascii < 0x7F { return 1 }
      switch ascii {
      case 0x09: return TextSanitizer.tabStop
      case 0x0A, 0x0D: return 0
      default: return 1
      }
    }
    return ofNonASCII(grapheme)
  }

  /// The columns `text` needs when drawn unwrapped: the widest of its lines, tabs expanded from the
  /// start of each line.
  ///
  /// - Complexity: O(n) in the UTF-8 length; a single byte scan when the text is printable ASCII.
  public static func of(_ text: Substring) -> Int {
    let utf8 = text.utf8
    var isPrintableASCII = true
    for byte in utf8 where byte < 0x20 || byte >= 0x7F {
      isPrintableASCII = false
      break
    }
    if isPrintableASCII { return utf8.count }

    return SanitizedGraphemes.withGraphemes(of: text) { graphemes in
      var graphemes = graphemes
      var column = 0, widest = 0
      while let grapheme = graphemes.next() {
        switch grapheme.kind {
        case .visible, .space: column += grapheme.width
        case .tab: column += TextSanitizer.tabStop - column % TextSanitizer.tabStop
        case .lineBreak:
          widest = Swift.max(widest, column)
          column = 0
        case .dropped: break
        }
      }
      return Swift.max(widest, column)
    }
  }

  @usableFromInline static func ofNonASCII(_ grapheme: Character) -> Int {
    var scalars = grapheme.unicodeScalars.makeIterator()
    guard let first = scalars.next() else { return 0 }
    switch first.value {
    case 0x2028, 0x2029: return 0  // line and paragraph separators break the line
    case 0x202A...0x202E, 0x2066...0x2069: return 0  // bidi overrides are dropped
    default: break
    }
    var width = of(scalar: first.value)
    while let scalar = scalars.next() {
      switch scalar.value {
      case 0xFE0F, 0x1F3FB...0x1F3FF, 0x1F1E6...0x1F1FF:
        // Emoji presentation selector, skin tone, or the second half of a flag.
        return 2
      case 0x200D where first.value > 0x7F && first.properties.isEmoji:
        return 2  // an emoji ZWJ sequence (family, profession) is drawn as one emoji
      default:
        width += of(scalar: scalar.value)
      }
    }
    return width
  }

  /// True when `value` lies in one of `table`'s closed ranges (flat low, high pairs, sorted).
  @usableFromInline static func contains(_ table: [UInt32], _ value: UInt32) -> Bool {
    table.withUnsafeBufferPointer { pairs in
      var low = 0, high = pairs.count / 2
      while low < high {
        let middle = (low + high) / 2
        if pairs[2 * middle + 1] < value { low = middle + 1 } else { high = middle }
      }
      return low < pairs.count / 2 && pairs[2 * low] <= value
    }
  }
}

/// The cells `grapheme` takes (see `DisplayWidth`).
@inlinable public func displayWidth(of grapheme: Character) -> Int {
  DisplayWidth.of(grapheme)
}

/// The columns `text` needs when drawn unwrapped: its widest line (see `DisplayWidth`).
///
/// - Complexity: O(n); a byte scan for printable ASCII.
@inlinable public func displayWidth(of text: some StringProtocol) -> Int {
  DisplayWidth.of(text.asSubstring)
}
