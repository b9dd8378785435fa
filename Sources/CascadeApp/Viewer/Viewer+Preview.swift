import CascadeCanvas
import CascadeData
import CascadeFzf
import CascadeLayout
import CascadeSystem
import CascadeView

// The preview pane: `--preview CMD` run on the focused record beside or below the cards, or the
// record itself. The command starts once the focus has rested for `PreviewPane.debounce`, is killed
// when the focus moves on, and its output is read on a background thread; the loop's timeout
// (`previewTimeoutMilliseconds`) brings the viewer back to start it and to take new output, so
// nothing here waits.

extension Viewer {
  /// The cards' part and the pane's part of a screen of `size`: below the header, above the status
  /// line, split as the preview window says while the pane is shown; the table's column names
  /// take the cards' first row.
  func cardAndPreviewAreas(for size: Size) -> (cards: Rect, pane: Rect?) {
    let (cards, pane, _) = cardPreviewAndTableAreas(for: size)
    return (cards, pane)
  }

  /// `cardAndPreviewAreas(for:)` and the row of the table's column names, nil when none is shown.
  func cardPreviewAndTableAreas(for size: Size) -> (cards: Rect, pane: Rect?, tableNames: Rect?) {
    let viewport = Self.viewportSize(for: size)
    let headerRows = headerRowCount(for: size)
    let area = Rect(x: 0, y: headerRows, width: viewport.width, height: max(0, viewport.height - headerRows))
    let (cards, pane) = preview.isShown ? preview.window.split(area) : (area, nil)
    guard tableHeaderRows(in: cards.height) == 1 else { return (cards, pane, nil) }
    let names = Rect(x: cards.minX, y: cards.minY, width: cards.width, height: 1)
    return (Rect(x: cards.minX, y: cards.minY + 1, width: cards.width, height: cards.height - 1), pane, names)
  }

  /// Shows the pane, or hides it (stopping its command), and re-fits the cards to what is left
  /// (fzf's `toggle-preview`; the `p` key).
  public func togglePreview() {
    let shows = !preview.isShown
    if shows { preview.isEnabled = true }
    // `--preview-window hidden` says how the pane starts; from now on the key decides, for the
    // window in effect (the alternative's flag while it is), as in fzf.
    preview.changeWindowInEffect { $0.isHidden = !shows }
    if !shows { preview.reset() }
    preview.startsAtOnce = shows
    resize(to: screenSize)
  }

  /// Chooses the window in effect at the current size: the configured one, or its alternative
  /// while the pane would be narrower (or shorter) than its threshold. The pane's size is measured
  /// as it would be placed: fzf's way beside fzf's list, else beside the cards.
  /// - Complexity: O(1).
  func choosePreviewWindow() {
    let measure: (PreviewWindow) -> Int
    if let list = shownList {
      let full = FzfListController.fzfWindow(for: screenSize, style: list.style).window
      measure = { FzfListController.fzfPreviewCells($0, in: full) }
    } else {
      let viewport = Self.viewportSize(for: screenSize)
      let area = Size(width: viewport.width, height: max(0, viewport.height - headerRowCount(for: screenSize)))
      measure = { window in
        let across = window.position == .left || window.position == .right ? area.width : area.height
        return window.size.cells(of: across, keeping: 4)
      }
    }
    let (window, isAlternative) = preview.configured.inEffect(paneCells: measure)
    if window != preview.window { preview.rowsCache = nil }
    preview.window = window
    preview.usesAlternative = isAlternative
  }

  /// Runs `command` in the pane from now on (fzf's `change-preview`); nil shows the record itself.
  /// The pane shows if it was hidden.
  public func changePreview(to command: String?) {
    preview.command = command
    preview.reset()
    if command == nil {
      preview.lines = []
      preview.rowsCache = nil
    }
    if !preview.isShown { togglePreview() }
  }

