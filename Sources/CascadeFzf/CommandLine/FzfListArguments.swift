import ArgumentParser
import CascadeCanvas

/// fzf's options for how its list is drawn; they shape the list when Cascade runs as fzf (`--fzf`,
/// a link named fzf) and change nothing on cards. `FzfSpellings` turns fzf's forms into these
/// (`--inline-info` is `--info=inline`, `--border` alone is `--border=rounded`).
package struct FzfListArguments: ParsableArguments {
  package init() {}

  @Option(
    help: ArgumentHelp(
      "fzf's info line: default ('  3/100' under the prompt), inline (after the query, ' < ' before the count), inline:SEP (SEP before it) or hidden.",
      valueName: "STYLE"))
  package var info: String?

  @Option(parsing: .unconditional, help: ArgumentHelp("fzf's scroll bar character (default '│').", valueName: "C"))
  package var scrollbar: String?

  @Flag(name: .customLong("no-scrollbar"), help: "No scroll bar in fzf's list.")
  package var noScrollbar = false

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Repeated after fzf's count to the edge (default '─', its colours kept).", valueName: "STR"))
  package var separator: String?

  @Flag(name: .customLong("no-separator"), help: "Nothing after fzf's count.")
  package var noSeparator = false

  @Option(help: ArgumentHelp("Columns between tab stops in fzf's list (default 8).", valueName: "N"))
  package var tabstop: Int?

  @Flag(name: .customLong("no-unicode"), help: "fzf's list in ASCII: the border, separator and scroll bar.")
  package var noUnicode = false

  @Option(
    help: ArgumentHelp(
      "fzf's pointer before the current line, up to 2 columns (default '>'; '' for no pointer column).",
      valueName: "STR"))
  package var pointer: String?

  @Option(
    help: ArgumentHelp(
      "fzf's marker before selected lines, up to 2 columns (default '>'; '' for no marker column).",
      valueName: "STR"))
  package var marker: String?

  @Option(
    help: ArgumentHelp(
      "fzf's border: rounded, sharp, bold, double, horizontal, vertical, top, bottom, left, right or none.",
      valueName: "STYLE"))
  package var border: String?

  @Option(
    help: ArgumentHelp("fzf's margin around the list: one to four lengths (cells or N%), as CSS.", valueName: "MARGIN"))
  package var margin: String?

  @Option(
    help: ArgumentHelp(
      "fzf's padding inside the border: one to four lengths (cells or N%), as CSS.", valueName: "PADDING"))
  package var padding: String?

  @Option(
    parsing: .unconditional, help: ArgumentHelp("Marks a line cut in fzf's list (default '..').", valueName: "STR"))
  package var ellipsis: String?

  @Flag(
    name: .customLong("no-hscroll"),
    help: "Long lines in fzf's list cut on the right, never scrolled to show the match.")
  package var noHscroll = false

  @Option(
    name: .customLong("hscroll-off"),
    help: ArgumentHelp("Characters kept in view after the match on a scrolled line (default 10).", valueName: "N"))
  package var hscrollOff: Int?

  @Flag(name: .customLong("keep-right"), help: "A long line in fzf's list shows its end when nothing in it matches.")
  package var keepRight = false

  @Option(
    name: .customLong("scroll-off"),
    help: ArgumentHelp("Lines kept in view around the current one in fzf's list (default 0).", valueName: "N"))
  package var scrollOff: Int?

  @Flag(name: .customLong("header-first"), help: "fzf's header before the prompt and info line.")
  package var headerFirst = false

  @Flag(name: .customLong("filepath-word"), help: "fzf's word moves and deletions in the query stop at slashes only.")
  package var filepathWord = false

  @Option(
    name: .customLong("jump-labels"), parsing: .unconditional,
    help: ArgumentHelp("The labels fzf's jump and jump-accept put on the lines (ASCII).", valueName: "CHARS"))
  package var jumpLabels: String?

  package func validate() throws {
    if let jumpLabels {
      if jumpLabels.isEmpty { throw ValidationError("--jump-labels: empty jump labels.") }
      if !jumpLabels.unicodeScalars.allSatisfy({ (32...126).contains($0.value) }) {
        throw ValidationError("--jump-labels: non-ASCII jump labels are not allowed.")
      }
    }
    if let hscrollOff, hscrollOff < 0 {
      throw ValidationError("--hscroll-off must be a non-negative integer, not \(hscrollOff).")
    }
    if let scrollOff, scrollOff < 0 {
      throw ValidationError("--scroll-off must be a non-negative integer, not \(scrollOff).")
    }
    if let info, FzfListStyle.Info(rawValue: info) == nil, !info.hasPrefix("inline:") {
      throw ValidationError("--info: '\(info)' is not default, inline, inline:SEPARATOR, inline-right or hidden.")
    }
    // Empty is fzf 0.54's: the column goes (0.38 refuses it); wider than 2 is refused by both.
    for (name, sign) in [("pointer", pointer), ("marker", marker)] {
      if let sign, displayWidth(of: sign) > 2 {
        // Sanitized: a hostile value must not reach the terminal through the message.
        throw ValidationError("--\(name): '\(TextSanitizer.sanitize(sign))' is wider than two cells.")
      }
    }
    if let scrollbar, displayWidth(of: scrollbar) > 1 {
      throw ValidationError("--scrollbar: '\(scrollbar)' is wider than one cell.")
    }
    if let tabstop, tabstop < 1 { throw ValidationError("--tabstop must be at least 1, not \(tabstop).") }
    if border == "inline" {
      throw ValidationError(
        "inline border is only supported for --header-border, --header-lines-border, and --footer-border")
    }
    if let border, FzfListStyle.Border(rawValue: border) == nil || border == "phantom" {
      throw ValidationError("--border: '\(border)' is not a border style.")
    }
    if let margin, FzfListStyle.sides(margin) == nil {
      throw ValidationError("--margin: '\(margin)' is not one to four lengths.")
    }
    if let padding, FzfListStyle.sides(padding) == nil {
      throw ValidationError("--padding: '\(padding)' is not one to four lengths.")
    }
  }

  /// The list's style with `direction` (fzf's `--layout`) and these options.
  package func style(direction: String?) -> FzfListStyle {
    var style = FzfListStyle()
    style.direction = direction.flatMap(FzfListStyle.Direction.init(rawValue:)) ?? .default
    if let info, info.hasPrefix("inline:") {
      style.info = .inline
      style.inlineInfoSeparator = String(info.dropFirst("inline:".count)).replacingNewlines
    } else {
      style.info = info.flatMap(FzfListStyle.Info.init(rawValue:)) ?? .default
    }
    style.unicode = !noUnicode
    style.tabstop = tabstop ?? 8
    style.scrollbar = noScrollbar ? "" : scrollbar ?? (noUnicode ? "|" : "│")
    style.separator =
      noSeparator
      ? StyledLine() : FzfListStyle.separatorLine(separator ?? (noUnicode ? "-" : "─"), tabstop: style.tabstop)
    style.separatorGiven = separator != nil || noSeparator
    if let pointer { style.pointer = pointer }
    if let marker { style.marker = marker }
    style.border = border.flatMap(FzfListStyle.Border.init(rawValue:)) ?? .none
    if let sides = margin.flatMap(FzfListStyle.sides) { style.margin = sides }
    if let sides = padding.flatMap(FzfListStyle.sides) { style.padding = sides }
    if let ellipsis { style.ellipsis = ellipsis.replacingNewlines }
    style.hscroll = !noHscroll
    style.hscrollOff = hscrollOff ?? 10
    style.keepRight = keepRight
    style.scrollOff = scrollOff ?? 0
    style.headerFirst = headerFirst
    style.filepathWord = filepathWord
    if let jumpLabels { style.jumpLabels = Array(jumpLabels) }
    return style
  }
}

extension String {
  /// fzf turns the newlines of `--info=inline:SEP` into spaces.
  fileprivate var replacingNewlines: String { String(map { $0 == "\n" ? " " : $0 }) }
}
