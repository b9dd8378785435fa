import CascadeCanvas
import CascadeData
import CascadeFzf
import CascadeLayout
import CascadeView

// The list drawn as fzf 0.38 draws it: the same cards, focus, selection and filter as the
// viewer's. Lines are placed as fzf's `move` places them: logical line 0 is the prompt, then the
// info line, the header, and the list; `--layout` decides where each lands.
// A frame draws only the lines on screen: O(window height × line width).

extension FzfListController {
  /// The list's rows on a screen of `size`: the window less the prompt, info and header lines.
  func fzfListRowCount(for size: Size) -> Int {
    let full = fzfStickingToRight(Self.fzfWindow(for: size, style: style).window)
    let layout = fzfListLayout(in: fzfPreviewLayout(in: full, style: style).list)
    return max(0, layout.sections.list.height - layout.fixed)
  }

  /// `--header` (upside down in the layouts that grow upwards, as fzf turns it) then the input's
  /// header lines; none while `toggle-header` hides them.
  private func fzfHeader(_ style: FzfListStyle) -> [Substring] {
    guard headerShown else { return [] }
    var given = fzfGivenHeader
    if style.direction != .reverse { given.reverse() }
    return given + fzfInputHeader
  }

  /// The sections in `area` (the list's part of the screen), the header lines the list's window
  /// holds, the input's lines it holds, and all its lines that are not items.
  func fzfListLayout(in area: Rect) -> (sections: FzfSections, header: [Substring], inputLines: Int, fixed: Int) {
    let sections = fzfSections(in: area)
    let header = sections.headerInList ? fzfHeader(style) : []
    let inputLines = sections.inputInList ? fzfInputLines : 0
    return (sections, header, inputLines, inputLines + header.count)
  }

  /// Where the border goes and the window inside it, as fzf's margins, border and padding leave it.
  static func fzfWindow(for size: Size, style: FzfListStyle) -> (border: Rect, window: Rect) {
    let sides = style.border.sides
    let h = size.height, w = size.width
    let margin = [
      style.margin[0].cells(of: h), style.margin[1].cells(of: w), style.margin[2].cells(of: h),
      style.margin[3].cells(of: w),
    ]
    let padding = [
      style.padding[0].cells(of: h), style.padding[1].cells(of: w), style.padding[2].cells(of: h),
      style.padding[3].cells(of: w),
    ]
    // A side line takes a row, or a column and a blank beside it.
    let extra = [sides.top ? 1 : 0, sides.right ? 2 : 0, sides.bottom ? 1 : 0, sides.left ? 2 : 0]
    let border = Rect(
      x: margin[3], y: margin[0], width: max(0, w - margin[1] - margin[3]), height: max(0, h - margin[0] - margin[2]))
    let top = margin[0] + extra[0] + padding[0], left = margin[3] + extra[3] + padding[3]
    // fzf puts the scroll bar next to a right border, in the blank column.
    var width = w - left - margin[1] - extra[1] - padding[1] + (sides.right ? 1 : 0)
    width = max(0, width)
    let height = max(0, h - top - margin[2] - extra[2] - padding[2])
    return (border, Rect(x: left, y: top, width: width, height: height))
  }

  /// The styles of fzf's list: its `--color` theme, or attributes alone without colour.
  var fzfColors: FzfColors { FzfColors(theme: options.theme, fzf: style.theme) }

  /// Draws the list and returns the cursor's place after the query.
  @discardableResult
  public func render(into buffer: inout CellBuffer) -> Point? {
    // Too small a screen shows the viewer's placeholder.
    guard Viewer.showsCards(on: buffer.size) else { return viewer.render(into: &buffer) }
    viewer.beginInlinePictures()
    defer { viewer.settleInlinePictures(in: &buffer) }
    if buffer.size != screenSize { viewer.resize(to: buffer.size) }
    collectionView.finishPendingMotion()
    return drawFzfList(into: &buffer)
  }