  /// fzf's `change-preview-window(a|b|…)`: the window as `--preview-window` gave it with the next
  /// alternative's words on top (the first at the first press); `hidden` hides the pane, any other
  /// shows it. A pane whose place or size changed runs its command again (its output may depend on
  /// `FZF_PREVIEW_COLUMNS`).
  public func changePreviewWindow(_ spec: String) {
    let alternatives = spec.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
    let turn = preview.windowTurns[spec, default: 0] % alternatives.count
    preview.windowTurns[spec] = (turn + 1) % alternatives.count
    var window = preview.initialWindow
    guard (try? window.apply(spec: alternatives[turn])) != nil else { return }
    let old = preview.window
    let wasShown = preview.isShown
    preview.configured = window
    preview.isEnabled = preview.command != nil || preview.once != nil || shownList == nil
    choosePreviewWindow()
    window = preview.window
    let shows = preview.isShown
    preview.isFollowing = window.follows
    if window.follows { preview.offset = Int.max / 2 }
    preview.rowsCache = nil
    if !shows {
      preview.reset()
    } else if !wasShown || old.position != window.position || old.size != window.size || old.border != window.border {
      preview.reset()
      preview.startsAtOnce = true
    }
    resize(to: screenSize)
  }

  /// Scrolls the pane's text by `lines` (negative: up); the drawing keeps it in range. Scrolling
  /// up stops `follow`; scrolling back to the end resumes it, as in fzf.
  public func scrollPreview(by lines: Int) {
    // From where the text is in view (`offset` may still say "the end"): no overflow.
    preview.offset = max(0, min(preview.offset, preview.endOffset) + lines)
    if lines < 0 {
      preview.isFollowing = false
    } else if preview.offset >= preview.endOffset {
      preview.isFollowing = preview.window.follows
    }
  }

  /// True when `point` (a screen cell) is in the preview pane as last drawn.
  func previewPaneContains(_ point: Point) -> Bool {
    guard mode == .browsing || mode == .filtering, let pane = cardAndPreviewAreas(for: screenSize).pane else {
      return false
    }
    return pane.contains(point)
  }

  /// The rows Shift-PgUp and Shift-PgDn scroll the pane by: its text's height less one.
  var previewPage: Int {
    guard let text = previewTextRect else { return 1 }
    // fzf pages by the pane's height; Cascade keeps a line of context.
    return max(1, shownList == nil ? text.height - 1 : text.height)
  }

  /// Where the pane's text is on the screen now: fzf's place in fzf's list, else inside the pane.
  var previewTextRect: Rect? {
    if let list = shownList {
      let full = FzfListController.fzfWindow(for: screenSize, style: list.style).window
      return list.fzfPreviewLayout(in: full, style: list.style).text
    }
    return cardAndPreviewAreas(for: screenSize).pane.map(previewTextArea(in:))
  }

  /// How long the loop may wait for a key before the pane needs the viewer: until a command is due
  /// to start, or `PreviewPane.pollMilliseconds` while one is being read; nil when neither.
  public var previewTimeoutMilliseconds: Int? {
    if let start = preview.startTime {
      let left = (start - collectionView.clock.now).components
      return max(0, Int(left.seconds) * 1000 + Int(left.attoseconds / 1_000_000_000_000_000))
    }
    if let process = preview.process {
      let progress = process.progress
      if !progress.isFinished || progress.generation != preview.shownGeneration { return PreviewPane.pollMilliseconds }
    }
    return nil
  }

