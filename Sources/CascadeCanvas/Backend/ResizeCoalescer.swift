/// Turns a burst of resizes into one `.resize`, so a window edge being dragged is laid out once, at
/// its last size, instead of once per step of the drag.
///
/// After a resize, whatever input is already waiting is read without blocking: further resizes are
/// dropped (the backend's size is always the newest, so nothing is lost), and the first other event
/// is kept and returned by the next call, so no key or click is lost or reordered. A backend that
/// reads events one at a time (`TerminalSession`) passes each read through here; tests pass a
/// scripted source.
public struct ResizeCoalescer: Sendable {
  /// An event read while draining a burst of resizes, returned by the next call.
  public private(set) var pendingEvent: InputEvent?

  /// A coalescer with nothing pending.
  public init() {}

  /// The next event, a burst of resizes counting as one.
  ///
  /// `read` waits at most the milliseconds it is given (nil: as long as it takes) and returns nil
  /// when nothing came; it is called with 0 to drain what is already waiting. Returns what `read`
  /// returned, except that a resize swallows the resizes queued behind it.
  /// - Complexity: one `read` per event already waiting after a resize, up to the first that is not
  ///   a resize.
  public mutating func nextEvent(
    timeoutMilliseconds: Int?, read: (_ timeoutMilliseconds: Int?) -> InputEvent?
  ) -> InputEvent? {
    if let pending = pendingEvent {
      pendingEvent = nil
      return pending
    }
    let event = read(timeoutMilliseconds)
    guard event == .resize else { return event }
    while let next = read(0) {
      if next != .resize {
        pendingEvent = next
        break
      }
    }
    return .resize
  }
}
