import CascadeApp
import CascadeCanvas
import CascadeLayout
import CascadeTestSupport
import CascadeView
import Testing

/// A card's title keeps the input's colours (fzf's `--ansi`): the cells of the coloured characters
/// take their colours and attributes wherever the title wraps, the filter's match goes over them,
/// and the frame stays the card's.
@MainActor @Suite struct CardColorsTests {
  /// `card` drawn into a `width`×`height` buffer: its text, and a letter per cell for its style
  /// (`.` plain, then a letter per other style in `legend`, `?` for a style not in it).
  func drawn(_ card: CardCell, width: Int, height: Int, state: ViewState = ViewState(), legend: [Character: Style])
    -> (text: [String], styles: [String])
  {
    var buffer = CellBuffer(size: Size(width: width, height: height))
    let frame = Rect(x: 0, y: 0, width: width, height: height)
    card.draw(in: &buffer, context: DrawingContext(frame: frame, clip: frame, state: state))
    let styles = (0..<height).map { y in
      String(
        (0..<width).map { x -> Character in
          let style = buffer[x, y].style
          if style == .plain { return "." }
          return legend.first { $0.value == style }?.key ?? "?"
        })
    }
    return (buffer.lines(), styles)
  }

  @Test func aWrappedTitleKeepsItsColoursUnderTheMatch() {
    let card = CardCell(reuseIdentifier: "card")
    let theme = CardTheme.colored
    card.theme = theme
    card.title = "bin/run.sh and notes"
    // "bin" dim blue, "run.sh" yellow on red; the filter matched "un".
    card.titleColors = [
      ColorSpan(0..<3, style: Style(foreground: .blue, attributes: .dim)),
      ColorSpan(4..<10, style: Style(foreground: .yellow, background: .red)),
    ]
    card.highlights = CardHighlights(title: [5, 6])
    let title = theme.titleStyle
    let legend: [Character: Style] = [
      "t": title,
      "b": Style(foreground: .blue, attributes: title.attributes.union(.dim)),
      "y": Style(foreground: .yellow, background: .red, attributes: title.attributes),
      "m": Style(
        foreground: theme.matchStyle.foreground, background: .red,
        attributes: title.attributes.union(theme.matchStyle.attributes)),
      "f": theme.borderStyle,
    ]
    let (text, styles) = drawn(card, width: 14, height: 5, legend: legend)
    expectScreen(
      text,
      [
        "╭────────────╮",
        "│ bin/run.sh │",
        "│ and notes  │",
        "│            │",
        "╰────────────╯",
      ])
    expectScreen(
      styles,
      [
        "ffffffffffffff",
        "f.bbbtymmyyy.f",
        "f.ttttttttt..f",
        "f............f",
        "ffffffffffffff",
      ])
  }

  @Test func aOneRowCardColoursItsTitle() {
    let card = CardCell(reuseIdentifier: "card")
    card.theme = .plain
    card.title = "ab"
    card.titleColors = [ColorSpan(1..<2, style: Style(foreground: .indexed(208), attributes: .underline))]
    let legend: [Character: Style] = [
      "t": CardTheme.plain.titleStyle,
      "o": Style(foreground: .indexed(208), attributes: CardTheme.plain.titleStyle.attributes.union(.underline)),
    ]
    let (text, styles) = drawn(card, width: 4, height: 1, legend: legend)
    expectScreen(text, ["ab  "])
    expectScreen(styles, ["tott"])
  }
}
