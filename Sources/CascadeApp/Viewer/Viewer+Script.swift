import CascadeCanvas
import CascadeFzf
import CascadeLayout

// What scripts written for fzf ask of the screen: a header above the cards (`--header`), and keys
// that end the session and say which one did (`--expect`).

extension Viewer {
  /// The header's lines as given (each is sanitised when drawn); none without `--header`.
  var headerLines: [Substring] {
    guard let header = options.header else { return [] }
    return header.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// Rows the header takes on a screen of `size`: all its lines, but never so many that fewer than
  /// two rows are left for the cards above the status line.
  func headerRowCount(for size: Size) -> Int {
    min(headerLines.count, max(0, size.height - 3))
  }

  /// The collection view's part of a screen of `size`: all but the header, the status line and
  /// the preview pane.
  func cardViewportSize(for size: Size) -> Size {
    cardAndPreviewAreas(for: size).cards.size
  }

  /// Draws the first `rows` header lines from the top of the screen, each cut at the screen's width.
  /// Its SGR colours are drawn (fzf draws a header's, `--ansi` or not), each line starting in the
  /// style the last one left; every other escape sequence is dropped.
  func drawHeader(rows: Int, into buffer: inout CellBuffer) {
    let colored = options.theme == .colored
    let style = colored ? Style(foreground: .indexed(250)) : Style.plain
    var state = Style.plain
    for (row, line) in headerLines.prefix(rows).enumerated() {
      let text = ColoredText(Array(line.utf8), startingWith: state)
      state = text.endStyle
      let origin = Point(x: 1, y: row), maxWidth = max(0, buffer.size.width - 2)
      buffer.draw(text.text, at: origin, maxWidth: maxWidth, style: style)
      guard colored, !text.spans.isEmpty else { continue }
      // Restyles the cells drawn, as far as the whole characters that fit (the last may be `…`).
      let styles = text.scalarStyles(count: text.text.unicodeScalars.count)
      let limit = displayWidth(of: text.text) > maxWidth ? maxWidth - 1 : maxWidth
      var x = 0, scalar = 0
      for character in text.text {
        let width = max(0, displayWidth(of: character))
        guard x + width <= limit else { break }
        if let input = styles[scalar] {
          for column in origin.x + x..<origin.x + x + width where column < buffer.size.width {
            buffer[column, row].style = Style(
              foreground: input.foreground == .terminalDefault ? style.foreground : input.foreground,
              background: input.background, attributes: input.attributes)
          }
        }
        x += width
        scalar += character.unicodeScalars.count
      }
    }
  }

  /// An `--expect` key was pressed: as fzf, it accepts — the selection, or the focused card when
  /// nothing is selected — and its name is remembered for the first output line.
  func endSession(byExpectedKey name: String) -> ViewerAction {
    endingKeyName = name
    if selection.isEmpty, mode != .help, let focus = collectionView.focusedIndexPath, source.shownCount > 0 {
      selection.append(source.modelIndexPath(of: focus))
    }
    return .exit(exitStatusForQuit)
  }

  /// The keys `--expect` names, comma-separated as fzf's: `ctrl-x`, `alt-a`, `f1`…`f24`, `enter`,
  /// `esc`, `tab`, `btab`, `space`, `del`, `bspace`, the arrows, `pgup`, `home`, … and single
  /// characters. Each maps to the name printed for it (lower-cased, as given). Throws the first
  /// name that is no key.
  public static func expectedKeys(from list: String) throws(UnknownKeyName) -> [Key: String] {
    var keys: [Key: String] = [:]
    // A comma alone names the comma key: "ctrl-x,," expects Ctrl-X and ",".
    var names = list.split(separator: ",", omittingEmptySubsequences: true).map(String.init)
    if list.hasSuffix(",,") || list == "," { names.append(",") }
    for name in names {
      guard let key = FzfKeyNames.key(named: name) else { throw UnknownKeyName(name: name) }
      keys[key] = name.count == 1 ? name : name.lowercased()
    }
    return keys
  }
}

/// A name in `--expect` that is no key.
public struct UnknownKeyName: Error, CustomStringConvertible {
  /// The name as given.
  public var name: String
  /// What the command prints: the name and the kinds of names it takes.
  public var description: String { "'\(name)' is not a key name (ctrl-x, alt-x, f1, enter, esc, tab, a character…)" }
}
