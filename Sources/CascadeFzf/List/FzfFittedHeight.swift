/// fzf 0.38's adaptive height (`--height ~N[%]`): the inline region takes the rows its list needs —
/// the items, the prompt, the info line, the header, the border, margins and padding, and a preview
/// above or below fitted around them — and never more than N.
///
/// fzf decides once, before its first frame: it reads until as many items as the largest region
/// could show are in (or the input ends), then fits the region to them. `maximumItems` says how
/// many to wait for; `rows(items:terminalRows:)` gives the region's height for what was read.
/// Both are O(1).
public struct FzfFittedHeight: Sendable, Equatable {
  /// The largest region asked for (the `N` of `~N`).
  public enum Limit: Sendable, Equatable {
    /// This many lines.
    case lines(Int)
    /// This share of the terminal's lines, at least `minimum` (`--min-height`).
    case percent(Int, minimum: Int)
  }

  /// The list's look: border, margins, padding and info line.
  public var style: FzfListStyle
  /// The header's lines: `--header`'s and the `--header-lines` count.
  public var headerLines: Int
  /// The preview pane's window when a preview command is given; nil without one.
  public var preview: PreviewWindow?
  /// The largest region asked for.
  public var limit: Limit

  /// A fitting for `limit` of a list drawn as `style`.
  public init(style: FzfListStyle, headerLines: Int, preview: PreviewWindow?, limit: Limit) {
    self.style = style
    self.headerLines = headerLines
    self.preview = preview
    self.limit = limit
  }

  /// The lines `--header TEXT` takes, as fzf counts them (a final line feed ends the last line).
  public static func headerLineCount(of header: String?) -> Int {
    guard var header, !header.isEmpty else { return 0 }
    if header.hasSuffix("\n") { header.removeLast() }
    return header.split(separator: "\n", omittingEmptySubsequences: false).count
  }

  /// How many items fill the largest region on a terminal `terminalRows` tall: reading can stop
  /// waiting once that many are in.
  public func maximumItems(terminalRows: Int) -> Int {
    let height = largestRegion(terminalRows: terminalRows)
    return max(0, height - verticalPad(regionRows: height) - fixedLines)
  }

  /// The region's rows for `items` items read (the header's input lines not counted) on a
  /// terminal `terminalRows` tall: fzf's fit, at most the terminal's height.
  public func rows(items: Int, terminalRows: Int) -> Int {
    let largest = largestRegion(terminalRows: terminalRows)
    let pad = verticalPad(regionRows: largest)
    var content = min(items, max(0, largest - pad - fixedLines)) + fixedLines
    if let preview, preview.takesRoom {
      let borderRows = Self.borderLines(preview.border)
      if preview.size != .cells(0), preview.position == .up || preview.position == .down {
        switch preview.size {
        case .percent(let p):
          // The list keeps the share the pane leaves it.
          let scaled = Int(Double(content) * 100 / Double(100 - min(p, 99)))
          content = max(content + 1 + borderRows, scaled)
        case .cells(let n):
          content += n + borderRows
        }
      } else {
        content = max(content, 1 + borderRows)
      }
    }
    return max(1, min(terminalRows, content + pad))
  }

  /// The prompt, the info line, the header, the footer and the sections' borders.
  private var fixedLines: Int {
    var contents = FzfSections.Contents()
    contents.headerLineCount = min(style.inputHeaderLineCount, headerLines)
    contents.headerCount = headerLines - contents.headerLineCount
    contents.footerCount = Self.headerLineCount(of: style.footer)
    return FzfSections.extraLines(style: style, contents: contents)
  }

  /// fzf's region before fitting: N (or N% of the terminal, at least `--min-height`), but at
  /// least what its list needs to draw at all, and at most the terminal.
  private func largestRegion(terminalRows: Int) -> Int {
    let asked =
      switch limit {
      case .lines(let n): n
      case .percent(let p, let minimum): max(terminalRows * p / 100, minimum)
      }
    var least = 3 + Self.borderLines(style.border) - (style.info == .default ? 0 : 1)
    if let preview, preview.size != .cells(0), preview.position == .up || preview.position == .down {
      least += 1 + Self.borderLines(preview.border)
    }
    return min(terminalRows, max(asked, least))
  }

  /// The rows above and below the list in a region `regionRows` tall: margins, border lines and
  /// padding, shrunk as fzf shrinks them when they leave the list too few rows.
  private func verticalPad(regionRows: Int) -> Int {
    let sides = style.border.sides
    let borderTop = sides.top ? 1 : 0, borderBottom = sides.bottom ? 1 : 0
    var marginTop = style.margin[0].cells(of: regionRows) + borderTop
    var marginBottom = style.margin[2].cells(of: regionRows) + borderBottom
    var paddingTop = style.padding[0].cells(of: regionRows)
    var paddingBottom = style.padding[2].cells(of: regionRows)
    var least = 3 - (style.info == .default ? 0 : 1)
    if let preview, preview.takesRoom {
      let paneLeast = 1 + Self.borderLines(preview.border)
      least = preview.position == .up || preview.position == .down ? least + paneLeast : max(paneLeast, least)
    }
    least = min(least, regionRows)
    let total = marginTop + marginBottom + paddingTop + paddingBottom
    if regionRows - total < least, total > 0 {
      let desired = regionRows - least
      paddingTop = desired * paddingTop / total
      paddingBottom = desired * paddingBottom / total
      marginTop = max(borderTop, desired * marginTop / total)
      marginBottom = max(borderBottom, desired * marginBottom / total)
    }
    return marginTop + marginBottom + paddingTop + paddingBottom
  }

  /// The rows a border of `shape` takes across the list or pane.
  package static func borderLines(_ shape: FzfListStyle.Border) -> Int {
    switch shape {
    case .rounded, .sharp, .bold, .double, .horizontal: 2
    case .top, .bottom: 1
    default: 0
    }
  }
}
