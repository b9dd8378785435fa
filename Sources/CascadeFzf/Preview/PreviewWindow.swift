import CascadeLayout

/// Where the preview pane goes and how it looks: fzf's `--preview-window`.
///
/// The spec is fzf's: words separated by `:` or `,` — a position (`up`/`top`, `down`/`bottom`,
/// `left`, `right`), a size (`N` cells or `N%` of the card area), `hidden`, `wrap`, `follow`,
/// a border (`border-rounded`, `border-sharp`, … or `noborder`), `cycle` and `info` (accepted, as
/// fzf's; they change nothing here), each with a `no` form, `default`, the first line shown
/// (`+N`, `+{2}`, `+{2}-5`, `+{2}/2`: see `PreviewScroll`), lines kept at the top (`~N`), and fzf's
/// alternative layout `<N(…)`: the words in brackets, applied on top of the rest, take effect while
/// the pane would be fewer than N cells across its side (`inEffect(paneCells:)`).
public struct PreviewWindow: Hashable, Sendable {
  /// The side of the card area the pane takes.
  public enum Position: String, Hashable, Sendable {
    /// Above, below, left of or right of the cards.
    case up, down, left, right
    /// fzf 0.74's `next`: between the list and the prompt, across the list (below the cards).
    case next
  }

  /// The pane's extent across its side: cells, or a share of the card area.
  public enum Extent: Hashable, Sendable {
    /// A number of rows or columns.
    case cells(Int)
    /// A share (1–100) of the card area's width or height.
    case percent(Int)

    /// The cells this extent takes out of `total`, leaving at least `keep` for the cards.
    package func cells(of total: Int, keeping keep: Int) -> Int {
      let wanted: Int
      switch self {
      case .cells(let n): wanted = n
      case .percent(let p): wanted = total * p / 100
      }
      return max(0, min(wanted, total - keep))
    }
  }

  /// The side the pane takes (`right` by default, as fzf's).
  public var position = Position.right
  /// How much of the card area across that side it takes (half by default, as fzf's).
  public var size = Extent.percent(50)
  /// Hidden at the start; the toggle key shows it.
  public var isHidden = false
  /// Long lines wrap instead of being cut at the pane's edge.
  public var wraps = false
  /// The pane has a border (fzf's default) instead of a single separating column or row.
  public var hasBorder = true
  /// The pane keeps the end of the output in view as it grows (`tail -f` style).
  public var follows = false
  /// Where the text is (`12/300`) shows over its first line (`noinfo` hides it).
  public var showsInfo = true
  /// The border's style as fzf names it, for fzf's list (`border-bold`, `border-top`, `noborder`…).
  public var border = FzfListStyle.Border.rounded
  /// Where the text starts when a command's output arrives (`+N`, `+{2}-5`): nil, at its top.
  public var scroll: PreviewScroll?
  /// How many of the output's first lines stay at the pane's top while the rest scrolls (`~N`).
  public var headerLines = 0
  /// `<N(…)`'s N: the alternative takes effect while the pane would be narrower (or, above or
  /// below the list, shorter) than this.
  public var threshold = 0
  /// Held in an array so the struct can hold one of its own kind: empty, or the alternative.
  private var alternatives: [PreviewWindow] = []

  /// `<N(…)`'s window: this one with the bracketed words on top, never itself hidden at the start.
  public var alternative: PreviewWindow? {
    get { alternatives.first }
    set { alternatives = newValue.map { [$0] } ?? [] }
  }

  /// fzf's default window: right, half the width, with a border.
  public init() {}

  /// Parses fzf's spec (see the type's description).
  public init(parsing spec: String) throws(PreviewWindowError) {
    try apply(spec: spec)
  }

