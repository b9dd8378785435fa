/// The moment a wait gives up. Tests that wait for another process poll against one of these
/// instead of sleeping for a fixed time: they go on as soon as the state arrives, and a loaded
/// machine only makes them slower, not wrong. Under a sanitizer `timeout` is stretched by
/// `Sanitizer.slowdown`, so a sanitized run waits long enough instead of skipping the test.
public struct Deadline: Sendable {
  public let instant: ContinuousClock.Instant

  public init(after timeout: Duration) {
    instant = ContinuousClock.now.advanced(by: Sanitizer.scaled(timeout))
  }

  public var hasPassed: Bool { ContinuousClock.now >= instant }
}

/// Calls `probe` every `interval` until it returns a value, for at most `timeout`; returns that
/// value, or nil when the deadline (stretched under a sanitizer, as `Deadline`'s) passed first. `probe` always runs once more after the last wait,
/// so a state that arrives just at the deadline is still seen.
public func poll<Value>(
  every interval: Duration = .milliseconds(50), for timeout: Duration = .seconds(10),
  _ probe: () throws -> Value?
) async throws -> Value? {
  let deadline = Deadline(after: timeout)
  while true {
    if let value = try probe() { return value }
    if deadline.hasPassed { return nil }
    try await Task.sleep(for: interval)
  }
}