  private func drawFzfList(into buffer: inout CellBuffer) -> Point? {
    let colors = fzfColors
    let (borderRect, outer) = Self.fzfWindow(for: buffer.size, style: style)
    let full = fzfStickingToRight(outer)
    // fzf's windows take `bg`'s colour; the margins stay the terminal's.
    if colors.normal.background != .terminalDefault {
      buffer.fill(borderRect, style: Style(background: colors.normal.background))
    }
    drawFzfBorder(style.border, unicode: style.unicode, around: borderRect, style: colors.border, into: &buffer)
    var borderLabel = style.borderLabel
    if let changedBorderLabel { borderLabel.text = changedBorderLabel }
    drawFzfLabel(borderLabel, on: style.border, frame: borderRect, style: colors.label, into: &buffer)
    let (area, paneFrame, paneText) = fzfPreviewLayout(in: full, style: style)
    guard area.width > 0, area.height > 0 else { return nil }
    let (sections, header, inputLines, fixed) = fzfListLayout(in: area)
    let window = sections.list
    drawFzfSections(sections, colors: colors, into: &buffer)
    let rows = max(0, window.height - fixed)
    func row(_ line: Int) -> Int {
      Self.fzfRow(line, in: window, direction: style.direction, fixedLines: fixed)
    }
    // fzf's `promptLine`: with `--header-first` the header takes the first lines, as many as leave
    // room for the prompt and info lines, and the prompt and info follow it.
    let headerShown = style.headerFirst ? min(header.count, max(0, window.height - inputLines)) : header.count
    let promptLine = style.headerFirst ? headerShown : 0
    let headerLine = style.headerFirst ? 0 : inputLines
    // The input's lines: in a window of their own (its prompt on the row next to the list), or
    // the list's.
    let inputWindow = sections.input?.window ?? window
    func inputRow(_ line: Int) -> Int {
      guard let input = sections.input?.window else { return row(promptLine + line) }
      return style.direction == .reverse ? input.minY + line : input.maxY - 1 - line
    }
    // The header's lines in the list's window.
    let headerWidth = max(0, window.width - (displayWidth(of: style.pointer) + style.markerColumns + 1))
    var headerState = Style.plain
    for (i, line) in header.prefix(headerShown).enumerated() where headerLine + i < window.height {
      headerState = drawFzfHeaderLine(
        line, at: Point(x: window.minX + displayWidth(of: style.pointer) + style.markerColumns, y: row(headerLine + i)),
        width: headerWidth, startingWith: headerState, clip: window, colors: colors, into: &buffer)
    }
    // The list.
    drawFzfItems(style, rows: rows, firstLine: fixed, in: window, row: row, colors: colors, into: &buffer)
    if let frame = sections.preview ?? paneFrame, let text = sections.preview.map(fzfPreviewText(in:)) ?? paneText {
      let (paneFrame, paneText) = (frame, text)
      drawFzfPreviewFrame(paneFrame, border: fzfPreviewBorder, unicode: style.unicode, into: &buffer)
      var previewLabel = style.previewLabel
      if let changedPreviewLabel { previewLabel.text = changedPreviewLabel }
      drawFzfLabel(previewLabel, on: fzfPreviewBorder, frame: paneFrame, style: colors.previewLabel, into: &buffer)
      viewer.drawPreviewText(in: paneText, pane: paneFrame, into: &buffer)
    }
    guard !style.inputless, inputWindow.width > 0, inputWindow.height > 0 else { return nil }
    return drawFzfInput(in: inputWindow, row: inputRow, colors: colors, into: &buffer)
  }

