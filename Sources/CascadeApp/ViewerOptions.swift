import CascadeCanvas
import CascadeFzf
import CascadeLayout
import CascadeView

/// The arrangement of cards.
public enum LayoutKind: String, CaseIterable, Sendable {
  /// Masonry: columns of equal width, each card as tall as its picture or text.
  case waterfall
  /// A grid of equal cards.
  case grid
  /// One column of cards, each as tall as its picture or text.
  case list
  /// One row of equal cards, the focused one centred, its neighbours peeking in dimmed; pages move
  /// one card.
  case carousel
  /// Cards evenly round a circle; more cards than fit make pages.
  case circle
  /// A row per record, a column per field; the column names stay on top, `←` and `→` move
  /// between columns and scroll sideways.
  case table

  /// The layout after this one, for the key that cycles through them (after the last, the first).
  public var next: LayoutKind {
    let all = Self.allCases
    return all[(all.firstIndex(of: self)! + 1) % all.count]
  }
}

/// Everything the viewer needs to know that comes from the command line.
public struct ViewerOptions: Sendable {
  /// The layout shown first (`--layout`).
  public var layout = LayoutKind.waterfall
  /// Fixed column count; nil chooses from `minimumColumnWidth`.
  public var columns: Int?
  /// The narrowest a column may be when the count is chosen from the width (`--min-column-width`).
  public var minimumColumnWidth = 28
  /// Rows per column of a picture (a cell is about twice as tall as wide).
  public var cellAspect = 0.5
  /// Selecting adds to the selection instead of replacing it (`--multi`).
  public var allowsMultipleSelection = false
  /// The most cards `--multi=MAX` lets the selection hold; nil: no limit.
  public var selectionLimit: Int?
  /// Moving past the last card goes to the first and before the first to the last (`--cycle`).
  public var cycles = false
  /// False for fzf's `--disabled`: the typed query filters nothing; it is kept for `{q}` and printed.
  public var filtersAsTyped = true
  /// fzf's keys (the command run as `fzf`, or `--fzf`): the session starts typing the query and
  /// stays typing after moves, and Esc aborts (status 130) as in fzf.
  public var typesQueryAsFzf = false
  /// fzf's own list drawing while the list layout is shown (Cascade run as fzf); nil: cards.
  public var fzfList: FzfListStyle?
  /// Enter selects the focused card and exits.
  public var picksOnEnter = false
  /// Borders and colours of cards and chrome (`.plain` without colour).
  public var theme = CardTheme.colored
  /// Animate changes: the filter re-flowing, a resize, a layout change, carousel and circle moves.
  /// Off by default so programs and tests get each change at once; the command turns it on unless
  /// `--no-animation` is given.
  public var animatesChanges = false
  /// Which fields cards show as `key: value` lines (`--fields`), and which give title, text and size.
  public var cardFields = CardFields()
  /// The most lines a card's title, text and each field wrap to (`--max-lines`); the last is cut
  /// with `…`. The full view (Enter) shows the whole record.
  public var maxLines = CardCell.maximumBodyLines
  /// What the screen calls the input while nothing has arrived yet ("reading <stdin>…").
  public var inputName: String?
  /// The command the input came from when it failed (exited non-zero), else nil: fzf's info line
  /// says `[Command failed: CMD]` in place of the count when it read nothing.
  public var failedInputCommand: (@Sendable () -> String?)?
  /// fzf's query history (`--history`), for `previous-history` and `next-history`.
  public var history: FzfHistory?
  /// Lines shown above the cards (`--header`), sanitised as every drawn text is; nil shows none.
  public var header: String?
  /// What the status line shows before the filter text (`--prompt`).
  public var prompt = "/"
  /// How the `/` filter reads a query and orders its matches (`--exact`, `-i`, `+i`, `--no-sort`,
  /// `--tiebreak`).
  public var matchOptions = CardMatchOptions()
  /// Keys that end the session picking the focused card (`--expect`), with the names printed for
  /// them on the first output line.
  public var expectedKeys: [Key: String] = [:]
  /// Keys given actions with `--bind`; a bound key does its actions instead of its default.
  public var bindings = KeyBindings()
  /// The command the preview pane runs on the focused record (`--preview`); nil shows the record
  /// itself there, a JSON record pretty-printed.
  public var previewCommand: String?
  /// Where the preview pane goes (`--preview-window`); nil and no `previewCommand`: no pane until
  /// the preview key shows one.
  public var previewWindow: PreviewWindow?
  /// Keep the preview output's SGR colours (`--ansi`).
  public var previewKeepsColors = false
  /// The separator placeholders (`{2}`, `+{2}-5`) cut a text line's fields at (`-d`); nil: runs
  /// of blanks.
  public var placeholderDelimiter: String?
  /// What ends each value in a `{+f}` file: a line feed, or a NUL with `--print0`.
  public var placeholderFileSeparator = "\n"
  /// How the cards are grouped into sections and sorted (`--group-by`, `--sort-by`).
  public var order = ArrangementOptions.input
  /// Rows a waterfall or grid card is placed at before it is measured (self-sizing cards, see
  /// `WaterfallLayout.estimatedItemHeight`, `FlowLayout.estimatedItemHeight`), or nil to measure
  /// every card as it is placed (a grid's cards are then all its item height). A jump then places
  /// the cards before its target at this estimate and measures only what is on screen; the
  /// viewer measures the cards near the screen between keys. Default nil: a `--dump`
  /// or `--layout-json` shows every card at its exact place.
  public var estimatedCardHeight: Int?
  /// The estimate the interactive viewer uses: a card with a title, a few lines of text and a
  /// field or two.
  public static var interactiveCardHeightEstimate: Int { 8 }

