@testable import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeFzf
import CascadeLayout
import CascadeTestSupport
import Testing

/// fzf's list drawn in a `--color` theme: the cells' colours and attributes, line by line.
@Suite struct FzfThemeScreenTests {
  /// `ab` and `bc`, the first selected with Tab (which moves up to `bc`), "b" typed, in a 12×4
  /// window; the first six cells of each row as `legend`'s letters (`.` plain, `?` none of them).
  private func styles(_ specs: [String], bold: Bool = true, legend: [Character: Style]) throws -> (
    lines: [String], styles: [String]
  ) {
    let collection = LoadedCollection(
      name: "t", format: .lines, records: [Record(title: "ab", original: "ab"), Record(title: "bc", original: "bc")])
    var theme = FzfTheme()
    for spec in specs { try theme.apply(spec) }
    theme.bold = bold
    let viewer = viewer(collection, size: Size(width: 12, height: 4)) { options in
      options.theme = .colored
      options.layout = .list
      options.typesQueryAsFzf = true
      options.allowsMultipleSelection = true
      options.prompt = "> "
      var style = FzfListStyle()
      style.theme = theme
      options.fzfList = style
    }
    press(viewer, .tab)
    type(viewer, "b")
    while viewer.source.isFiltering { viewer.advance() }
    var buffer = CellBuffer(size: viewer.screenSize)
    viewer.controller.render(into: &buffer)
    let rows = (0..<4).map { y in
      String(
        (0..<6).map { x -> Character in
          let style = buffer[x, y].style
          return style == .plain ? "." : legend.first { $0.value == style }?.key ?? "?"
        })
    }
    return (buffer.lines().map { String($0.prefix(6)) }, rows)
  }

  @Test func blackAndWhiteReversesTheCurrentLineAndUnderlinesMatches() throws {
    let legend: [Character: Style] = [
      "u": Style(attributes: .underline), "b": Style(attributes: .bold),
      "C": Style(attributes: [.reverse, .underline, .bold]), "R": Style(attributes: [.reverse, .bold]),
    ]
    let (lines, rows) = try styles(["bw"], legend: legend)
    expectScreen(lines, [" >ab  ", "> bc  ", "  2/2 ", "> b   "])
    // The marker is plain, the pointer, prompt and query bold.
    expectScreen(rows, ["...u..", "b.CR..", "......", "b.b..."])
  }

  @Test func noBoldAndAttributesFromTheSpec() throws {
    let legend: [Character: Style] = [
      "g": Style(background: .indexed(236)), "m": Style(foreground: .indexed(168), background: .indexed(236)),
      "h": Style(foreground: .indexed(108), attributes: [.underline, .italic]),
      "p": Style(foreground: .indexed(161), background: .indexed(236)),
      "H": Style(foreground: .indexed(151), background: .indexed(236)),
      "C": Style(foreground: .indexed(254), background: .indexed(236)),
      "i": Style(foreground: .green, attributes: .reverse), "P": Style(foreground: .red),
    ]
    let (_, rows) = try styles(
      ["hl:underline:italic,prompt:regular:1,info:2:reverse"], bold: false, legend: legend)
    // The gutter and the current line's empty marker on bg+, nothing bold, the query plain.
    expectScreen(rows, ["gm.h..", "pgHC..", "..iiii", "P....."])
  }
}
