/// Word wrapping measured without drawing, by the same algorithm `CellBuffer.draw(_:wrappingIn:)`
/// draws with (rules in `WrappedLines`): a self-sizing card asks how many rows its text needs at its
/// width, and gets exactly the rows the drawer fills.
public enum WordWrap {
  /// The number of lines `text` wraps to at `width` columns, with no limit on the height. Zero for
  /// text with nothing to draw, or a width below 1.
  ///
  /// - Complexity: O(n) in the text's length, no allocation; about a nanosecond a byte for printable
  ///   ASCII and other text of one-scalar graphemes (`simpleLineCount`), a few for the rest.
  public static func lineCount(of text: some StringProtocol, width: Int) -> Int {
    let text = text.asSubstring
    if let count = text.utf8.withContiguousStorageIfAvailable({ simpleLineCount(of: $0, width: width) }), let count {
      return count
    }
    return SanitizedGraphemes.withGraphemes(of: text) { graphemes in
      var lines = WrappedLines(graphemes, width: width)
      var count = 0
      while lines.next() != nil { count += 1 }
      return count
    }
  }

  /// `lineCount(of:width:)` for text whose every scalar is a grapheme of its own that is drawn
  /// or a space: printable ASCII, and the scalars `SanitizedGraphemes` reads on its fast path
  /// (Latin, Greek, Cyrillic, CJK, kana, Hangul syllables, pictograph emoji…) when the scalar after
  /// each is one of them too, so no grapheme rule joins them. nil for any other text (tabs, line
  /// breaks, controls, combining marks, emoji sequences), which the grapheme reader takes. This is
  /// `WrappedLines`' algorithm over bytes, state for state, counting instead of returning lines: a
  /// word that does not fit after the line's content moves to the next line, indentation the first
  /// word does not fit after is dropped, a line may break after a `/` (not before another), a word
  /// wider than the line is cut at its width, a wide
  /// grapheme may break from its neighbours (but closing punctuation never starts a line after
  /// one), and one wider than the whole line takes a line of its own. The sizes of a million text
  /// cards are counted with it on every width change.
  /// - Complexity: O(n), one pass over the bytes, no allocation; about a nanosecond a byte for ASCII.
  static func simpleLineCount(of bytes: UnsafeBufferPointer<UInt8>, width: Int) -> Int? {
    guard width > 0 else { return 0 }
    var lines = 0
    // The line being built: whether a word was committed to it, the column after its content and
    // the spaces since; the word being read: its width and whether it ends with a wide grapheme.
    var lineHasContent = false
    var spaceColumn = 0
    var wordWidth = 0
    var wordEndsWide = false
    var wordEndsSlash = false
    var offset = 0
    let end = bytes.count
    while offset < end {
      let lead = bytes[offset]
      if lead == 0x20 {
        // A space followed by a combining mark is one grapheme with it: the grapheme reader's.
        if offset + 1 < end, bytes[offset + 1] >= 0x80 {
          guard let (next, _) = decode(bytes, at: offset + 1), Self.leadsGrapheme(next) else { return nil }
        }
        // The word ends: commit it, then the space.
        if wordWidth > 0 {
          spaceColumn += wordWidth
          lineHasContent = true
          wordWidth = 0
          wordEndsWide = false
          wordEndsSlash = false
        }
        spaceColumn += 1
        offset += 1
        continue
      }
      var columns = 1
      var isWide = false
      var value = UInt32(lead)
      if lead > 0x20 && lead < 0x7F {
        offset += 1
      } else {
        guard lead >= 0x80, let (decoded, length) = decode(bytes, at: offset), decoded >= 0xA0,
          Self.leadsGrapheme(decoded),
          let scalar = Unicode.Scalar(decoded)
        else { return nil }
        let grapheme = SanitizedGraphemes.grapheme(of: scalar)
        guard grapheme.kind == .visible, grapheme.width > 0 else { return nil }
        value = decoded
        columns = grapheme.width
        isWide = DisplayWidth.of(scalar: decoded) == 2 || columns == 2 && scalar.properties.isEmoji
        offset += length
      }
      // This scalar is a grapheme of its own only if the next one starts a grapheme too.
      if offset < end, bytes[offset] >= 0x80 {
        guard let (next, _) = decode(bytes, at: offset), Self.leadsGrapheme(next) else { return nil }
      }
      if wordWidth > 0 && (isWide || wordEndsWide || wordEndsSlash && value != 0x2F)
        && !WrappedLines.isClosingPunctuation(value)
      {
        spaceColumn += wordWidth
        lineHasContent = true
        wordWidth = 0
        wordEndsWide = false
        wordEndsSlash = false
      }
      // Place the grapheme, starting new lines until it fits.
      while true {
        if spaceColumn + wordWidth + columns <= width {
          wordWidth += columns
          wordEndsWide = isWide
          wordEndsSlash = value == 0x2F
          break
        }
        if lineHasContent {
          // The word moves to a new line; the spaces before it vanish at the wrap.
          lines += 1
          lineHasContent = false
          spaceColumn = 0
        } else if spaceColumn > 0 {
          // Indentation the first word does not fit after is dropped.
          spaceColumn = 0
        } else if wordWidth > 0 {
          // The word alone is wider than the line: what it has so far makes a line.
          lines += 1
          wordWidth = 0
          wordEndsWide = false
          wordEndsSlash = false
        } else {
          // One grapheme wider than the whole line: a line of its own.
          lines += 1
          break
        }
      }
    }
    return lines + (lineHasContent || wordWidth > 0 ? 1 : 0)
  }

