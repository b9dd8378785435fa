import CascadeCanvas
import CascadeData

/// `cascade --stats` as lines: a row per field, columns aligned, values made safe for a terminal
/// (controls shown, line breaks as `⏎`) and long ones cut with `…`.
public enum StatisticsTable {
  /// The widest a value may be in a column before it is cut.
  static let valueWidth = 24

  /// The header row, then a row per field in `statistics`' order.
  /// - Complexity: O(fields × columns).
  public static func lines(_ statistics: [FieldStatistics]) -> [String] {
    let header = ["field", "kind", "count", "empty", "distinct", "min", "max", "mean", "top values"]
    var rows = [header]
    for field in statistics {
      let top = field.top.map { "\(cut($0.value)) (\($0.count))" }.joined(separator: ", ")
      rows.append([
        cut(field.name, width: 40), field.kind.rawValue, String(field.count), String(field.empty),
        String(field.distinct), field.minimum.map { cut($0) } ?? "", field.maximum.map { cut($0) } ?? "",
        field.mean ?? "", top,
      ])
    }
    let numeric: Set<Int> = [2, 3, 4]
    var widths = Array(repeating: 0, count: header.count)
    for row in rows {
      for (column, text) in row.enumerated() { widths[column] = max(widths[column], displayWidth(of: text)) }
    }
    return rows.map { row in
      var line = ""
      for (column, text) in row.enumerated() {
        let padding = String(repeating: " ", count: widths[column] - displayWidth(of: text))
        if column > 0 { line += "  " }
        if column == row.count - 1 {
          line += text
        } else {
          line += numeric.contains(column) ? padding + text : text + padding
        }
      }
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }
  }

  /// `text` on one line, safe to print, at most `width` columns (the last one `…` when cut).
  static func cut(_ text: String, width: Int = valueWidth) -> String {
    let safe = TextSanitizer.sanitize(text).replacing("\n", with: "⏎")
    guard displayWidth(of: safe) > width else { return safe }
    var result = ""
    var used = 0
    for grapheme in safe {
      let next = displayWidth(of: grapheme)
      if used + next > width - 1 { break }
      result.append(grapheme)
      used += next
    }
    return result + "…"
  }
}
