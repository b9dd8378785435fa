import CascadeCanvas
import CascadeFzf
import CascadeLayout
import CascadeSystem

// fzf 0.74's `click-header` and `click-footer`: a click on a header or footer line runs the
// actions bound to the event, with the line (counted as fzf counts it), the column and the word
// clicked in `FZF_CLICK_HEADER_LINE`, `FZF_CLICK_HEADER_COLUMN` and `FZF_CLICK_HEADER_WORD` (or
// `FOOTER`'s) for their commands. O(the header's lines) per click.

extension FzfListController {
  /// Runs `click-header`'s or `click-footer`'s actions when `point` is on a header or footer
  /// line and the event is bound; nil otherwise.
  func fzfClickOnHeaderOrFooter(at point: Point) -> ViewerAction? {
    let full = fzfStickingToRight(Self.fzfWindow(for: screenSize, style: style).window)
    let layout = fzfListLayout(in: fzfPreviewLayout(in: full, style: style).list)
    let sections = layout.sections
    let borders = style.borders.resolved(for: style.direction)
    let base = displayWidth(of: style.pointer) + style.markerColumns
    let given = headerShown ? fzfGivenHeader : [], input = headerShown ? fzfInputHeader : []
    if let footer = sections.footer, footer.window.contains(point) {
      let x = point.x - footer.window.minX - FzfSections.indent(base, shape: footer.border, list: borders.list)
      let line = point.y - footer.window.minY
      let lines = fzfFooter
      guard x >= 0, line < lines.count else { return nil }
      return fzfClick(.clickFooter, name: "FOOTER", line: line + 1, column: x + 1, text: lines[line])
    }
    var clicked: (line: Int, column: Int)?
    if let header = sections.header, header.window.contains(point) {
      let x = point.x - header.window.minX - FzfSections.indent(base, shape: header.border, list: borders.list)
      var line = point.y - header.window.minY + 1
      if style.direction != .reverse, sections.headerLines != nil { line += input.count }
      if x >= 0 { clicked = (line, x + 1) }
    } else if let lines = sections.headerLines, lines.window.contains(point) {
      let x = point.x - lines.window.minX - FzfSections.indent(base, shape: lines.border, list: borders.list)
      var line = point.y - lines.window.minY + 1
      if style.direction == .reverse { line += given.count }
      if x >= 0 { clicked = (line, x + 1) }
    } else if sections.headerInList, !layout.header.isEmpty, sections.list.contains(point) {
      let window = sections.list
      let first = style.headerFirst ? 0 : layout.inputLines
      let x = point.x - window.minX - base
      for i in layout.header.indices
      where Self.fzfRow(first + i, in: window, direction: style.direction, fixedLines: layout.fixed) == point.y {
        if x >= 0 { clicked = (style.direction == .reverse ? i + 1 : layout.header.count - i, x + 1) }
      }
    }
    guard let clicked else { return nil }
    // fzf numbers the input's header lines first (upside down in the default layout), then
    // `--header`'s; with `--layout=reverse`, `--header`'s first.
    var first = input, second = given
    if style.direction == .reverse { swap(&first, &second) }
    let index = clicked.line - 1
    let text: Substring
    if index < first.count {
      text = first[style.direction == .default ? first.count - index - 1 : index]
    } else if index - first.count < second.count {
      text = second[index - first.count]
    } else {
      return nil
    }
    return fzfClick(.clickHeader, name: "HEADER", line: clicked.line, column: clicked.column, text: text)
  }

  /// Sets the click's variables and runs the event's actions, when it is bound.
  private func fzfClick(_ event: FzfEvent, name: String, line: Int, column: Int, text: Substring) -> ViewerAction? {
    guard !viewer.fzf.unboundEvents.contains(event), let actions = options.bindings[.event(event)] else { return nil }
    SystemEnvironment.set("FZF_CLICK_\(name)_LINE", to: String(line))
    SystemEnvironment.set("FZF_CLICK_\(name)_COLUMN", to: String(column))
    SystemEnvironment.set("FZF_CLICK_\(name)_WORD", to: Self.fzfWord(in: text, atColumn: column - 1) ?? "")
    return viewer.perform(actions)
  }

  /// The blank-separated word of `line` (its escape sequences dropped) that covers `column`.
  static func fzfWord(in line: Substring, atColumn column: Int) -> String? {
    let text = ColoredText(Array(line.utf8)).text
    var x = 0, word = "", start = 0
    for character in text + " " {
      if character == " " || character == "\t" {
        if !word.isEmpty, column >= start, column < x { return word }
        word = ""
        x += 1
        start = x
      } else {
        word.append(character)
        x += max(0, displayWidth(of: character))
      }
    }
    return nil
  }
}
