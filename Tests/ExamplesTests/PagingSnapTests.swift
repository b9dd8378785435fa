import CascadeLayout
import CascadeTerminalTestSupport
import CascadeTestSupport
import Testing

/// paging-snap run with `--dump 60x14 --keys …`: after the keys, the expected postcard must be drawn
/// exactly where centring puts it. Where that is comes from the layouts themselves, laid out here
/// for the example's viewport (60×13 above the status line) and cards, not from the status line.
struct PagingSnapTests {
  static let width = 60, height = 14
  /// The cards above the status line.
  static let viewport = Size(width: width, height: height - 1)
  /// The example's postcards, in order, with their waterfall heights.
  static let places = ["Lisbon", "Kyoto", "Valparaíso", "Tromsø", "Marrakesh", "Hobart", "Oaxaca", "Tbilisi", "Ushuaia", "Hội An", "Reykjavík", "Zanzibar"]
  static let rows = [5, 7, 9]

  /// The counts and viewport the test's layouts are asked for.
  final class Source: LayoutSource, WaterfallLayoutDelegate {
    var layoutBounds = Rect(origin: .zero, size: PagingSnapTests.viewport)
    func numberOfSections() -> Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { PagingSnapTests.places.count }
    func waterfallLayout(_ layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, width: Int) -> Int {
      PagingSnapTests.rows[indexPath.item % PagingSnapTests.rows.count]
    }
  }

  /// The frame of card `item` in the layout the example configures for `carousel` (true) or the waterfall.
  func frame(ofItem item: Int, carousel: Bool) -> Rect {
    let source = Source()
    let layout: CollectionViewLayout
    if carousel {
      let c = CarouselLayout()
      c.maximumItemLength = 28
      layout = c
    } else {
      let w = WaterfallLayout()
      w.columnCount = .fixed(2)
      w.rowSpacing = 1
      w.delegate = source
      layout = w
    }
    layout.source = source
    layout.prepare()
    return layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
  }

  /// The screen after `keys`, without the status line.
  func screen(after keys: String) throws -> [String] {
    let result = try Subprocess.capture([try BuiltProducts.executable("paging-snap").path, "--dump", "\(Self.width)x\(Self.height)", "--keys", keys])
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    #expect(lines.count == Self.height)
    return Array(lines.prefix(Self.height - 1))
  }

  /// The text of `line` from screen column `column` on (every character here is one column wide).
  func text(_ line: String, from column: Int) -> String {
    String(line.dropFirst(column))
  }

  /// Checks that card `item` is centred along the scroll axis: its frame's centre, moved by the
  /// offset that centres it, is the viewport's centre; so its top-left corner is on screen at
  /// (viewport centre − half the card) along the axis, and its title one row down, two cells in.
  func expectCentred(_ item: Int, after keys: String, carousel: Bool, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let lines = try screen(after: keys)
    let frame = frame(ofItem: item, carousel: carousel)
    let offset = carousel
      ? Point(x: frame.minX + frame.width / 2 - Self.viewport.width / 2, y: 0)
      : Point(x: 0, y: frame.minY + frame.height / 2 - Self.viewport.height / 2)
    let corner = Point(x: frame.minX - offset.x, y: frame.minY - offset.y)
    #expect(frame.minX + frame.width / 2 - offset.x == Self.viewport.width / 2 || !carousel, sourceLocation: sourceLocation)
    #expect(frame.minY + frame.height / 2 - offset.y == Self.viewport.height / 2 || carousel, sourceLocation: sourceLocation)
    try #require(corner.y >= 0 && corner.y + 1 < lines.count && corner.x >= 0, "card \(item) cannot be centred", sourceLocation: sourceLocation)
    // The focused card (heavy border) is the centred one, with its title where the frame puts it.
    #expect(text(lines[corner.y], from: corner.x).hasPrefix("┏━"), "\(lines)", sourceLocation: sourceLocation)
    #expect(text(lines[corner.y + 1], from: corner.x).hasPrefix("┃ \(Self.places[item]) "), "\(lines)", sourceLocation: sourceLocation)
    let bottom = corner.y + frame.height - 1
    if bottom < lines.count {
      #expect(text(lines[bottom], from: corner.x).hasPrefix("┗━"), "\(lines)", sourceLocation: sourceLocation)
    }
  }

  @Test func carouselPageMovesCentreOneCardEach() throws {
    try expectCentred(0, after: "", carousel: true)
    try expectCentred(0, after: "left,pgup", carousel: true)  // nothing before the first card
    try expectCentred(2, after: "right,right", carousel: true)
    try expectCentred(2, after: "pgdn,pgdn,pgdn,left", carousel: true)
    try expectCentred(11, after: "end,right", carousel: true)  // nothing after the last card
  }

  @Test func waterfallPageMovesCentreTheNextCardDownOrUp() throws {
    try expectCentred(5, after: "tab,pgdn", carousel: false)
    try expectCentred(8, after: "tab,pgdn,right", carousel: false)
    try expectCentred(5, after: "tab,pgdn,pgdn,pgup", carousel: false)
    try expectCentred(6, after: "right,right,tab,pgdn", carousel: false)
  }

  @Test func tabKeepsTheCentredCardAcrossLayouts() throws {
    // Into the waterfall the focused card is centred; back in the carousel the same card is.
    try expectCentred(2, after: "right,right,tab", carousel: false)
    try expectCentred(6, after: "right,right,tab,pgdn,tab", carousel: true)
  }

  @Test func theStatusLineNamesTheLayoutTheCentredCardAndTheSnapTarget() throws {
    let result = try Subprocess.capture([try BuiltProducts.executable("paging-snap").path, "--dump", "80x14", "--keys", "right,right"])
    let status = result.standardOutput.split(separator: "\n").last.map(String.init) ?? ""
    // Two cards of the carousel's pitch (card length + 1 spacing) from the start.
    let pitch = frame(ofItem: 1, carousel: true).minX - frame(ofItem: 0, carousel: true).minX
    #expect(status.hasPrefix(" carousel · Valparaíso centred · snap x=\(2 * pitch) y=0 ·"), "\(status)")
  }
}
