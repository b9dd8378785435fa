@testable import CascadeCanvas

/// What the `text` fuzz target asks, and what `FuzzCorpusTests` asks of every file of its
/// corpus: any bytes as text on a card and as a program's output. The first byte picks a
/// wrapping width (1–64) and whether colours are kept; the rest is the text.
///
/// - What `TextSanitizer` makes of the bytes holds no scalar below U+0020 but the line feed, no
///   DEL or C1 control, no line or paragraph separator, no bidi control and no kitty placeholder;
///   sanitising it again changes nothing.
/// - The grapheme reader every drawer uses (`SanitizedGraphemes`, with its own UTF-8 decoding and
///   one-scalar shortcut) yields exactly what the sanitiser writes, grapheme by grapheme.
/// - Each sanitised line's width is the sum of its graphemes' widths, and the text's width (the
///   fast reader's) is what the standard library's graphemes of the text add up to. (The sanitised
///   text is not measured against the text itself: a control's picture can join the mark after it
///   into one grapheme, where the text drawn keeps them apart.)
/// - Wrapping: the fast line count equals the wrapped lines counted, and no wrapped line is wider
///   than the width unless it is one grapheme.
/// - A program's output, colours kept or not, holds no forbidden scalar at all.
enum TextCheck {
  /// Runs the check on `input`; throws what fails.
  static func run(_ input: [UInt8]) throws(FuzzCheckFailure) {
    guard !input.isEmpty else { return }
    let width = 1 + Int(input[0] & 0x3F)
    let keepingColors = input[0] & 0x40 != 0
    let bytes = input[1...]
    let text = String(decoding: bytes, as: UTF8.self)
    let safe = TextSanitizer.sanitize(bytes: bytes)

    for scalar in safe.unicodeScalars where scalar != "\n" {
      if TextSanitizer.isForbidden(scalar.value) || scalar.value == TextSanitizer.placeholderScalar {
        try fail("U+\(String(scalar.value, radix: 16)) in the sanitised text", text)
      }
    }
    if TextSanitizer.sanitize(safe) != safe { try fail("sanitising twice changed the text", text) }
    if drawnByGraphemeReader(text) != safe {
      try fail(
        "the grapheme reader gives \(drawnByGraphemeReader(text).debugDescription), the sanitiser \(safe.debugDescription)",
        text)
    }

    for line in safe.split(separator: "\n", omittingEmptySubsequences: false) {
      let sum = line.reduce(0) { $0 + DisplayWidth.of($1) }
      if DisplayWidth.of(line) != sum {
        try fail("line \(line.debugDescription) measures \(DisplayWidth.of(line)), its graphemes \(sum)", text)
      }
    }
    if DisplayWidth.of(text[...]) != widthByCharacters(text) {
      try fail("the text measures \(DisplayWidth.of(text[...])), its characters \(widthByCharacters(text))", text)
    }

    let wrapped = WordWrap.lines(of: text, width: width)
    if WordWrap.lineCount(of: text, width: width) != wrapped.count {
      try fail(
        "\(WordWrap.lineCount(of: text, width: width)) lines counted at width \(width), \(wrapped.count) wrapped", text)
    }
    for line in wrapped where line.count > 1 && DisplayWidth.of(line[...]) > width {
      try fail("wrapped line \(line.debugDescription) wider than \(width)", text)
    }

    for line in ProgramOutput.lines(of: bytes, keepingColors: keepingColors) {
      for scalar in line.text.unicodeScalars where TextSanitizer.isForbidden(scalar.value) {
        try fail("U+\(String(scalar.value, radix: 16)) in a program's output line", text)
      }
    }
  }

  /// The text as the drawers read it: visible graphemes as stored, tabs to the next stop, line breaks.
  static func drawnByGraphemeReader(_ text: String) -> String {
    SanitizedGraphemes.withGraphemes(of: text[...]) { graphemes in
      var graphemes = graphemes
      var drawn = ""
      var column = 0
      while let grapheme = graphemes.next() {
        switch grapheme.kind {
        case .visible, .space:
          drawn.append(graphemes.character(of: grapheme))
          column += grapheme.width
        case .tab:
          let spaces = TextSanitizer.tabStop - column % TextSanitizer.tabStop
          drawn += String(repeating: " ", count: spaces)
          column += spaces
        case .lineBreak:
          drawn.append("\n")
          column = 0
        case .dropped:
          break
        }
      }
      return drawn
    }
  }

  /// The widest line of `text`, from `Character` iteration and `TextSanitizer.form(of:)`.
  static func widthByCharacters(_ text: String) -> Int {
    var column = 0
    var widest = 0
    for character in text {
      switch TextSanitizer.form(of: character) {
      case .visible(_, let width): column += width
      case .tab: column += TextSanitizer.tabStop - column % TextSanitizer.tabStop
      case .lineBreak:
        widest = max(widest, column)
        column = 0
      case .dropped: break
      }
    }
    return max(widest, column)
  }

  static func fail(_ what: String, _ text: String) throws(FuzzCheckFailure) -> Never {
    throw FuzzCheckFailure("\(what), for \(text.debugDescription)")
  }
}
