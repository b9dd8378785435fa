import Dispatch
import Synchronization

/// Pauses loading once the first records are published, until a viewer has drawn them.
///
/// Reading and scanning a large input keep every core busy (the reading thread, the scanning thread
/// and a second scanning core, plus the program writing into the pipe). A viewer starting at the
/// same time then waits for a core at every step of its first frame, as does the terminal that
/// shows it: on two cores its few milliseconds of work took tens. Held, the loading threads sleep
/// from the first published records until the viewer says the first screen is out, so the first
/// screen costs what its own work costs, and loading resumes where it stopped (the pipe's writer
/// simply waits meanwhile).
///
/// Armed only by a caller that is about to draw (`LoadRequest.holdsForFirstScreen`). Released by
/// `release()` (the first screen is drawn, loading is cancelled, or someone waits for the end) or
/// after `longestHold`, so a viewer that never draws costs at most that once.
final class FirstScreenHold: @unchecked Sendable {
  /// The longest the loading threads wait for the first screen, unless the request says otherwise.
  static let longestHold = DispatchTimeInterval.milliseconds(250)

  private let isArmed: Bool
  private let longest: DispatchTimeInterval
  /// Set by the scanning thread when it starts holding (the first records are published).
  private let isHolding = Atomic<Bool>(false)
  private let isReleased = Atomic<Bool>(false)
  /// Entered when armed, left once on release: any number of threads wait on it with a deadline.
  private let gate = DispatchGroup()
  /// When holding started plus `longestHold`; written once, before `isHolding` is set.
  private var deadline = DispatchTime.distantFuture

  /// A hold that pauses loading when `armed` (at most `longest`), else does nothing.
  init(armed: Bool, longest: DispatchTimeInterval = longestHold) {
    isArmed = armed
    self.longest = longest
    if armed { gate.enter() }
  }

  deinit { release() }

  /// Lets loading go on (any thread, any number of times).
  func release() {
    guard isArmed, !isReleased.exchange(true, ordering: .acquiringAndReleasing) else { return }
    gate.leave()
  }

  /// The scanning thread, right after publishing the first records: waits until released or
  /// `longestHold` has passed.
  func holdAfterFirstRecords() {
    guard isArmed, !isReleased.load(ordering: .acquiring), !isHolding.load(ordering: .relaxed) else { return }
    deadline = .now() + longest
    isHolding.store(true, ordering: .releasing)
    _ = gate.wait(timeout: deadline)
    release()
  }

  /// True while the scanning thread holds (for tests).
  var isHeld: Bool { isHolding.load(ordering: .acquiring) && !isReleased.load(ordering: .acquiring) }

  /// The reading thread, before each read: waits while the scanning thread holds.
  func waitWhileHolding() {
    guard isArmed, isHolding.load(ordering: .acquiring), !isReleased.load(ordering: .acquiring) else { return }
    _ = gate.wait(timeout: deadline)
  }
}