  /// Brings the pane up to date with the focus: a new focused record (or query, for a command that
  /// uses `{q}`) stops the running command and schedules the next; a command whose time came
  /// starts; new output is parsed. Returns true when the pane's text changed. Called at each turn
  /// of the session's loop.
  /// - Complexity: O(output read so far) when output arrived, else O(1).
  @discardableResult
  public func updatePreview() -> Bool {
    guard preview.isShown, mode != .help, Self.showsCards(on: screenSize) else { return false }
    if case .detail = mode { return false }
    let focus = source.shownCount > 0 ? collectionView.focusedIndexPath : nil
    let template = (preview.once?.command ?? preview.command).map(CommandTemplate.init)
    // fzf runs a command that reads no record (only `{q}`, or no placeholder) with no match too,
    // and one that reads the selection while something is selected.
    let runsWithoutFocus =
      template.map { !$0.readsRecords || $0.readsQuery || ($0.readsSelection && !selection.isEmpty) } == true
    guard focus != nil || (shownList != nil && runsWithoutFocus) else {
      guard preview.target != nil || !preview.lines.isEmpty else { return false }
      preview.reset()
      preview.lines = []
      return true
    }
    let model = focus.map { source.modelIndexPath(of: $0) } ?? Self.noRecord
    if let once = preview.once, once.record != model { preview.once = nil }
    let command = preview.once?.command ?? preview.command
    // The selection is part of what the output is for when the command reads it: O(selection).
    let target = PreviewTarget(
      record: model, query: command?.contains("{q}") == true ? filterText : "", command: command,
      selection: template?.readsSelection == true ? Array(selection) : [])
    if target != preview.target {
      preview.reset()
      preview.target = target
      preview.offset = 0
      guard command != nil else {
        // Cascade's pane shows the record; fzf's keeps what a `preview(…)` showed last (it runs
        // nothing without a command).
        guard shownList == nil else { return false }
        preview.lines = focus.map(recordPreviewLines(at:)) ?? []
        preview.rowsCache = nil
        return true
      }
      // A pane just shown runs its command at once, as fzf's: the debounce is for moves.
      let startsAtOnce = preview.startsAtOnce
      preview.startTime = collectionView.clock.now + (startsAtOnce ? .zero : PreviewPane.debounce)
      preview.startsAtOnce = false
      guard startsAtOnce else { return false }
    }
    if let start = preview.startTime, collectionView.clock.now >= start, let command {
      preview.startTime = nil
      startPreview(command, for: focus)
      return true
    }
    return takePreviewOutput()
  }

  /// A command's output may depend on its pane's size (`FZF_PREVIEW_COLUMNS`, `COLUMNS`), so a pane
  /// that changed size runs it again, at once, as fzf does; the record's own text needs no rerun.
  func rerunPreviewForNewPaneSize() {
    guard preview.target?.command != nil else { return }
    preview.reset()
    preview.startsAtOnce = true
    // Now, not at the next loop turn: with nothing running, the loop would wait for a key.
    updatePreview()
  }

  /// Stops the pane's command and waits (briefly) for it to be reaped: for leaving Cascade.
  public func stopPreview() {
    preview.process?.cancelAndWait()
    preview.reset()
    preview.removeFiles()
  }

  /// Where no record is focused (nothing matches), as a preview's target.
  static let noRecord = IndexPath(item: -1, section: -1)

  /// How placeholders cut fields and write `{f}` files: `-d`, `--print0`, and files the pane
  /// removes when its command stops.
  var placeholderContext: CommandTemplate.Context {
    CommandTemplate.Context(
      delimiter: options.placeholderDelimiter, fileSeparator: options.placeholderFileSeparator,
      writeFile: { [preview] text in
        guard let path = try? TemporaryFile.create(Array(text.utf8), prefix: "cascade-preview-") else { return nil }
        preview.files.append(path)
        return path
      })
  }

  /// Starts `command` for the record at `focus`, or for none (every record placeholder empty).
  private func startPreview(_ command: String, for focus: IndexPath?) {
    let template = CommandTemplate(command)
    let fields = template.readsFields
    let focused =
      focus.map { templateItem(model: source.modelIndexPath(of: $0), fields: fields) } ?? CommandTemplate.Item.noRecord
    let selected = selection.map { templateItem(model: $0, fields: fields) }
    let context = placeholderContext
    let firstFile = preview.files.count
    let text = template.expand(focused: focused, selected: selected, query: filterText, context: context) ?? ""
    let pane = previewTextRect
    let environment = [
      "FZF_PREVIEW_LINES": String(pane?.height ?? 0), "FZF_PREVIEW_COLUMNS": String(pane?.width ?? 0),
      "LINES": String(pane?.height ?? 0), "COLUMNS": String(pane?.width ?? 0),
    ]
    preview.shownGeneration = -1
    preview.startOffset = preview.window.scroll.map {
      PreviewScroll.offset(
        of: CommandTemplate($0.expression).expand(
          focused: focused, selected: selected, query: filterText, context: context)
          ?? "",
        height: max(0, (pane?.height ?? 0) - preview.window.headerLines))
    }
    // The command's files go with it.
    let files = Array(preview.files[firstFile...])
    preview.files.removeLast(files.count)
    do {
      preview.process = try PreviewProcess(
        command: text, environment: environment, maximumBytes: PreviewPane.maximumBytes, temporaryFiles: files)
    } catch {
      preview.lines = [StyledLine([StyledRun("\(error)", style: Style(attributes: .dim))])]
      preview.rowsCache = nil
    }
  }

