import CascadeFzf
import CascadeLayout
import CascadeView

// fzf's events (`FzfEvent`) run the actions bound to them. The session asks once per loop turn,
// before drawing, so an event's actions show in the same frame as what caused it; each event is
// noticed by comparing this turn's state with what the last turn saw: O(1) per turn.

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
    if !fzf.events.started {
      fzf.events.started = true
      happened.append(.start)
    }
    let settled = !isLoading && !source.isFiltering
    if settled, !fzf.events.loaded {
      fzf.events.loaded = true
      happened.append(.load)
    }
    if filterText != fzf.events.query {
      fzf.events.query = filterText
      happened.append(.change)
    }
    if settled {
      let focus = focusedShownIndexPath.map(source.modelIndexPath(of:))
      if fzf.events.focus != .some(focus) {
        fzf.events.focus = .some(focus)
        happened.append(.focus)
      }
      let count = source.shownCount
      if count <= 1, fzf.events.settled.map({ $0.query != filterText || $0.count != count }) ?? true {
        happened.append(count == 0 ? .zero : .one)
      }
      fzf.events.settled = (filterText, count)
    }
    var next: ViewerAction?
    for event in happened {
      guard !fzf.unboundEvents.contains(event), let actions = options.bindings[.event(event)] else { continue }
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
    guard filterText.isEmpty, !fzf.unboundEvents.contains(.backwardEOF),
      let actions = options.bindings[.event(.backwardEOF)]
    else { return nil }
    return perform(actions)
  }
}
