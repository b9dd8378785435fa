import CascadeCanvas
import CascadeLayout

// Animated changes. Before a change, the collection view notes where every element near the screen
// is (relative to the viewport) and keeps the views of cards on screen; after it, each frame draws
// every element at its old place moved towards its new one by the eased progress. Cards that arrive
// without an old place fade in; cards that leave, or go further than the screen can follow, fade
// out where they were. All of it is sized by the screen, never by the item count.

extension CollectionView {
  /// True while an animation runs.
  public var isAnimating: Bool { animation != nil }

  /// The interval between two frames of an animation: about 60 a second.
  public static let animationFrameInterval: Duration = .milliseconds(16)

  /// When, in `clock` time, the collection view next needs a frame drawn though no input came: the
  /// next animation frame, or a wheel scroll's coming to rest; nil when nothing is pending.
  public var nextFrameDeadline: Duration? {
    let frame = animation.map { $0.lastFrame + Self.animationFrameInterval }
    switch (frame, wheelRestDeadline) {
    case let (a?, b?): return min(a, b)
    case let (a, b): return a ?? b
    }
  }

  /// Lands everything in motion at once: a running animation at its end, a wheel scroll on its
  /// rest. A key pressed during an animation calls this first, so it acts on the final state.
  public func finishPendingMotion() {
    finishAnimation()
    if wheelRestDeadline != nil { comeToRest(animated: false) }
  }

  /// Ends the running animation at its final state; the views of cards that left go back to the
  /// pool (the delegate heard they ended displaying when the change happened).
  /// - Complexity: O(views the animation holds).
  public func finishAnimation() {
    guard let animation else { return }
    self.animation = nil
    for leaving in animation.leaving { pool.enqueue(leaving.view, as: .cell) }
    let completions = animationCompletions
    animationCompletions = []
    for completion in completions { completion() }
  }

  /// Runs `completion` when the running animation ends, however it ends; at once when none runs.
  func afterAnimation(_ completion: @escaping () -> Void) {
    if animation == nil { completion() } else { animationCompletions.append(completion) }
  }

