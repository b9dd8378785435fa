import CascadeCanvas
import CascadeLayout
import CascadeView
import Testing

/// A one-column list of 2-row items with a decoration band of kind "band" behind each section: a
/// custom layout that places decoration views, registered with the layout as in UIKit.
final class BandedListLayout: CollectionViewLayout {
  weak var source: LayoutSource?
  let decorationViewRegistry: DecorationViewRegistry? = DecorationViewRegistry()
  private var sectionStarts: [Int] = []

  func prepare() {
    sectionStarts = [0]
    for s in 0..<(source?.numberOfSections() ?? 0) {
      sectionStarts.append(sectionStarts[s] + 2 * (source?.numberOfItems(inSection: s) ?? 0))
    }
  }
  var collectionViewContentSize: Size { Size(width: source?.layoutBounds.width ?? 0, height: sectionStarts.last ?? 0) }
  private var width: Int { source?.layoutBounds.width ?? 0 }

  func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
    var result: [LayoutAttributes] = []
    for s in 0..<(sectionStarts.count - 1) {
      let band = Rect(x: 0, y: sectionStarts[s], width: width, height: sectionStarts[s + 1] - sectionStarts[s])
      if band.intersects(rect) {
        result.append(
          LayoutAttributes(
            indexPath: IndexPath(item: 0, section: s), category: .decorationView("band"), frame: band, zIndex: -1))
      }
      for item in 0..<((sectionStarts[s + 1] - sectionStarts[s]) / 2) {
        if let cell = layoutAttributesForItem(at: IndexPath(item: item, section: s)), cell.frame.intersects(rect) {
          result.append(cell)
        }
      }
    }
    return result
  }
  func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    guard indexPath.section < sectionStarts.count - 1 else { return nil }
    // Items are drawn two cells in from the left so the band shows beside them.
    return .cell(
      indexPath,
      frame: Rect(x: 2, y: sectionStarts[indexPath.section] + 2 * indexPath.item, width: width - 2, height: 2))
  }
  func layoutAttributesForSupplementaryView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
    nil
  }
  func invalidateLayout(with invalidation: LayoutInvalidation) {}
}

/// Fills its frame with `#`.
final class BandView: CollectionReusableView {
  override func draw(in buffer: inout CellBuffer, context: DrawingContext) {
    buffer.fill(context.frame, with: Cell(grapheme: "#"), clip: context.clip)
  }
}

@MainActor @Suite struct ReuseRegistryTests {
  /// Cells and headers that share the reuse identifier "same", each its own class.
  final class SharedIdentifiers: CollectionViewDataSource, CollectionViewDelegateWaterfallLayout {
    func numberOfSections(in collectionView: CollectionView) -> Int { 3 }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
      let cell = collectionView.dequeueReusableCell(LetterCell.self, withReuseIdentifier: "same", for: indexPath)
      cell.letter = "abcdef".map { $0 }[indexPath.section * 2 + indexPath.item]
      return cell
    }
    func collectionView(
      _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: ElementKind, at indexPath: IndexPath
    ) -> CollectionReusableView? {
      let header = collectionView.dequeueReusableSupplementaryView(
        SectionHeaderView.self, ofKind: kind, withReuseIdentifier: "same", for: indexPath)
      header.section = indexPath.section
      return header
    }
    func collectionView(
      _ collectionView: CollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, width: Int
    ) -> Int { 1 }
  }

  @Test func aCellAndAHeaderWithTheSameIdentifierKeepSeparatePools() {
    let model = SharedIdentifiers()
    let layout = WaterfallLayout()
    layout.headerHeight = 1
    let collectionView = CollectionView(layout: layout)
    collectionView.overscan = 0
    collectionView.register(LetterCell.self, forCellWithReuseIdentifier: "same")
    collectionView.register(
      SectionHeaderView.self, forSupplementaryViewOfKind: .sectionHeader, withReuseIdentifier: "same")
    collectionView.setViewportSize(Size(width: 5, height: 2))
    collectionView.delegate = model
    collectionView.dataSource = model
    let backend = TestBackend(size: Size(width: 5, height: 2))
    let screen = Screen(backend: backend)
    // Scrolling recycles headers and cells into the pools; with one shared pool a header would
    // come back as a cell (or the typed dequeue would stop the program).
    var screens: [[String]] = []
    for _ in 0..<4 {
      screen.draw { collectionView.draw(in: &$0, area: Rect(x: 0, y: 0, width: 5, height: 2)) }
      screens.append(backend.lines())
      collectionView.scroll(byLines: 1)
    }
    // (The focused card is upper-case; scrolling moves the focus along.)
    #expect(screens == [["0====", "AA bb"], ["AA bb", "1===="], ["1====", "CC dd"], ["CC dd", "2===="]])
  }

  @Test func decorationViewsComeFromTheLayoutsRegistry() {
    final class Two: CollectionViewDataSource {
      func numberOfSections(in collectionView: CollectionView) -> Int { 2 }
      func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
      func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(LetterCell.self, withReuseIdentifier: "letter", for: indexPath)
        cell.letter = indexPath.section == 0 ? "x" : "y"
        return cell
      }
    }
    let layout = BandedListLayout()
    layout.register(BandView.self, forDecorationViewOfKind: "band")
    let collectionView = CollectionView(layout: layout)
    collectionView.register(LetterCell.self, forCellWithReuseIdentifier: "letter")
    let source = Two()
    collectionView.dataSource = source
    let backend = TestBackend(size: Size(width: 4, height: 4))
    Screen(backend: backend).draw { collectionView.draw(in: &$0, area: Rect(x: 0, y: 0, width: 4, height: 4)) }
    #expect(backend.lines() == ["##XX", "##XX", "##yy", "##yy"], "the band is drawn below the cells")
    #expect(collectionView.createdViewCount == 4, "two cells and two bands")
    #expect(collectionView.visibleElements.filter { $0.category == .decorationView("band") }.count == 2)
  }

  @Test func dequeuingAnUnregisteredIdentifierStopsWithAMessageThatNamesIt() async {
    await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let collectionView = CollectionView(layout: WaterfallLayout())
      collectionView.register(
        SectionHeaderView.self, forSupplementaryViewOfKind: .sectionHeader, withReuseIdentifier: "card")
      _ = collectionView.dequeueReusableCell(
        LetterCell.self, withReuseIdentifier: "card", for: IndexPath(item: 0, section: 0))
    }.map { result in
      let message = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(message.contains("could not dequeue a cell with reuse identifier 'card'"), "\(message)")
      #expect(message.contains("registered for a supplementary view of kind 'header'"), "\(message)")
    }
  }

  @Test func dequeuingAsTheWrongClassStopsWithAMessageThatNamesBoth() async {
    await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let collectionView = CollectionView(layout: WaterfallLayout())
      collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "card")
      _ = collectionView.dequeueReusableCell(
        LetterCell.self, withReuseIdentifier: "card", for: IndexPath(item: 0, section: 0))
    }.map { result in
      let message = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(message.contains("is CollectionViewCell, not LetterCell"), "\(message)")
    }
  }
}
