/// Word wrapping measured without drawing, by the same algorithm `CellBuffer.draw(_:wrappingIn:)`
/// draws with (rules in `WrappedLines`): a self-sizing card asks how many rows its text needs at its
/// width, and gets exactly the rows the drawer fills.
public enum WordWrap {
  /// The number of lines `text` wraps to at `width` columns, with no limit on the height. Zero for
  /// text with nothing to draw, or a width below 1.
  ///
  /// - Complexity: O(n) in the text's length, no allocation.
  public static func lineCount(of text: some StringProtocol, width: Int) -> Int {
    SanitizedGraphemes.withGraphemes(of: text.asSubstring) { graphemes in
      var lines = WrappedLines(graphemes, width: width)
      var count = 0
      while lines.next() != nil { count += 1 }
      return count
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