  /// This window with `spec`'s words applied on top (fzf's `change-preview-window`). An
  /// alternative in `spec` is this window, as all of `spec` leaves it, with its own words on top.
  public mutating func apply(spec: String) throws(PreviewWindowError) {
    var alternativeSpec: String?
    for token in Self.tokens(of: spec) {
      switch token {
      case .word(let word):
        try apply(word)
        // `default` starts over: an alternative before it is gone too.
        if word == "default" { alternativeSpec = nil }
      case .alternative(let threshold, let words):
        self.threshold = threshold
        alternativeSpec = words
      }
    }
    guard let alternativeSpec else { return }
    var alternative = self
    alternative.alternative = nil
    alternative.isHidden = false
    try alternative.apply(spec: alternativeSpec)
    self.alternative = alternative
  }

  /// One part of a spec: a word, or `<N(…)`.
  package enum Token: Equatable {
    case word(String)
    case alternative(threshold: Int, words: String)
  }

  /// `spec` cut as fzf cuts it: at `:` and `,`, except inside `<N(…)` (N from 1, the words in
  /// brackets without `)` or `<`). Anything else that starts with `<` is a word, refused later.
  /// - Complexity: O(spec).
  package static func tokens(of spec: String) -> [Token] {
    var tokens: [Token] = []
    var rest = Substring(spec)
    while !rest.isEmpty {
      while let first = rest.first, first == ":" || first == "," { rest.removeFirst() }
      guard !rest.isEmpty else { break }
      if let (token, after) = alternativeToken(rest) {
        tokens.append(token)
        rest = after
        continue
      }
      let word = rest.prefix { $0 != ":" && $0 != "," }
      tokens.append(.word(String(word)))
      rest = rest[word.endIndex...]
    }
    return tokens
  }

  /// `<N(words)` at the start of `text`, and what follows it; nil when `text` does not start so.
  private static func alternativeToken(_ text: Substring) -> (Token, Substring)? {
    guard text.first == "<" else { return nil }
    let digits = text.dropFirst().prefix { ("0"..."9").contains($0) }
    guard let first = digits.first, first != "0", let threshold = Int(digits),
      text[digits.endIndex...].first == "("
    else { return nil }
    let inside = text[text.index(after: digits.endIndex)...]
    let words = inside.prefix { $0 != ")" && $0 != "<" }
    guard !words.isEmpty, inside[words.endIndex...].first == ")" else { return nil }
    return (.alternative(threshold: threshold, words: String(words)), inside[inside.index(after: words.endIndex)...])
  }

  private mutating func apply(_ word: String) throws(PreviewWindowError) {
    switch word {
    case "up", "top": position = .up
    case "down", "bottom": position = .down
    case "left": position = .left
    case "right": position = .right
    case "next": position = .next
    case "hidden": isHidden = true
    case "nohidden": isHidden = false
    case "wrap": wraps = true
    case "nowrap": wraps = false
    case "follow": follows = true
    case "nofollow": follows = false
    case "noborder", "border-none":
      hasBorder = false
      border = .none
    case "border", "border-rounded", "border-sharp", "border-bold", "border-double", "border-block",
      "border-thinblock", "border-line", "border-horizontal", "border-vertical", "border-top",
      "border-bottom", "border-left", "border-right":
      hasBorder = true
      border = FzfListStyle.Border(rawValue: String(word.dropFirst("border-".count))) ?? .rounded
    case "info": showsInfo = true
    case "noinfo": showsInfo = false
    case "cycle", "nocycle": break
    case "default": self = PreviewWindow()
    default:
      if let extent = Self.extent(word) {
        size = extent
      } else if let scroll = PreviewScroll(word) {
        self.scroll = scroll
      } else if word.hasPrefix("~"), let count = Int(word.dropFirst()), count >= 0,
        word.dropFirst().allSatisfy(\.isASCII)
      {
        headerLines = count
      } else if word.hasPrefix("<") {
        throw PreviewWindowError(
          word: word, reason: "not an alternative layout: <N(OPTIONS), N from 1, one level, no '<' or ')' inside")
      } else {
        throw PreviewWindowError(
          word: word,
          reason:
            "invalid preview window option: \(word) (not a position, a size N or N%, or an option such as hidden, wrap, follow, border-rounded, noborder)"
        )
      }
    }
  }

