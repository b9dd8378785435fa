import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout
import CascadeTestSupport
import CascadeView
import Testing

/// Animation in the viewer, on a clock the tests move: the filter re-flowing, `l`, and the session
/// drawing frames without a key while an animation runs.
@Suite struct ViewerAnimationTests {
  static let four = "{\"title\":\"alpha\"}\n{\"title\":\"bravo\"}\n{\"title\":\"charlie\"}\n{\"title\":\"delta\"}\n"

  func animatedViewer(_ ndjson: String, size: Size, clock: ManualAnimationClock, layout: LayoutKind = .list) throws
    -> Viewer
  {
    var options = ViewerOptions()
    options.theme = .plain
    options.layout = layout
    options.animatesChanges = true
    // Input order, so the narrowing below only removes cards (ranking would also move them).
    options.matchOptions.sorts = false
    let v = Viewer(collection: try collection(ndjson), options: options, clock: clock)
    v.resize(to: size)
    return v
  }

  @Test func theFilterNarrowingSlidesTheMatchesUpAndFadesTheRestOut() throws {
    let clock = ManualAnimationClock()
    let v = try animatedViewer(Self.four, size: Size(width: 20, height: 8), clock: clock)
    let before = screen(v)
    type(v, "/l")
    // Start: where everything was (bravo, leaving, still fully there).
    #expect(screenDiff(Array(screen(v).dropLast()), Array(before.dropLast())) == nil)
    // 50 ms (0.578 eased): charlie on its way up from row 6 to row 3, over bravo fading out;
    // delta, below the last frame, fades in at its new place, row 6.
    clock.advance(by: .milliseconds(50))
    var buffer = CellBuffer(size: v.screenSize)
    v.render(into: &buffer)
    #expect(
      screenDiff(
        buffer.lines(),
        [
          "┏━━━━━━━━━━━━━━━━━━┓",
          "┃ alpha            ┃",
          "┗━━━━━━━━━━━━━━━━━━┛",
          "╭──────────────────╮",
          "╭──────────────────╮",
          "│ charlie          │",
          "╭──────────────────╮",
          " /l  3/4            ",
        ]) == nil, "\(screenDiff(buffer.lines(), []) ?? "")")
    #expect(buffer[0, 3].style.attributes.contains(.dim) && buffer[0, 6].style.attributes.contains(.dim))
    #expect(!buffer[0, 4].style.attributes.contains(.dim) && !buffer[0, 0].style.attributes.contains(.dim))
    clock.advance(by: .milliseconds(150))
    #expect(
      screenDiff(
        screen(v),
        [
          "┏━━━━━━━━━━━━━━━━━━┓",
          "┃ alpha            ┃",
          "┗━━━━━━━━━━━━━━━━━━┛",
          "╭──────────────────╮",
          "│ charlie          │",
          "╰──────────────────╯",
          "╭──────────────────╮",
          " /l  3/4            ",
        ]) == nil)
    #expect(v.frameTimeoutMilliseconds == nil)
  }

  /// `l` with the session's loop: while the animation runs the session waits at most a frame for
  /// a key, draws the next frame when none comes, and ends where an unanimated switch lands.
  @Test func theSessionDrawsAnimationFramesWithoutKeys() throws {
    let clock = ManualAnimationClock()
    let size = Size(width: 40, height: 10)
    let v = try animatedViewer(Self.four, size: size, clock: clock, layout: .waterfall)
    let backend = TestBackend(size: size)
    var timeouts: [Int?] = []
    var frames: [[String]] = []
    var events: [InputEvent] = [.key(.character("l"))]
    _ = ViewerSession(viewer: v, backend: backend).run(
      nextEvent: { timeout in
        timeouts.append(timeout)
        frames.append(backend.lines())
        if !events.isEmpty { return events.removeFirst() }
        guard timeout != nil else { return nil }
        clock.advance(by: .milliseconds(40))
        return nil
      },
      suspend: {})
    // Before the key, no timeout; then a frame's worth while animating; none once it is done.
    #expect(timeouts.first == .some(nil))
    #expect(timeouts.dropFirst().dropLast().allSatisfy { $0 != nil && $0! <= 16 }, "\(timeouts)")
    #expect(timeouts.count >= 5 && timeouts.last == .some(nil), "\(timeouts)")
    var still = ViewerOptions()
    still.theme = .plain
    still.layout = .grid
    let plain = Viewer(collection: try collection(Self.four), options: still)
    plain.resize(to: size)
    #expect(screenDiff(frames.last ?? [], screen(plain)) == nil)
    #expect(
      frames.dropFirst(2).dropLast().contains { screenDiff($0, frames.last ?? []) != nil },
      "a frame in between differs from the end")
  }

  /// A resize while a card is open full screen: no cards are drawn, so no animation may be left
  /// waiting for frames (the session would spin on a zero timeout).
  @Test func aResizeBehindAnOpenCardLandsAtOnce() throws {
    let clock = ManualAnimationClock()
    let v = try animatedViewer(Self.four, size: Size(width: 40, height: 10), clock: clock)
    _ = screen(v)
    press(v, .enter)
    var buffer = CellBuffer(size: Size(width: 30, height: 10))
    v.render(into: &buffer)
    #expect(!v.collectionView.isAnimating && v.frameTimeoutMilliseconds == nil)
  }

  @Test func withoutAnimationChangesLandAtOnce() throws {
    let clock = ManualAnimationClock()
    var options = ViewerOptions()
    options.theme = .plain
    let v = Viewer(collection: try collection(Self.four), options: options, clock: clock)
    v.resize(to: Size(width: 40, height: 10))
    _ = screen(v)
    press(v, .character("l"))
    type(v, "/l")
    #expect(!v.collectionView.isAnimating && v.frameTimeoutMilliseconds == nil)
  }
}
