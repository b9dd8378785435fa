import ArgumentParser
import CascadeCanvas

/// fzf 0.53–0.54's options for items of several lines in its list (`--read0` keeps an item's
/// newlines): `--gap`, `--wrap`, `--wrap-sign`, `--multi-line`, `--marker-multi-line` and
/// `--highlight-line`. Cards show an item's lines anyway.
package struct FzfMultiLineArguments: ParsableArguments {
  package init() {}

  @Option(
    help: ArgumentHelp(
      "Empty rows between items in fzf's list (--gap alone: 1).", valueName: "N"))
  package var gap: Int?

  @Flag(help: "Long lines in fzf's list wrap onto the next rows after '↳ ' instead of being cut.")
  package var wrap = false

  @Option(
    name: .customLong("wrap-sign"),
    help: ArgumentHelp("The sign before a wrapped line's next rows (default '↳ ').", valueName: "STR"))
  package var wrapSign: String?

  @Flag(
    name: .customLong("multi-line"), inversion: .prefixedNo, exclusivity: .chooseLast,
    help: "An item's newlines start rows in fzf's list (--no-multi-line: one row, newlines as '␊').")
  package var multiLine = true

  @Option(
    name: .customLong("marker-multi-line"),
    help: ArgumentHelp(
      "A selected item's marker on its first, middle and last rows (default '╻┃╹').", valueName: "STR"))
  package var markerMultiLine: String?

  @Flag(
    name: .customLong("highlight-line"),
    help: "The current item's rows highlighted to the edge in fzf's list; else only its text.")
  package var highlightLine = false

  package func validate() throws {
    if let gap, gap < 0 { throw ValidationError("--gap must be a non-negative integer, not \(gap).") }
    if let markerMultiLine, Self.markers(markerMultiLine) == nil {
      let width = displayWidth(of: Self.firstLine(markerMultiLine))
      throw ValidationError(
        "--marker-multi-line '\(Self.firstLine(markerMultiLine))' is \(width) columns wide; it must be 0, 3 or 6.")
    }
  }

  /// `style` with these options (after `--marker` and `--no-unicode`, which set their defaults);
  /// `markerGiven` says whether `--marker` was.
  package func applied(to style: FzfListStyle, markerGiven: Bool) -> FzfListStyle {
    var style = style
    style.gap = gap ?? 0
    style.wraps = wrap
    style.multiLine = multiLine
    style.highlightLine = highlightLine
    style.wrapSign = FzfListStyle.drawableWrapSign(wrapSign ?? (style.unicode ? "↳ " : "> "), tabstop: style.tabstop)
    if let markers = markerMultiLine.flatMap(Self.markers) {
      style.markerMultiLine = markers
      // As fzf 0.54: an empty `--marker-multi-line` without `--marker` leaves no marker column.
      if markers[0].isEmpty && !markerGiven { style.marker = "" }
    } else if style.marker.isEmpty {
      style.markerMultiLine = ["", "", ""]
    } else if !style.unicode {
      style.markerMultiLine = [".", "|", "'"]
    }
    return style
  }

  /// `--marker-multi-line`'s value as fzf reads it: its first line, control characters dropped,
  /// split into three markers of equal width (1 or 2 columns each); empty gives three empty
  /// markers; nil for any other width.
  package static func markers(_ text: String) -> [String]? {
    let line = firstLine(text)
    let total = displayWidth(of: line)
    guard total == 0 || total == 3 || total == 6 else { return nil }
    guard total > 0 else { return ["", "", ""] }
    var markers = ["", "", ""]
    var index = 0
    var room = total / 3
    for character in line where index < 3 {
      markers[index].append(character)
      room -= max(0, displayWidth(of: character))
      if room <= 0 {
        index += 1
        room = total / 3
      }
    }
    return markers
  }

  /// The text up to its first newline, without control characters.
  private static func firstLine(_ text: String) -> String {
    let line = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    return String(
      line.filter { character in
        !character.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
      })
  }
}
