import CascadeCanvas
import CascadeFzf
import CascadeView

// Items of several rows in fzf's list, as fzf 0.53 shows them: an item read with `--read0` keeps
// its newlines, each line a row (the pointer, and a selected item's marker, on each); `--wrap`
// (fzf 0.54) continues a long line on the next rows after the wrap sign; `--gap` leaves empty rows between items. Matching, `{}` and
// printing still see the item whole. A frame lays out only the rows on screen: O(rows × width).

/// What fzf 0.53 draws, dim, for a newline inside an item shown on one row (`--no-multi-line`).
let fzfLineFeedSign: Character = "␊"

/// One screen row of fzf's list: a row of an item, or an empty row of `--gap`.
struct FzfListRow {
  /// The item's flat index.
  var flat: Int
  /// Which of the item's rows this is; nil for a gap row after the item.
  var part: Int?
  /// The cells shown and which of them the query matched.
  var line = FzfListLine(characters: [], matched: [])
  /// For each of `line`'s characters, whether it is drawn dim (the wrap sign, `␊`); empty for none.
  var dimmed: [Bool] = []
  /// Where the row is among the item's rows on screen, which picks a selected item's marker.
  var edge = FzfRowEdge.single
}

/// A row of an item's text: its cells, and which of them are drawn dim.
struct FzfRowText {
  var line: FzfListLine
  var dimmed: [Bool] = []
}

extension FzfListController {
  /// The rows of the item with flat index `flat`, its text fitted to `width` cells.
  /// - Complexity: O(the item's text).
  func fzfItemRows(_ flat: Int, width: Int, style: FzfListStyle) -> [FzfRowText] {
    guard let indexPath = source.indexPath(forFlatIndex: flat) else { return [] }
    let record = source.record(at: indexPath)
    return Self.fzfRows(
      of: record.title, highlighted: source.highlights(of: record).title,
      colors: style.theme.base == .bw ? nil : source.inputColors(of: record),
      width: width, style: style)
  }

  /// `text` as rows: a row per line (one row with `--no-multi-line`, its newlines drawn as a dim
  /// `␊` as fzf 0.53 draws them), each cut as fzf cuts a line or, with `--wrap`, continued on the
  /// next rows after the wrap sign. `highlighted` are scalar offsets into the whole text; `colors`
  /// the input's own (`--ansi`), if any.
  /// - Complexity: O(text + m log m) for m highlighted offsets.
  static func fzfRows(
    of text: String, highlighted: some Collection<Int>, colors: ColoredText? = nil, width: Int, style: FzfListStyle
  ) -> [FzfRowText] {
    var rows: [FzfRowText] = []
    var start = 0
    let scalarStyles = colors?.scalarStyles(count: text.unicodeScalars.count) ?? []
    // The marks in order, taken line by line: each is looked at once, whatever the line count.
    let marks = highlighted.sorted()
    var nextMark = 0
    // Split at each newline scalar: a CRLF pair is one Character, but its newline ends the line.
    let lines =
      style.multiLine
      ? text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { Substring($0) }
      : [Substring(text)]
    for line in lines {
      let end = start + line.unicodeScalars.count
      var shifted: [Int] = []
      while nextMark < marks.count && marks[nextMark] < end {
        if marks[nextMark] >= start { shifted.append(marks[nextMark] - start) }
        nextMark += 1
      }
      let lineStyles =
        scalarStyles.isEmpty ? [] : Array(scalarStyles[min(start, scalarStyles.count)..<min(end, scalarStyles.count)])
      start = end + 1
      let cells = fzfStyledCells(
        line, highlighted: shifted, scalarStyles: lineStyles, tabstop: style.tabstop,
        newline: style.multiLine ? " " : fzfLineFeedSign)
      guard style.wraps else {
        let fitted = FzfListLine.fitting(
          cells.characters, matched: cells.matched, styles: cells.styles, maxWidth: max(0, width),
          cutting: style.cutting)
        rows.append(FzfRowText(line: fitted, dimmed: style.multiLine ? [] : fitted.characters.map(Self.isDimSign)))
        continue
      }
      rows += wrapped(
        cells.characters, matched: cells.matched, styles: cells.styles, width: width, sign: style.wrapSign)
    }
    return rows
  }