  /// True for scalars `SanitizedGraphemes` takes as whole graphemes next to each other.
  @inline(__always) private static func leadsGrapheme(_ value: UInt32) -> Bool {
    SanitizedGraphemes.standsAlone(value) || SanitizedGraphemes.isPlainPictograph(value)
  }

  /// The scalar whose UTF-8 encoding starts at `offset`, nil when the bytes there are cut short.
  @inline(__always) private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (UInt32, Int)? {
    let lead = UInt32(bytes[offset])
    if lead < 0x80 { return (lead, 1) }
    let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    guard offset + length <= bytes.count else { return nil }
    switch length {
    case 2: return ((lead & 0x1F) << 6 | UInt32(bytes[offset + 1] & 0x3F), 2)
    case 3: return ((lead & 0x0F) << 12 | UInt32(bytes[offset + 1] & 0x3F) << 6 | UInt32(bytes[offset + 2] & 0x3F), 3)
    default:
      return (
        (lead & 0x07) << 18 | UInt32(bytes[offset + 1] & 0x3F) << 12 | UInt32(bytes[offset + 2] & 0x3F) << 6
          | UInt32(bytes[offset + 3] & 0x3F), 4
      )
    }
  }

  /// The lines `text` wraps to at `width` columns, as drawn: sanitised, tabs expanded, spaces at
  /// wrap points removed. For tests and diagnostics; drawing does not build these strings.
  ///
  /// - Complexity: O(n), allocating a string per line.
  public static func lines(of text: some StringProtocol, width: Int) -> [String] {
    SanitizedGraphemes.withGraphemes(of: text.asSubstring) { graphemes in
      var lines = WrappedLines(graphemes, width: width)
      var result: [String] = []
      while let line = lines.next() {
        var drawn = ""
        var column = 0
        var lineGraphemes = graphemes.slice(from: line.start, to: line.end)
        while let grapheme = lineGraphemes.next() {
          switch grapheme.kind {
          case .visible, .space:
            guard grapheme.width > 0 else { break }
            drawn.append(lineGraphemes.character(of: grapheme))
            column += grapheme.width
          case .tab:
            let spaces = TextSanitizer.tabStop - column % TextSanitizer.tabStop
            drawn.append(String(repeating: " ", count: spaces))
            column += spaces
          case .lineBreak, .dropped:
            break
          }
        }
        result.append(drawn)
      }
      return result
    }
  }
}

extension StringProtocol {
  /// The text as a `Substring`, without copying a `String` or a `Substring` (the two conformers
  /// that exist), so the text code below the public generic entry points is written once, for
  /// `Substring`.
  @inlinable var asSubstring: Substring {
    if let string = self as? String { return string[...] }
    if let substring = self as? Substring { return substring }
    return String(self)[...]
  }
}
