import CascadeCanvas
import CascadeTestSupport
import Testing

@Suite struct DisplayWidthTests {
  /// Known graphemes and the cells a terminal gives them.
  static let table: [(Character, Int, String)] = [
    ("a", 1, "ASCII letter"), (" ", 1, "space"), ("~", 1, "ASCII punctuation"),
    ("é", 1, "precomposed e acute"), ("e\u{301}", 1, "e + combining acute"), ("Ж", 1, "Cyrillic"),
    ("α", 1, "Greek (ambiguous width: narrow)"), ("─", 1, "box drawing (ambiguous)"), ("…", 1, "ellipsis"),
    ("瀑", 2, "CJK ideograph"), ("局", 2, "CJK ideograph"), ("ひ", 2, "Hiragana"), ("カ", 2, "Katakana"),
    ("ｶ", 1, "halfwidth Katakana"), ("Ａ", 2, "fullwidth Latin"), ("　", 2, "ideographic space (F)"),
    ("、", 2, "ideographic comma"), ("한", 2, "Hangul syllable"), ("\u{1100}", 2, "Hangul leading consonant"),
    ("\u{1100}\u{1161}", 2, "Hangul L+V cluster"), ("\u{1161}", 0, "Hangul medial vowel alone"),
    ("\u{20000}", 2, "CJK Extension B"), ("\u{2A6E0}", 2, "unassigned in plane 2 (reserved wide)"),
    ("👍", 2, "emoji presentation"), ("👍🏽", 2, "emoji + skin tone"), ("🏽", 2, "skin tone alone"),
    ("👨‍👩‍👧", 2, "ZWJ family"), ("🇯🇵", 2, "flag"), ("❤", 1, "heart, text presentation by default"),
    ("❤️", 2, "heart + VS16"), ("☺", 1, "text-default emoji"), ("⌚", 2, "watch (W)"), ("1️⃣", 2, "keycap"),
    ("🏳️‍🌈", 2, "rainbow flag ZWJ"), ("✌🏽", 2, "text-default base + skin tone"),
    ("\u{301}", 0, "lone combining mark"), ("\u{200B}", 0, "zero width space"), ("\u{200D}", 0, "ZWJ alone"),
    ("\u{2060}", 0, "word joiner"), ("\u{FE0F}", 0, "VS16 alone"), ("\u{FE0E}", 0, "VS15 alone"),
    ("\u{AD}", 1, "soft hyphen is shown"), ("\u{E0041}", 0, "tag character"),
    ("\u{1b}", 1, "ESC, shown as a picture"), ("\u{9b}", 1, "C1 CSI, shown as U+FFFD"), ("\u{7f}", 1, "DEL"),
    ("\t", 4, "tab, one full tab stop"), ("\n", 0, "line break"), ("\r\n", 0, "CRLF"),
    ("\u{2028}", 0, "line separator"), ("\u{202E}", 0, "bidi override, dropped"),
    ("น้ำ", 2, "Thai NO NU + MAI THO (nonspacing) + SARA AM (spacing)"), ("\u{E33}", 1, "Thai SARA AM alone"),
    ("ກຳ", 2, "Lao KO + AM"), ("कि", 2, "Devanagari KA + vowel sign I (spacing mark)"),
    ("कु", 1, "Devanagari KA + vowel sign U (nonspacing)"),
    ("\u{93F}", 1, "spacing mark alone"), ("\u{B95}\u{BCA}", 2, "Tamil KA + vowel sign O (spacing mark)"),
  ]

  @Test func knownGraphemes() {
    for (grapheme, width, what) in Self.table {
      let scalars = grapheme.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
      #expect(displayWidth(of: grapheme) == width, "\(what) \(scalars)")
    }
  }

  @Test func strings() {
    #expect(displayWidth(of: "") == 0)
    #expect(displayWidth(of: "abc") == 3)
    #expect(displayWidth(of: "瀑布流布局") == 10)
    #expect(displayWidth(of: "瀑布流 layout"[...]) == 13)
    #expect(displayWidth(of: "👨‍👩‍👧 ok") == 5)
    #expect(displayWidth(of: "e\u{301}te\u{301}") == 3)
    #expect(displayWidth(of: "a\tb") == 5, "tab runs to the stop at 4")
    #expect(displayWidth(of: "abcd\tb") == 9)
    #expect(displayWidth(of: "ab\ncdef\ng") == 4, "the widest line")
    #expect(displayWidth(of: "\u{1b}[2J") == 4)
    #expect(displayWidth(of: "น้ำน้ำน้ำ|") == 7, "Thai SARA AM takes a cell")
    #expect(displayWidth(of: "क्ष") == 2, "a Devanagari conjunct, one grapheme or two")
  }

