import CascadeCanvas
import CascadeLayout

/// A label fzf 0.38 writes into a border's top or bottom line (`--border-label`,
/// `--preview-label`, with `--border-label-pos`/`--preview-label-pos`).
public struct FzfLabel: Sendable, Equatable {
  /// The label's text; only its first line is shown.
  public var text = ""
  /// fzf's position: 0 centres the label, N > 0 starts it at the line's Nth column, N < 0 ends
  /// it at the Nth column from the right.
  public var column = 0
  /// True to write it into the bottom line rather than the top one (`N:bottom`).
  public var bottom = false

  /// No label, centred on the top line.
  public init() {}

  /// A label with `text` at fzf's `column`, on the bottom line when `bottom`.
  public init(text: String, column: Int = 0, bottom: Bool = false) {
    self.text = text
    self.column = column
    self.bottom = bottom
  }

  /// `--border-label-pos`'s value as fzf reads it: `N`, `N:top`, `N:bottom`, `top` or `bottom`
  /// (N a whole number, 0 centres). Nil for anything else.
  public static func position(_ text: String) -> (column: Int, bottom: Bool)? {
    var column = 0
    var bottom = false
    for (i, part) in text.split(separator: ":", omittingEmptySubsequences: false).enumerated() {
      if part == "top" || part == "bottom" {
        bottom = part == "bottom"
      } else if i == 0, let n = Int(part) {
        column = n
      } else {
        return nil
      }
    }
    return (column, bottom)
  }

  /// The label's first line.
  package var firstLine: Substring { text.prefix { $0 != "\n" && $0 != "\r" } }

  /// The column from `frame`'s left edge where the label starts, as fzf's `printLabel` places a
  /// label `width` cells wide.
  package func start(width: Int, in frameWidth: Int) -> Int {
    if column == 0 { return max(0, (frameWidth - width) / 2) }
    if column < 0 { return max(0, frameWidth + column + 1 - width) }
    return max(0, min(column - 1, frameWidth - width))
  }

  /// Writes the label over the top (or bottom) line of `frame`, cut at its right edge as fzf cuts it.
  /// Its SGR colours are drawn as fzf draws them (its own colours, the terminal's where it has
  /// none, `style` for the plain parts) when `keepsColors`; every other escape sequence is dropped.
  /// - Complexity: O(the label's length).
  package func draw(in frame: Rect, style: Style, keepsColors: Bool = true, into buffer: inout CellBuffer) {
    let colored = ColoredText(String(firstLine))
    let line = colored.text
    guard frame.width > 0, frame.height > 0, !line.isEmpty else { return }
    let width = min(displayWidth(of: line), frame.width)
    let y = bottom ? frame.maxY - 1 : frame.minY
    let x = frame.minX + start(width: width, in: frame.width)
    let row = Rect(x: frame.minX, y: y, width: frame.width, height: 1)
    guard keepsColors, !colored.spans.isEmpty else {
      buffer.draw(line, at: Point(x: x, y: y), style: style, clip: row)
      return
    }
    let styles = colored.scalarStyles(count: line.unicodeScalars.count)
    var column = x, scalar = 0
    for character in line {
      let input = scalar < styles.count ? styles[scalar] : nil
      scalar += character.unicodeScalars.count
      let cellStyle =
        input.map {
          Style(foreground: $0.foreground, background: $0.background, attributes: $0.attributes.union(style.attributes))
        } ?? style
      column += buffer.draw(String(character), at: Point(x: column, y: y), style: cellStyle, clip: row)
    }
  }
}
