import CascadeLayout

/// Where fzf 0.74 puts its sections in the list's area: the list (inside `--list-border`), and,
/// each in a window of its own when fzf gives it one, the input (prompt and info line, inside
/// `--input-border`), the header (`--header-border`), the input's header lines
/// (`--header-lines-border`) and the footer (`--footer`, `--footer-border`). fzf's
/// `resizeWindows`, without the preview at `next` and the inline sections (drawn as `line`).
/// Pure arithmetic: O(1).
package struct FzfSections: Equatable {
  /// A section's frame (its border drawn around it) and the window inside the border.
  package struct Section: Equatable {
    package var frame: Rect
    package var border: FzfListStyle.Border
    package var window: Rect
  }

  /// The frame of `--list-border` (the list window itself when there is none).
  package var listFrame: Rect
  /// The list's window: its lines, and the prompt, info and header lines that have no window.
  package var list: Rect
  package var input: Section?
  package var header: Section?
  package var headerLines: Section?
  package var footer: Section?
  /// The preview pane at `next`: between the list and the input.
  package var preview: Rect?
  /// True when the list window holds the prompt and info lines.
  package var inputInList: Bool { input == nil }
  /// True when the list window holds the header (none of the header windows is there).
  package var headerInList: Bool { header == nil && headerLines == nil }

  /// What the sections depend on, besides the style.
  package struct Contents: Equatable {
    /// `--header`'s lines (as changed at run time) and the input's header lines.
    package var headerCount = 0
    package var headerLineCount = 0
    /// False while `toggle-header` hides the header.
    package var headerShown = true
    /// `--footer`'s lines.
    package var footerCount = 0
    /// Lines the input takes: the prompt, and the info line when it has one of its own.
    package var inputLines = 2
    /// True when the preview window in effect is at `next` (shown or not): the input then has a
    /// window of its own, as in fzf.
    package var previewAtNext = false
    /// The rows of the pane at `next` while it is shown.
    package var previewRows = 0
    /// With a preview command and `next` in the window's spec: whether every spec of it puts a
    /// shown pane at `next` with a border line facing the input (fzf then leaves the separator
    /// out); nil otherwise.
    package var nextPreviewFacesInput: Bool?

    package init() {}
  }

  /// The sections in `area` for `style` and `contents`, as fzf's `resizeWindows` places them.
  package init(area: Rect, style: FzfListStyle, contents: Contents) {
    let layout = style.direction
    let shapes = style.borders.resolved(for: style.direction)
    let headerVisible = contents.headerShown
    let headerLineCount = headerVisible ? contents.headerLineCount : 0
    let header0 = headerVisible ? contents.headerCount : 0
    let (hasHeaderLinesWindow, headerLinesShape) = Self.headerLinesShape(
      style: style, shapes: shapes, header0: header0, headerLines: headerLineCount)
    var hasHeaderWindow: Bool
    if !headerVisible {
      hasHeaderWindow = false
    } else if hasHeaderLinesWindow {
      hasHeaderWindow = header0 > 0
    } else if shapes.header != .none || style.headerFirst {
      hasHeaderWindow = header0 + headerLineCount > 0
    } else {
      hasHeaderWindow = shapes.input != .none
    }
    let hasFooterWindow = contents.footerCount > 0
    let inputless = style.inputless
    let hasInputWindow =
      !inputless && (shapes.input != .none || hasHeaderWindow || hasHeaderLinesWindow || contents.previewAtNext)
    var available = area.height
    var shift = 0, shrink = 0
    func clamp(_ n: Int) -> Int { max(0, min(n, available)) }
    var inputHeight = 0
    if hasInputWindow {
      inputHeight = clamp(shapes.input.lines + contents.inputLines)
      if layout == .reverse { shift = inputHeight }
      shrink = inputHeight
      available -= inputHeight
    } else if !inputless {
      available -= contents.inputLines
    }
    var headerHeight = 0
    if hasHeaderWindow {
      let lines = header0 + headerLineCount - (hasHeaderLinesWindow ? headerLineCount : 0)
      headerHeight = clamp(shapes.header.lines + lines)
      if layout == .reverse { shift += headerHeight }
      shrink += headerHeight
      available -= headerHeight
    }
    var headerLinesHeight = 0
    if hasHeaderLinesWindow {
      headerLinesHeight = clamp(headerLinesShape.lines + headerLineCount)
      if layout != .default { shift += headerLinesHeight }
      shrink += headerLinesHeight
      available -= headerLinesHeight
    }
    var footerHeight = 0
    if hasFooterWindow {
      footerHeight = clamp(shapes.footer.lines + contents.footerCount)
      shrink += footerHeight
      if layout != .reverse { shift += footerHeight }
      available -= footerHeight
    }
    let listShape = shapes.list
    // fzf's `previewNextSize`: the pane's rows come off the list's side next to the input.
    let next = max(0, min(contents.previewRows, available))
    let w = Rect(
      x: area.minX, y: area.minY + shift + (layout == .reverse ? next : 0), width: area.width,
      height: max(0, area.height - shrink - next))
    listFrame = w
    list = Self.inner(w, listShape)
    func section(top: Int, height: Int, shape: FzfListStyle.Border, shift: Int = 0) -> Section {
      let frame = Rect(x: w.minX, y: top, width: w.width, height: height)
      var window = Self.inner(Rect(x: frame.minX + shift, y: top, width: frame.width - shift, height: height), shape)
      window.size.width = max(0, min(window.width, list.width + Self.indent(0, shape: shape, list: listShape)))
      return Section(frame: frame, border: shape, window: window)
    }
    let separateHeader = hasHeaderWindow
    let separateHeaderLines = hasHeaderLinesWindow
    if hasInputWindow {
      var top: Int
      if (separateHeader || separateHeaderLines) && style.headerFirst {
        switch layout {
        case .default: top = w.maxY + next + (hasHeaderWindow && hasHeaderLinesWindow ? headerLinesHeight : 0)
        case .reverse:
          top = w.minY - inputHeight - next - (hasHeaderWindow && hasHeaderLinesWindow ? headerLinesHeight : 0)
        case .reverseList: top = w.maxY + next
        }
      } else {
        switch layout {
        case .default: top = w.maxY + headerHeight + headerLinesHeight + next
        case .reverse: top = w.minY - shrink + footerHeight - next
        case .reverseList: top = w.maxY + headerHeight + next
        }
      }
      let inputShift = !shapes.input.sides.left && listShape.sides.left ? 2 : 0
      input = section(top: top, height: inputHeight, shape: shapes.input, shift: inputShift)
      if next > 0 {
        preview = Rect(x: w.minX, y: layout == .reverse ? top + inputHeight : top - next, width: w.width, height: next)
      }
    }
    if hasHeaderWindow {
      var top: Int
      if hasInputWindow && style.headerFirst {
        switch layout {
        case .reverse: top = w.minY - shrink + footerHeight - next
        case .reverseList: top = w.maxY + inputHeight + next
        case .default: top = w.maxY + inputHeight + headerLinesHeight + next
        }
      } else {
        switch layout {
        case .reverse: top = w.minY - headerHeight - headerLinesHeight
        case .reverseList: top = w.maxY
        case .default: top = w.maxY + headerLinesHeight
        }
      }
      header = section(top: top, height: headerHeight, shape: shapes.header)
    }
    if hasHeaderLinesWindow {
      var top: Int
      if style.headerFirst && header0 == 0 {
        switch layout {
        case .default: top = w.maxY + inputHeight + next
        case .reverse: top = w.minY - headerLinesHeight - inputHeight
        case .reverseList: top = w.minY - headerLinesHeight
        }
      } else {
        top = layout != .default ? w.minY - headerLinesHeight : w.maxY
      }
      headerLines = section(top: top, height: headerLinesHeight, shape: headerLinesShape)
    }
    if hasFooterWindow {
      let top: Int
      switch layout {
      case .reverse: top = w.maxY
      case .reverseList: top = w.minY - footerHeight - headerLinesHeight
      case .default: top = w.minY - footerHeight
      }
      footer = section(top: top, height: footerHeight, shape: shapes.footer)
    }
  }

  /// fzf's `determineHeaderLinesShape`: whether the input's header lines get a window of their
  /// own, and its border (`.phantom`: a window with no lines).
  private static func headerLinesShape(
    style: FzfListStyle, shapes: FzfListStyle.SectionBorders, header0: Int, headerLines: Int
  ) -> (Bool, FzfListStyle.Border) {
    guard headerLines > 0 else { return (false, .none) }
    if let given = shapes.headerLines { return (true, given) }
    var shape = header0 == 0 ? shapes.header : .none
    if shape == .none { shape = .phantom }
    if style.direction == .reverseList { return (true, shape) }
    if header0 == 0 {
      if style.headerFirst && shape == .phantom { return (true, shape) }
      return (false, shapes.header)
    }
    if style.headerFirst { return (true, shape) }
    return (false, .none)
  }

  /// `frame` less the lines and columns of `shape` (a side line takes a column and the blank
  /// after it on the left, one column on the right).
  private static func inner(_ frame: Rect, _ shape: FzfListStyle.Border) -> Rect {
    let sides = shape.sides
    let top = sides.top ? 1 : 0, left = sides.left ? 2 : 0
    return Rect(
      x: frame.minX + left, y: frame.minY + top,
      width: max(0, frame.width - left - (sides.right ? 1 : 0)),
      height: max(0, frame.height - top - (sides.bottom ? 1 : 0)))
  }

  /// fzf's `headerIndentImpl`: the header's and footer's lines start `base` columns in, moved
  /// past the list border's left line, or back when their own border has one.
  package static func indent(_ base: Int, shape: FzfListStyle.Border, list: FzfListStyle.Border) -> Int {
    var indent = base + (list.sides.left ? 2 : 0)
    if shape.sides.left { indent = max(0, indent - 2) }
    return indent
  }

  /// fzf's `separatedByBorder`: a border line already stands between the info line and the
  /// section next to it, so the default separator after the count is left out.
  package static func separatedByBorder(style: FzfListStyle, contents: Contents) -> Bool {
    let shapes = style.borders.resolved(for: style.direction)
    let facing: (FzfListStyle.Border) -> Bool = {
      style.direction == .reverse ? $0.sides.top : $0.sides.bottom
    }
    if style.direction == .reverse ? shapes.input.sides.bottom : shapes.input.sides.top { return true }
    if let faces = contents.nextPreviewFacesInput { return faces }
    let probe = FzfSections(area: Rect(x: 0, y: 0, width: 100, height: 1000), style: style, contents: contents)
    guard !probe.inputInList else { return false }
    let header0 = contents.headerShown ? contents.headerCount : 0
    if probe.header != nil, header0 + (contents.headerShown ? contents.headerLineCount : 0) > 0, !style.headerFirst {
      return facing(shapes.header)
    }
    if let lines = probe.headerLines, style.direction != .reverseList, probe.header != nil || !style.headerFirst {
      return facing(lines.border)
    }
    return facing(shapes.list)
  }
}

