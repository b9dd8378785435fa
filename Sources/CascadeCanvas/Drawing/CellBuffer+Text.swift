import CascadeLayout

/// Drawing text: one clipped line, one line cut to a width with `…`, or word-wrapped into a rect.
///
/// Coordinates are buffer cells; `clip` (also in buffer cells, limited to the buffer) is what may be
/// written, so a card scrolled partly out of view passes its own frame and the viewport as the clip.
/// Text is sanitised grapheme by grapheme as it is drawn (see `TextSanitizer`); graphemes that take
/// no cell on their own are skipped. A wide grapheme is never cut in half by the clip: the half
/// that would be visible becomes a space in the text's style.
extension CellBuffer {
  /// Draws `text` on one row starting at `point`; line breaks show as spaces, tabs run to tab stops
  /// counted from `point.x`. The text may start left of or above `clip`.
  ///
  /// - Returns: The columns advanced from `point.x`, counting clipped columns on the left and
  ///   stopping at the clip's right edge; 0 when the row is outside the clip.
  /// - Complexity: O(columns drawn + graphemes left of the clip).
  @inlinable @discardableResult
  public mutating func draw(_ text: some StringProtocol, at point: Point, style: Style = .plain, clip: Rect? = nil)
    -> Int
  {
    drawLine(text.asSubstring, at: point, style: style, clip: clip)
  }

  /// Draws `text` on one row starting at `point` in at most `maxWidth` columns; text that does not
  /// fit is cut and ends with `…` (a box title, a card's caption).
  ///
  /// - Returns: The columns advanced from `point.x`, at most `maxWidth`.
  /// - Complexity: O(min(n, maxWidth)) to measure, then as `draw(_:at:style:clip:)`.
  @inlinable @discardableResult
  public mutating func draw(
    _ text: some StringProtocol, at point: Point, maxWidth: Int, style: Style = .plain, clip: Rect? = nil
  ) -> Int {
    drawCut(text.asSubstring, at: point, maxWidth: maxWidth, style: style, clip: clip)
  }

  /// Word-wraps `text` into `rect` (rules in `WrappedLines`, the same as `WordWrap.lineCount`): at
  /// most `rect.height` lines, and when the text goes on past the last one, that line ends with `…`.
  /// Rows outside `clip` are measured but not drawn, so a card scrolled half out of view shows the
  /// same lines in the same rows as when whole.
  ///
  /// - Returns: The rows the text took in `rect`, drawn or clipped.
  /// - Complexity: O(length of the text that fits in `rect`).
  @inlinable @discardableResult
  public mutating func draw(
    _ text: some StringProtocol, wrappingIn rect: Rect, style: Style = .plain, clip: Rect? = nil
  ) -> Int {
    drawWrapped(text.asSubstring, in: rect, style: style, clip: clip)
  }

  // MARK: - The drawing, for Substring

  @usableFromInline
  mutating func drawLine(_ text: Substring, at point: Point, style: Style, clip: Rect?) -> Int {
    let area = visibleArea(clip)
    return SanitizedGraphemes.withGraphemes(of: text) { graphemes in
      drawRun(graphemes, x: point.x, y: point.y, limit: .max, ellipsis: false, style: style, area: area)
    }
  }

  @usableFromInline
  mutating func drawCut(_ text: Substring, at point: Point, maxWidth: Int, style: Style, clip: Rect?) -> Int {
    guard maxWidth > 0 else { return 0 }
    let area = visibleArea(clip)
    return SanitizedGraphemes.withGraphemes(of: text) { graphemes in
      let fits = !Self.runWidth(graphemes, exceeds: maxWidth)
      return drawRun(graphemes, x: point.x, y: point.y, limit: maxWidth, ellipsis: !fits, style: style, area: area)
    }
  }