  /// The prompt and query on the input's first line, the count after the query or on the next
  /// line; returns the cursor's place.
  private func drawFzfInput(
    in window: Rect, row: (Int) -> Int, colors: FzfColors, into buffer: inout CellBuffer
  ) -> Point? {
    // The prompt and query.
    let promptY = row(0)
    // fzf draws the prompt's SGR colours; what follows its last coloured part (without colours,
    // its trailing blanks) is drawn plain.
    let promptText = ColoredText(viewer.prompt)
    let coloredPrompt = colors.keepsInputColors && !promptText.spans.isEmpty
    var head = promptText.text, tail = ""
    if coloredPrompt, let end = promptText.spans.last?.scalars.upperBound {
      let scalars = promptText.text.unicodeScalars
      let split = scalars.index(scalars.startIndex, offsetBy: min(end, scalars.count))
      (head, tail) = (String(scalars[..<split]), String(scalars[split...]))
    } else {
      let blanks = head.reversed().prefix { $0 == " " }.count
      (head, tail) = (String(head.dropLast(blanks)), String(repeating: " ", count: blanks))
    }
    var promptWidth = buffer.draw(
      head, at: Point(x: window.minX, y: promptY), maxWidth: window.width, style: colors.prompt, clip: window)
    promptWidth += buffer.draw(
      tail, at: Point(x: window.minX + promptWidth, y: promptY), maxWidth: max(0, window.width - promptWidth),
      style: Style(foreground: colors.normal.foreground, background: colors.normal.background), clip: window)
    if coloredPrompt {
      overlay(
        promptText, at: Point(x: window.minX, y: promptY), attributes: colors.prompt.attributes, clip: window,
        into: &buffer)
    }
    let queryWidth = buffer.draw(
      filterText, at: Point(x: window.minX + promptWidth, y: promptY), maxWidth: max(0, window.width - promptWidth - 1),
      style: options.filtersAsTyped ? colors.query : colors.disabled, clip: window)
    let cursor = Point(
      x: min(window.maxX - 1, window.minX + promptWidth + min(queryWidth, viewer.queryWidthBeforeCursor)), y: promptY)
    // The count.
    var count = "\(source.shownCount)/\(max(source.shownCount, source.totalCount))"
    // fzf says which order is in effect once a key toggles it.
    if options.bindings.actions.values.contains(where: { $0.contains(.toggleSort) }) {
      count += source.matchOptions.sorts ? " +S" : " -S"
    }
    if source.totalCount == 0, !viewer.isLoading, let failed = options.failedInputCommand?() {
      count = "[Command failed: \(failed)]"
    } else if options.allowsMultipleSelection {
      let selected = viewer.selection.count
      count += options.selectionLimit.map { " (\(selected)/\($0))" } ?? " (\(selected))"
    }
    var infoX: Int?, infoY = promptY
    switch style.info {
    case .default:
      infoY = row(1)
      if viewer.isLoading {
        buffer.draw(
          Self.fzfSpinner(frame: viewer.progress?.recordCount ?? 0), at: Point(x: window.minX, y: infoY),
          style: colors.spinner, clip: window)
      }
      infoX = 2
    case .inline:
      // fzf's `--info=inline[:SEP]`: SEP one cell after the query, cut to the window.
      let x = promptWidth + queryWidth + 1
      let separator = Self.fzfPrefix(of: style.inlineInfoSeparator, width: window.width - x)
      let used = buffer.draw(
        separator, at: Point(x: window.minX + x, y: promptY), style: viewer.isLoading ? colors.spinner : colors.prompt,
        clip: window)
      infoX = x + used
    case .inlineRight:
      // fzf 0.74's `inline-right`: the count at the line's right end, one column in, never over
      // the query; the separator, when shown, on the line below.
      infoX = max(promptWidth + queryWidth + 1, window.width - displayWidth(of: count) - 1)
    case .hidden:
      break
    }
    if let x = infoX {
      let room = window.width - x
      if displayWidth(of: count) > room {
        count = String(count.prefix(max(0, room - 2))) + String(repeating: ".", count: max(0, min(room, 2)))
      }
      let used = buffer.draw(count, at: Point(x: window.minX + x, y: infoY), style: colors.info, clip: window)
      let fill = room - used - 2
      let separates = !fzfSeparatorHidden && style.separator.runs.contains(where: { displayWidth(of: $0.text) > 0 })
      if style.info == .inlineRight, separates {
        drawFzfSeparator(
          style.separator, width: window.width - 1, at: Point(x: window.minX, y: row(1)), style: colors.separator,
          clip: window, into: &buffer)
      } else if fill > 0, separates {
        buffer.draw(" ", at: Point(x: window.minX + x + used, y: infoY), style: colors.separator, clip: window)
        drawFzfSeparator(
          style.separator, width: fill, at: Point(x: window.minX + x + used + 1, y: infoY), style: colors.separator,
          clip: window, into: &buffer)
      }
    }
    return cursor
  }

  /// Restyles the cells of `text` drawn from `origin` where it has colours, as fzf merges them: the
  /// input's colours (the terminal's where it has none) and attributes joined with `attributes`.
  /// - Complexity: O(text).
  private func overlay(
    _ text: ColoredText, at origin: Point, attributes: TextAttributes, clip: Rect, into buffer: inout CellBuffer
  ) {
    guard !text.spans.isEmpty else { return }
    let styles = text.scalarStyles(count: text.text.unicodeScalars.count)
    let area = clip.intersection(buffer.bounds)
    var x = origin.x, scalar = 0
    for character in text.text {
      let width = max(0, displayWidth(of: character))
      if let input = styles[scalar] {
        for column in x..<x + width
        where column >= area.minX && column < area.maxX && origin.y >= area.minY && origin.y < area.maxY {
          buffer[column, origin.y].style = Style(
            foreground: input.foreground, background: input.background, attributes: input.attributes.union(attributes))
        }
      }
      x += width
      scalar += character.unicodeScalars.count
    }
  }

