import CascadeCanvas
import CascadeFzf
import CascadeLayout

// The preview pane as fzf 0.38 places and frames it beside its list: the pane's size with fzf's
// padding for a size in cells, a 1-column gap on the left, the border's style (`border-bold`,
// `border-top`, `noborder`…) and the text inside it. O(1) to place; the border O(its cells).

extension FzfListController {
  /// fzf's split of `full` (the window inside margins and border): the list's part, and the
  /// pane's frame and text areas while the pane is shown.
  func fzfPreviewLayout(in full: Rect, style: FzfListStyle) -> (list: Rect, frame: Rect?, text: Rect?) {
    let window = preview.window
    // A pane at `next` sits among the sections (`FzfSections`).
    guard preview.isShown, !window.isHidden, !window.isEmpty, window.position != .next else { return (full, nil, nil) }
    let cells = Self.fzfPreviewCells(window, in: full)
    var list = full, frame = full
    switch window.position {
    case .next:
      break
    case .up, .down:
      list.size.height = full.height - cells
      frame.size.height = cells
      if window.position == .up { list.origin.y += cells } else { frame.origin.y = full.maxY - cells }
    case .left, .right:
      frame.size.width = cells
      if window.position == .left {
        // A column between the pane and the list.
        list.origin.x += cells + 1
        list.size.width = full.width - cells - 1
      } else {
        list.size.width = full.width - cells
        frame.origin.x = full.maxX - cells
      }
    }
    return (list, frame, fzfPreviewText(in: frame))
  }

  /// The pane's text area inside `frame`: within its border, less a column for the scroll bar
  /// where no right border holds it.
  func fzfPreviewText(in frame: Rect) -> Rect {
    let sides = fzfPreviewBorder.sides
    var text = frame
    if sides.left { text.origin.x += 2; text.size.width -= 2 }
    if sides.right { text.size.width -= 2 }
    if sides.top { text.origin.y += 1; text.size.height -= 1 }
    if sides.bottom { text.size.height -= 1 }
    // A column for the scroll bar where no right border holds it.
    if !style.scrollbar.isEmpty, !sides.right { text.size.width -= 1 }
    text.size = Size(width: max(0, text.width), height: max(0, text.height))
    return text
  }

  /// The pane's border as drawn: `border-line` resolved to the side facing the list.
  var fzfPreviewBorder: FzfListStyle.Border {
    preview.window.drawnBorder(reversed: style.direction == .reverse)
  }

  /// The rows of a pane at `next` in `area`, or 0 without one; `shown` false for a pane that is
  /// placed but hidden.
  func fzfNextPreviewRows(in area: Rect) -> Int {
    let window = preview.window
    guard window.position == .next, preview.isShown, !window.isHidden, !window.isEmpty,
      preview.command != nil || preview.once != nil
    else { return 0 }
    return Self.fzfPreviewCells(window, in: area)
  }

  /// The rows (above or below) or columns (left or right) fzf gives `window`'s pane in `full`: its
  /// size, with fzf's padding for a size in cells, at least what its border needs, leaving the
  /// list a row or column. It is what `<N(…)` compares with N.
  static func fzfPreviewCells(_ window: PreviewWindow, in full: Rect) -> Int {
    let border = window.drawnBorder()
    let sides = border.sides
    let boxed = sides.top && sides.right && sides.bottom && sides.left
    func size(of base: Int, minimum: Int, pad: Int) -> Int {
      let wanted =
        switch window.size {
        case .percent(let p): base * p / 100
        case .cells(let n): n + pad
        }
      return min(max(wanted, minimum), max(minimum, base - 1))
    }
    switch window.position {
    case .up, .down, .next:
      let verticalPad = boxed || border == .horizontal ? 2 : (border == .top || border == .bottom ? 1 : 0)
      return size(of: full.height, minimum: verticalPad == 2 ? 3 : verticalPad + 1, pad: verticalPad)
    case .left, .right:
      return size(of: full.width, minimum: 5, pad: 4)
    }
  }

  /// The pane's border as fzf draws it for `border`.
  func drawFzfPreviewFrame(_ frame: Rect, border: FzfListStyle.Border, unicode: Bool, into buffer: inout CellBuffer) {
    let colors = fzfColors
    buffer.fill(frame, style: Style(background: colors.preview.background))
    let style = colors.previewBorder
    let box = border.box
    let ascii = options.theme == .ascii || !unicode
    // fzf prints the pane's side lines with the blank inside them, both in the border's colours.
    let sides = border.sides
    let top = frame.minY + (sides.top ? 1 : 0)
    for y in top..<max(top, frame.maxY - (sides.bottom ? 1 : 0)) where frame.width > 2 {
      if sides.left { buffer.draw(" ", at: Point(x: frame.minX + 1, y: y), style: style, clip: frame) }
      if sides.right { buffer.draw(" ", at: Point(x: frame.maxX - 2, y: y), style: style, clip: frame) }
    }
    if let box {
      buffer.drawBox(frame, border: ascii ? .ascii : box, style: style, clip: frame)
      return
    }
    Self.drawBorderSides(sides, of: frame, ascii: ascii, style: style, into: &buffer)
  }
}
