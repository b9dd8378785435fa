/// The lines a text wraps to at a width, one at a time, as UTF-8 offsets into the text: the one
/// algorithm behind `WordWrap` (measuring) and `CellBuffer.draw(_:wrappingIn:)` (drawing), so a
/// self-sizing card is exactly as tall as the text drawn into it.
///
/// Rules, greedy, one pass:
/// - A line break (see `TextSanitizer`) always ends a line; the text after the last one is a line
///   only if it holds something to draw (`"a\n"` is one line, `"\n"` one empty line, `""` none).
/// - Lines break at spaces and tabs; the spaces where a line was wrapped are not drawn, the spaces
///   that start a paragraph are (indentation), unless the first word does not fit after them.
/// - A wide grapheme (CJK, emoji) can break from its neighbours on both sides, except that closing
///   punctuation (`。`, `，`, `」`, `,`, `.`) never starts a line after one.
/// - A line may break after a `/` inside a word (not between two, as in `https://`), so a path or a
///   URL wraps at its separators before it is cut.
/// - A word wider than the line is cut at the line's width; a grapheme wider than the whole line (2
///   in a 1-column line) takes a line of its own and is clipped when drawn.
/// - Tabs run to tab stops counted from the start of the visual line.
struct WrappedLines: IteratorProtocol {
  struct Line: Equatable {
    /// UTF-8 offsets from the text's start: the graphemes to draw, from column 0 of the line.
    var start: Int
    var end: Int
    /// The columns the line's graphemes take (more than the width only for a lone wide grapheme).
    var width: Int
  }

  private struct Pending {
    var start: Int
    var end: Int
    var width: Int
    /// East Asian wide (an ideograph, kana, an emoji): a line may break before and after it. A
    /// cluster that is 2 wide for its spacing vowel sign (`कि`) is part of a word like any letter.
    var isWide: Bool
    /// A `/`: a line may break after it.
    var isSlash = false
  }

  private var graphemes: SanitizedGraphemes
  private let width: Int
  private var isFinished = false
  /// A grapheme to place again on the line that starts after the one just returned.
  private var replay: Pending?

  // The line being built: committed words, then pending spaces, then the word being read.
  private var lineStart = 0
  private var lineEnd = 0
  private var lineHasContent = false
  private var lineColumn = 0
  private var spaceColumn = 0
  private var wordStart: Int?
  private var wordEnd = 0
  private var wordWidth = 0
  private var wordEndsWide = false
  private var wordEndsSlash = false

  init(_ graphemes: SanitizedGraphemes, width: Int) {
    self.graphemes = graphemes
    self.width = width
    self.isFinished = width <= 0
  }

  mutating func next() -> Line? {
    if isFinished { return nil }
    if let pending = replay {
      replay = nil
      if let line = place(pending) { return line }
    }
    while true {
      let start = graphemes.offset
      guard let grapheme = graphemes.next() else { break }
      switch grapheme.kind {
      case .dropped:
        continue
      case .lineBreak:
        commitWord()
        let line = Line(start: lineStart, end: lineEnd, width: lineColumn)
        beginLine(at: graphemes.offset)
        return line
      case .tab:
        commitWord()
        spaceColumn += TextSanitizer.tabStop - spaceColumn % TextSanitizer.tabStop
      case .space:
        commitWord()
        spaceColumn += 1
      case .visible:
        if grapheme.width == 0 {
          if grapheme.scalar == "\u{200B}" { commitWord() }  // a zero-width space is a break opportunity
          continue
        }
        let isWide =
          DisplayWidth.of(scalar: grapheme.scalar.value) == 2
          || grapheme.width == 2 && grapheme.scalar.properties.isEmoji
        let value = grapheme.scalar.value
        if wordStart != nil && (isWide || wordEndsWide || wordEndsSlash && value != 0x2F)
          && !Self.isClosingPunctuation(value)
        {
          commitWord()
        }
        let pending = Pending(
          start: start, end: graphemes.offset, width: grapheme.width, isWide: isWide, isSlash: value == 0x2F)
        if let line = place(pending) {
          return line
        }
      }
    }
    isFinished = true
    commitWord()
    return lineHasContent ? Line(start: lineStart, end: lineEnd, width: lineColumn) : nil
  }

  /// Adds a grapheme to the word being read; returns a finished line when it had to wrap.
  private mutating func place(_ pending: Pending) -> Line? {
    let start = wordStart ?? pending.start
    if spaceColumn + wordWidth + pending.width <= width {
      if wordStart == nil { wordStart = start }
      wordWidth += pending.width
      wordEnd = pending.end
      wordEndsWide = pending.isWide
      wordEndsSlash = pending.isSlash
      return nil
    }
    if lineHasContent {
      // The word moves to a new line; the spaces before it vanish at the wrap.
      let line = Line(start: lineStart, end: lineEnd, width: lineColumn)
      beginLine(at: start)
      replay = pending
      return line
    }
    if spaceColumn > 0 {
      // Indentation the first word does not fit after is dropped.
      lineStart = start
      spaceColumn = 0
      return place(pending)
    }
    if wordWidth > 0 {
      // The word alone is wider than the line: cut it here.
      let line = Line(start: start, end: wordEnd, width: wordWidth)
      beginLine(at: pending.start)
      resetWord()
      replay = pending
      return line
    }
    // One grapheme wider than the whole line: it gets a line of its own.
    let line = Line(start: pending.start, end: pending.end, width: pending.width)
    beginLine(at: pending.end)
    return line
  }

  private mutating func commitWord() {
    guard wordStart != nil else { return }
    lineEnd = wordEnd
    lineColumn = spaceColumn + wordWidth
    spaceColumn = lineColumn
    lineHasContent = true
    resetWord()
  }

  /// Starts an empty line; the word being read, if any, carries over to it.
  private mutating func beginLine(at start: Int) {
    lineStart = start
    lineEnd = start
    lineHasContent = false
    lineColumn = 0
    spaceColumn = 0
  }

  private mutating func resetWord() {
    wordStart = nil
    wordWidth = 0
    wordEndsWide = false
    wordEndsSlash = false
  }

  /// Punctuation that closes a phrase and so must not start a line after a wide grapheme.
  static func isClosingPunctuation(_ value: UInt32) -> Bool {
    switch value {
    case 0x21, 0x22, 0x25, 0x27, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D,  // ! " % ' ) , . : ; ? ] }
      0x2026,  // …
      0x3001, 0x3002, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x30FC,  // 、。〉》」』】〕ー
      0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F:  // ！），．：；？
      return true
    default:
      return false
    }
  }
}
