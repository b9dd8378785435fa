import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout
import CascadeTestSupport
import Testing

/// `I`: the focused card's fields with `--stats`'s figures over the cards the filter shows, drawn
/// over the cards; `g` groups and `s` sorts by the focused field; Esc closes.
@Suite struct StatisticsPanelTests {
  static let fruit = """
    {"name":"apple","qty":3,"colour":"red"}
    {"name":"banana","qty":12,"colour":"yellow"}
    {"name":"cherry","qty":100,"colour":"red"}
    {"name":"date","qty":"","colour":"brown"}

    """

  /// A viewer whose workers run at once, so the figures land on the next `advance()`.
  static func fruitViewer(_ size: Size) throws -> Viewer {
    let v = viewer(try collection(fruit), size: size)
    v.arrangementRunner = { $0() }
    return v
  }

  /// A row of the panel's box: the border, a space, `text` padded to the inside, a space, the border.
  static func framed(_ text: String, width: Int) -> String {
    "┃ " + text + String(repeating: " ", count: width - 4 - displayWidth(of: text)) + " ┃"
  }

  /// Names in a column as wide as the longest (colour), the counts right-aligned under their names;
  /// a value list that does not fit ends in `…`. Below: the focused field's kind and its most
  /// frequent values, and the keys. qty's empty string counts as empty and is not a value.
  @Test func thePanelListsTheFocusedCardsFieldsWithTheirFigures() throws {
    let v = try Self.fruitViewer(Size(width: 80, height: 14))
    press(v, .character("I"))
    v.advance()
    let lines = screen(v)
    let inside = [
      "field   kind    count  empty  distinct  most frequent",
      "name    text        4      0         4  apple (1), banana (1), cherry (1), …",
      "qty     number      4      1         3  3 (1), 12 (1), 100 (1)",
      "colour  text        4      0         3  red (2), yellow (1), brown (1)",
      "", "", "", "",
      "name · text",
      "top: apple (1) · banana (1) · cherry (1) · date (1)",
      "↑↓ field · g group by · s sort by (again: reverse) · Esc close",
    ]
    let expected =
      ["┏ statistics · 4 cards " + String(repeating: "━", count: 56) + "┓"]
      + inside.map { Self.framed($0, width: 80) } + ["┗" + String(repeating: "━", count: 78) + "┛"]
    #expect(
      screenDiff(Array(lines.prefix(13)), expected) == nil, "\(screenDiff(Array(lines.prefix(13)), expected) ?? "")")
    #expect(lines.last?.hasPrefix(" card 1 of 4") == true, "\(lines.last ?? "")")
  }

  /// ↓ moves to qty, whose footer gives the range and mean of its numbers (115 / 3).
  @Test func theFooterGivesTheFocusedNumbersRangeAndMean() throws {
    let v = try Self.fruitViewer(Size(width: 80, height: 14))
    press(v, .character("I"))
    v.advance()
    press(v, .down)
    let lines = screen(v)
    #expect(lines[9] == Self.framed("qty · number · min 3 · max 100 · mean 38.3333", width: 80))
    #expect(lines[10] == Self.framed("top: 3 (1) · 12 (1) · 100 (1)", width: 80))
  }

  /// Until the worker is done the panel says so, and keys still work: Esc closes it.
  @Test func thePanelSaysComputingUntilTheFiguresLand() throws {
    let v = viewer(try collection(Self.fruit), size: Size(width: 60, height: 10))
    let held = HeldWork()
    v.arrangementRunner = { held.keep($0) }
    press(v, .character("I"))
    v.advance()
    var lines = screen(v)
    #expect(lines[0].hasPrefix("┏ statistics · 4 cards · computing… ━"), "\(lines[0])")
    #expect(lines[1].hasPrefix("┃ computing…"), "\(lines[1])")
    #expect(v.isCountingStatistics)
    held.runAll()
    v.advance()
    lines = screen(v)
    #expect(lines[1].hasPrefix("┃ field "), "\(lines[1])")
    press(v, .escape)
    #expect(v.shownStatistics == nil)
    #expect(screen(v)[1].contains("apple"), "the cards are back")
  }

  /// While the filter is still testing records the count is not final: the counting waits.
  @Test func theCountingWaitsForTheFiltersFinalCount() throws {
    let lines = (0..<5_000).map { #"{"name":"n\#($0)","kind":"\#($0 % 3 == 0 ? "fizz" : "plain")"}"# }
    let v = viewer(try collection(lines.joined(separator: "\n") + "\n"), size: Size(width: 60, height: 10))
    v.arrangementRunner = { $0() }
    v.source.filterSliceSize = 100
    v.setFilter("kind:'fizz")
    press(v, .character("I"))
    #expect(v.source.isFiltering)
    #expect(screen(v)[1].hasPrefix("┃ computing…"))
    while v.source.isFiltering { v.advance() }
    v.advance()
    let kind = try #require(v.shownStatistics?.first { $0.name == "kind" })
    #expect(kind.count == 1_667 && kind.distinct == 1 && kind.top.first?.value == "fizz")
  }

  /// `g` groups by the focused field and again ends the grouping; `s` sorts by it, again reversed;
  /// the panel stays open over the rearranged cards.
  @Test func gGroupsAndSSortsByTheFocusedField() throws {
    let v = try Self.fruitViewer(Size(width: 80, height: 14))
    press(v, .character("I"))
    v.advance()
    press(v, .down, .down, .character("g"))
    #expect(v.source.order.groupField == "colour")
    #expect(v.source.numberOfSections(in: v.collectionView) == 3)
    press(v, .character("g"))
    #expect(v.source.order.groupField == nil)
    press(v, .up, .character("s"))
    #expect(v.source.order.sortField == "qty" && !v.source.order.descending)
    press(v, .character("s"))
    #expect(v.source.order.sortField == "qty" && v.source.order.descending)
    #expect(v.shownStatistics != nil)
  }
}

/// Work a test runs when it chooses.
final class HeldWork: @unchecked Sendable {
  private var work: [@Sendable () -> Void] = []
  func keep(_ item: @escaping @Sendable () -> Void) { work.append(item) }
  func runAll() {
    let all = work
    work = []
    for item in all { item() }
  }
}
