import CascadeLayout
import CascadeTerminalTestSupport
import CascadeTestSupport
import Testing

/// paging-snap run with `--dump 60x14 --keys …`: after the keys, the expected postcard must be drawn
/// exactly where centring puts it. Where that is does not come from the layouts under test: the
/// waterfall's frames come from `ReferenceWaterfall` (the same file as CascadeLayoutTests', linked
/// here), the carousel's from the arithmetic `CarouselLayout` documents.
struct PagingSnapTests {
  static let width = 60, height = 14
  /// The cards above the status line.
  static let viewport = Size(width: width, height: height - 1)
  /// The example's postcards, in order, with their waterfall heights.
  static let places = [
    "Lisbon", "Kyoto", "Valparaíso", "Tromsø", "Marrakesh", "Hobart", "Oaxaca", "Tbilisi", "Ushuaia", "Hội An",
    "Reykjavík", "Zanzibar",
  ]
  static let rows = [5, 7, 9]

  /// The counts, viewport and card heights the reference waterfall is asked for.
  final class Source: LayoutSource, WaterfallLayoutDelegate {
    var layoutBounds = Rect(origin: .zero, size: PagingSnapTests.viewport)
    func numberOfSections() -> Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { PagingSnapTests.places.count }
    func waterfallLayout(_ layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, width: Int) -> Int {
      PagingSnapTests.rows[indexPath.item % PagingSnapTests.rows.count]
    }
  }

  /// The example's waterfall, placed by the reference: the layout object only carries the
  /// example's settings (two columns, a blank row between cards); it places nothing here.
  static let waterfall: [Rect] = {
    let settings = WaterfallLayout()
    settings.columnCount = .fixed(2)
    settings.rowSpacing = 1
    let source = Source()
    return ReferenceWaterfall(layout: settings, source: source, delegate: source).elements
      .filter { $0.category == .cell }.sorted { $0.indexPath.item < $1.indexPath.item }.map(\.frame)
  }()

  /// The example's carousel as `CarouselLayout` documents it: cards as long as `maximumItemLength`
  /// (28) or what the viewport leaves after two peeks (4) and spacings (1), whichever is shorter,
  /// as tall as the viewport; card i starts one pitch (length + spacing) after card i − 1 and the
  /// offset that centres it is i × pitch.
  static let carouselLength = min(28, viewport.width - 2 * (4 + 1))
  static let carouselPitch = carouselLength + 1

  /// Where card `item` is drawn once centred, and the content offset that centres it.
  func expectedPlacement(ofItem item: Int, carousel: Bool) -> (frame: Rect, offset: Point) {
    if carousel {
      let offset = Point(x: item * Self.carouselPitch, y: 0)
      let start = offset.x + Self.viewport.width / 2 - Self.carouselLength / 2
      return (Rect(x: start, y: 0, width: Self.carouselLength, height: Self.viewport.height), offset)
    }
    let frame = Self.waterfall[item]
    return (frame, Point(x: 0, y: frame.minY + frame.height / 2 - Self.viewport.height / 2))
  }

  /// The screen after `keys`: the lines above the status line, and the status line.
  func screen(after keys: String) throws -> (lines: [String], status: String) {
    let result = try Subprocess.capture([
      try BuiltProducts.executable("paging-snap").path, "--dump", "\(Self.width)x\(Self.height)", "--keys", keys,
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(
      String.init)
    #expect(lines.count == Self.height)
    return (Array(lines.prefix(Self.height - 1)), lines.last ?? "")
  }

  /// The text of `line` from screen column `column` on (every character here is one column wide).
  func text(_ line: String, from column: Int) -> String {
    String(line.dropFirst(column))
  }

  /// Checks that card `item` is centred along the scroll axis: the expected frame, moved by the
  /// offset that centres it, puts its top-left corner on screen, its title one row down and two
  /// cells in; and the status line names that card and, after a page move, that offset.
  func expectCentred(_ item: Int, after keys: String, carousel: Bool, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    let (lines, status) = try screen(after: keys)
    let (frame, offset) = expectedPlacement(ofItem: item, carousel: carousel)
    let corner = Point(x: frame.minX - offset.x, y: frame.minY - offset.y)
    try #require(
      corner.y >= 0 && corner.y + 1 < lines.count && corner.x >= 0, "card \(item) cannot be centred",
      sourceLocation: sourceLocation)
    // The focused card (heavy border) is the centred one, with its title where the frame puts it.
    #expect(text(lines[corner.y], from: corner.x).hasPrefix("┏━"), "\(lines)", sourceLocation: sourceLocation)
    #expect(
      text(lines[corner.y + 1], from: corner.x).hasPrefix("┃ \(Self.places[item]) "), "\(lines)",
      sourceLocation: sourceLocation)
    let bottom = corner.y + frame.height - 1
    if bottom < lines.count {
      #expect(text(lines[bottom], from: corner.x).hasPrefix("┗━"), "\(lines)", sourceLocation: sourceLocation)
    }
    #expect(status.contains(" · \(Self.places[item]) centred · "), "\(status)", sourceLocation: sourceLocation)
    let lastKey = keys.split(separator: ",").last ?? ""
    if ["left", "right", "pgup", "pgdn"].contains(lastKey) {
      #expect(status.contains(" · snap x=\(offset.x) y=\(offset.y) · "), "\(status)", sourceLocation: sourceLocation)
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
    let (_, status) = try screen(after: "right,right")
    // Two cards of the carousel's pitch (card length + 1 spacing) from the start.
    #expect(status.hasPrefix(" carousel · Valparaíso centred · snap x=\(2 * Self.carouselPitch) y=0 ·"), "\(status)")
  }
}
