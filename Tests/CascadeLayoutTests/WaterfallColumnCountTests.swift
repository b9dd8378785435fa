import CascadeLayout
import Testing

@Suite struct WaterfallColumnCountTests {
  @Test func anIntegerLiteralIsAFixedCount() throws {
    let section: CompositionalSection = .waterfall(columns: 3)
    let waterfall = try #require(section.layout as? WaterfallLayout)
    #expect(waterfall.columnCount == .fixed(3))
    let layout = WaterfallLayout()
    layout.columnCount = 4
    #expect(layout.columnCount == .fixed(4))
    #expect(layout.columnCount != .automatic(minimumWidth: 4))
  }
}