  /// The list's lines from `offset`, the scroll bar on the window's last column when they
  /// do not all fit.
  private func drawFzfItems(
    _ style: FzfListStyle, rows: Int, firstLine: Int, in window: Rect, row: (Int) -> Int, colors: FzfColors,
    into buffer: inout CellBuffer
  ) {
    let total = source.shownCount
    let current = collectionView.focusedIndexPath.map(source.flatIndex(of:)) ?? 0
    let pointerWidth = displayWidth(of: style.pointer), markerWidth = style.markerColumns
    let maxWidth = window.width - (pointerWidth + markerWidth + 1)
    offset = fzfItemOffset(
      offset, current: current, total: total, rows: rows, width: maxWidth, style: style)
    let (barLength, barStart) = Self.fzfScrollBar(total: total, rows: rows, offset: offset)
    let plan = fzfListRows(from: offset, rows: rows, width: maxWidth, style: style)
    for i in 0..<rows {
      let y = row(firstLine + i)
      if i >= barStart && i < barStart + barLength && !style.scrollbar.isEmpty {
        buffer.draw(style.scrollbar, at: Point(x: window.maxX - 1, y: y), style: colors.scrollBar, clip: window)
      }
      guard i < plan.count else { continue }
      guard plan[i].part != nil else {
        // fzf's gap line, on the last row of each gap, after the gutter and the marker's column.
        let gapRow = plan[..<i].reversed().prefix { $0.part == nil }.count
        let x = window.minX + pointerWidth + markerWidth
        if gapRow == style.gap - 1, !style.gapLine.isEmpty {
          drawFzfSeparator(
            StyledLine([StyledRun(style.gapLine)]), width: max(0, window.width - pointerWidth - markerWidth - 1),
            at: Point(x: x, y: y), style: colors.separator, clip: window, into: &buffer)
        }
        continue
      }
      let flat = plan[i].flat
      guard let indexPath = source.indexPath(forFlatIndex: flat) else { continue }
      let isCurrent = flat == current
      // The pointer and a selected item's marker go on each of its rows, as in fzf 0.53.
      let isSelected = collectionView.isSelected(indexPath)
      let base = isCurrent ? colors.current : colors.normal
      let line = plan[i].line
      // `--highlight-line` paints the current item's rows to the edge; without it only the text.
      if isCurrent && style.highlightLine {
        buffer.fill(
          Rect(x: window.minX, y: y, width: pointerWidth + markerWidth + max(0, maxWidth), height: 1),
          style: colors.current, clip: window)
      }
      var x = window.minX
      // While `jump` waits, each item shows its label where the pointer goes, on stripes as fzf's.
      let item = flat - offset
      let label = jumpAccepts != nil && item < style.jumpLabels.count ? style.jumpLabels[item] : nil
      // The other lines' pointer column: blanks on the gutter's colour, or `--gutter`'s character
      // in it (fzf 0.74's `ColPointerEmptyChar`).
      let gutter = style.gutter.map { $0 + String(repeating: " ", count: max(0, pointerWidth - 1)) }
      let pointer =
        label.map { String($0) + String(repeating: " ", count: max(0, pointerWidth - 1)) }
        ?? (isCurrent ? style.pointer : pointerWidth == 0 ? "" : gutter ?? String(repeating: " ", count: pointerWidth))
      let gutterStyle = gutter == nil ? colors.gutter : colors.gutterCharacter
      x += buffer.draw(
        pointer, at: Point(x: x, y: y),
        style: isCurrent || (label != nil && item % 2 == 0)
          ? colors.pointer : label != nil ? colors.gutter : gutterStyle,
        clip: window)
      x += buffer.draw(
        isSelected ? style.marker(for: plan[i].edge) : String(repeating: " ", count: markerWidth),
        at: Point(x: x, y: y), style: isSelected ? colors.marker(on: base) : colors.markerEmpty(on: base),
        clip: window)
      for (n, (character, isMatch)) in zip(line.characters, line.matched).enumerated() {
        let input = n < line.styles.count ? line.styles[n] : nil
        var cell =
          input.map { colors.input($0, on: base, isMatch: isMatch) } ?? (isMatch ? colors.match(on: base) : base)
        if n < plan[i].dimmed.count && plan[i].dimmed[n] { cell.attributes.insert(.dim) }
        x += buffer.draw(String(character), at: Point(x: x, y: y), style: cell, clip: window)
      }
    }
  }