  /// `N` cells or `N%` (0–100), else nil; digits only (`+12` is a scroll offset). A size of 0 is
  /// fzf's: the command still runs for each card, its output never shown (a side effect's hook).
  package static func extent(_ word: String) -> Extent? {
    guard let first = word.first, ("0"..."9").contains(first) else { return nil }
    if word.hasSuffix("%") {
      guard let percent = Int(word.dropLast()), (0...100).contains(percent) else { return nil }
      return percent == 0 ? .cells(0) : .percent(percent)
    }
    guard word.allSatisfy(\.isASCII), let cells = Int(word), cells >= 0 else { return nil }
    return .cells(cells)
  }

  /// The pane takes no room (`--preview-window 0`): its command runs, nothing is drawn.
  public var isEmpty: Bool { size == .cells(0) }

  /// This window or its alternative can take room (fzf's `Visible`).
  public var takesRoom: Bool { !isEmpty || alternative.map { !$0.isEmpty } == true }

  /// The window in effect when this one's pane would take `paneCells(self)` cells across its side:
  /// the alternative while that is below the threshold (fzf's rule, re-chosen at each size), else
  /// this one. A pane of size 0 never switches.
  /// - Complexity: O(1) plus `paneCells`.
  public func inEffect(paneCells: (PreviewWindow) -> Int) -> (window: PreviewWindow, isAlternative: Bool) {
    guard let alternative, threshold > 0, !isEmpty, paneCells(self) < threshold else { return (self, false) }
    return (alternative, true)
  }

  /// `area` split between the cards and the pane, which is nil while hidden or when the area is
  /// too small to spare it a row or column of text (the cards always keep 4 cells).
  /// - Complexity: O(1).
  public func split(_ area: Rect) -> (cards: Rect, pane: Rect?) {
    guard !isHidden else { return (area, nil) }
    let horizontal = position == .left || position == .right
    let total = horizontal ? area.width : area.height
    let position = self.position == .next ? .down : self.position
    let cells = size.cells(of: total, keeping: 4)
    guard cells >= (hasBorder ? 3 : 2) else { return (area, nil) }
    switch position {
    case .right:
      return (
        Rect(x: area.minX, y: area.minY, width: area.width - cells, height: area.height),
        Rect(x: area.maxX - cells, y: area.minY, width: cells, height: area.height)
      )
    case .left:
      return (
        Rect(x: area.minX + cells, y: area.minY, width: area.width - cells, height: area.height),
        Rect(x: area.minX, y: area.minY, width: cells, height: area.height)
      )
    case .down:
      return (
        Rect(x: area.minX, y: area.minY, width: area.width, height: area.height - cells),
        Rect(x: area.minX, y: area.maxY - cells, width: area.width, height: cells)
      )
    case .up:
      return (
        Rect(x: area.minX, y: area.minY + cells, width: area.width, height: area.height - cells),
        Rect(x: area.minX, y: area.minY, width: area.width, height: cells)
      )
    case .next:
      return (area, nil)
    }
  }

  /// The border as fzf draws it: `border-line` is one line on the side facing the list (above a
  /// pane at `next` with the prompt at the bottom, below it with `reversed`).
  public func drawnBorder(reversed: Bool = false) -> FzfListStyle.Border {
    guard border == .line || border == .inline else { return border }
    switch position {
    case .up: return .bottom
    case .down: return .top
    case .left: return .right
    case .right: return .left
    case .next: return reversed ? .bottom : .top
    }
  }
}

/// A `--preview-window` word that is not fzf's, or not one Cascade supports.
public struct PreviewWindowError: Error, Hashable, CustomStringConvertible {
  /// The word as given.
  public var word: String
  /// Why it was refused.
  public var reason: String
  /// The word in quotes, then why, for the command's error message.
  public var description: String { "'\(word)': \(reason)" }
}