  /// Parses the running command's output when it grew. The old text stays until the new command
  /// writes something (or ends), so moving between cards does not blank the pane at each step.
  private func takePreviewOutput() -> Bool {
    guard let process = preview.process, process.progress.generation != preview.shownGeneration else { return false }
    let snapshot = process.snapshot()
    preview.shownGeneration = snapshot.generation
    guard !snapshot.bytes.isEmpty || snapshot.isFinished else { return false }
    preview.lines = ProgramOutput.lines(
      of: Self.afterLastClear(snapshot.bytes), keepingColors: preview.keepsColors,
      maximumLines: PreviewPane.maximumLines)
    preview.isTruncated = snapshot.isTruncated
    preview.rowsCache = nil
    if preview.isFollowing {
      preview.offset = Int.max / 2
    } else if let start = preview.startOffset {
      preview.offset = start
      if snapshot.isFinished { preview.startOffset = nil }
    }
    return true
  }

  /// The output after its last "clear the screen" (`ESC [ 2 J`), which fzf honours: a command
  /// that redraws itself shows only its latest screen.
  /// - Complexity: O(bytes).
  static func afterLastClear(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
    let clear: [UInt8] = [0x1B, 0x5B, 0x32, 0x4A]
    var index = bytes.count - clear.count
    while index >= 0 {
      if bytes[index] == 0x1B, bytes[index..<(index + clear.count)].elementsEqual(clear) {
        return bytes[(index + clear.count)...]
      }
      index -= 1
    }
    return bytes[...]
  }

  /// The record itself: a JSON record one member per line, indented as the full view (Enter)
  /// shows it; a text line as it is.
  private func recordPreviewLines(at indexPath: IndexPath) -> [StyledLine] {
    let original = source.record(at: indexPath).original
    let lines = JSONIndentation.lines(of: original) ?? [original]
    return lines.map { StyledLine([StyledRun($0, style: options.theme.bodyStyle)]) }
  }

  /// Where the pane's text goes inside `pane`: within its border, or beside the line that
  /// separates it from the cards.
  func previewTextArea(in pane: Rect) -> Rect {
    if preview.window.hasBorder { return pane.inset(by: EdgeInsets(top: 1, left: 2, bottom: 1, right: 2)) }
    switch preview.window.position {
    case .right: return pane.inset(by: EdgeInsets(top: 0, left: 2, bottom: 0, right: 0))
    case .left: return pane.inset(by: EdgeInsets(top: 0, left: 0, bottom: 0, right: 2))
    case .down, .next: return pane.inset(by: EdgeInsets(top: 1, left: 1, bottom: 0, right: 1))
    case .up: return pane.inset(by: EdgeInsets(top: 0, left: 1, bottom: 1, right: 1))
    }
  }

  /// Draws the pane: its border (or separating line), the text from `offset`, and where the text
  /// is (`12/300`) on the border when it is longer than the pane.
  /// - Complexity: O(rows shown), after the rows are made once per text and width.
  func drawPreview(in pane: Rect, into buffer: inout CellBuffer) {
    buffer.fill(pane, style: .plain)
    let theme = options.theme
    if preview.window.hasBorder {
      buffer.drawBox(pane, border: theme.border, style: theme.borderStyle, clip: pane)
    } else {
      let vertical = preview.window.position == .left || preview.window.position == .right
      let x = preview.window.position == .left ? pane.maxX - 1 : pane.minX
      let y = preview.window.position == .up ? pane.maxY - 1 : pane.minY
      if vertical {
        for row in pane.minY..<pane.maxY {
          buffer.draw(String(theme.border.left), at: Point(x: x, y: row), style: theme.borderStyle, clip: pane)
        }
      } else {
        buffer.draw(
          String(repeating: theme.border.top, count: pane.width), at: Point(x: pane.minX, y: y),
          style: theme.borderStyle, clip: pane)
      }
    }
    drawPreviewText(in: previewTextArea(in: pane), pane: pane, into: &buffer)
  }