  /// The screen row of logical line `line` (0 the prompt, then info, header, list), fzf's `move`.
  static func fzfRow(_ line: Int, in window: Rect, direction: FzfListStyle.Direction, fixedLines: Int) -> Int {
    let h = window.height
    switch direction {
    case .default: return window.minY + h - line - 1
    case .reverse: return window.minY + line
    case .reverseList: return window.minY + (line < fixedLines ? h - line - 1 : line - fixedLines)
    }
  }

  /// The list line (a flat index) drawn at screen row `y`, nil off the list.
  func fzfLine(atRow y: Int) -> Int? {
    let full = fzfStickingToRight(Self.fzfWindow(for: screenSize, style: style).window)
    let layout = fzfListLayout(in: fzfPreviewLayout(in: full, style: style).list)
    let window = layout.sections.list, fixed = layout.fixed
    let rows = max(0, window.height - fixed)
    guard
      let i = (0..<rows).first(where: {
        Self.fzfRow(fixed + $0, in: window, direction: style.direction, fixedLines: fixed) == y
      })
    else { return nil }
    let width = window.width - (displayWidth(of: style.pointer) + style.markerColumns + 1)
    let plan = fzfListRows(from: offset, rows: i + 1, width: width, style: style)
    return i < plan.count && plan[i].part != nil ? plan[i].flat : nil
  }

  /// fzf's `constrain`: the first line shown, moved as little as keeps `current` in view, and
  /// `scrollOff` lines (at most half the rows) beyond it while the list has them.
  /// - Complexity: O(scrollOff), fzf's step-by-step loop.
  static func fzfOffset(_ offset: Int, current: Int, total: Int, rows: Int, scrollOff: Int = 0) -> Int {
    let lower = max(current - rows + 1, 0)
    let upper = max(min(total - rows, current), 0)
    var offset = min(max(offset, lower), upper)
    let margin = min(rows / 2, scrollOff)
    guard margin > 0 else { return offset }
    while true {
      let previous = offset
      if current - offset < margin { offset = max(lower, offset - 1) }
      if current - offset >= rows - margin { offset = min(upper, offset + 1) }
      if offset == previous { return offset }
    }
  }

  /// `text` as fzf lays it out in cells: a tab runs to the next stop of `tabstop` from the text's
  /// start, a newline is `newline`, other control characters are blanks; each cell says whether its character is among `highlighted` (scalar offsets).
  /// - Complexity: O(text).
  static func fzfCells(
    _ text: some StringProtocol, highlighted: some Collection<Int>, tabstop: Int, newline: Character = " "
  ) -> (characters: [Character], matched: [Bool]) {
    let cells = fzfStyledCells(text, highlighted: highlighted, scalarStyles: [], tabstop: tabstop, newline: newline)
    return (cells.characters, cells.matched)
  }

  /// `fzfCells`, each cell also in the style of its character's first scalar in `scalarStyles`
  /// (the input's colours, one per scalar of `text`; empty for none, and then `styles` is empty).
  /// - Complexity: O(text + highlighted).
  static func fzfStyledCells(
    _ text: some StringProtocol, highlighted: some Collection<Int>, scalarStyles: [Style?], tabstop: Int,
    newline: Character = " "
  ) -> (characters: [Character], matched: [Bool], styles: [Style?]) {
    // A set, so each character's look is O(1) rather than O(matches): this runs for every row drawn.
    let highlighted = Set(highlighted)
    var characters: [Character] = [], matched: [Bool] = [], styles: [Style?] = []
    var scalar = 0, column = 0
    let stop = max(1, tabstop)
    for character in text {
      let isMatch = !highlighted.isEmpty && highlighted.contains(scalar)
      let cellStyle = scalar < scalarStyles.count ? scalarStyles[scalar] : nil
      scalar += character.unicodeScalars.count
      if character == "\r\n" {
        // One Character to Swift, two to fzf: a carriage return (a blank) and a newline.
        characters += [" ", newline]
        matched += [isMatch, !highlighted.isEmpty && highlighted.contains(scalar - 1)]
        if !scalarStyles.isEmpty { styles += [cellStyle, cellStyle] }
        column += 2
        continue
      }
      let cells = character == "\t" ? stop - column % stop : 1
      // A newline (an item read with `--read0`) or another control character shows as a blank.
      let isControl = character.unicodeScalars.allSatisfy { $0.value < 0x20 || $0.value == 0x7F }
      let shown: Character = character == "\n" ? newline : character == "\t" || isControl ? " " : character
      for _ in 0..<cells {
        characters.append(shown)
        matched.append(isMatch)
        if !scalarStyles.isEmpty { styles.append(cellStyle) }
      }
      column += character == "\t" ? cells : isControl ? 1 : max(0, displayWidth(of: character))
    }
    return (characters, matched, styles)
  }