extension FzfSections {
  /// The lines the input takes: the prompt, and the line below it for the info line, or for the
  /// separator under `inline-right` when no border stands there instead.
  package static func inputLines(style: FzfListStyle, contents: Contents) -> Int {
    guard !style.inputless else { return 0 }
    switch style.info {
    case .default: return 2
    case .inline, .hidden: return 1
    case .inlineRight:
      let separator =
        style.separator.runs.contains { !$0.text.isEmpty }
        && (style.separatorGiven || !separatedByBorder(style: style, contents: contents))
      return separator ? 2 : 1
    }
  }

  /// fzf's `extraLines`: the rows around the items — the input, the header and footer with their
  /// borders, the list's border — for `--height ~N`.
  package static func extraLines(style: FzfListStyle, contents: Contents) -> Int {
    var contents = contents
    contents.inputLines = inputLines(style: style, contents: contents)
    let sections = FzfSections(area: Rect(x: 0, y: 0, width: 100, height: 100_000), style: style, contents: contents)
    var extra = sections.input?.frame.height ?? contents.inputLines
    extra += style.borders.resolved(for: style.direction).list.lines
    if sections.headerInList {
      extra += contents.headerShown ? contents.headerCount + contents.headerLineCount : 0
    } else {
      extra += (sections.header?.frame.height ?? 0) + (sections.headerLines?.frame.height ?? 0)
    }
    return extra + (sections.footer?.frame.height ?? 0)
  }
}