  /// The pane's text in `text`, from `offset`, and where the text is (`12/300`): on `pane`'s
  /// border, or fzf's way in fzf's list.
  func drawPreviewText(in text: Rect, pane: Rect, into buffer: inout CellBuffer) {
    let theme = options.theme
    guard text.width > 0, text.height > 0 else { return }
    let rows = previewRows(width: text.width)
    // `~N`: the first N rows stay at the top while the rest scrolls below them, as in fzf, only
    // when there are more rows than those and the pane has room for more.
    let fixed = preview.window.headerLines < min(rows.count, text.height) ? preview.window.headerLines : 0
    let bodyHeight = text.height - fixed
    preview.endOffset = max(fixed, rows.count - bodyHeight)
    preview.offset = max(fixed, min(preview.offset, rows.count - bodyHeight))
    let shown = rows.prefix(fixed) + rows.dropFirst(preview.offset).prefix(bodyHeight)
    // In fzf's list the text takes `preview-fg` and `preview-bg` where it has no colours of its own.
    let list = shownList
    let paneStyle = list?.fzfColors.preview ?? Style.plain
    for (index, line) in shown.enumerated() {
      var x = text.minX
      for run in line.runs {
        var style = run.style
        if style.foreground == .terminalDefault { style.foreground = paneStyle.foreground }
        if style.background == .terminalDefault { style.background = paneStyle.background }
        x += buffer.draw(run.text, at: Point(x: x, y: text.minY + index), style: style, clip: text)
      }
    }
    if let list {
      let style = list.style
      // fzf's scroll bar: beside the right border, or in the column kept for it; over the rows
      // that scroll.
      let (length, start) = FzfListController.fzfScrollBar(
        total: rows.count - fixed, rows: bodyHeight, offset: preview.offset - fixed)
      if !style.scrollbar.isEmpty, length > 0 {
        let x = pane.maxX - (preview.window.border.sides.right ? 2 : 1)
        for i in start..<(start + length) {
          buffer.draw(
            style.scrollbar, at: Point(x: x, y: text.minY + fixed + i), style: list.fzfColors.scrollBar,
            clip: pane)
        }
      }
      // fzf's place for it: over the text's first line, at its right end, in reverse video.
      if preview.window.showsInfo, preview.offset > fixed || rows.count > text.height {
        let info = FzfListController.fzfPrefix(of: "\(preview.offset + 1)/\(rows.count)", width: text.width)
        let style = Style(foreground: list.fzfColors.info.foreground, attributes: .reverse)
        buffer.draw(info, at: Point(x: text.maxX - displayWidth(of: info), y: text.minY), style: style, clip: text)
      }
    } else if preview.window.hasBorder, rows.count > text.height || preview.isTruncated {
      let info = " \(preview.offset + 1)/\(rows.count)\(preview.isTruncated ? "+" : "") "
      let width = displayWidth(of: info)
      if width + 4 <= pane.width {
        buffer.draw(info, at: Point(x: pane.maxX - 2 - width, y: pane.minY), style: theme.borderStyle, clip: pane)
      }
    }
  }

  /// The pane's rows at `width`: its lines, wrapped when the window says so; made once per text and
  /// width.
  private func previewRows(width: Int) -> [StyledLine] {
    if let cached = preview.rowsCache, cached.width == width { return cached.rows }
    let rows = preview.window.wraps ? preview.lines.flatMap { $0.wrapped(width: width) } : preview.lines
    preview.rowsCache = (width, rows)
    return rows
  }
}