  /// `characters` over as many rows as they need: `width` cells on the first, `sign` (drawn dim)
  /// and `width` less its width on the others. A sign as wide as the row is cut to leave a cell; a
  /// character wider than a row gets a row of its own.
  private static func wrapped(
    _ characters: [Character], matched: [Bool], styles: [Style?], width: Int, sign: String
  ) -> [FzfRowText] {
    var signCharacters: [Character] = []
    var signCells = 0
    for character in sign {
      let cells = max(0, displayWidth(of: character))
      guard signCells + cells < max(1, width) else { break }
      signCharacters.append(character)
      signCells += cells
    }
    var rows: [FzfRowText] = []
    var row = FzfRowText(line: FzfListLine(characters: [], matched: []))
    var used = 0
    var room = max(1, width)
    for (i, (character, isMatch)) in zip(characters, matched).enumerated() {
      let cells = max(0, displayWidth(of: character))
      if used + cells > room && used > 0 {
        rows.append(row)
        row = FzfRowText(
          line: FzfListLine(
            characters: signCharacters, matched: [Bool](repeating: false, count: signCharacters.count),
            styles: styles.isEmpty ? [] : [Style?](repeating: nil, count: signCharacters.count)),
          dimmed: [Bool](repeating: true, count: signCharacters.count))
        room = max(1, width - signCells)
        used = 0
      }
      row.line.characters.append(character)
      row.line.matched.append(isMatch)
      if !styles.isEmpty { row.line.styles.append(styles[i]) }
      if !row.dimmed.isEmpty { row.dimmed.append(false) }
      used += cells
    }
    rows.append(row)
    return rows
  }

  /// True for the mark fzf draws dim in place of a newline.
  private static func isDimSign(_ character: Character) -> Bool { character == fzfLineFeedSign }

  /// The list's screen rows from item `offset`, at most `rows` of them, in order away from the
  /// prompt. An item's first line is the row farthest from the prompt in the default layout (its
  /// lines read downwards, as fzf 0.53 draws them), so there its rows are placed last to first;
  /// an item that does not fit shows its first rows, or its last in the default layout unless it
  /// is the current one (the rows nearest the prompt), as fzf does.
  /// - Complexity: O(rows × width).
  func fzfListRows(from offset: Int, rows: Int, width: Int, style: FzfListStyle) -> [FzfListRow] {
    var plan: [FzfListRow] = []
    var flat = offset
    let current = collectionView.focusedIndexPath.map(source.flatIndex(of:))
    while plan.count < rows && flat < source.shownCount {
      if flat > offset {
        for _ in 0..<style.gap where plan.count < rows { plan.append(FzfListRow(flat: flat - 1, part: nil)) }
      }
      let texts = fzfItemRows(flat, width: width, style: style)
      let room = rows - plan.count
      let overflow = texts.count > room
      let topCutoff = overflow && style.direction == .default && flat != current
      let shown = topCutoff ? (texts.count - room)..<texts.count : 0..<min(room, texts.count)
      var itemRows: [FzfListRow] = []
      for part in shown {
        let edge: FzfRowEdge
        if shown.count == 1 {
          edge = !overflow ? .single : topCutoff ? .bottom : .top
        } else if part == shown.lowerBound {
          edge = topCutoff ? .middle : .top
        } else if part == shown.upperBound - 1 {
          edge = topCutoff || !overflow ? .bottom : .middle
        } else {
          edge = .middle
        }
        itemRows.append(
          FzfListRow(flat: flat, part: part, line: texts[part].line, dimmed: texts[part].dimmed, edge: edge))
      }
      plan += style.direction == .default ? itemRows.reversed() : itemRows
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
