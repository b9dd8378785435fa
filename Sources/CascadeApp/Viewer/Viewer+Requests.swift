import CascadeFzf

// Actions that come from outside the terminal (`--listen`'s requests) run as a bound key's do: on
// the main loop's thread, between two events, on the state the screen shows.

extension Viewer {
  /// Runs the actions of one request, as a key bound to them would.
  /// - Complexity: as `perform(_:)`.
  public func performRequested(_ actions: [BindAction]) -> ViewerAction {
    // A key acts on the final state: whatever is still moving lands at once.
    collectionView.finishPendingMotion()
    if mode == .help { mode = .browsing }
    return perform(actions)
  }
}
