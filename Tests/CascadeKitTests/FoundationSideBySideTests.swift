// An app's file as a UIKit developer writes it: Foundation and Cascade imported side by side, and
// `IndexPath` in every position (a type, a parameter, a set's element, `item:section:`) with
// nothing qualified. This target compiling is the test; the test below runs it once.
import CascadeKit
import Foundation
import Testing

/// Dates from Foundation beside index paths from Cascade.
final class Diary: CollectionViewDataSource {
  let days: [[Date]]
  var shown: Set<IndexPath> = []

  init(days: [[Date]]) { self.days = days }

  func numberOfSections(in collectionView: CollectionView) -> Int { days.count }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    days[section].count
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell = collectionView.dequeueReusableCell(TextCell.self, withReuseIdentifier: "day", for: indexPath)
    let date: Date = days[indexPath.section][indexPath.item]
    cell.text = "\(indexPath.section).\(indexPath.item) \(Int(date.timeIntervalSince1970) / 86_400)"
    shown.insert(indexPath)
    return cell
  }
}

/// A cell that draws one line of text.
final class TextCell: CollectionViewCell {
  var text = ""
  override func draw(in buffer: inout CellBuffer, context: DrawingContext) {
    buffer.draw(text, at: context.frame.origin, maxWidth: context.frame.width, clip: context.clip)
  }
}

@MainActor @Suite struct FoundationSideBySideTests {
  @Test func anAppImportingFoundationAndCascadeKitRuns() {
    let diary = Diary(days: [[Date(timeIntervalSince1970: 86_400), Date(timeIntervalSince1970: 2 * 86_400)]])
    let layout = WaterfallLayout()
    layout.columnCount = .fixed(1)
    let collectionView = CollectionView(layout: layout)
    collectionView.register(TextCell.self, forCellWithReuseIdentifier: "day")
    collectionView.dataSource = diary
    var buffer = CellBuffer(size: Size(width: 8, height: 2))
    collectionView.draw(in: &buffer, area: Rect(x: 0, y: 0, width: 8, height: 2))
    let first = IndexPath(item: 0, section: 0)
    #expect(diary.shown == [first, IndexPath(item: 1, section: 0)])
    #expect(collectionView.focusedIndexPath?.item == 0 && collectionView.focusedIndexPath?.section == 0)
    // Foundation's own index path is still there, by its full name.
    #expect(Foundation.IndexPath(indexes: [0, 1]).count == 2)
  }
}