extension FzfSections {
  /// fzf's `--min-height N+`: N rows for the items, and what goes around them — the borders, the
  /// input, `headerCount` header lines of `--header` and `headerLineCount` of the input's, and
  /// the top and bottom margins and padding given in cells.
  package static func automaticMinimum(_ rows: Int, style: FzfListStyle, headerCount: Int, headerLineCount: Int)
    -> Int
  {
    let borders = style.borders
    var minimum = rows + style.border.lines + borders.list.lines
    if !style.inputless {
      minimum += 1 + borders.input.lines
      let input = borders.input.resolved(facing: style.direction)
      let facesList = style.direction == .reverse ? input.sides.bottom : input.sides.top
      let separator =
        style.separatorGiven ? style.separator.runs.contains { !$0.text.isEmpty } : !facesList
      let noSeparatorLine =
        switch style.info {
        case .inline: true
        case .hidden, .inlineRight: !separator
        case .default: false
        }
      if !noSeparatorLine { minimum += 1 }
    }
    if headerCount > 0 { minimum += borders.header.lines + headerCount }
    if headerLineCount > 0 {
      // fzf counts two lines for a header-lines border not given (its shape is then undecided).
      minimum += (borders.headerLines.map { $0.lines } ?? 2) + headerLineCount
    }
    for length in [style.margin[0], style.margin[2], style.padding[0], style.padding[2]] {
      if case .cells(let n) = length { minimum += n }
    }
    return minimum
  }
}

extension FzfListStyle.Border {
  /// `line` as the input's border draws it: the side facing the list.
  fileprivate func resolved(facing direction: FzfListStyle.Direction) -> FzfListStyle.Border {
    self == .line ? (direction == .reverse ? .bottom : .top) : self
  }

  /// The rows a border of this shape takes: its top and bottom lines.
  package var lines: Int { (sides.top ? 1 : 0) + (sides.bottom ? 1 : 0) }
}
