import CascadeLayout
import CascadeView

// Self-sizing cards in the viewer: a jump places the cards before its target at an estimate and
// the frame measures the screen (`Viewer.render`); between keys, the cards near the screen that
// are still at their estimate go to a `MeasuringJob`, which measures them on every core but one,
// nearest first, and a later loop turn hands their heights to the layout in one batch (the focused card
// keeps its row), so scrolling on finds them exact and the content stops shifting. The main
// thread only picks the cards and takes the heights: no key waits for the measuring.

extension Viewer {
  /// How far from the screen cards are measured between keys, in screen heights above and below.
  static var measuredScreensAround: Int { 8 }
  /// The most cards one job measures: a few screens' worth beyond the nearby ones is measured by
  /// the next job, after this one's heights have moved what they move.
  static var measuredCardsPerJob: Int { 1_024 }
  /// How often the loop looks for a finished measuring job while one runs, in milliseconds.
  public static var measuringPollMilliseconds: Int { 4 }

  /// True while cards are being measured off the main thread.
  public var isMeasuring: Bool { measuringJob != nil }

  /// The self-sizing layout (the waterfall, the list or the grid), when the viewer shows one.
  private var selfSizingLayout: SelfSizingLayout? {
    guard let layout = collectionView.collectionViewLayout as? SelfSizingLayout, layout.isSelfSizing else {
      return nil
    }
    return layout
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
    guard let layout = selfSizingLayout, !showsDetail else { return false }
    return layout.hasEstimatedItems(in: nearbyRect)
  }

  /// Once per loop turn: takes the heights of a finished job, or starts one for the cards near
  /// the screen still at their estimate. Returns true when a card's frame changed.
  /// - Complexity: O(1) while a job runs; starting one, a query over the nearby screens and a sort
  ///   of the cards found; landing one, O(cards) plus the layout's invalidation.
  func measureCardsNearScreen() -> Bool {
    if let job = measuringJob {
      guard job.isFinished else { return false }
      measuringJob = nil
      return land(job)
    }
    guard let layout = selfSizingLayout, !showsDetail else { return false }
    let pending = layout.estimatedItems(in: nearbyRect)
    if pending.isEmpty { return false }
    let middle = collectionView.bounds.minY + collectionView.bounds.height / 2
    let distances = pending.map { item in
      abs((layout.layoutAttributesForItem(at: item.indexPath)?.frame.center.y ?? middle) - middle)
    }
    let nearest = pending.indices.sorted { distances[$0] < distances[$1] }.prefix(Self.measuredCardsPerJob)
    let job = MeasuringJob(
      cards: nearest.map {
        (
          shown: pending[$0].indexPath, model: source.modelIndexPath(of: pending[$0].indexPath),
          width: pending[$0].width
        )
      },
      cardFields: source.cardFields, maxLines: source.maxLines)
    measuringJob = job
    let collection = source.collection
    measuringRunner { job.run(collection: collection) }
    return false
  }

  /// Hands a finished job's heights to the layout, for the cards that still show the records they
  /// showed when it started (a filter, a new order or new card contents since make the others
  /// stale). Picture cards are measured here, in O(1) each.
  private func land(_ job: MeasuringJob) -> Bool {
    guard let heights = job.take(), let layout = selfSizingLayout,
      job.cardFields == source.cardFields, job.maxLines == source.maxLines
    else { return false }
    var batch: [MeasuredItemHeight] = []
    batch.reserveCapacity(heights.count)
    for (i, card) in job.cards.enumerated() {
      let shown = card.shown
      guard shown.section < collectionView.numberOfSections(),
        shown.item < collectionView.numberOfItems(inSection: shown.section),
        source.modelIndexPath(of: shown) == card.model
      else { continue }
      let width = card.width
      let height: Int
      if let measured = heights[i] {
        height = measured
      } else if let grid = layout as? FlowLayout {
        // A picture card in the grid is the grid's picture height.
        height = grid.itemSize.height
      } else if let column = layout as? WaterfallLayout {
        height = source.height(at: shown, width: width, layout: column)
      } else {
        continue
      }
      batch.append(MeasuredItemHeight(indexPath: shown, width: width, height: height))
    }
    return collectionView.acceptMeasuredHeights(batch)
  }
}
