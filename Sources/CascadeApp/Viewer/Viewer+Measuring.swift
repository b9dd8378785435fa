import CascadeLayout
import CascadeView

// Self-sizing cards in the viewer: a jump places the cards before its target at an estimate and
// the frame measures the screen (`Viewer.render`); between keys, the cards near the screen are
// measured in slices, nearest first, so scrolling on finds them exact and the content stops
// shifting.

extension Viewer {
  /// How far from the screen cards are measured between keys, in screen heights above and below.
  static var measuredScreensAround: Int { 8 }
  /// The most time one loop turn spends measuring: a fraction of a frame, so a key waits little.
  static var measuringSliceNanoseconds: Int64 { 4_000_000 }

  /// The self-sizing waterfall, when the viewer shows one.
  private var selfSizingWaterfall: WaterfallLayout? {
    guard let waterfall = collectionView.collectionViewLayout as? WaterfallLayout, waterfall.isSelfSizing else { return nil }
    return waterfall
  }

  /// The full view of one record covers the cards: nothing to measure for.
  private var showsDetail: Bool {
    if case .detail = mode { return true }
    return false
  }

  /// The rect within `measuredScreensAround` screens of the viewport.
  private var nearbyRect: Rect {
    let bounds = collectionView.bounds
    let reach = Self.measuredScreensAround * max(1, bounds.height)
    return Rect(x: bounds.minX, y: bounds.minY - reach, width: bounds.width, height: bounds.height + 2 * reach)
  }

  /// True while cards near the screen are still at their estimate.
  /// - Complexity: a visible-rect query over `2 × measuredScreensAround + 1` screens.
  var hasEstimatedCardsNearby: Bool {
    guard let waterfall = selfSizingWaterfall, !showsDetail else { return false }
    return !waterfall.estimatedItems(in: nearbyRect).isEmpty
  }

  /// Measures cards near the screen that are at their estimate, nearest to the screen's middle
  /// first, until `measuringSliceNanoseconds` have passed, and hands their heights over in one
  /// batch (the focused card keeps its row). Returns true when a card's frame changed.
  /// - Complexity: one query over the nearby screens, a sort of the cards found, and one height per
  ///   card measured (O(its text)).
  func measureCardsNearScreen() -> Bool {
    guard let waterfall = selfSizingWaterfall, !showsDetail else { return false }
    let pending = waterfall.estimatedItems(in: nearbyRect)
    if pending.isEmpty { return false }
    let middle = collectionView.bounds.minY + collectionView.bounds.height / 2
    let distances = pending.map { item in abs((waterfall.layoutAttributesForItem(at: item.indexPath)?.frame.center.y ?? middle) - middle) }
    let order = pending.indices.sorted { distances[$0] < distances[$1] }
    let clock = ContinuousClock()
    let start = clock.now
    var batch: [MeasuredItemHeight] = []
    for i in order {
      let item = pending[i]
      batch.append(MeasuredItemHeight(indexPath: item.indexPath, width: item.width, height: source.height(at: item.indexPath, width: item.width, layout: waterfall)))
      // The clock is read every 16 cards: a card measures in microseconds.
      if batch.count & 15 == 0, clock.now - start >= .nanoseconds(Self.measuringSliceNanoseconds) {
        break
      }
    }
    return collectionView.acceptMeasuredHeights(batch)
  }
}
