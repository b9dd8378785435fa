import CascadeLayout
import Testing

/// Cases the reference layouts found, kept as plain examples.
@Suite struct OracleRegressionTests {
  /// A pinned header asked for before its section was placed stopped at the offset instead of at its
  /// section's end: the section's bottom was not known yet.
  @Test func aPinnedHeaderAskedFirstStopsAtItsSectionsEnd() {
    let source = ArraySource(
      bounds: Rect(x: 0, y: 4, width: 10, height: 10), heights: [[1, 1, 1], Array(repeating: 1, count: 50)])
    let layout = WaterfallLayout()
    layout.columnCount = .fixed(1)
    layout.headerHeight = 2
    layout.sectionHeadersPinToVisibleBounds = true
    layout.source = source
    layout.delegate = source
    // Header 0 at rows 0-1, items at 2, 3, 4: the section ends at row 5, so the header pinned at
    // offset 4 stops at row 3.
    let header = layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: IndexPath(item: 0, section: 0))
    #expect(header?.frame == Rect(x: 0, y: 3, width: 10, height: 2))
    let fresh = WaterfallLayout()
    fresh.columnCount = .fixed(1)
    fresh.headerHeight = 2
    fresh.sectionHeadersPinToVisibleBounds = true
    fresh.source = source
    fresh.delegate = source
    let queried = fresh.layoutAttributesForElements(in: Rect(x: 0, y: 4, width: 10, height: 1)).first {
      $0.indexPath.section == 0 && $0.category != .cell
    }
    #expect(queried?.frame == Rect(x: 0, y: 3, width: 10, height: 2))
  }

  /// Snapping took the nearest card that reached into its search window, though a card just
  /// outside the window had its centre nearer: a tall card beside the proposal hid the short one.
  @Test func snappingFindsANearerCardOutsideItsFirstWindow() {
    // One column: a 100-row card (centre 50), then 1-row cards at rows 100, 101, ...
    let source = ArraySource(
      bounds: Rect(x: 0, y: 80, width: 10, height: 7), heights: [[100] + Array(repeating: 1, count: 20)])
    let layout = WaterfallLayout()
    layout.columnCount = .fixed(1)
    layout.source = source
    layout.delegate = source
    // Proposed 80, viewport centre 83: the card at row 100 (17 away) is nearer than the tall card's
    // centre (33 away), so it is centred: 100 - 7 / 2 = 97.
    let target = layout.targetContentOffset(forProposedContentOffset: Point(x: 0, y: 80), withScrollingVelocity: .zero)
    #expect(target.y == 97)
  }
}
