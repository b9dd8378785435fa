import CascadeCanvas
import CascadeData
import CascadeLayout

/// The columns of the table layout: which field each shows, how wide it is and how its values
/// align, and which one has the focus. Shared by the card source's rows and the viewer's header
/// row, which read it as they draw.
///
/// Widths come from a sample: the field's name and its values in the first `sampleSize` cards shown,
/// each at most `maximumWidth` cells (longer values are cut with `…`). A column whose sampled
/// values are all numbers (empty and `null` aside) is right-aligned.
public final class TableColumns {
  /// The fields shown, in order: `--fields` when given, else every field of the sampled records in
  /// the order they first appear.
  public private(set) var names: [String]
  /// Each column's width in cells.
  public private(set) var widths: [Int]
  /// True for a column of numbers, drawn right-aligned.
  public private(set) var isNumeric: [Bool]
  /// True when the records have no fields (text lines): one column shows each record's title.
  public private(set) var showsTitles: Bool
  /// The fields `--fields` named when the columns were made (nil: every field).
  public let chosen: [String]?
  /// The records the widths were measured from.
  public private(set) var sampledCount: Int
  /// The column `←` and `→` moved to.
  public var focusedColumn = 0
  /// The filter and order the sample was taken under: under others the cards shown first are
  /// others, so the widths are measured again.
  var sampling: Sampling?

  /// What a sample of the cards shown depends on besides their count.
  struct Sampling: Hashable {
    /// The filter's text.
    var query: String
    /// The grouping and sorting.
    var order: ArrangementOptions
  }

  /// The records sampled for widths.
  public static let sampleSize = 200
  /// The widest a column is made.
  public static let maximumWidth = 40
  /// The name of the one column of records without fields.
  public static let titleColumnName = "text"

  /// Columns for `records` (the sample), showing `chosen` fields when given; without, the fields
  /// in `known` (the columns already shown, which keep their places) and then those the sample
  /// adds.
  /// - Complexity: O(records × fields × columns).
  public init(sample records: [Record], chosen: [String]?, known: [String] = []) {
    var names = chosen ?? known
    if chosen == nil {
      var seen = Set(names)
      for record in records {
        for field in record.fields where seen.insert(field.key).inserted { names.append(field.key) }
      }
    }
    let showsTitles = names.isEmpty
    if showsTitles { names = [Self.titleColumnName] }
    var widths = names.map { displayWidth(of: $0) }
    var numbers = [Int](repeating: 0, count: names.count)
    var others = [Int](repeating: 0, count: names.count)
    for record in records {
      for (column, value) in Self.values(of: record, names: names, showsTitles: showsTitles).enumerated() {
        widths[column] = max(widths[column], displayWidth(of: value))
        if value.isEmpty || value == "null" { continue }
        if Self.isNumber(value) { numbers[column] += 1 } else { others[column] += 1 }
      }
    }
    self.names = names
    self.chosen = chosen
    self.showsTitles = showsTitles
    sampledCount = records.count
    self.widths = widths.map { min(Self.maximumWidth, max(1, $0)) }
    isNumeric = zip(numbers, others).map { $0 > 0 && $1 == 0 }
  }

  /// True for a decimal number (`-12`, `3.5`, `1e6`): what `Double` reads, ending in a digit or a
  /// point, so `inf` and `nan` stay text.
  static func isNumber(_ value: String) -> Bool {
    guard let last = value.utf8.last, last == UInt8(ascii: ".") || (last >= 48 && last <= 57) else { return false }
    return Double(value) != nil
  }

  /// The values `record` shows, a column each: the field of each name (empty where it has none),
  /// or its title when the records have no fields. O(fields × columns).
  public func values(of record: Record) -> [String] {
    Self.values(of: record, names: names, showsTitles: showsTitles)
  }

  static func values(of record: Record, names: [String], showsTitles: Bool) -> [String] {
    if showsTitles { return [record.title] }
    let fields = record.fields
    return names.map { name in fields.first { $0.key == name }?.value ?? "" }
  }

  /// Draws one row of the table into `row` (buffer cells, one line): `leading` first (a selection
  /// mark, which does not scroll), then each column of `values` where `layout` puts it with the
  /// content scrolled sideways to `scrollX`, clipped to `clip`. The focused column, when
  /// `focusStyle` is given, takes that style; the characters at `highlights` (by column, scalar
  /// offsets into its value) take `matchStyle` too.
  /// - Complexity: O(columns + cells drawn).
  func draw(
    _ values: [String], leading: String, in row: Rect, scrollX: Int, layout: TableLayout, style: Style,
    focusStyle: Style?, highlights: [Int: Set<Int>] = [:], matchStyle: Style = .plain, clip: Rect,
    into buffer: inout CellBuffer
  ) {
    let clip = clip.intersection(row)
    buffer.fill(row, style: style, clip: clip)
    if !leading.isEmpty {
      buffer.draw(leading, at: row.origin, maxWidth: max(0, layout.leadingWidth), style: style, clip: clip)
    }
    let lead = max(0, layout.leadingWidth)
    let columnsClip = Rect(x: row.minX + lead, y: row.minY, width: max(0, row.width - lead), height: 1)
      .intersection(clip)
    guard !columnsClip.isEmpty else { return }
    for (column, offset) in layout.columnOffsets.enumerated() where column < values.count {
      let x = row.minX + offset - scrollX
      let width = max(1, layout.columnWidths[column])
      if x >= columnsClip.maxX { break }
      if x + width <= columnsClip.minX { continue }
      var cellStyle = style
      if column == focusedColumn, let focusStyle {
        cellStyle = focusStyle
        buffer.fill(Rect(x: x, y: row.minY, width: width, height: 1), style: cellStyle, clip: columnsClip)
      }
      let value = values[column]
      var start = x
      if column < isNumeric.count, isNumeric[column] {
        start = x + max(0, width - displayWidth(of: value))
      }
      buffer.draw(value, at: Point(x: start, y: row.minY), maxWidth: width, style: cellStyle, clip: columnsClip)
      if let offsets = highlights[column], !offsets.isEmpty {
        Self.highlight(
          value, offsets: offsets, at: Point(x: start, y: row.minY), maxWidth: width, matchStyle: matchStyle,
          clip: columnsClip, in: &buffer)
      }
    }
  }

  /// Adds `matchStyle` to the cells where the characters of `value` at `offsets` (scalar offsets)
  /// were drawn from `origin`, cut at `maxWidth` as the drawing cuts (the last column `…`).
  /// - Complexity: O(graphemes drawn).
  static func highlight(
    _ value: String, offsets: Set<Int>, at origin: Point, maxWidth: Int, matchStyle: Style, clip: Rect,
    in buffer: inout CellBuffer
  ) {
    let limit = displayWidth(of: value) > maxWidth ? maxWidth - 1 : maxWidth
    var x = 0, scalar = 0
    for grapheme in value {
      let width = displayWidth(of: grapheme), count = grapheme.unicodeScalars.count
      if x + width > limit { break }
      if width > 0, (scalar..<scalar + count).contains(where: offsets.contains) {
        for column in origin.x + x..<origin.x + x + width where column >= clip.minX && column < clip.maxX {
          guard origin.y >= clip.minY, origin.y < clip.maxY else { continue }
          buffer[column, origin.y].style.attributes.formUnion(matchStyle.attributes)
          if matchStyle.foreground != .terminalDefault {
            buffer[column, origin.y].style.foreground = matchStyle.foreground
          }
        }
      }
      x += width
      scalar += count
    }
  }
}
