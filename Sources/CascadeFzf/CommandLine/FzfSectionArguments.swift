import ArgumentParser
import CascadeCanvas

/// fzf 0.74's sections around its list: their borders and labels, the footer, the gutter and
/// `--no-input`; drawn when Cascade runs as fzf. `FzfSpellings` turns `--style` into these and
/// gives a border option without a value its shape.
package struct FzfSectionArguments: ParsableArguments {
  package init() {}

  @Option(name: .customLong("list-border"), help: ArgumentHelp("fzf's border around the list.", valueName: "STYLE"))
  package var listBorder: String?

  @Option(
    name: .customLong("input-border"),
    help: ArgumentHelp("fzf's border around the prompt and info line.", valueName: "STYLE"))
  package var inputBorder: String?

  @Option(
    name: .customLong("header-border"), help: ArgumentHelp("fzf's border around --header.", valueName: "STYLE"))
  package var headerBorder: String?

  @Option(
    name: .customLong("header-lines-border"),
    help: ArgumentHelp("fzf's border around the --header-lines records.", valueName: "STYLE"))
  package var headerLinesBorder: String?

  @Option(
    name: .customLong("footer-border"),
    help: ArgumentHelp("fzf's border around --footer (default: a line on the list's side).", valueName: "STYLE"))
  package var footerBorder: String?

  @Option(parsing: .unconditional, help: ArgumentHelp("Lines on the far side of fzf's list.", valueName: "TEXT"))
  package var footer: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Drawn where fzf's pointer goes on the other lines (default '▌').", valueName: "CHAR"))
  package var gutter: String?

  @Option(
    name: .customLong("gap-line"), parsing: .unconditional,
    help: ArgumentHelp("Repeated across the last row of each --gap (default '┈'; '' for none).", valueName: "STR"))
  package var gapLine: String?

  @Flag(name: .customLong("no-input"), help: "No prompt or info line in fzf's list.")
  package var noInput = false

  @Option(name: .customLong("list-label"), parsing: .unconditional, help: "A label in --list-border.")
  package var listLabel: String?
  @Option(name: .customLong("list-label-pos"), help: "Where --list-label goes, as --border-label-pos.")
  package var listLabelPosition: String?
  @Option(name: .customLong("input-label"), parsing: .unconditional, help: "A label in --input-border.")
  package var inputLabel: String?
  @Option(name: .customLong("input-label-pos"), help: "Where --input-label goes, as --border-label-pos.")
  package var inputLabelPosition: String?
  @Option(name: .customLong("header-label"), parsing: .unconditional, help: "A label in --header-border.")
  package var headerLabel: String?
  @Option(name: .customLong("header-label-pos"), help: "Where --header-label goes, as --border-label-pos.")
  package var headerLabelPosition: String?
  @Option(name: .customLong("footer-label"), parsing: .unconditional, help: "A label in --footer-border.")
  package var footerLabel: String?
  @Option(name: .customLong("footer-label-pos"), help: "Where --footer-label goes, as --border-label-pos.")
  package var footerLabelPosition: String?

  private var borders: [(String, String?)] {
    [
      ("--list-border", listBorder), ("--input-border", inputBorder), ("--header-border", headerBorder),
      ("--header-lines-border", headerLinesBorder), ("--footer-border", footerBorder),
    ]
  }

  private var labels: [(FzfText, String?, String?)] {
    [
      (.listLabel, listLabel, listLabelPosition), (.inputLabel, inputLabel, inputLabelPosition),
      (.headerLabel, headerLabel, headerLabelPosition), (.footerLabel, footerLabel, footerLabelPosition),
    ]
  }

  package func validate() throws {
    for (name, value) in borders {
      if let value, FzfListStyle.Border(rawValue: value) == nil || value == "phantom" {
        throw ValidationError("\(name): '\(value)' is not a border style.")
      }
      if value == "inline", ["--list-border", "--input-border"].contains(name) {
        throw ValidationError(
          "inline border is only supported for --header-border, --header-lines-border, and --footer-border")
      }
    }
    if headerBorder == "inline", let headerLinesBorder, headerLinesBorder != "inline", headerLinesBorder != "none" {
      throw ValidationError("--header-border=inline requires --header-lines-border to be inline or unset")
    }
    for (text, _, position) in labels {
      if let position, FzfLabel.position(position) == nil {
        throw ValidationError("--\(text.rawValue)-pos: '\(position)' is not N, N:top or N:bottom.")
      }
    }
    if let gutter, displayWidth(of: gutter) != 1 {
      throw ValidationError("--gutter: '\(TextSanitizer.sanitize(gutter))' is not one cell wide.")
    }
  }

  /// Sets the sections of `style`.
  package func apply(to style: inout FzfListStyle) {
    func border(_ value: String?) -> FzfListStyle.Border? { value.flatMap(FzfListStyle.Border.init(rawValue:)) }
    style.borders.list = border(listBorder) ?? .none
    style.borders.input = border(inputBorder) ?? .none
    style.borders.header = border(headerBorder) ?? .none
    style.borders.headerLines = border(headerLinesBorder)
    style.borders.footer = border(footerBorder) ?? .line
    for (text, label, position) in labels {
      let place = position.flatMap(FzfLabel.position) ?? (0, false)
      style.labels[text] = FzfLabel(text: label ?? "", column: place.column, bottom: place.bottom)
    }
    style.footer = footer ?? ""
    style.inputless = noInput
    style.gutter = gutter
    style.gapLine =
      gapLine.map { FzfListStyle.drawableWrapSign($0, tabstop: style.tabstop) } ?? (style.unicode ? "┈" : "-")
  }
}
