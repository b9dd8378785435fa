import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout
import CascadeTestSupport
import Testing

/// A grouped or sorted view opens on its first card however its records arrive: records merged in
/// while loading, which sort before the card that was first, take the focus and the top of the
/// screen with them, as `--dump` (which reads everything first) shows them.
@Suite struct OpensOnFirstCardTests {
  static func book(_ year: Int, _ genre: String) -> Record {
    Record(
      title: "y\(year)", original: "\(year)",
      fields: [RecordField(key: "genre", value: genre), RecordField(key: "year", value: "\(year)")])
  }

  @Test func sortedAndGroupedWhileLoading() {
    let input = GrowingCollection()
    input.append([Self.book(1990, "sf"), Self.book(1980, "sf"), Self.book(1985, "poetry")])
    let v = viewer(input, size: Size(width: 30, height: 12)) {
      $0.columns = 2
      $0.order = ArrangementOptions(groupField: "genre", sortField: "year", descending: true)
      $0.cardFields = CardFields(chosen: [])
    }
    func focusedTitle() -> String? { v.collectionView.focusedIndexPath.map { v.source.record(at: $0).title } }
    #expect(focusedTitle() == "y1985")
    // A new first group, and a record that sorts first in the old first group.
    input.append([Self.book(2010, "art"), Self.book(2000, "poetry"), Self.book(1970, "sf"), Self.book(1999, "art")])
    input.finish()
    v.advance()
    #expect(focusedTitle() == "y2010")
    #expect(v.collectionView.focusedIndexPath.map(v.source.flatIndex(of:)) == 0)
    expectScreen(
      drawnThroughScreen(v),
      [
        "── art · 2 · 29% ─────────────",
        "┏━━━━━━━━━━━━━┓ ╭────────────╮",
        "┃ y2010       ┃ │ y1999      │",
        "┗━━━━━━━━━━━━━┛ ╰────────────╯",
        "── poetry · 2 · 29% ──────────",
        "╭─────────────╮ ╭────────────╮",
        "│ y2000       │ │ y1985      │",
        "╰─────────────╯ ╰────────────╯",
        "── sf · 3 · 43% ──────────────",
        "╭─────────────╮ ╭────────────╮",
        "│ y1990       │ │ y1980      │",
        " card 1 of 7   ? keys  q quit ",
      ])
  }

  /// A focus the user moved stays on its record.
  @Test func aMovedFocusStaysOnItsRecord() {
    let input = GrowingCollection()
    input.append([Self.book(1990, "sf"), Self.book(1980, "sf")])
    let v = viewer(input, size: Size(width: 30, height: 12)) {
      $0.columns = 2
      $0.order = ArrangementOptions(sortField: "year", descending: true)
    }
    press(v, .right)
    #expect(v.collectionView.focusedIndexPath.map { v.source.record(at: $0).title } == "y1980")
    input.append([Self.book(2010, "art"), Self.book(2000, "art")])
    input.finish()
    v.advance()
    #expect(v.collectionView.focusedIndexPath.map { v.source.record(at: $0).title } == "y1980")
  }
}
