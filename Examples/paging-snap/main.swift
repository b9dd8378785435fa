// paging-snap: the same twelve postcards in a carousel and in a waterfall, switched with Tab. Every
// page move ends with a card centred: the collection view asks the layout's
// targetContentOffset(forProposedContentOffset:withScrollingVelocity:) where to stop, and the
// status line shows that offset and the card it centred.
//
//   swift run paging-snap                       Left/Right and PgUp/PgDn page, Tab switches layout,
//                                               Home/End; q quits
//   swift run paging-snap --dump 60x14 --keys right,right,tab,pgdn
//                                               no terminal: press the keys, print the last frame
import CascadeKit
import Foundation  // exit

// 1. Two layouts over the same data. The carousel: one row of cards at most 28 cells wide, the
//    neighbours peeking in at both edges; it pages one card per move on its own. The waterfall:
//    two columns, a blank row between cards; it snaps because paging is enabled below.
let carousel = CarouselLayout()
carousel.maximumItemLength = 28
let waterfall = WaterfallLayout()
waterfall.columnCount = .fixed(2)
waterfall.rowSpacing = 1

// 2. The collection view starts on the carousel; one cell class serves both layouts.
let collectionView = CollectionView(layout: carousel)
collectionView.register(PostcardCell.self, forCellWithReuseIdentifier: PostcardDeck.cellIdentifier)
collectionView.isPagingEnabled = true  // the waterfall's page moves snap to a card centre too

// 3. Data source and delegate. The collection view holds them weakly: keep `deck` alive.
let deck = PostcardDeck(postcards: postcards)
collectionView.delegate = deck
collectionView.dataSource = deck

/// The offset the last page move snapped to (what the layout's targetContentOffset returned; with
/// animation off the collection view lands on it at once). Nil after a layout switch.
var snappedOffset: Point?

/// The card whose centre along the scroll axis is the viewport's centre along it, if any: the
/// card the last snap centred. One visible-rect query.
@MainActor func centredCard() -> IndexPath? {
  let layout = collectionView.collectionViewLayout, bounds = collectionView.bounds
  let horizontal = layout.scrollDirection == .horizontal
  let centre = horizontal ? bounds.minX + bounds.width / 2 : bounds.minY + bounds.height / 2
  for element in layout.layoutAttributesForElements(in: bounds) where element.category == .cell {
    let frame = element.frame
    let elementCentre = horizontal ? frame.minX + frame.width / 2 : frame.minY + frame.height / 2
    if elementCentre == centre { return element.indexPath }
  }
  return nil
}

/// One page move: back (`direction` < 0) or forward, to the layout's next snap point.
@MainActor func page(_ direction: Int) {
  collectionView.scrollPage(direction)
  snappedOffset = collectionView.contentOffset
}

/// Tab: the other layout, the focused card kept in view (centred where the layout can).
@MainActor func switchLayout() {
  collectionView.setCollectionViewLayout(collectionView.collectionViewLayout === carousel ? waterfall : carousel)
  snappedOffset = nil
}

/// One frame: the cards above a status line with the layout, the centred card and the snap target.
@MainActor func drawFrame(into buffer: inout CellBuffer) {
  let size = buffer.size
  collectionView.draw(in: &buffer, area: Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - 1)))
  let name = collectionView.collectionViewLayout === carousel ? "carousel" : "waterfall"
  let centred = centredCard().map { "\(postcards[$0.item].place) centred" } ?? "no card centred"
  let snap = snappedOffset.map { "snap x=\($0.x) y=\($0.y)" } ?? "snap —"
  buffer.draw(
    " \(name) · \(centred) · \(snap) · Tab ←→ q", at: Point(x: 0, y: size.height - 1), maxWidth: size.width,
    style: Style(attributes: .reverse))
}

/// Tab and the page moves are this program's: true when the event was one of them. Everything
/// else goes on to the collection view's standard bindings (Up/Down, Home/End, clicks, the wheel).
@MainActor func handle(_ event: InputEvent) -> Bool {
  switch event {
  case .key(.tab): switchLayout()
  case .key(.left), .key(.pageUp): page(-1)
  case .key(.right), .key(.pageDown): page(1)
  default: return false
  }
  return true
}

// 4. The app: Tab and the page moves first, everything else to the collection view; q, Esc or
//    Ctrl-C quits. Run on the terminal, or with --dump on one in memory, printing the last frame.
let app = TerminalApplication(name: "paging-snap", collectionView: collectionView)
app.defaultDumpSize = Size(width: 60, height: 14)
app.draw = { drawFrame(into: &$0) }
app.eventHandler = handle
exit(app.run())
