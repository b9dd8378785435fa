import CascadeCanvas
import CascadeLayout

/// What the terminal shows while the input is read: the command opens the terminal first (so a
/// pipe with no terminal fails at once), and a slow pipe would otherwise leave a blank screen.
public enum LoadingScreen {
  /// "reading NAME…" in the middle of the screen, and on the last row that Ctrl-C stops.
  public static func draw(reading name: String, into buffer: inout CellBuffer) {
    let size = buffer.size
    guard size.width > 0, size.height > 0 else { return }
    let message = "reading \(name)…"
    let width = min(size.width, displayWidth(of: message))
    buffer.draw(message, at: Point(x: (size.width - width) / 2, y: (size.height - 1) / 2), maxWidth: size.width)
    if size.height > 1 {
      buffer.draw(" Ctrl-C stops", at: Point(x: 0, y: size.height - 1), maxWidth: size.width, style: Style(attributes: .dim))
    }
  }
}
