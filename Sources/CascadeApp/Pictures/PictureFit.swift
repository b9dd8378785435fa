import CascadeLayout

/// Where a picture goes inside a card's picture area: as large as fits without changing its shape,
/// centred, the rest of the area left empty. A picture's shape on screen depends on the cell's
/// shape too: `cellAspect` is a cell's width over its height (0.5 for a cell twice as tall as wide).
public enum PictureFit {
  /// The cells `aspectRatio` (height / width, in pixels) fills inside `area`, centred: the widest
  /// picture whose height (its width's rows, rounded) fits, as tall as that rounding says; `area`
  /// itself when the ratio is not a positive finite number. At least one cell when `area` has one.
  /// - Complexity: O(1).
  public static func fitted(aspectRatio: Double, in area: Rect, cellAspect: Double) -> Rect {
    guard !area.isEmpty, aspectRatio.isFinite, aspectRatio > 0, cellAspect.isFinite, cellAspect > 0 else { return area }
    // Rows per column of this picture on this terminal.
    let slope = aspectRatio * cellAspect
    let rows = { (columns: Int) in max(1, Int((Double(columns) * slope).rounded())) }
    var width = area.width
    if rows(width) > area.height {
      // Rounding gives at most `height` rows exactly when columns × slope < height + ½; the steps
      // after the estimate only mend floating-point edges.
      width = min(area.width, max(1, Int(((Double(area.height) + 0.5) / slope).rounded(.up)) - 1))
      while width > 1 && rows(width) > area.height { width -= 1 }
      while width < area.width && rows(width + 1) <= area.height { width += 1 }
    }
    let height = min(area.height, rows(width))
    return Rect(
      x: area.minX + (area.width - width) / 2, y: area.minY + (area.height - height) / 2,
      width: width, height: height)
  }
}
