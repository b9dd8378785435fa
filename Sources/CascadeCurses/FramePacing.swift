/// Which frames the terminal has drawn: after each frame the session asks for a device status
/// report (`CSI 5 n`), which a terminal answers (`CSI 0 n`) once it has read everything written
/// before it. A frame is in flight from its question to its answer; a terminal that leaves a
/// question unanswered for `patience` is not asked again, and from then on frames go out unheld.
struct FramePacing {
  /// Questions asked and not yet answered.
  private(set) var unanswered = 0
  /// When the oldest unanswered question was asked.
  private var askedAt: ContinuousClock.Instant?
  /// An answer arrived since `takeReport` last looked.
  private var arrived = false
  /// False once a question went unanswered for `patience`.
  private(set) var isAnswered = true

  /// How long an answer may take before the terminal is taken not to answer: far more than any
  /// terminal needs to read a frame it keeps up with.
  static let patience = Duration.seconds(2)

  /// True when the next frame should be asked about.
  var asks: Bool { isAnswered }

  /// A question was written after a frame at `now`.
  mutating func asked(at now: ContinuousClock.Instant) {
    if unanswered == 0 { askedAt = now }
    unanswered += 1
  }

  /// An answer was read.
  mutating func reported() {
    guard unanswered > 0 else { return }
    unanswered -= 1
    arrived = true
    // The next question's clock starts now: an answer per frame, in order.
    askedAt = unanswered > 0 ? ContinuousClock.now : nil
  }

  /// True once for each time answers arrived.
  mutating func takeReport() -> Bool {
    defer { arrived = false }
    return arrived
  }

  /// True while the last frame asked about is not yet drawn, unless its answer is overdue.
  mutating func isPending(at now: ContinuousClock.Instant) -> Bool {
    guard unanswered > 0, let askedAt else { return false }
    guard now - askedAt < Self.patience else {
      isAnswered = false
      unanswered = 0
      self.askedAt = nil
      return false
    }
    return true
  }
}
