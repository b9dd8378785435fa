import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout
import CascadeTestSupport
import CascadeView
import Testing

/// The table layout in the viewer: a CSV as rows and columns, the column names on top, `←`/`→`
/// moving between columns and scrolling sideways, `--fields`, selection, the filter and the pick.
@Suite struct TableLayoutViewerTests {
  static let fruit = """
    name,qty,price,note
    apple,3,1.25,crisp
    banana,12,0.5,
    cherry,100,12.75,"sweet, dark"

    """

  static func csv(_ text: String) throws -> LoadedCollection {
    try RecordLoader.load(data: Array(text.utf8), name: "fruit.csv", format: .csv, fields: .standard)
  }

  static func table(_ size: Size, configure: (inout ViewerOptions) -> Void = { _ in }) throws -> Viewer {
    viewer(try csv(fruit), size: size) {
      $0.layout = .table
      configure(&$0)
    }
  }

  /// Columns as wide as their widest name or sampled value, two cells apart after the two cells
  /// of the selection mark; numbers right-aligned, text left; the names on the top row.
  @Test func aCSVShowsAsRowsAndColumnsUnderItsNames() throws {
    let v = try Self.table(Size(width: 40, height: 8))
    let lines = screen(v)
    let expected = [
      "  name    qty  price  note              ",
      "  apple     3   1.25  crisp             ",
      "  banana   12    0.5                    ",
      "  cherry  100  12.75  sweet, dark       ",
      "                                        ",
      "                                        ",
      "                                        ",
    ]
    #expect(
      screenDiff(Array(lines.prefix(7)), expected) == nil, "\(screenDiff(Array(lines.prefix(7)), expected) ?? "")")
    #expect(lines.last?.hasPrefix(" row 1 of 3") == true, "\(lines.last ?? "")")
  }

  /// The focused row is reversed but for its focused column, bold and underlined; the focused
  /// column's name is reversed. → moves the column focus, ↓ the row.
  @Test func theFocusedRowAndColumnStandOut() throws {
    let v = try Self.table(Size(width: 40, height: 8))
    press(v, .right, .right, .down)
    var buffer = CellBuffer(size: v.screenSize)
    v.render(into: &buffer)
    #expect(v.collectionView.focusedIndexPath == IndexPath(item: 1, section: 0))
    #expect(buffer[15, 0].style.attributes.contains(.reverse), "the price name")
    #expect(!buffer[2, 0].style.attributes.contains(.reverse), "the name column's name")
    #expect(buffer[2, 2].style.attributes.contains(.reverse), "the banana row")
    #expect(!buffer[2, 1].style.attributes.contains(.reverse), "the apple row")
    let price = buffer[18, 2].style.attributes
    #expect(!price.contains(.reverse) && price.contains(.bold) && price.contains(.underline), "banana's price")
  }

  /// On a screen narrower than the table, → past the last visible column scrolls sideways as
  /// little as shows it whole; ← back past the first visible one scrolls to its start; the names
  /// scroll with the rows and the selection mark's cells stay put.
  @Test func leftAndRightScrollSidewaysToTheFocusedColumn() throws {
    let v = try Self.table(Size(width: 20, height: 6))
    press(v, .right, .right)
    #expect(v.collectionView.contentOffset.x == 0)
    press(v, .right, .right)
    #expect(v.tableColumns?.focusedColumn == 3, "the last column; → stops there")
    #expect(v.collectionView.contentOffset.x == 13)
    press(v, .space)
    let lines = screen(v)
    let expected = [
      "  price  note       ",
      "✓  1.25  crisp      ",
      "    0.5             ",
      "  12.75  sweet, dark",
      "                    ",
    ]
    #expect(
      screenDiff(Array(lines.prefix(5)), expected) == nil, "\(screenDiff(Array(lines.prefix(5)), expected) ?? "")")
    press(v, .left)
    #expect(v.collectionView.contentOffset.x == 13, "price is whole on screen already")
    press(v, .left)
    #expect(v.collectionView.contentOffset.x == 8, "qty's first cell right of the mark")
    press(v, .left, .left, .left)
    #expect(v.collectionView.contentOffset.x == 0 && v.tableColumns?.focusedColumn == 0)
  }

  /// `--fields` picks and orders the columns.
  @Test func fieldsPickAndOrderTheColumns() throws {
    let v = try Self.table(Size(width: 30, height: 6)) { $0.cardFields = CardFields(chosen: ["price", "name"]) }
    let lines = screen(v)
    #expect(lines[0] == "  price  name                 ")
    #expect(lines[3] == "  12.75  cherry               ")
  }

  /// Records without fields show their text in one column.
  @Test func textLinesShowInOneColumn() throws {
    let lines = try RecordLoader.load(
      data: Array("first line\nsecond\n".utf8), name: "notes.txt", format: .lines, fields: .standard)
    let v = viewer(lines, size: Size(width: 20, height: 5)) { $0.layout = .table }
    let shown = screen(v)
    #expect(Array(shown.prefix(3)) == ["  text              ", "  first line        ", "  second            "])
  }

  /// The filter narrows the rows and underlines what it matched in its column; Enter with
  /// `--pick` picks the focused row's record.
  @Test func theFilterAndThePickWorkOnRows() throws {
    let v = try Self.table(Size(width: 40, height: 8)) { $0.picksOnEnter = true }
    press(v, .character("/"))
    type(v, "sweet")
    while v.hasPendingWork { v.advance() }
    var buffer = CellBuffer(size: v.screenSize)
    v.render(into: &buffer)
    let lines = buffer.lines()
    #expect(lines[1].hasPrefix("  cherry") && lines[2].allSatisfy { $0 == " " }, "\(lines)")
    // "sweet, dark" starts at column 22; the note column is not the focused one.
    #expect((22..<27).allSatisfy { buffer[$0, 1].style.attributes.contains(.underline) }, "sweet is underlined")
    #expect(
      !buffer[27, 1].style.attributes.contains(.underline) && !buffer[29, 1].style.attributes.contains(.underline))
    let action = press(v, .enter)
    #expect(action == .exit(.selected))
    #expect(v.selectedOriginals.count == 1 && v.selectedOriginals[0].hasPrefix("cherry,100"))
  }

  /// Sections under `--group-by` keep their title rows, scrolling with the rows.
  @Test func groupsKeepTheirTitles() throws {
    let v = try Self.table(Size(width: 40, height: 10)) { $0.order = ArrangementOptions(groupField: "note") }
    let lines = screen(v)
    #expect(lines[0].hasPrefix("  name    qty  price  note"))
    #expect(lines.contains { $0.contains("crisp") && $0.contains("─") }, "\(lines.joined(separator: "\n"))")
    #expect(lines.contains { $0.hasPrefix("  apple") })
  }

  /// A filter that keeps short values narrows the columns to the rows it shows, and clearing it
  /// widens them again; the columns keep their places and the status line counts rows.
  @Test func theColumnsAreMeasuredAgainAfterTheFilterChanges() throws {
    let v = try Self.table(Size(width: 40, height: 6))
    press(v, .character("/"))
    type(v, "apple")
    press(v, .enter)
    while v.hasPendingWork { v.advance() }
    var lines = screen(v)
    let expected = [
      "  name   qty  price  note               ",
      "  apple    3   1.25  crisp              ",
    ]
    #expect(
      screenDiff(Array(lines.prefix(2)), expected) == nil, "\(screenDiff(Array(lines.prefix(2)), expected) ?? "")")
    #expect(lines.last?.hasPrefix(" row 1 of 1 · /apple") == true, "\(lines.last ?? "")")
    press(v, .character("/"), .escape)
    while v.hasPendingWork { v.advance() }
    lines = screen(v)
    #expect(lines[0] == "  name    qty  price  note              ", "\(lines[0])")
    #expect(lines[3] == "  cherry  100  12.75  sweet, dark       ", "\(lines[3])")
  }
}