  /// fzf's scroll bar: its length and first row, (0, 0) when every line fits.
  static func fzfScrollBar(total: Int, rows: Int, offset: Int) -> (length: Int, start: Int) {
    guard total > 0, total > rows, rows > 0 else { return (0, 0) }
    let length = max(1, rows * rows / total)
    return (length, (rows - length) * offset / (total - rows))
  }

  /// fzf's spinner, one frame per call.
  static func fzfSpinner(frame: Int) -> String {
    let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    return frames[frame / 1000 % frames.count]
  }

  /// The longest start of `text` that fits `width` cells (fzf's `trimRight`).
  static func fzfPrefix(of text: String, width: Int) -> String {
    var used = 0
    return String(
      text.prefix {
        used += max(0, displayWidth(of: $0)); return used <= width
      })
  }

  /// `separator` repeated over `width` cells, the last repetition cut (fzf's `RepeatToFill`); its
  /// own colours kept, the rest in `style`. O(width).
  private func drawFzfSeparator(
    _ separator: StyledLine, width: Int, at origin: Point, style: Style, clip: Rect, into buffer: inout CellBuffer
  ) {
    var x = 0
    while x < width {
      for run in separator.runs {
        for character in run.text {
          let cells = max(0, displayWidth(of: character))
          guard x + cells <= width else { return }
          buffer.draw(
            String(character), at: Point(x: origin.x + x, y: origin.y), style: run.style == .plain ? style : run.style,
            clip: clip)
          x += cells
        }
      }
    }
  }

  /// `label` in the top or bottom line of the border drawn around `frame`: fzf writes labels only
  /// into borders with such a line, and into a `bottom` border's bottom line.
  func drawFzfLabel(
    _ label: FzfLabel, on border: FzfListStyle.Border, frame: Rect, style: Style, into buffer: inout CellBuffer
  ) {
    let sides = border.sides
    guard sides.top || sides.bottom else { return }
    var label = label
    if border == .bottom { label.bottom = true }
    label.draw(in: frame, style: style, keepsColors: fzfColors.keepsInputColors, into: &buffer)
  }

  func drawFzfBorder(
    _ border: FzfListStyle.Border, unicode: Bool, around rect: Rect, style: Style, into buffer: inout CellBuffer
  ) {
    let box = border.box
    let sides = border.sides
    // fzf prints a left line with the blank after it, both in the border's colours.
    guard rect.width > 0, rect.height > 0 else { return }
    if sides.left, rect.width > 1 {
      let top = rect.minY + (sides.top ? 1 : 0)
      for y in top..<max(top, rect.maxY - (sides.bottom ? 1 : 0)) {
        buffer.draw(" ", at: Point(x: rect.minX + 1, y: y), style: style, clip: rect)
      }
    }
    if let box {
      buffer.drawBox(
        rect, border: options.theme == .ascii || !unicode ? .ascii : box, style: style, clip: buffer.bounds)
      return
    }
    Self.drawBorderSides(sides, of: rect, ascii: options.theme == .ascii || !unicode, style: style, into: &buffer)
  }

  /// The sides a border without a box draws (`top`, `bottom`, `horizontal`, `vertical`, `left`,
  /// `right`), as lines along `rect`'s edges, clipped to it; the list's border and the preview's.
  static func drawBorderSides(
    _ sides: (top: Bool, right: Bool, bottom: Bool, left: Bool), of rect: Rect, ascii: Bool, style: Style,
    into buffer: inout CellBuffer
  ) {
    let horizontal = ascii ? "-" : "─", vertical = ascii ? "|" : "│"
    if sides.top {
      buffer.draw(String(repeating: horizontal, count: rect.width), at: rect.origin, style: style, clip: rect)
    }
    if sides.bottom {
      buffer.draw(
        String(repeating: horizontal, count: rect.width), at: Point(x: rect.minX, y: rect.maxY - 1), style: style,
        clip: rect)
    }
    for y in rect.minY..<rect.maxY {
      if sides.left { buffer.draw(vertical, at: Point(x: rect.minX, y: y), style: style, clip: rect) }
      if sides.right { buffer.draw(vertical, at: Point(x: rect.maxX - 1, y: y), style: style, clip: rect) }
    }
  }
}