  @usableFromInline
  mutating func drawWrapped(_ text: Substring, in rect: Rect, style: Style, clip: Rect?) -> Int {
    let area = visibleArea(clip).intersection(rect)
    return SanitizedGraphemes.withGraphemes(of: text) { graphemes in
      var lines = WrappedLines(graphemes, width: rect.width)
      var row = 0
      var line = lines.next()
      while let current = line, row < rect.height {
        let following = lines.next()
        let y = rect.minY + row
        if y >= area.minY && y < area.maxY {
          let isCut = row == rect.height - 1 && following != nil
          drawRun(
            graphemes.slice(from: current.start, to: current.end), x: rect.minX, y: y, limit: rect.width,
            ellipsis: isCut, style: style, area: area)
        }
        row += 1
        line = following
      }
      return row
    }
  }

  /// Draws `graphemes` from (`x`, `y`) in at most `limit` columns, the last one `…` when
  /// `ellipsis`, writing only inside `area` (already limited to the buffer).
  @discardableResult
  mutating func drawRun(
    _ graphemes: SanitizedGraphemes, x: Int, y: Int, limit: Int, ellipsis: Bool, style: Style, area: Rect
  ) -> Int {
    guard y >= area.minY && y < area.maxY && limit > 0 else { return 0 }
    let contentLimit = ellipsis ? limit - 1 : limit
    var column = 0
    var reachedClipEdge = false
    var graphemes = graphemes
    reading: while let grapheme = graphemes.next() {
      let width: Int
      switch grapheme.kind {
      case .visible, .space:
        guard grapheme.width > 0 else { continue reading }
        width = grapheme.width
      case .lineBreak:
        width = 1
      case .tab:
        let end = Swift.min(column + TextSanitizer.tabStop - column % TextSanitizer.tabStop, contentLimit)
        while column < end && x + column < area.maxX {
          putClipped(" ", width: 1, style: style, x: x + column, y: y, area: area)
          column += 1
        }
        if x + column >= area.maxX { reachedClipEdge = true }
        if column >= contentLimit || reachedClipEdge { break reading }
        continue reading
      case .dropped:
        continue reading
      }
      if column + width > contentLimit {
        // A wide grapheme in a one-column line: the limit clips it like any edge.
        if !ellipsis && column < contentLimit {
          putClipped(" ", width: 1, style: style, x: x + column, y: y, area: area)
          column += 1
        }
        break
      }
      if x + column >= area.maxX {
        reachedClipEdge = true
        break
      }
      putClipped(graphemes.character(of: grapheme), width: width, style: style, x: x + column, y: y, area: area)
      column += width
    }
    if ellipsis && !reachedClipEdge {
      putClipped("…", width: 1, style: style, x: x + column, y: y, area: area)
      column += 1
    }
    return Swift.min(column, Swift.max(0, area.maxX - x))
  }

  /// Writes one grapheme if it is inside `area`; a wide one only partly inside becomes spaces in
  /// the columns that are.
  @inline(__always)
  mutating func putClipped(_ grapheme: Character, width: Int, style: Style, x: Int, y: Int, area: Rect) {
    let leftInside = x >= area.minX && x < area.maxX
    if width == 1 {
      if leftInside { put(grapheme, width: 1, style: style, x: x, y: y) }
      return
    }
    let rightInside = x + width - 1 >= area.minX && x + width - 1 < area.maxX
    if leftInside && rightInside {
      put(grapheme, width: width, style: style, x: x, y: y)
      return
    }
    // Cut by the clip: the columns inside show spaces.
    var column = Swift.max(x, area.minX)
    while column < Swift.min(x + width, area.maxX) {
      put(" ", width: 1, style: style, x: column, y: y)
      column += 1
    }
  }

  /// True when `graphemes`, drawn on one row as `drawRun` draws them, need more than `limit`
  /// columns.
  ///
  /// - Complexity: O(min(n, limit)): it stops as soon as it knows.
  static func runWidth(_ graphemes: SanitizedGraphemes, exceeds limit: Int) -> Bool {
    var column = 0
    var graphemes = graphemes
    while let grapheme = graphemes.next() {
      switch grapheme.kind {
      case .visible, .space: column += grapheme.width
      case .lineBreak: column += 1
      case .tab: column += TextSanitizer.tabStop - column % TextSanitizer.tabStop
      case .dropped: break
      }
      if column > limit { return true }
    }
    return false
  }
}
