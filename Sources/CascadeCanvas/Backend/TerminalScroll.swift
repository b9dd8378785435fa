/// A scroll of some screen rows done by the terminal itself: the rows' contents, and on terminals
/// that tie pictures to the text (xterm's sixel graphics), the pictures drawn on them, move up
/// without being sent again.
public struct TerminalScroll: Hashable, Sendable {
  /// The screen rows that scroll (a scroll region); the rest of the screen stays.
  public var rows: Range<Int>
  /// How many rows their contents move up; the rows left at the region's bottom are blank.
  public var count: Int

  /// A scroll of `rows` up by `count`.
  public init(rows: Range<Int>, count: Int) {
    self.rows = rows
    self.count = count
  }

  /// True when the scroll keeps some rows in view (anything more is a redraw) on a screen
  /// `height` rows tall.
  public func isUseful(onHeight height: Int) -> Bool {
    rows.lowerBound >= 0 && rows.upperBound <= height && count > 0 && count < rows.count
  }

  /// The bytes that make a VT100 scroll: inside a cursor save and restore (`ESC 7` … `ESC 8`, which
  /// also puts back the colours, so curses finds the cursor as it left it), the scroll region
  /// (`DECSTBM`), default colours so the new rows are blank in the terminal's own background, the
  /// cursor on the region's last row, one index (`ESC D`) per row, and the whole screen as the
  /// region again. Index rather than `CSI S`: every VT100 has it, xterm as a VT340 included.
  /// - Complexity: O(count).
  public var bytes: [UInt8] {
    var out: [UInt8] = [0x1B, 0x37]
    out += Array("\u{1B}[0m\u{1B}[\(rows.lowerBound + 1);\(rows.upperBound)r\u{1B}[\(rows.upperBound);1H".utf8)
    for _ in 0..<count { out += [0x1B, 0x44] }
    out += Array("\u{1B}[r".utf8)
    out += [0x1B, 0x38]
    return out
  }
}
