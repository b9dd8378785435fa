import CascadeCanvas
import CascadeLayout
import CascadeTestSupport
import CascadeView
import Testing

/// A compositional layout in a collection view: a carousel row over a list. Left and Right move
/// through the row and scroll it alone; Down leaves it for the list and Up comes back.
@MainActor @Suite struct CompositionalFocusTests {
  @Test func focusMovesThroughTheRowAndBetweenSections() {
    let model = LetterModel([
      "abcdef".map { LetterModel.Item(letter: $0, height: 1) },
      "xyz".map { LetterModel.Item(letter: $0, height: 2) },
    ])
    let layout = CompositionalLayout { section, _ in section == 0 ? .carousel(height: 2, maximumItemLength: 6) : .list()
    }
    let collectionView = CollectionView(layout: layout)
    collectionView.register(LetterCell.self, forCellWithReuseIdentifier: "letter")
    collectionView.setViewportSize(Size(width: 12, height: 6))
    collectionView.delegate = model
    collectionView.dataSource = model
    var buffer = CellBuffer(size: Size(width: 12, height: 6))
    collectionView.draw(in: &buffer, area: Rect(x: 0, y: 0, width: 12, height: 6))
    #expect(collectionView.focusedIndexPath == IndexPath(item: 0, section: 0))
    for _ in 0..<3 { collectionView.handle(.key(.right)) }
    #expect(collectionView.focusedIndexPath == IndexPath(item: 3, section: 0))
    #expect(layout.orthogonalOffset(ofSection: 0) > 0, "the row scrolled")
    #expect(collectionView.contentOffset == Point(x: 0, y: 0), "the page did not")
    collectionView.handle(.key(.down))
    #expect(collectionView.focusedIndexPath?.section == 1)
    collectionView.handle(.key(.up))
    #expect(collectionView.focusedIndexPath?.section == 0)
  }
}
