/// Word wrapping measured without drawing, by the same algorithm `CellBuffer.draw(_:wrappingIn:)`
/// draws with (rules in `WrappedLines`): a self-sizing card asks how many rows its text needs at its
/// width, and gets exactly the rows the drawer fills.
public enum WordWrap {
  /// The number of lines `text` wraps to at `width` columns, with no limit on the height. Zero for
  /// text with nothing to draw, or a width below 1.
  ///
  /// - Complexity: O(n) in the text's length, no allocation; about a nanosecond a byte for printable
  ///   ASCII (`printableASCIILineCount`), a few for other text.
  public static func lineCount(of text: some StringProtocol, width: Int) -> Int {
    let text = text.asSubstring
    if let count = text.utf8.withContiguousStorageIfAvailable({ printableASCIILineCount(of: $0, width: width) }), let count {
      return count
    }
    return SanitizedGraphemes.withGraphemes(of: text) { graphemes in
      var lines = WrappedLines(graphemes, width: width)
      var count = 0
      while lines.next() != nil { count += 1 }
      return count
    }
  }

  /// `lineCount(of:width:)` for text made only of printable ASCII and spaces (U+0020–U+007E), nil
  /// for any other text. There every character is its own grapheme, one column wide, never wide
  /// and never a break but at a space, so `WrappedLines`' rules come down to counting columns: a
  /// word that does not fit after the line's content moves to the next line, indentation the first
  /// word does not fit after is dropped, and a word wider than the line is cut at its width. This
  /// is that algorithm over bytes, state for state; the sizes of a million text cards are counted
  /// with it on every width change.
  /// - Complexity: O(n), one pass over the bytes, no allocation.
  static func printableASCIILineCount(of bytes: UnsafeBufferPointer<UInt8>, width: Int) -> Int? {
    guard width > 0 else { return 0 }
    var lines = 0
    // The line being built: whether a word was committed to it, the column after its content and
    // the spaces since, and the width of the word being read.
    var lineHasContent = false
    var spaceColumn = 0
    var wordWidth = 0
    for byte in bytes {
      if byte == 0x20 {
        // The word ends: commit it, then the space.
        if wordWidth > 0 {
          spaceColumn += wordWidth
          lineHasContent = true
          wordWidth = 0
        }
        spaceColumn += 1
      } else if byte > 0x20 && byte < 0x7F {
        // Place one column of the word, starting new lines until it fits.
        while spaceColumn + wordWidth + 1 > width {
          if lineHasContent {
            // The word moves to a new line; the spaces before it vanish at the wrap.
            lines += 1
            lineHasContent = false
          } else if spaceColumn == 0 {
            // The word alone is wider than the line: its first `wordWidth` columns make a line.
            lines += 1
            wordWidth = 0
          }
          spaceColumn = 0
        }
        wordWidth += 1
      } else {
        return nil
      }
    }
    return lines + (lineHasContent || wordWidth > 0 ? 1 : 0)
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
