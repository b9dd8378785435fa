import CascadeCanvas
import CascadeFzf

// The query line's cursor when Cascade runs as fzf: fzf 0.38's emacs keys (Ctrl-A/B/F/E, Ctrl-D,
// Ctrl-U, Ctrl-W, Ctrl-Y, Alt-B/F/D, Home, End, Left, Right, Del) and the same edits as `--bind` actions,
// applied by `FzfQueryLine` to the query and a cursor kept as the characters after it.

extension Viewer {
  /// The query with its cursor and the text last killed.
  var queryLine: FzfQueryLine {
    let text = Array(filterText)
    return FzfQueryLine(
      text: text, cursor: text.count - min(queryCursorFromEnd, text.count), yanked: yankedQuery,
      filepathWord: options.fzfList?.filepathWord ?? false)
  }

  /// Edits the query line; the cards are filtered again only when the text changed.
  /// - Complexity: O(query) besides the filtering.
  func editQuery(_ change: (inout FzfQueryLine) -> Void) {
    var line = queryLine
    let before = line.text
    change(&line)
    yankedQuery = line.yanked
    if line.text != before { setFilter(String(line.text)) }
    queryCursorFromEnd = line.text.count - line.cursor
  }

  /// fzf's default keys for the query line; nil for the keys that do something else.
  func handleFzfQueryKey(_ key: Key) -> ViewerAction? {
    let edit: FzfQueryLine.Edit
    switch key {
    case .control("a"), .home: edit = .beginningOfLine
    case .control("b"), .left: edit = .backwardChar
    case .control("f"), .right: edit = .forwardChar
    case .control("e"), .end: edit = .endOfLine
    case .control("y"): edit = .yank
    case .control("u"): edit = .unixLineDiscard
    case .control("w"): edit = .unixWordRubout
    case .delete: edit = .deleteChar
    case .control("d"):
      // fzf's delete-char/eof: leaves when there is no query to delete from.
      if filterText.isEmpty { return .exit(.interrupted) }
      edit = .deleteChar
    case .alt("b"): edit = .backwardWord
    case .alt("f"): edit = .forwardWord
    case .alt("d"): edit = .killWord
    case .alt("\u{7F}"): edit = .backwardKillWord
    case .backspace, .control("h"):
      if let action = performBackwardEOF() { return action }
      edit = .backwardDeleteChar
    case .space:
      editQuery { $0.insert(" ") }
      return .redraw
    case .character(let c):
      editQuery { $0.insert(String(c)) }
      return .redraw
    default:
      return nil
    }
    editQuery { $0.apply(edit) }
    return .redraw
  }

  /// The cells the query takes before its cursor, for placing the terminal's cursor.
  var queryWidthBeforeCursor: Int {
    let line = queryLine
    return line.text[..<line.cursor].reduce(0) { $0 + max(0, displayWidth(of: $1)) }
  }
}
