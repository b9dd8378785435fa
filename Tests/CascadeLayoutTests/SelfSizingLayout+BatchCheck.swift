import CascadeLayout

extension SelfSizingLayout {
  /// Hands `batch` to the layout and checks what every self-sizing layout promises: each card
  /// before the first one it reports changed kept its frame, in particular those on `screen`, and
  /// nothing moved when it reports no change; and, after it, that `hasEstimatedItems(in:)` agrees
  /// with `estimatedItems(in:)` on the screen. Returns the failure, or nil.
  func acceptCheckingEarlierCardsStay(_ batch: [MeasuredItemHeight], everything: Rect, screen: Rect) -> String? {
    let cells = { (rect: Rect) in self.layoutAttributesForElements(in: rect).filter { $0.category == .cell } }
    let before = cells(everything)
    let onScreen = cells(screen)
    let first = acceptMeasuredHeights(batch)
    let after = cells(everything)
    let moved = Set(before).subtracting(after).map(\.indexPath).min()
    if let moved, first.map({ moved < $0 }) ?? true {
      return "\(moved) moved, but the first card changed was \(first.map { "\($0)" } ?? "none")"
    }
    for card in onScreen where first.map({ card.indexPath < $0 }) ?? true {
      if !after.contains(card) { return "on-screen \(card.indexPath) moved" }
    }
    if hasEstimatedItems(in: screen) == estimatedItems(in: screen).isEmpty {
      return "hasEstimatedItems(in:) says \(hasEstimatedItems(in: screen)) for the screen"
    }
    return nil
  }
}
