import CascadeCanvas
import CascadeView

/// The styles fzf's list is drawn with: fzf 0.38's colour pairs (`initPalette`) made from a
/// resolved `FzfTheme`. Without colour on the cards (`NO_COLOR`, an ASCII terminal) attributes
/// alone: the current line and pointer bold, matches underlined.
package struct FzfColors {
  package var normal = Style.plain
  package var current = Style.plain
  /// The pointer's column on other lines.
  package var gutter = Style.plain
  /// `--gutter`'s character in the pointer's column of the other lines: the gutter's colour on
  /// the list's background.
  package var gutterCharacter = Style.plain
  /// The pointer on the current line.
  package var pointer = Style.plain
  package var prompt = Style.plain
  package var query = Style.plain
  /// The query under `--disabled`.
  package var disabled = Style.plain
  package var info = Style.plain
  package var spinner = Style.plain
  package var separator = Style.plain
  package var header = Style.plain
  package var border = Style.plain
  /// The border's label.
  package var label = Style.plain
  package var previewLabel = Style.plain
  package var scrollBar = Style.plain
  /// The preview's text where it has no colours of its own.
  package var preview = Style.plain
  package var previewBorder = Style.plain
  /// False under `bw` and without colour: the input's, prompt's, header's and labels' own
  /// colours are not drawn, as fzf's `--no-color` strips them.
  package var keepsInputColors = false
  private var matchStyle: Style?
  private var currentMatchStyle: Style?
  private var selected: Style?
  private var currentSelected: Style?
  private var currentMarkerEmpty: Style?

  package init(theme: CardTheme, fzf: FzfTheme = FzfTheme()) {
    guard theme == .colored else {
      current = Style(attributes: .bold)
      pointer = Style(attributes: .bold)
      return
    }
    let (entries, colored) = fzf.resolved()
    keepsInputColors = colored
    func entry(_ element: FzfTheme.Element) -> FzfTheme.Entry { entries[element] ?? FzfTheme.Entry() }
    // fzf's `pair`: a reversed default foreground takes the default background too.
    func pair(_ foreground: FzfTheme.Element, _ background: FzfTheme.Element, blank: Bool = false) -> Style {
      let fg = entry(foreground), bg = entry(background)
      let attributes = blank ? [] : fg.attributes ?? []
      let fgColor = fg.color ?? .terminalDefault
      var bgColor = bg.color ?? .terminalDefault
      if fgColor == .terminalDefault && attributes.contains(.reverse) { bgColor = .terminalDefault }
      return Style(foreground: fgColor, background: bgColor, attributes: attributes)
    }
    normal = pair(.fg, .bg)
    current = pair(.currentFg, .currentBg)
    gutter = pair(.fg, .gutter, blank: true)
    gutterCharacter = pair(.gutter, .bg, blank: true)
    pointer = pair(.pointer, .currentBg)
    prompt = pair(.prompt, .bg)
    query = pair(.query, .bg)
    disabled = pair(.disabled, .bg)
    info = pair(.info, .bg)
    spinner = pair(.spinner, .bg)
    separator = pair(.separator, .bg)
    header = pair(.header, .bg)
    border = pair(.border, .bg)
    label = pair(.label, .bg)
    previewLabel = pair(.previewLabel, .previewBg)
    scrollBar = pair(.scrollbar, .bg)
    preview = pair(.previewFg, .previewBg)
    previewBorder = pair(.border, .previewBg)
    matchStyle = pair(.hl, .bg)
    currentMatchStyle = pair(.currentHl, .currentBg)
    selected = pair(.marker, .gutter)
    currentSelected = pair(.marker, .currentBg)
    currentMarkerEmpty = pair(.fg, .currentBg, blank: true)
  }

  /// A matched character on a line drawn in `base`.
  package func match(on base: Style) -> Style {
    guard let style = base == current ? currentMatchStyle : matchStyle else {
      return Style(
        foreground: base.foreground, background: base.background, attributes: base.attributes.union(.underline))
    }
    return style
  }

  /// A character the input coloured (`--ansi`) on a line drawn in `base`, as fzf's `colorOffsets`
  /// merges them: the input's colours where it has them, the line's elsewhere, the attributes of
  /// both. A matched character takes the match colours over that, except that a match colour
  /// without a foreground leaves a character with its own background as it is.
  package func input(_ input: Style, on base: Style, isMatch: Bool) -> Style {
    let baseStyle = isMatch ? match(on: base) : base
    var style = Style(
      foreground: input.foreground == .terminalDefault ? base.foreground : input.foreground,
      background: input.background == .terminalDefault ? base.background : input.background,
      attributes: input.attributes.union(baseStyle.attributes))
    guard isMatch else { return style }
    let reversed = style.attributes.contains(.reverse)
    let hasBackground = (reversed ? style.foreground : style.background) != .terminalDefault
    if baseStyle.foreground == .terminalDefault && hasBackground { return style }
    if baseStyle.foreground != .terminalDefault { style.foreground = baseStyle.foreground }
    if baseStyle.background != .terminalDefault { style.background = baseStyle.background }
    return style
  }

  /// The marker of a selected line drawn in `base`.
  package func marker(on base: Style) -> Style {
    (base == current ? currentSelected : selected) ?? Style(foreground: base.foreground, background: base.background)
  }

  /// The marker's column of a line not selected: the current line's background there, the
  /// window's elsewhere.
  package func markerEmpty(on base: Style) -> Style {
    base == current ? currentMarkerEmpty ?? Style(background: base.background) : Style(background: normal.background)
  }
}