  /// Every scalar the standard library's Unicode 17 data gives Emoji_Presentation is wide, every
  /// nonspacing and enclosing mark takes no cell, and so does every format character but the few
  /// that are drawn.
  @Test func scalarsAgreeWithUnicodeProperties() {
    let drawnFormat: Set<UInt32> = [
      0xAD, 0x600, 0x601, 0x602, 0x603, 0x604, 0x605, 0x6DD, 0x70F, 0x890, 0x891, 0x8E2, 0x110BD, 0x110CD,
    ]
    var failures: [String] = []
    for value in UInt32(0x80)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let properties = scalar.properties
      let width = DisplayWidth.of(scalar: value)
      let hex = String(value, radix: 16)
      switch properties.generalCategory {
      case .nonspacingMark, .enclosingMark:
        if width != 0 { failures.append("mark \(hex) is \(width)") }
      case .format where !drawnFormat.contains(value):
        if width != 0 { failures.append("format \(hex) is \(width)") }
      case .spacingMark:
        if width == 0 { failures.append("spacing mark \(hex) is 0") }
      default:
        if properties.isEmojiPresentation && width != 2 { failures.append("emoji \(hex) is \(width)") }
        if (0x4E00...0x9FFF).contains(value) || (0xAC00...0xD7A3).contains(value) || (0x3040...0x30FF).contains(value),
          properties.generalCategory != .unassigned, width != 2
        {
          failures.append("CJK \(hex) is \(width)")
        }
      }
      if failures.count > 5 { break }
    }
    #expect(failures.isEmpty, "\(failures)")
  }

  /// A base grapheme followed by combining marks is as wide as the base alone.
  @Test func combiningMarksAddNothing() {
    let bases: [Character] = ["a", "Z", "é", "瀑", "한", "👍", "Ж", "ｶ"]
    let marks: [Unicode.Scalar] = ["\u{301}", "\u{308}", "\u{20DD}", "\u{FE00}", "\u{5B0}", "\u{302A}"]
    let failure = withEvery("seed", in: 0..<2_000) { _, rng in
      let base = bases.randomElement(using: &rng) ?? "a"
      var scalars = String.UnicodeScalarView(base.unicodeScalars)
      for _ in 0..<Int.random(in: 1...4, using: &rng) { scalars.append(marks.randomElement(using: &rng) ?? "\u{301}") }
      let text = String(scalars)
      guard text.count == 1, let grapheme = text.first else {
        return "\(text.unicodeScalars.map(\.value)) is not one grapheme"
      }
      return displayWidth(of: grapheme) == displayWidth(of: base)
        ? nil : "\(base) with marks is \(displayWidth(of: grapheme))"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// A base followed by marks is as wide as the base plus one cell per spacing mark, as `wcwidth`
  /// and terminals count: the marks are Devanagari, Thai and Latin combining marks mixed at random.
  @Test func spacingMarksAddACellAndNonspacingMarksNothing() {
    let bases: [Character] = ["a", "क", "น", "ก", "瀑", "Ж"]
    let spacing: [Unicode.Scalar] = ["\u{93F}", "\u{940}", "\u{903}", "\u{E33}", "\u{EB3}", "\u{9BF}", "\u{BC6}"]
    let nonspacing: [Unicode.Scalar] = ["\u{301}", "\u{941}", "\u{94D}", "\u{E49}", "\u{E34}", "\u{FE00}"]
    let failure = withEvery("seed", in: 0..<2_000) { _, rng in
      let base = bases.randomElement(using: &rng) ?? "a"
      var scalars = String.UnicodeScalarView(base.unicodeScalars)
      var expected = displayWidth(of: base)
      for _ in 0..<Int.random(in: 1...4, using: &rng) {
        if Bool.random(using: &rng) {
          scalars.append(spacing.randomElement(using: &rng) ?? "\u{93F}")
          expected += 1
        } else {
          scalars.append(nonspacing.randomElement(using: &rng) ?? "\u{301}")
        }
      }
      let text = String(scalars)
      guard text.count == 1, let grapheme = text.first else {
        return "\(text.unicodeScalars.map(\.value)) is not one grapheme"
      }
      let width = displayWidth(of: grapheme)
      return width == expected ? nil : "\(text.unicodeScalars.map(\.value)) is \(width), not \(expected)"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// The string measure is the widest line of the sum of grapheme widths (no tabs involved).
  @Test func stringWidthIsSumOfGraphemes() {
    let pieces = [
      "a", "bc", " ", "瀑", "👍🏽", "🇯🇵", "e\u{301}", "น้ำ", "कि", "\u{200B}", "\u{1b}", "\n", "\u{9b}", "\u{202E}", "한",
    ]
    let failure = withEvery("seed", in: 0..<2_000) { _, rng in
      let text = (0..<Int.random(in: 0...12, using: &rng)).map { _ in pieces.randomElement(using: &rng) ?? "" }.joined()
      let widest =
        text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.reduce(0) { $0 + displayWidth(of: $1) } }.max() ?? 0
      return displayWidth(of: text) == widest ? nil : "\(text.debugDescription): \(displayWidth(of: text)) vs \(widest)"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
