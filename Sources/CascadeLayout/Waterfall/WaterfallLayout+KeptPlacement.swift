// Going back to a width: the placement a width change gives up stays right for its width as long as
// nothing else changes, so it is kept, and a window dragged back, a terminal zoomed and unzoomed or
// a storm of resizes that ends where it began takes it back in O(1) instead of re-placing every
// card up to the focused one.

/// The placement of one width, set aside by a width change.
struct KeptPlacement {
  var width: Int
  var sections: [WaterfallSection]
  var sectionCount: Int
  var widestElementRight: Int

  var placedCount: Int { sections.reduce(0) { $0 + $1.placedCount } }
}

extension WaterfallLayout {
  /// The most placed items a kept placement may hold: 4,194,304 (about 50 MB), so a layout of tens
  /// of millions of placed cards never holds a second copy of its state.
  package static var maximumKeptItems: Int { 1 << 22 }

  /// Sets the current placement aside (when there is one, and not too large): called by a width
  /// change before the sections are dropped. Until the next width is known two may be kept; the
  /// next `prepare()` takes one back or keeps the larger.
  /// - Complexity: O(S) for S started sections; no item is copied (the buffers move).
  func keepPlacement() {
    guard let width = laidOutWidth, !sections.isEmpty else { return }
    let kept = KeptPlacement(
      width: width, sections: sections, sectionCount: sectionCount, widestElementRight: widestElementRight)
    guard kept.placedCount <= Self.maximumKeptItems else { return }
    keptPlacements.removeAll { $0.width == width }
    keptPlacements.append(kept)
  }

  /// Takes back the placement kept for `width`, if any, and keeps at most one other: the one with
  /// the most cards placed, the one kept first on a tie. That is the width a burst of resizes
  /// started from (placed up to the focused card, and set aside before the burst) rather than a
  /// size it passed through, whose pass was cut short or, if it finished, came later. Returns
  /// true when `width` was taken back.
  /// - Complexity: O(S).
  func restoreKeptPlacement(width: Int) -> Bool {
    let index = keptPlacements.firstIndex { $0.width == width }
    let restored = index.map { keptPlacements.remove(at: $0) }
    if keptPlacements.count > 1 {
      // Strictly more to replace the first kept: ties keep the older.
      var best = 0
      for i in keptPlacements.indices.dropFirst() where keptPlacements[i].placedCount > keptPlacements[best].placedCount
      { best = i }
      keptPlacements = [keptPlacements[best]]
    }
    guard let restored else { return false }
    sections = restored.sections
    sectionCount = restored.sectionCount
    widestElementRight = restored.widestElementRight
    laidOutWidth = width
    widthsRestoredCount += 1
    return true
  }
}
