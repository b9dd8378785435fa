import CascadeCanvas
import CascadeLayout

/// `--dump`: one frame as plain text, exactly what the viewer would show at that size, offset and
/// focus, with no escape sequences (styles are dropped; the text is already sanitised).
public enum FrameDump {
  /// The screen as lines, trailing spaces removed.
  ///
  /// - Parameters:
  ///   - viewer: the viewer to draw, as set up by the options.
  ///   - size: the terminal size, status line included.
  ///   - offset: content rows scrolled (columns, in a layout that scrolls sideways; clamped), as
  ///     the viewer scrolls: a focused card that ends up
  ///     off screen hands the focus to the card nearest the middle, so the status line always names
  ///     a card on screen. Applied after `focus`, so the offset wins.
  ///   - focus: the 0-based card to focus (scrolled into view); past the last card it is ignored.
  public static func render(_ viewer: Viewer, size: Size, offset: Int?, focus: Int?) -> [String] {
    viewer.resize(to: size)
    let cv = viewer.collectionView
    if let focus, let indexPath = viewer.source.indexPath(forFlatIndex: focus) {
      cv.focusItem(at: indexPath)
    }
    if let offset {
      // Along the layout's axis: rows, or columns in a carousel; no snapping, as mid-scroll.
      let horizontal = cv.collectionViewLayout.scrollDirection == .horizontal
      cv.scroll(to: horizontal ? Point(x: offset, y: cv.contentOffset.y) : Point(x: cv.contentOffset.x, y: offset))
    }
    var buffer = CellBuffer(size: size)
    // The first frame gives the viewer its size; the preview pane (the record itself, as a dump
    // runs no command) then fills for the focused card.
    viewer.controller.render(into: &buffer)
    if viewer.updatePreview() { viewer.controller.render(into: &buffer) }
    return buffer.lines().map { line in
      var trimmed = Substring(line)
      while trimmed.last == " " { trimmed = trimmed.dropLast() }
      return String(trimmed)
    }
  }
}
