import CascadeCanvas
import CascadeFzf
import CascadeLayout

// fzf 0.74's sections around the list (`FzfSections`): their borders and labels, and the header,
// header lines and footer drawn in windows of their own. A frame draws only the cells of the
// sections: O(their area).

extension FzfListController {
  /// `--header`'s lines as given or as `change-header` set them, in input order.
  var fzfGivenHeader: [Substring] {
    if let changed = changedTexts[.header] {
      guard !changed.isEmpty else { return [] }
      let text = changed.hasSuffix("\n") ? changed.dropLast() : Substring(changed)
      return text.split(separator: "\n", omittingEmptySubsequences: false)
    }
    let lines = viewer.headerLines
    return Array(lines.dropLast(min(style.inputHeaderLineCount, lines.count)))
  }

  /// The input's header lines (`--header-lines`), in input order.
  var fzfInputHeader: [Substring] {
    let lines = viewer.headerLines
    return Array(lines.suffix(min(style.inputHeaderLineCount, lines.count)))
  }

  /// `--footer`'s lines as given or as `change-footer` set them.
  var fzfFooter: [Substring] {
    let footer = changedTexts[.footer] ?? style.footer
    guard !footer.isEmpty else { return [] }
    let text = footer.hasSuffix("\n") ? footer.dropLast() : Substring(footer)
    return text.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// True when the default separator after the count is left out: a border line stands there.
  var fzfSeparatorHidden: Bool {
    !style.separatorGiven && FzfSections.separatedByBorder(style: style, contents: fzfSectionContents(separator: false))
  }

  /// The lines the input takes: the prompt, and the line below it for the info or separator.
  var fzfInputLines: Int {
    FzfSections.inputLines(style: style, contents: fzfSectionContents(separator: false))
  }

  /// What the sections hold now.
  func fzfSectionContents(separator: Bool = true) -> FzfSections.Contents {
    var contents = FzfSections.Contents()
    contents.headerCount = fzfGivenHeader.count
    contents.headerLineCount = fzfInputHeader.count
    contents.headerShown = headerShown
    contents.footerCount = fzfFooter.count
    // Without a preview command fzf places the input by the window as given, not its alternative.
    contents.previewAtNext = (preview.command == nil ? preview.configured : preview.window).position == .next
    let chain = [preview.configured] + (preview.configured.alternative.map { [$0] } ?? [])
    if chain.contains(where: { $0.position == .next }) {
      let reversed = style.direction == .reverse
      contents.nextPreviewFacesInput =
        preview.command == nil
        ? false
        : chain.allSatisfy {
          let sides = $0.drawnBorder(reversed: reversed).sides
          return $0.position == .next && !$0.isHidden && !$0.isEmpty && (reversed ? sides.top : sides.bottom)
        }
    }
    contents.inputLines = separator ? fzfInputLines : (style.info == .default ? 2 : 1)
    return contents
  }

  /// The sections in the list's part of the screen.
  func fzfSections(in area: Rect) -> FzfSections {
    var contents = fzfSectionContents()
    contents.previewRows = fzfNextPreviewRows(in: area)
    return FzfSections(area: area, style: style, contents: contents)
  }

  /// `full` less the column `fzfWindow` gives the list beside a right border, when a section's
  /// border has its own right side there (fzf's `listStickToRight`).
  func fzfStickingToRight(_ full: Rect) -> Rect {
    let borders = style.borders.resolved(for: style.direction)
    let header = headerShown && fzfGivenHeader.count + fzfInputHeader.count > 0 && borders.header.sides.right
    guard style.border.sides.right, borders.list.sides.right || borders.input.sides.right || header else { return full }
    return Rect(x: full.minX, y: full.minY, width: max(0, full.width - 1), height: full.height)
  }

  /// A label's text: the style's, or what an action changed it to.
  func fzfLabel(_ text: FzfText) -> FzfLabel {
    var label = style.labels[text] ?? FzfLabel()
    if let changed = changedTexts[text] { label.text = changed }
    return label
  }

  /// Sets one of the texts fzf 0.74's actions change.
  func change(_ text: FzfText, to value: String) {
    changedTexts[text] = value
  }

  /// Draws the sections' borders and labels, and the header, header lines and footer that have
  /// windows of their own.
  func drawFzfSections(_ sections: FzfSections, colors: FzfColors, into buffer: inout CellBuffer) {
    let borders = style.borders.resolved(for: style.direction)
    if borders.list != .none {
      drawFzfBorder(
        borders.list, unicode: style.unicode, around: sections.listFrame, style: colors.border, into: &buffer)
      drawFzfLabel(
        fzfLabel(.listLabel), on: borders.list, frame: sections.listFrame, style: colors.label, into: &buffer)
    }
    let pointerColumns = displayWidth(of: style.pointer) + style.markerColumns
    let given = fzfGivenHeader, input = fzfInputHeader
    for (section, label) in [
      (sections.input, FzfText.inputLabel), (sections.header, .headerLabel), (sections.footer, .footerLabel),
      (sections.headerLines, nil),
    ] {
      guard let section else { continue }
      drawFzfBorder(section.border, unicode: style.unicode, around: section.frame, style: colors.border, into: &buffer)
      if let label {
        drawFzfLabel(fzfLabel(label), on: section.border, frame: section.frame, style: colors.label, into: &buffer)
      }
    }
    if let header = sections.header {
      var lines = given
      if style.direction != .reverse { lines.reverse() }
      if sections.headerLines == nil { lines += input }
      let indent = FzfSections.indent(pointerColumns, shape: header.border, list: borders.list)
      let fromBottom = style.direction != .reverse
      drawFzfHeader(
        lines, in: header.window, indent: indent, fromBottom: fromBottom, colors: colors, into: &buffer)
    }
    if let headerLines = sections.headerLines {
      let indent = FzfSections.indent(pointerColumns, shape: headerLines.border, list: borders.list)
      drawFzfHeader(
        input, in: headerLines.window, indent: indent, fromBottom: style.direction == .default, colors: colors,
        into: &buffer)
    }
    if let footer = sections.footer {
      let indent = FzfSections.indent(pointerColumns, shape: footer.border, list: borders.list)
      drawFzfHeader(
        fzfFooter, in: footer.window, indent: indent, fromBottom: false, colors: colors, into: &buffer)
    }
  }

  /// Draws header (or footer) lines in `window`, line 0 on its first row or, `fromBottom`, its
  /// last, each `indent` columns in and cut to the window; their SGR colours kept, as fzf's.
  private func drawFzfHeader(
    _ lines: [Substring], in window: Rect, indent: Int, fromBottom: Bool, colors: FzfColors,
    into buffer: inout CellBuffer
  ) {
    let width = max(0, window.width - indent - 1)
    var state = Style.plain
    for (i, line) in lines.enumerated() where i < window.height {
      let y = fromBottom ? window.maxY - 1 - i : window.minY + i
      state = drawFzfHeaderLine(
        line, at: Point(x: window.minX + indent, y: y), width: width, startingWith: state, clip: window,
        colors: colors, into: &buffer)
    }
  }

  /// Draws one header line at `origin`, cut to `width` as the list's lines are, and returns the
  /// style its escape sequences leave for the next line.
  @discardableResult
  func drawFzfHeaderLine(
    _ line: Substring, at origin: Point, width: Int, startingWith state: Style, clip: Rect, colors: FzfColors,
    into buffer: inout CellBuffer
  ) -> Style {
    let colored = ColoredText(Array(line.utf8), startingWith: state)
    let scalarStyles =
      colors.keepsInputColors && !colored.spans.isEmpty
      ? colored.scalarStyles(count: colored.text.unicodeScalars.count) : []
    let cells = Self.fzfStyledCells(
      colored.text, highlighted: [Int](), scalarStyles: scalarStyles, tabstop: style.tabstop)
    let fitted = FzfListLine.fitting(
      cells.characters, matched: cells.matched, styles: cells.styles, maxWidth: width, cutting: style.cutting)
    guard !fitted.styles.isEmpty else {
      buffer.draw(String(fitted.characters), at: origin, style: colors.header, clip: clip)
      return colored.endStyle
    }
    var x = origin.x
    for (character, input) in zip(fitted.characters, fitted.styles) {
      let cellStyle = input.map { colors.input($0, on: colors.normal, isMatch: false) } ?? colors.header
      x += buffer.draw(String(character), at: Point(x: x, y: origin.y), style: cellStyle, clip: clip)
    }
    return colored.endStyle
  }
}
