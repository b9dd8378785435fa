import CascadeCanvas
import CascadeLayout

// A panel over the card area (the statistics of `I`, the field list of `g f`) takes every key
// but Ctrl-C while it is open, and the wheel moves its focus; the status line stays below it.

extension Viewer {
  /// Hands `key` to the open panel.
  func handlePanelKey(_ key: Key) -> ViewerAction {
    switch panel {
    case .statistics(let statistics)?: return handleStatisticsKey(key, in: statistics)
    case .fieldList(let fields)?: return handleFieldListKey(key, in: fields)
    case nil: return .redraw
    }
  }

  /// The wheel moves the open panel's focus three rows; a click closes the field list (as Esc)
  /// and leaves the statistics open.
  func handlePanelMouse(_ mouse: MouseEvent) -> ViewerAction {
    let delta: Int
    switch mouse {
    case .wheelUp: delta = -3
    case .wheelDown: delta = 3
    case .click:
      if case .fieldList? = panel { panel = nil }
      return .redraw
    }
    switch panel {
    case .statistics(let statistics)?: statistics.list.move(by: delta, count: statistics.rows?.count ?? 0)
    case .fieldList(let fields)?: fields.list.move(by: delta, count: fields.shown.count)
    case nil: break
    }
    return .redraw
  }

  /// Draws the open panel over the card area; returns where the cursor goes (the field list's
  /// typing), else nil.
  func drawPanel(into buffer: inout CellBuffer) -> Point? {
    let box = Rect(x: 0, y: 0, width: buffer.size.width, height: max(0, buffer.size.height - 1))
    guard box.width >= 8, box.height >= 3 else { return nil }
    buffer.fill(box, style: .plain)
    switch panel {
    case .statistics(let statistics)?:
      drawStatistics(statistics, in: box, into: &buffer)
      return nil
    case .fieldList(let fields)?:
      return drawFieldList(fields, in: box, into: &buffer)
    case nil:
      return nil
    }
  }

  /// The inside of a panel's box.
  static func panelInside(_ box: Rect) -> Rect {
    box.inset(by: EdgeInsets(top: 1, left: 2, bottom: 1, right: 2))
  }

  /// The style of the focused row of a panel's list.
  var panelFocusStyle: Style { Style(attributes: .reverse) }

  /// Moves a panel list's focus for the keys every list shares (↑ ↓, PgUp PgDn, Home End);
  /// false for any other key.
  func movesPanelList(_ list: inout PanelRows, _ key: Key, count: Int, page: Int) -> Bool {
    switch key {
    case .up, .control("p"), .control("k"): list.move(by: -1, count: count)
    case .down, .control("n"): list.move(by: 1, count: count)
    case .pageUp: list.move(by: -max(1, page), count: count)
    case .pageDown: list.move(by: max(1, page), count: count)
    case .home: list.focused = 0
    case .end: list.focused = max(0, count - 1)
    default: return false
    }
    return true
  }
}
