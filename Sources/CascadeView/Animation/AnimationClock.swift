/// Where animations read the time. Injected so that tests step an animation frame by frame with a
/// `ManualAnimationClock` instead of sleeping.
public protocol AnimationClock: AnyObject {
  /// Time since a fixed origin of this clock's choosing; never goes back.
  var now: Duration { get }
}

/// The monotonic system clock (`ContinuousClock`), counted from the moment this was made.
public final class SystemAnimationClock: AnimationClock {
  private let origin = ContinuousClock.now

  /// A clock whose origin is now.
  public init() {}

  /// Time since this clock was made.
  public var now: Duration { ContinuousClock.now - origin }
}

/// A clock that moves only when told to: tests set or advance it between frames.
public final class ManualAnimationClock: AnimationClock {
  /// The time the clock shows; set it, or move it with `advance(by:)`.
  public var now: Duration

  /// A clock showing `now`.
  public init(now: Duration = .zero) { self.now = now }

  /// Moves the clock on by `duration`.
  public func advance(by duration: Duration) { now += duration }
}
