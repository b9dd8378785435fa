import CascadeCanvas

/// How the list is drawn when Cascade runs as fzf (`--fzf`, or a link named `fzf`): fzf 0.38's
/// prompt, info line, pointer, markers, header and border, in the order `--layout` gives them.
/// `FzfListController` draws it in place of the list layout's cards; the filter, selection and
/// keys stay the viewer's.
public struct FzfListStyle: Sendable, Equatable {
  /// fzf's `--layout`.
  public enum Direction: String, Sendable, CaseIterable {
    /// The prompt at the bottom, the list growing upwards from it.
    case `default`
    /// The prompt at the top, the list below it (`--reverse`).
    case reverse
    /// The prompt at the bottom, the list from the top down.
    case reverseList = "reverse-list"
  }

  /// fzf's `--info`.
  public enum Info: String, Sendable, CaseIterable {
    /// `  3/100` on its own line next to the prompt.
    case `default`
    /// ` < 3/100` after the query, on the prompt line.
    case inline
    /// `3/100` at the prompt line's right end (fzf 0.74's `inline-right`).
    case inlineRight = "inline-right"
    /// No count.
    case hidden
  }

  /// fzf's `--border` styles.
  public enum Border: String, Sendable, CaseIterable {
    /// fzf's style names, each a case: no border, a full box (rounded, sharp, bold, double
    /// corners), or lines on the named sides only.
    case none, rounded, sharp, bold, double, horizontal, vertical, top, bottom, left, right
    /// fzf 0.74's: solid blocks and dashes (drawn as `sharp`), `line` (one line on the side facing
    /// the list, `SectionBorders.resolved(for:)`), `inline` (drawn as `line`), and `phantom`, a
    /// section's window with no lines (fzf's `--header-lines-border none`).
    case block, thinblock, dashed, line, inline, phantom

    /// Which sides have a line: top, right, bottom, left.
    package var sides: (top: Bool, right: Bool, bottom: Bool, left: Bool) {
      switch self {
      case .none, .line, .inline, .phantom: (false, false, false, false)
      case .rounded, .sharp, .bold, .double, .block, .thinblock, .dashed: (true, true, true, true)
      case .horizontal: (true, false, true, false)
      case .vertical: (false, true, false, true)
      case .top: (true, false, false, false)
      case .bottom: (false, false, true, false)
      case .left: (false, false, false, true)
      case .right: (false, true, false, false)
      }
    }

    /// The box a full border draws, or nil for the styles that draw only some sides.
    package var box: BoxStyle? {
      switch self {
      case .rounded: .rounded
      case .sharp, .block, .thinblock, .dashed: .light
      case .bold: .heavy
      case .double: .double
      default: nil
      }
    }
  }

  /// fzf 0.74's borders of the list's sections (`--list-border`, `--input-border`,
  /// `--header-border`, `--header-lines-border`, `--footer-border`), as `FzfSections` places them.
  public struct SectionBorders: Sendable, Equatable {
    /// Around the list (`--list-border`).
    public var list = Border.none
    /// Around the prompt and info line (`--input-border`).
    public var input = Border.none
    /// Around `--header` (`--header-border`).
    public var header = Border.none
    /// Around the input's header lines; nil when not given (fzf then decides from the header's).
    public var headerLines: Border?
    /// Around `--footer`: a line on the list's side unless given.
    public var footer = Border.line

    /// No section borders, the footer's line.
    public init() {}

    /// The borders with `line` and `inline` turned into the one side fzf draws for `direction`:
    /// the side facing the list.
    package func resolved(for direction: Direction) -> SectionBorders {
      func side(_ border: Border, _ whenReverse: Border, _ otherwise: Border) -> Border {
        border == .line || border == .inline ? (direction == .reverse ? whenReverse : otherwise) : border
      }
      var borders = self
      borders.list = list == .inline || list == .line ? .rounded : list
      borders.input = side(input, .bottom, .top)
      borders.header = side(header, .bottom, .top)
      borders.headerLines = headerLines.map {
        $0 == .none ? .phantom : $0 == .line || $0 == .inline ? (direction == .default ? .top : .bottom) : $0
      }
      borders.footer = side(footer, .top, .bottom)
      return borders
    }
  }

