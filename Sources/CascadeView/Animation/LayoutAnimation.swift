import CascadeLayout

/// One running animation of a change: where each element on screen started, in viewport
/// coordinates, and the views of cards that are leaving. Each frame the collection view draws every
/// element at its start frame moved towards its final frame by the eased progress.
///
/// Everything here is sized by what the screen shows before and after the change, never by the
/// item count, so an animation frame costs what a scroll frame costs plus a dictionary lookup per
/// element.
struct LayoutAnimation {
  /// Where an element starts: its frame relative to the viewport's top-left, and its alpha.
  struct Origin {
    var frame: Rect
    var alpha: Double
  }

  /// A card drawn fading out where it was: deleted, or moving further than the screen can follow.
  struct Leaving {
    var key: ElementKey
    var view: CollectionReusableView
    var frame: Rect
    var alpha: Double
    var state: ViewState
  }

  var start: Duration
  var duration: Duration
  /// When the last frame of this animation was drawn (to notice a terminal too slow to keep up).
  var lastFrame: Duration
  /// Start frames by the element's key after the change.
  var origins: [ElementKey: Origin]
  var leaving: [Leaving]
  /// Cards that stay in the collection but end off screen: they slide out, so they are drawn until
  /// the end with their final attributes (content coordinates).
  var departing: [LayoutAttributes]

  /// How far along the animation is at `now`, eased out (fast, then settling): 0 at the start, 1 at
  /// the end. A cubic ease-out, as UIKit's default curve ends.
  func progress(at now: Duration) -> Double {
    guard duration > .zero else { return 1 }
    let t = min(1, max(0, (now - start) / duration))
    let remaining = 1 - t
    return 1 - remaining * remaining * remaining
  }

  /// `from` moved towards `to` by `progress`, rounded to whole cells.
  static func interpolate(_ from: Rect, _ to: Rect, _ progress: Double) -> Rect {
    func mix(_ a: Int, _ b: Int) -> Int { a + Int((Double(b - a) * progress).rounded()) }
    return Rect(
      x: mix(from.minX, to.minX), y: mix(from.minY, to.minY), width: mix(from.width, to.width),
      height: mix(from.height, to.height))
  }
}
