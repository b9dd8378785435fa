import CascadeApp
import CascadeCanvas
import CascadeLayout
import CascadeTestSupport
import CascadeView
import Testing

/// A card's title, body and fields wrap at its width, each to at most `maxLines` lines, and the
/// height `CardCell.fittingHeight(title:body:fields:width:maxLines:)` measures is exactly the rows
/// the card draws.
@Suite struct CardWrappingTests {
  /// The card drawn alone into a buffer its own size, at the height measuring gives it.
  func drawn(title: String, body: String = "", fields: [CardField] = [], width: Int, maxLines: Int = 12) -> [String] {
    let card = CardCell(reuseIdentifier: "card")
    card.title = title
    card.body = body
    card.fields = fields
    card.maxLines = maxLines
    let height = CardCell.fittingHeight(title: title, body: body, fields: fields, width: width, maxLines: maxLines)
    var buffer = CellBuffer(size: Size(width: width, height: height))
    let frame = Rect(x: 0, y: 0, width: width, height: height)
    card.draw(in: &buffer, context: DrawingContext(frame: frame, clip: frame, state: ViewState()))
    return buffer.lines()
  }

  @Test func aPathBreaksAfterItsSlashes() {
    #expect(
      drawn(title: "/usr/share/doc/yq/copyright", width: 16) == [
        "╭──────────────╮",
        "│ /usr/share/  │",
        "│ doc/yq/      │",
        "│ copyright    │",
        "╰──────────────╯",
      ])
    // Not between the slashes of a URL's scheme.
    #expect(
      drawn(title: "see https://example.com/a", width: 14) == [
        "╭────────────╮",
        "│ see        │",
        "│ https://   │",
        "│ example.co │",
        "│ m/a        │",
        "╰────────────╯",
      ])
  }

  @Test func aWordLongerThanTheCardIsBroken() {
    #expect(
      drawn(title: "pneumonoultramicroscopic dust", width: 12) == [
        "╭──────────╮",
        "│ pneumono │",
        "│ ultramic │",
        "│ roscopic │",
        "│ dust     │",
        "╰──────────╯",
      ])
  }

  /// Wide characters never straddle the edge: a line of CJK ends a column short rather than
  /// splitting one; emoji sequences, flags and combining marks stay whole.
  @Test func wideAndCombiningTextWraps() {
    #expect(
      drawn(title: "東京都渋谷区の雨後の山", body: "👨‍👩‍👧‍👦 family 🇯🇵 e\u{301}le\u{300}ve naïve", width: 13) == [
        "╭───────────╮",
        "│ 東京都渋  │",
        "│ 谷区の雨  │",
        "│ 後の山    │",
        "│ 👨‍👩‍👧‍👦 family │",
        "│ 🇯🇵 élève  │",
        "│ naïve     │",
        "╰───────────╯",
      ])
  }

  /// Each block stops at `maxLines` lines, the last cut with `…`; a field wraps as `key: value`.
  @Test func blocksStopAtTheLineLimit() {
    let fields = [
      CardField(key: "path", value: "/srv/data/archive/2019/river/item-7.json"), CardField(key: "id", value: "7"),
    ]
    #expect(
      drawn(
        title: "a title that is long", body: "one two three four five six seven eight", fields: fields, width: 14,
        maxLines: 2) == [
          "╭────────────╮",
          "│ a title    │",
          "│ that is…   │",
          "│ one two    │",
          "│ three fou… │",
          "│ path: /    │",
          "│ srv/data/… │",
          "│ id: 7      │",
          "╰────────────╯",
        ])
  }

  /// Over seeded random titles, bodies and fields (ASCII words, paths, long words, CJK, emoji,
  /// combining marks, spaces, line breaks), widths and limits: the card drawn at its measured
  /// height shows exactly the lines the wrapping gives each block (cut to the limit with `…`),
  /// ending on the row above its bottom border.
  @Test func theMeasuredHeightIsTheRowsDrawn() {
    let pieces = [
      "a", "word", "river", "/usr/share/doc/", "https://x.org/a/b", "supercalifragilistic", "瀑布", "雨后的山", "👨‍👩‍👧‍👦",
      "🇯🇵", "e\u{301}", "naïve", "。", "—", "\n", "x/y", "//",
    ]
    func text(_ rng: inout SplitMix64, most: Int) -> String {
      (0..<Int.random(in: 0...most, using: &rng)).map { _ in
        pieces.randomElement(using: &rng)! + String(repeating: " ", count: Int.random(in: 0...2, using: &rng))
      }.joined()
    }
    let failure = withEvery("seed", in: 0..<3_000) { seed, _ -> String? in
      var rng = SplitMix64(seed: seed)
      // At least two columns inside, so a wide grapheme fits a line (narrower, the drawer clips it).
      let width = Int.random(in: 6...40, using: &rng)
      let maxLines = Int.random(in: 1...6, using: &rng)
      let title = text(&rng, most: 8), body = text(&rng, most: 20)
      let fields = (0..<Int.random(in: 0...3, using: &rng)).map { _ in
        CardField(key: "k\(Int.random(in: 0...99, using: &rng))", value: text(&rng, most: 6))
      }
      let inner = width - 4
      var expected: [String] = []
      func block(_ text: String, atLeastOne: Bool) {
        var lines = WordWrap.lines(of: text, width: inner)
        if atLeastOne && lines.isEmpty { lines = [""] }
        for (row, line) in lines.prefix(maxLines).enumerated() {
          expected.append(row == maxLines - 1 && lines.count > maxLines ? Self.cut(line, width: inner) : line)
        }
      }
      block(title, atLeastOne: true)
      if !body.isEmpty { block(body, atLeastOne: false) }
      for field in fields { block(field.key + ": " + field.value, atLeastOne: true) }
      let rows = drawn(title: title, body: body, fields: fields, width: width, maxLines: maxLines)
      let inside = rows.dropFirst().dropLast().map { Self.content(of: $0) }
      let wanted = expected.map { Self.trimmed($0) }
      guard rows.count == expected.count + 2, inside == wanted else {
        return
          "title \(title.debugDescription) body \(body.debugDescription) fields \(fields) width \(width) max \(maxLines):\n\(rows.joined(separator: "\n"))\nwanted \(wanted)"
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// A line as the drawer cuts it: as many graphemes as fit in `width - 1` columns, then `…`.
  static func cut(_ line: String, width: Int) -> String {
    var result = "", column = 0
    for character in line {
      let w = displayWidth(of: character)
      if column + w > width - 1 { break }
      result.append(character)
      column += w
    }
    return result + "…"
  }

  /// The text between a card row's borders and padding, without trailing spaces.
  static func content(of row: String) -> String {
    trimmed(String(row.dropFirst(2).dropLast(2)))
  }

  static func trimmed(_ text: String) -> String {
    var text = text
    while text.last == " " { text.removeLast() }
    return text
  }
}
