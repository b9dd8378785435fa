import CascadeCanvas
import CascadeLayout

// A frame: ask the layout for the visible rect (plus overscan), diff with the last frame's views,
// recycle what left, dequeue what came, draw in zIndex order.

extension CollectionView {
  /// Draws one frame into `buffer`, filling `area` (screen cells). The viewport takes the area's size.
  ///
  /// - Complexity: one visible-rect query plus O(k) for the k elements in view (dictionary lookups
  ///   and their drawing); nothing here is proportional to the item count.
  public func draw(in buffer: inout CellBuffer, area: Rect) {
    if area.size != bounds.size { setViewportSize(area.size) }
    // A resize whose layout was interrupted before the focused card: try again.
    if focusRowAfterResize != nil { placeFocusAfterResize() }
    lastDrawnArea = area
    if let deadline = wheelRestDeadline, clock.now >= deadline { comeToRest(animated: true) }
    let progress = advanceAnimation()
    updateVisibleViews(extra: animation?.departing ?? [])
    if let animation, let progress {
      drawAnimated(animation, progress: progress, in: &buffer, area: area)
      return
    }
    let dx = area.minX - bounds.minX, dy = area.minY - bounds.minY
    // Three passes keep the layout's order within a zIndex band: decorations below (negative),
    // cells and headers, then pinned headers and the circle's focused card above (positive).
    // O(k) each.
    for pass in -1...1 {
      for (attributes, view) in drawOrder where attributes.zIndex.signum() == pass && !attributes.isHidden {
        drawElement(
          attributes, view: view, frame: attributes.frame.offsetBy(dx: dx, dy: dy), alpha: attributes.alpha,
          in: &buffer, area: area)
      }
    }
  }

  /// Draws one element's view at `frame` (buffer coordinates) with the focus and selection state.
  func drawElement(
    _ attributes: LayoutAttributes, view: CollectionReusableView, frame: Rect, alpha: Double,
    in buffer: inout CellBuffer, area: Rect
  ) {
    var state = ViewState()
    if attributes.category == .cell, let cell = view as? CollectionViewCell {
      state = ViewState(isFocused: cell.isFocused, isSelected: cell.isSelected)
    }
    drawView(view, frame: frame, alpha: alpha, state: state, in: &buffer, area: area)
  }

  /// Draws `view` at `frame`, clipped to `area`. A terminal cannot blend: alpha 0 or less is not
  /// drawn, below 1 is drawn dim.
  func drawView(
    _ view: CollectionReusableView, frame: Rect, alpha: Double, state: ViewState, in buffer: inout CellBuffer,
    area: Rect
  ) {
    guard alpha > 0, frame.intersects(area) else { return }
    view.draw(in: &buffer, context: DrawingContext(frame: frame, clip: area, state: state))
    if alpha < 1 { buffer.dim(frame, clip: area) }
  }

  /// The rect each frame asks the layout for: the viewport and `overscan` rows above and below.
  var visibleQueryRect: Rect {
    Rect(x: bounds.minX, y: bounds.minY - overscan, width: bounds.width, height: bounds.height + 2 * overscan)
  }

  /// Brings the set of views in line with the visible rect: views that left are recycled (and the
  /// delegate told) before views that came are dequeued, so a page jump reuses the views of the
  /// page it left instead of making new ones.
  ///
  /// `extra` are elements drawn though they are not in the rect: cards sliding off screen while an
  /// animation runs.
  func updateVisibleViews(extra: [LayoutAttributes] = []) {
    var attributes = collectionViewLayout.layoutAttributesForElements(in: visibleQueryRect)
    if !extra.isEmpty { attributes += extra }
    frameScratch.removeAll(keepingCapacity: true)
    drawOrder.removeAll(keepingCapacity: true)
    // Keep the views of elements still in view.
    for element in attributes {
      let key = ElementKey(indexPath: element.indexPath, category: element.category)
      if let existing = visibleViews.removeValue(forKey: key) { frameScratch[key] = existing }
    }
    // Recycle the views of elements that left.
    for (key, view) in visibleViews { endDisplaying(view, key: key) }
    visibleViews.removeAll(keepingCapacity: true)
    swap(&visibleViews, &frameScratch)
    // Dequeue views for elements that came, in the layout's order.
    for element in attributes {
      let key = ElementKey(indexPath: element.indexPath, category: element.category)
      let view: CollectionReusableView
      if let kept = visibleViews[key] {
        view = kept
      } else if let made = makeView(for: element) {
        view = made
        visibleViews[key] = made
      } else {
        continue
      }
      view.layoutAttributes = element
      if let cell = view as? CollectionViewCell { updateState(of: cell, at: element.indexPath) }
      drawOrder.append((element, view))
    }
  }

  /// Asks the data source for the view of an element coming into view, and tells the delegate.
  private func makeView(for element: LayoutAttributes) -> CollectionReusableView? {
    guard let dataSource else { return nil }
    switch element.category {
    case .cell:
      guard isValid(element.indexPath) else { return nil }
      let cell = dataSource.collectionView(self, cellForItemAt: element.indexPath)
      cell.indexPath = element.indexPath
      updateState(of: cell, at: element.indexPath)
      delegate?.collectionView(self, willDisplay: cell, forItemAt: element.indexPath)
      return cell
    case .supplementaryView(let kind):
      guard let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: element.indexPath)
      else { return nil }
      view.indexPath = element.indexPath
      delegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: element.indexPath)
      return view
    case .decorationView(let kind):
      // Decoration views come from the layout's registry; the data source is not asked.
      let view = dequeueDecorationView(ofKind: kind, at: element.indexPath)
      delegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: element.indexPath)
      return view
    }
  }

  /// Tells the delegate a view left and returns it to the pool.
  func endDisplaying(_ view: CollectionReusableView, key: ElementKey) {
    tellDelegateEndedDisplaying(view, key: key)
    pool.enqueue(view, as: key.category)
  }

  /// Tells the delegate a view left the screen, keeping the view (a card fading out stays drawn,
  /// but its item is gone, so the delegate hears of it when the change happens).
  func tellDelegateEndedDisplaying(_ view: CollectionReusableView, key: ElementKey) {
    switch key.category {
    case .cell:
      if let cell = view as? CollectionViewCell {
        delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
      }
    case .supplementaryView(let kind), .decorationView(let kind):
      delegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: key.indexPath)
    }
  }
}

extension CollectionView {
  /// Sets a cell's `isFocused` and `isSelected` from the focus and selection, touching each only
  /// when it changes so a subclass's observers run once per change. O(1).
  func updateState(of cell: CollectionViewCell, at indexPath: IndexPath) {
    let focused = indexPath == focusedIndexPath, selected = selection.contains(indexPath)
    if cell.isFocused != focused { cell.isFocused = focused }
    if cell.isSelected != selected { cell.isSelected = selected }
  }

  /// Updates the cell shown for `indexPath`, if there is one, after its focus or selection changed.
  func updateCellState(at indexPath: IndexPath) {
    if let cell = visibleViews[ElementKey(indexPath: indexPath, category: .cell)] as? CollectionViewCell {
      updateState(of: cell, at: indexPath)
    }
  }
}
