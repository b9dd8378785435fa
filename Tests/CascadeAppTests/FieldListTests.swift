import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout
import CascadeTestSupport
import Testing

/// `g f`: a list of the records' field names over the cards; typing narrows it with fzf's fuzzy
/// matching, Enter groups by the focused name, Esc leaves the cards as they were.
@Suite struct FieldListTests {
  static let orders = """
    order_id,customer,status,amount
    1,ada,paid,12.5
    2,grace,refunded,3
    3,linus,paid,40

    """

  static func ordersViewer(_ size: Size) throws -> Viewer {
    let loaded = try RecordLoader.load(data: Array(orders.utf8), name: "orders.csv", format: .csv, fields: .standard)
    return viewer(loaded, size: size)
  }

  /// The typed text on the first row inside the box, a name per row (the first reversed), the keys
  /// at the bottom; the cursor after the typed text.
  @Test func gFListsTheFieldNames() throws {
    let v = try Self.ordersViewer(Size(width: 64, height: 10))
    press(v, .character("g"), .character("f"))
    var buffer = CellBuffer(size: v.screenSize)
    let cursor = v.render(into: &buffer)
    let lines = buffer.lines()
    func framed(_ text: String) -> String { "┃ " + text + String(repeating: " ", count: 60 - text.count) + " ┃" }
    let expected =
      ["┏ group by · 4 of 4 fields " + String(repeating: "━", count: 36) + "┓"]
      + [
        ">", "order_id", "customer", "status", "amount", "", "type to narrow · ↑↓ field · Enter group by · Esc cancel",
      ]
      .map(framed) + ["┗" + String(repeating: "━", count: 62) + "┛"]
    #expect(
      screenDiff(Array(lines.prefix(9)), expected) == nil, "\(screenDiff(Array(lines.prefix(9)), expected) ?? "")")
    #expect(buffer[2, 2].style.attributes.contains(.reverse), "the focused name")
    #expect(!buffer[2, 3].style.attributes.contains(.reverse))
    #expect(cursor == Point(x: 4, y: 1))
  }

  /// "st" keeps the names with an s then a t, the one they start best first; Enter groups by it.
  @Test func typingNarrowsAndEnterGroups() throws {
    let v = try Self.ordersViewer(Size(width: 64, height: 10))
    press(v, .character("g"), .character("f"))
    type(v, "st")
    #expect(v.shownFieldNames == ["status", "customer"])
    let lines = screen(v)
    #expect(lines[0].hasPrefix("┏ group by · 2 of 4 fields ━"), "\(lines[0])")
    #expect(lines[1].hasPrefix("┃ > st "), "\(lines[1])")
    press(v, .enter)
    #expect(v.shownFieldNames == nil)
    #expect(v.source.order.groupField == "status")
    #expect(v.source.headerText(ofSection: 0) == "paid · 2 · 67%")
  }

  /// Backspace widens the list again; ↓ moves down it; Esc closes it and the cards stay as they
  /// were; a query no name matches says so.
  @Test func escCancelsAndBackspaceWidens() throws {
    let v = try Self.ordersViewer(Size(width: 64, height: 10))
    press(v, .character("g"), .character("f"))
    type(v, "zz")
    #expect(v.shownFieldNames == [])
    #expect(screen(v)[2].hasPrefix("┃ no field matches"))
    press(v, .backspace, .backspace, .down, .down)
    #expect(v.shownFieldNames?.count == 4)
    press(v, .enter)
    #expect(v.source.order.groupField == "status", "the third name")
    press(v, .character("g"), .character("f"))
    press(v, .escape)
    #expect(v.shownFieldNames == nil && v.source.order.groupField == "status")
  }

  /// Grouped, the list starts with a row that ends the grouping (not counted as a field).
  @Test func theFirstRowOfAGroupedListEndsTheGrouping() throws {
    let v = try Self.ordersViewer(Size(width: 64, height: 10))
    press(v, .character("g"), .character("f"))
    type(v, "customer")
    press(v, .enter)
    #expect(v.source.order.groupField == "customer")
    press(v, .character("g"), .character("f"))
    #expect(v.shownFieldNames == ["(no grouping)", "order_id", "customer", "status", "amount"])
    #expect(screen(v)[0].hasPrefix("┏ group by · 4 of 4 fields ━"))
    press(v, .enter)
    #expect(v.source.order.groupField == nil)
  }

  /// Nested values are listed by their dotted paths, which group as `--group-by` does.
  @Test func nestedFieldsAreListedByTheirPaths() throws {
    let v = viewer(
      try collection(
        """
        {"title":"a","user":{"login":"ada","id":1},"state":"open"}
        {"title":"b","user":{"login":"bob","id":2},"state":"closed"}
        {"title":"c","user":{"login":"ada","id":1},"state":"open"}

        """), size: Size(width: 64, height: 12))
    press(v, .character("g"), .character("f"))
    type(v, "login")
    #expect(v.shownFieldNames?.first == "user.login")
    press(v, .enter)
    #expect(v.source.order.groupField == "user.login")
    #expect(v.source.headerText(ofSection: 0) == "ada · 2 · 67%")
  }
}