  /// Runs `change` and, when `animated` (and animation is on), animates every card from where it
  /// was on screen (or just off it) to where the change put it. `mapping` says where an item went (nil: it was
  /// deleted); without one every item keeps its index path (a resize, a layout change, a scroll).
  ///
  /// A change that moves nothing on screen is not animated, nor one larger than the screen can
  /// show: one after which no card on screen was on screen before (a jump far away, a filter that
  /// swaps every card in view).
  ///
  /// - Complexity: two visible-rect queries (the old layout around the viewport, the new one at
  ///   it) and O(k) item lookups for the k cards on screen, besides `change` itself.
  func animating(_ animated: Bool, mapping: ((IndexPath) -> IndexPath?)? = nil, _ change: () -> Void) {
    // A change made inside another (a layout change that then snaps to the focus) is part of it.
    if isCapturingChange { return change() }
    guard animated, isAnimationEnabled, !bounds.isEmpty, !drawOrder.isEmpty else {
      finishAnimation()
      change()
      return
    }
    finishAnimation()
    let oldBounds = bounds
    let map = mapping ?? { $0 }
    // Where every element around the screen was, a viewport each way, so that cards coming into
    // view slide in from where they were. After a batch update the model has already changed, and
    // a lazy layout asked about places it has not placed yet would ask the new model about old
    // items: then only the elements of the last frame (the screen and its overscan) are used.
    let known: [LayoutAttributes]
    if mapping == nil {
      let around = Rect(
        x: oldBounds.minX - oldBounds.width, y: oldBounds.minY - oldBounds.height, width: 3 * oldBounds.width,
        height: 3 * oldBounds.height)
      known = collectionViewLayout.layoutAttributesForElements(in: around)
    } else {
      known = drawOrder.map(\.0)
    }
    var origins: [ElementKey: LayoutAnimation.Origin] = [:]
    for element in known {
      var key = ElementKey(indexPath: element.indexPath, category: element.category)
      if element.category == .cell {
        guard let new = map(element.indexPath) else { continue }
        key.indexPath = new
      }
      origins[key] = LayoutAnimation.Origin(
        frame: element.frame.offsetBy(dx: -oldBounds.minX, dy: -oldBounds.minY), alpha: element.alpha)
    }
    // Keep the views of the cards on screen out of the pool: those that leave fade out in them.
    var held:
      [(key: ElementKey, new: IndexPath?, attributes: LayoutAttributes, view: CollectionReusableView, state: ViewState)] =
        []
    for (element, view) in drawOrder where element.category == .cell && element.frame.intersects(oldBounds) {
      let key = ElementKey(indexPath: element.indexPath, category: .cell)
      guard visibleViews.removeValue(forKey: key) != nil else { continue }
      tellDelegateEndedDisplaying(view, key: key)
      let state = ViewState(
        isFocused: element.indexPath == focusedIndexPath, isSelected: selection.contains(element.indexPath))
      held.append((key, map(element.indexPath), element, view, state))
    }

    isCapturingChange = true
    change()
    isCapturingChange = false

    let newBounds = bounds
    let reach = Rect(
      x: newBounds.minX - newBounds.width, y: newBounds.minY - newBounds.height, width: 3 * newBounds.width,
      height: 3 * newBounds.height)
    var leaving: [LayoutAnimation.Leaving] = []
    var departing: [LayoutAttributes] = []
    var sharedWithOldScreen = false
    for card in held {
      let final = card.new.flatMap { isValid($0) ? collectionViewLayout.layoutAttributesForItem(at: $0) : nil }
      if let final, final.frame.intersects(reach) {
        pool.enqueue(card.view, as: .cell)
        if final.frame.intersects(newBounds) { sharedWithOldScreen = true }
        if !final.frame.intersects(visibleQueryRect) { departing.append(final) }
      } else {
        let frame = card.attributes.frame.offsetBy(dx: -oldBounds.minX, dy: -oldBounds.minY)
        leaving.append(
          LayoutAnimation.Leaving(
            key: card.key, view: card.view, frame: frame, alpha: card.attributes.alpha, state: card.state))
      }
    }
    // Is anything on screen different? Old places against new ones, arrivals, departures.
    var moves = !leaving.isEmpty || !departing.isEmpty
    if !moves {
      for element in collectionViewLayout.layoutAttributesForElements(in: newBounds) {
        let origin = origins[ElementKey(indexPath: element.indexPath, category: element.category)]
        let now = element.frame.offsetBy(dx: -newBounds.minX, dy: -newBounds.minY)
        if origin?.frame != now || origin?.alpha != element.alpha { moves = true; break }
      }
    }
    let start = clock.now
    animation = LayoutAnimation(
      start: start, duration: animationDuration, lastFrame: start, origins: origins, leaving: leaving,
      departing: departing)
    if !moves || (!sharedWithOldScreen && !held.isEmpty) { finishAnimation() }
  }

  /// Draws an animation frame's elements into `buffer`: cards leaving first (under the rest), then
  /// every element between its old and new place. `dx`, `dy` take content to buffer coordinates.
  func drawAnimated(_ animation: LayoutAnimation, progress: Double, in buffer: inout CellBuffer, area: Rect) {
    for leaving in animation.leaving {
      let frame = leaving.frame.offsetBy(dx: area.minX, dy: area.minY)
      drawView(
        leaving.view, frame: frame, alpha: leaving.alpha * (1 - progress), state: leaving.state, in: &buffer, area: area
      )
    }
    for pass in 0..<2 {
      for (attributes, view) in drawOrder where (attributes.zIndex > 0) == (pass == 1) && !attributes.isHidden {
        let final = attributes.frame.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
        let key = ElementKey(indexPath: attributes.indexPath, category: attributes.category)
        let frame: Rect, alpha: Double
        if let origin = animation.origins[key] {
          frame = LayoutAnimation.interpolate(origin.frame, final, progress)
          alpha = origin.alpha + (attributes.alpha - origin.alpha) * progress
        } else {
          frame = final
          alpha = attributes.alpha * progress
        }
        drawElement(
          attributes, view: view, frame: frame.offsetBy(dx: area.minX, dy: area.minY), alpha: alpha, in: &buffer,
          area: area)
      }
    }
  }

  /// Moves the animation on to `clock.now` before a frame: ends it when it is done, or when frames
  /// come too late to look smooth (a slow terminal); three late frames turn animation off.
  /// Returns the progress to draw, or nil when no animation runs.
  func advanceAnimation() -> Double? {
    guard var running = animation else { return nil }
    let now = clock.now
    if now - running.lastFrame > running.duration / 2 {
      lateAnimationFrames += 1
      if lateAnimationFrames >= 3 { isAnimationEnabled = false }
      finishAnimation()
      return nil
    }
    let progress = running.progress(at: now)
    if progress >= 1 {
      finishAnimation()
      return nil
    }
    running.lastFrame = now
    animation = running
    return progress
  }
}
