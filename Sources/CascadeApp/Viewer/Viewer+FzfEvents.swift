import CascadeFzf
import CascadeLayout
import CascadeView

// fzf's events (`FzfEvent`) run the actions bound to them. The session asks once per loop turn,
// before drawing, so an event's actions show in the same frame as what caused it; each event is
// noticed by comparing this turn's state with what the last turn saw: O(1) per turn.

/// What the last loop turn saw, for telling fzf's events (kept by the viewer).
struct FzfEventState {
  var started = false
  /// True once `load` ran for the collection shown now (a `reload` clears it).
  var loaded = false
  var query = ""
  /// The focused record (model coordinates) the last `focus` was for; `.none` before the first.
  var focus: IndexPath?? = .none
  /// The query and match count the last `one` or `zero` looked at.
  var settled: (query: String, count: Int)?
}

extension Viewer {
  /// True when some event has actions bound, so the session need not look otherwise.
  var bindsEvents: Bool {
    options.bindings.actions.keys.contains { if case .event = $0 { true } else { false } }
  }

  /// Runs the actions of the events that happened since the last call, in fzf's order; nil when
  /// none did.
  public func runBoundEvents() -> ViewerAction? {
    guard bindsEvents else { return nil }
    var happened: [FzfEvent] = []
    if !eventState.started {
      eventState.started = true
      happened.append(.start)
    }
    let settled = !isLoading && !source.isFiltering
    if settled, !eventState.loaded {
      eventState.loaded = true
      happened.append(.load)
    }
    if filterText != eventState.query {
      eventState.query = filterText
      happened.append(.change)
    }
    if settled {
      let focus = focusedShownIndexPath.map(source.modelIndexPath(of:))
      if eventState.focus != .some(focus) {
        eventState.focus = .some(focus)
        happened.append(.focus)
      }
      let count = source.shownCount
      if count <= 1, eventState.settled.map({ $0.query != filterText || $0.count != count }) ?? true {
        happened.append(count == 0 ? .zero : .one)
      }
      eventState.settled = (filterText, count)
    }
    var next: ViewerAction?
    for event in happened {
      guard !unboundEvents.contains(event), let actions = options.bindings[.event(event)] else { continue }
      switch perform(actions) {
      case .exit(let status): return .exit(status)
      case .repaint: next = .repaint
      case .redraw, .suspend: next = next ?? .redraw
      }
    }
    return next
  }

  /// Backspace on an empty query: fzf's `backward-eof`, when it is bound.
  func performBackwardEOF() -> ViewerAction? {
    guard filterText.isEmpty, !unboundEvents.contains(.backwardEOF),
      let actions = options.bindings[.event(.backwardEOF)]
    else { return nil }
    return perform(actions)
  }
}