  /// The defaults: a waterfall of columns at least 28 cells wide, one selection, colours, no animation.
  public init() {}
}

extension ViewerOptions {
  /// The layout for these options. Sections with titles get a one-row header.
  public func makeLayout(hasSectionTitles: Bool) -> CollectionViewLayout {
    makeLayout(layout, hasSectionTitles: hasSectionTitles)
  }

  /// The layout of `kind` with these options. The carousel and the circle fit their cards to the
  /// viewport; `Viewer` sizes the circle's cards for each screen.
  public func makeLayout(_ layout: LayoutKind, hasSectionTitles: Bool) -> CollectionViewLayout {
    switch layout {
    case .carousel:
      let carousel = CarouselLayout()
      carousel.peek = 4
      carousel.spacing = 2
      carousel.crossInset = 1
      // Twice a column at most, so a wide screen shows more neighbours rather than one huge card.
      carousel.maximumItemLength = max(20, 2 * minimumColumnWidth)
      return carousel
    case .circle:
      let circle = CircleLayout()
      circle.cellAspect = cellAspect
      return circle
    case .table:
      // Column widths come from the records: `Viewer` samples them (`TableColumns`).
      let table = TableLayout()
      table.columnSpacing = 2
      table.headerHeight = hasSectionTitles ? 1 : 0
      return table
    case .waterfall, .list:
      let waterfall = WaterfallLayout()
      if layout == .list {
        waterfall.columnCount = .fixed(1)
      } else if let columns {
        waterfall.columnCount = .fixed(columns)
      } else {
        waterfall.columnCount = .automatic(minimumWidth: max(1, minimumColumnWidth))
      }
      waterfall.columnSpacing = 1
      waterfall.rowSpacing = 0
      waterfall.cellAspect = cellAspect
      waterfall.estimatedItemHeight = estimatedCardHeight
      waterfall.headerHeight = hasSectionTitles ? 1 : 0
      // A section's title stays at the top while its cards scroll, so a long group is never nameless.
      waterfall.sectionHeadersPinToVisibleBounds = true
      return waterfall
    case .grid:
      let grid = FlowLayout()
      grid.itemSize = Size(width: max(4, minimumColumnWidth), height: 6)
      grid.minimumInteritemSpacing = 1
      grid.minimumLineSpacing = 0
      // Text cards as tall as their text, picture cards as their picture, rows as tall as their
      // tallest card.
      grid.estimatedItemHeight = estimatedCardHeight
      grid.headerHeight = hasSectionTitles ? 1 : 0
      grid.sectionHeadersPinToVisibleBounds = true
      // Pages end on a centred card, as in the waterfall.
      grid.snapsToItems = true
      return grid
    }
  }
}
