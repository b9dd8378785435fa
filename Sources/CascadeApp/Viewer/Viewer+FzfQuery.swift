import CascadeCanvas
import CascadeFzf

// The query line's cursor when Cascade runs as fzf: fzf 0.38's emacs keys (Ctrl-A/B/F/E, Ctrl-D,
// Ctrl-U, Ctrl-W, Ctrl-Y, Alt-B/F/D, Home, End, Left, Right, Del; `FzfKeymap`) and the same edits
// bound with `--bind`, each an `editQuery` action, applied by `FzfQueryLine` to the query and a
// cursor kept as the characters after it.

extension Viewer {
  /// The query with its cursor and the text last killed.
  var queryLine: FzfQueryLine {
    let text = Array(filterText)
    return FzfQueryLine(
      text: text, cursor: text.count - min(fzf.queryCursorFromEnd, text.count), yanked: fzf.yankedQuery,
      filepathWord: options.fzfList?.filepathWord ?? false)
  }

  /// Edits the query line; the cards are filtered again only when the text changed.
  /// - Complexity: O(query) besides the filtering.
  func editQuery(_ change: (inout FzfQueryLine) -> Void) {
    var line = queryLine
    let before = line.text
    change(&line)
    fzf.yankedQuery = line.yanked
    if line.text != before { setFilter(String(line.text)) }
    fzf.queryCursorFromEnd = line.text.count - line.cursor
  }

  /// The cells the query takes before its cursor, for placing the terminal's cursor.
  var queryWidthBeforeCursor: Int {
    let line = queryLine
    return line.text[..<line.cursor].reduce(0) { $0 + max(0, displayWidth(of: $1)) }
  }
}
