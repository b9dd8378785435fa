import CascadeCanvas
import CascadeLayout

/// `--dump`: one frame as plain text, exactly what the viewer would show at that size, offset and
/// focus, with no escape sequences (styles are dropped; the text is already sanitised).
public enum FrameDump {
  /// The screen as lines, trailing spaces removed.
  ///
  /// - Parameters:
  ///   - offset: content rows scrolled (clamped); applied after `focus`, so it wins.
  ///   - focus: the 0-based card to focus (scrolled into view).
  public static func render(_ viewer: Viewer, size: Size, offset: Int?, focus: Int?) -> [String] {
    viewer.resize(to: size)
    if let focus, let indexPath = viewer.source.indexPath(forFlatIndex: focus) {
      viewer.collectionView.focusItem(at: indexPath)
    }
    if let offset {
      viewer.collectionView.contentOffset = Point(x: 0, y: offset)
    }
    var buffer = CellBuffer(size: size)
    viewer.render(into: &buffer)
    return buffer.lines().map { line in
      var trimmed = Substring(line)
      while trimmed.last == " " { trimmed = trimmed.dropLast() }
      return String(trimmed)
    }
  }
}
