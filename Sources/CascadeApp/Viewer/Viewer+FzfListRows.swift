import CascadeCanvas
import CascadeView

// Items of several rows in fzf's list, as fzf 0.53 shows them: an item read with `--read0` keeps
// its newlines, each line a row (the pointer on the first); `--wrap` (fzf 0.54) continues a long
// line on the next rows after `↳ `; `--gap` leaves empty rows between items. Matching, `{}` and
// printing still see the item whole. A frame lays out only the rows on screen: O(rows × width).

/// One screen row of fzf's list: a row of an item, or an empty row of `--gap`.
struct FzfListRow {
  /// The item's flat index.
  var flat: Int
  /// Which of the item's rows this is; nil for a gap row after the item.
  var part: Int?
  /// The cells shown and which of them the query matched.
  var line = FzfListLine(characters: [], matched: [])
}

/// The continuation mark of a wrapped line (fzf's default `--wrap-sign`).
let fzfWrapSign = "↳ "

extension Viewer {
  /// The rows of the item with flat index `flat`, its text fitted to `width` cells.
  /// - Complexity: O(the item's text).
  func fzfItemRows(_ flat: Int, width: Int, style: FzfListStyle) -> [FzfListLine] {
    guard let indexPath = source.indexPath(forFlatIndex: flat) else { return [] }
    let record = source.record(at: indexPath)
    return Self.fzfRows(
      of: record.title, highlighted: source.highlights(of: record).title, colors: source.inputColors(of: record),
      width: width, style: style)
  }

  /// `text` as rows: a row per line, each cut as fzf cuts a line or, with `--wrap`, continued on
  /// the next rows after the wrap sign. `highlighted` are scalar offsets into the whole text.
  /// - Complexity: O(text + m log m) for m highlighted offsets.
  static func fzfRows(
    of text: String, highlighted: some Collection<Int>, colors: ColoredText? = nil, width: Int, style: FzfListStyle
  ) -> [FzfListLine] {
    var rows: [FzfListLine] = []
    var start = 0
    let scalarStyles = colors?.scalarStyles(count: text.unicodeScalars.count) ?? []
    // The marks in order, taken line by line: each is looked at once, whatever the line count.
    let marks = highlighted.sorted()
    var nextMark = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let end = start + line.unicodeScalars.count
      var shifted: [Int] = []
      while nextMark < marks.count && marks[nextMark] < end {
        if marks[nextMark] >= start { shifted.append(marks[nextMark] - start) }
        nextMark += 1
      }
      let lineStyles = scalarStyles.isEmpty ? [] : Array(scalarStyles[start..<end])
      start = end + 1
      let cells = fzfStyledCells(line, highlighted: shifted, scalarStyles: lineStyles, tabstop: style.tabstop)
      guard style.wraps else {
        rows.append(
          FzfListLine.fitting(
            cells.characters, matched: cells.matched, styles: cells.styles, maxWidth: max(0, width),
            cutting: style.cutting))
        continue
      }
      rows += wrapped(cells.characters, matched: cells.matched, styles: cells.styles, width: width)
    }
    return rows
  }

  /// `characters` over as many rows as they need: `width` cells on the first, the wrap sign and
  /// `width` less its width on the others. A character wider than a row gets a row of its own.
  private static func wrapped(_ characters: [Character], matched: [Bool], styles: [Style?], width: Int)
    -> [FzfListLine]
  {
    let sign = Array(fzfWrapSign)
    let signWidth = displayWidth(of: fzfWrapSign)
    var rows: [FzfListLine] = []
    var row = FzfListLine(characters: [], matched: [])
    var used = 0
    var room = max(1, width)
    for (i, (character, isMatch)) in zip(characters, matched).enumerated() {
      let cells = max(0, displayWidth(of: character))
      if used + cells > room && used > 0 {
        rows.append(row)
        row = FzfListLine(
          characters: sign, matched: [Bool](repeating: false, count: sign.count),
          styles: styles.isEmpty ? [] : [Style?](repeating: nil, count: sign.count))
        room = max(1, width - signWidth)
        used = 0
      }
      row.characters.append(character)
      row.matched.append(isMatch)
      if !styles.isEmpty { row.styles.append(styles[i]) }
      used += cells
    }
    rows.append(row)
    return rows
  }

  /// The list's screen rows from item `offset`, at most `rows` of them.
  /// - Complexity: O(rows × width).
  func fzfListRows(from offset: Int, rows: Int, width: Int, style: FzfListStyle) -> [FzfListRow] {
    var plan: [FzfListRow] = []
    var flat = offset
    while plan.count < rows && flat < source.shownCount {
      if flat > offset {
        for _ in 0..<style.gap where plan.count < rows { plan.append(FzfListRow(flat: flat - 1, part: nil)) }
      }
      for (part, line) in fzfItemRows(flat, width: width, style: style).enumerated() where plan.count < rows {
        plan.append(FzfListRow(flat: flat, part: part, line: line))
      }
      flat += 1
    }
    return plan
  }

  /// The first item shown so that `current` is in view: fzf 0.38's `constrain` while every item
  /// takes one row; else the nearest offset to `offset` whose rows reach the current item's last.
  /// - Complexity: O(rows × width): items are looked at back from `current` only while they fit.
  func fzfItemOffset(_ offset: Int, current: Int, total: Int, rows: Int, width: Int, style: FzfListStyle) -> Int {
    var needed = 0
    var first = current
    var single = style.gap == 0
    while first >= 0 {
      let height = fzfItemRows(first, width: width, style: style).count
      single = single && height == 1
      let more = height + (first < current ? style.gap : 0)
      if needed + more > rows && first < current { break }
      needed += more
      first -= 1
    }
    if single {
      return Self.fzfOffset(offset, current: current, total: total, rows: rows, scrollOff: style.scrollOff)
    }
    return min(max(offset, first + 1), current)
  }
}