  /// One side of `--margin` or `--padding`: cells, or a share of the screen's height or width.
  public enum Length: Sendable, Equatable {
    /// A number of cells.
    case cells(Int)
    /// A percentage of the screen's height (top, bottom) or width (left, right).
    case percent(Double)

    /// The cells this length takes of `whole` (rounded down, as fzf does).
    package func cells(of whole: Int) -> Int {
      switch self {
      case .cells(let n): max(0, n)
      case .percent(let p): max(0, Int(Double(whole) * p / 100))
      }
    }
  }

  /// Where the prompt sits and which way the list grows (`--layout`).
  public var direction = Direction.default
  /// How the info line is shown (`--info`).
  public var info = Info.default
  /// Drawn before the current line (`--pointer`); as wide as it is, blanks on the other lines.
  public var pointer = ">"
  /// Drawn before a selected line (`--marker`).
  public var marker = ">"
  /// The frame around the list (`--border`).
  public var border = Border.none
  /// Written into the border's top or bottom line (`--border-label`, `--border-label-pos`).
  public var borderLabel = FzfLabel()
  /// Written into the preview pane's border (`--preview-label`, `--preview-label-pos`).
  public var previewLabel = FzfLabel()
  /// `--margin`: top, right, bottom, left.
  public var margin: [Length] = [.cells(0), .cells(0), .cells(0), .cells(0)]
  /// `--padding`: top, right, bottom, left, inside the border.
  public var padding: [Length] = [.cells(0), .cells(0), .cells(0), .cells(0)]
  /// How many of the header's last lines are the input's (`--header-lines`): fzf keeps their
  /// order in every layout and turns `--header`'s lines upside down with the list.
  public var inputHeaderLineCount = 0
  /// The scroll bar's character (`--scrollbar`); empty hides it (`--no-scrollbar`).
  public var scrollbar = "│"
  /// Repeated after the count to the window's edge (`--separator`, its colours kept); empty hides
  /// it (`--no-separator`).
  public var separator = StyledLine([StyledRun("─")])
  /// True when `--separator` or `--no-separator` was given: fzf leaves only its default separator
  /// out where a border line already stands after the count.
  public var separatorGiven = false
  /// Drawn between the query and the count with `--info=inline[:SEP]`.
  public var inlineInfoSeparator = " < "
  /// Columns between tab stops in the list's lines (`--tabstop`).
  public var tabstop = 8
  /// Box-drawing characters for the border; ASCII with `--no-unicode`.
  public var unicode = true
  /// Marks a line cut to the window (`--ellipsis`).
  public var ellipsis = ".."
  /// Whether a long line scrolls sideways to keep its last match in view (`--no-hscroll` turns it off).
  public var hscroll = true
  /// Characters kept in view after the last match when a line scrolls sideways (`--hscroll-off`).
  public var hscrollOff = 10
  /// A long line with no match shows its end rather than its start (`--keep-right`).
  public var keepRight = false
  /// Lines kept in view above and below the current one while moving (`--scroll-off`).
  public var scrollOff = 0
  /// The header above the prompt rather than under the info line (`--header-first`).
  public var headerFirst = false
  /// The query's word moves and deletions stop at slashes only (`--filepath-word`).
  public var filepathWord = false
  /// The characters `jump` shows on the lines, one each from the first line shown
  /// (`--jump-labels`).
  public var jumpLabels = Array(
    "asdfghjklqwertyuiopzxcvbnm1234567890ASDFGHJKLQWERTYUIOPZXCVBNM`~;:,<.>/?'\"!@#$%^&*()[{]}-_=+")

  /// Empty rows between items (`--gap`).
  public var gap = 0
  /// Long lines wrap onto more rows, each continuation after `wrapSign`, instead of being cut (`--wrap`).
  public var wraps = false
  /// Drawn dim before each continued row of a wrapped line (`--wrap-sign`): plain text, no control
  /// characters (`drawableWrapSign(_:tabstop:)` makes it so).
  public var wrapSign = "↳ "
  /// An item's newlines start rows of their own; false draws them as `␊` on one row
  /// (`--no-multi-line`).
  public var multiLine = true
  /// A selected item's marker on its first, middle and last rows when it has several
  /// (`--marker-multi-line`); `marker` when it has one.
  public var markerMultiLine = ["╻", "┃", "╹"]
  /// The current item's rows painted to the list's edge (`--highlight-line`); else only its text.
  public var highlightLine = false
  /// fzf's colours: `--color`, `--no-color`, `--no-256`, `--black`, `--no-bold`.
  public var theme = FzfTheme()
  /// The sections' borders as given (`FzfSections` resolves `line`).
  public var borders = SectionBorders()
  /// The labels of the list's, input's, header's and footer's borders (`--list-label`…).
  public var labels: [FzfText: FzfLabel] = [:]
  /// `--footer`'s text; empty for none.
  public var footer = ""
  /// No prompt or info line (`--no-input`).
  public var inputless = false
  /// Repeated across the last row of each gap (`--gap-line`); empty for none.
  public var gapLine = "┈"
  /// Drawn where the pointer goes on the other lines (`--gutter`); nil: fzf's default, `▌` in the
  /// gutter's colour, or a blank on the gutter's background with `--no-unicode`.
  public var gutter: String?

  /// fzf's defaults: the prompt at the bottom, the info line, `>` marks, no border or margins.
  public init() {}

  /// `--margin` and `--padding` as fzf reads them: one to four comma-separated lengths (`1`,
  /// `10%`) for all sides, vertical and horizontal, top, horizontal and bottom, or each side.
  /// Nil for anything else.
  public static func sides(_ text: String) -> [Length]? {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingBlanks }
    var lengths: [Length] = []
    for part in parts {
      if part.hasSuffix("%"), let p = Double(part.dropLast()), p >= 0, p <= 100 {
        lengths.append(.percent(p))
      } else if let n = Int(part), n >= 0 {
        lengths.append(.cells(n))
      } else {
        return nil
      }
    }
    switch lengths.count {
    case 1: return Array(repeating: lengths[0], count: 4)
    case 2: return [lengths[0], lengths[1], lengths[0], lengths[1]]
    case 3: return [lengths[0], lengths[1], lengths[2], lengths[1]]
    case 4: return lengths
    default: return nil
    }
  }
}

extension FzfListStyle {
  /// fzf's `--separator` text made safe to draw: escape sequences dropped (colours kept as styles),
  /// tabs run to stops of `tabstop` columns, only the first line.
  /// - Complexity: O(text).
  public static func separatorLine(_ text: String, tabstop: Int) -> StyledLine {
    var line = StyledLine()
    var column = 0
    let segments = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    for (i, segment) in segments.split(separator: "\t", omittingEmptySubsequences: false).enumerated() {
      if i > 0 {
        let blanks = max(1, tabstop) - column % max(1, tabstop)
        line.runs.append(StyledRun(String(repeating: " ", count: blanks)))
        column += blanks
      }
      let runs = ProgramOutput.lines(of: Array(segment.utf8), keepingColors: true, maximumLines: 1).first?.runs ?? []
      for run in runs where !run.text.isEmpty {
        line.runs.append(run)
        column += displayWidth(of: run.text)
      }
    }
    return line
  }
}

extension FzfListStyle {
  /// The columns of the marker: the widest of `marker` and the multi-line markers, as fzf pads the
  /// narrower to the wider.
  package var markerColumns: Int {
    max(displayWidth(of: marker), markerMultiLine.map { displayWidth(of: $0) }.max() ?? 0)
  }

  /// The marker of a selected item's row at `edge`, padded to `markerColumns`.
  package func marker(for edge: FzfRowEdge) -> String {
    let text = edge == .single || markerMultiLine.count < 3 ? marker : markerMultiLine[edge.rawValue]
    return text + String(repeating: " ", count: max(0, markerColumns - displayWidth(of: text)))
  }

  /// `text` as a wrap sign: its first line, escape sequences and other control characters
  /// dropped, tabs run to stops of `tabstop` columns, so it never reaches the terminal as a command.
  /// - Complexity: O(text).
  public static func drawableWrapSign(_ text: String, tabstop: Int) -> String {
    let runs = separatorLine(text, tabstop: tabstop).runs.map(\.text).joined()
    return String(
      String.UnicodeScalarView(runs.unicodeScalars.filter { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) }))
  }

  /// How the list's and header's long lines are cut.
  package var cutting: FzfListLine.Cutting {
    FzfListLine.Cutting(ellipsis: ellipsis, hscroll: hscroll, scrollOff: hscrollOff, keepRight: keepRight)
  }
}

extension Substring {
  fileprivate var trimmingBlanks: Substring {
    var text = self
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return text
  }
}
