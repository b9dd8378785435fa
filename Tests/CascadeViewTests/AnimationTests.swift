import CascadeCanvas
import CascadeLayout
import CascadeTestSupport
import CascadeView
import Testing

extension EngineHarness {
  /// Turns animation on with a clock the test moves.
  func animated(duration: Duration = .milliseconds(200)) -> ManualAnimationClock {
    let clock = ManualAnimationClock()
    collectionView.clock = clock
    collectionView.isAnimationEnabled = true
    collectionView.animationDuration = duration
    return clock
  }

  /// Which cells of the last frame are dim: `#` dim, `.` not.
  func dimMask() -> [String] {
    var buffer = CellBuffer(size: size)
    collectionView.draw(in: &buffer, area: Rect(origin: .zero, size: size))
    return (0..<size.height).map { y in
      String((0..<size.width).map { buffer[$0, y].style.attributes.contains(.dim) ? "#" : "." })
    }
  }
}

/// Animated changes with an injected clock: screens at the start, the middle and the end, fades
/// drawn dim, keys landing at once, and the pool staying bounded.
@MainActor @Suite struct AnimationTests {
  /// One column 4 wide, 5 rows: cards a–f, 2 rows each, at rows 0, 2, 4, …
  func list() -> EngineHarness {
    EngineHarness(
      model: LetterModel(letters: "abcdef", heights: [2, 2, 2, 2, 2, 2]), columns: 1, size: Size(width: 4, height: 5))
  }

  @Test func anInsertedCardFadesInWhileTheOthersSlideDown() {
    let h = list()
    _ = h.screen()
    let clock = h.animated()
    h.model.sections[0].insert(LetterModel.Item(letter: "x", height: 2), at: 0)
    h.collectionView.performBatchUpdates { $0.insertItems(at: [IndexPath(item: 0, section: 0)]) }
    // Start: x is not drawn yet (alpha 0), everything else is where it was.
    #expect(screenDiff(h.screen(), ["AAAA", "AAAA", "bbbb", "bbbb", "cccc"]) == nil)
    // 50 ms of 200: eased progress 1 - 0.75³ = 0.578; a moves 2 rows down by 1.16, so 1 row; x
    // shows, dim, where a has not yet come.
    clock.advance(by: .milliseconds(50))
    #expect(screenDiff(h.screen(), ["xxxx", "AAAA", "AAAA", "bbbb", "bbbb"]) == nil)
    #expect(h.dimMask() == ["####", "....", "....", "....", "...."])
    #expect(h.collectionView.isAnimating)
    // The end: where the change put everything, nothing dim, no animation left.
    clock.advance(by: .milliseconds(150))
    #expect(screenDiff(h.screen(), ["xxxx", "xxxx", "AAAA", "AAAA", "bbbb"]) == nil)
    #expect(h.dimMask() == ["....", "....", "....", "....", "...."])
    #expect(!h.collectionView.isAnimating && h.collectionView.nextFrameDeadline == nil)
  }

  @Test func aDeletedCardFadesOutWhereItWas() {
    let h = list()
    _ = h.screen()
    let clock = h.animated()
    h.model.sections[0].remove(at: 1)
    h.collectionView.performBatchUpdates { $0.deleteItems(at: [IndexPath(item: 1, section: 0)]) }
    #expect(screenDiff(h.screen(), ["AAAA", "AAAA", "bbbb", "bbbb", "cccc"]) == nil)
    #expect(h.dimMask() == ["....", "....", "....", "....", "...."])
    // c moves up from row 4 to row 2 (1.16 rows: row 3), over b fading out (dim) at rows 2–3;
    // d was past the last frame's overscan, so it fades in (dim) at its new place, row 4.
    clock.advance(by: .milliseconds(50))
    #expect(screenDiff(h.screen(), ["AAAA", "AAAA", "bbbb", "cccc", "dddd"]) == nil)
    #expect(h.dimMask() == ["....", "....", "####", "....", "####"])
    #expect(h.collectionView.nextFrameDeadline == .milliseconds(66), "the next frame 16 ms after this one")
    clock.advance(by: .milliseconds(200))
    #expect(screenDiff(h.screen(), ["AAAA", "AAAA", "cccc", "cccc", "dddd"]) == nil)
  }

  @Test func aMovementEndsExactlyWhereNoAnimationWouldAndAKeyLandsAtOnce() {
    let h = list()
    let plain = list()
    _ = h.screen()
    _ = plain.screen()
    let clock = h.animated()
    for harness in [h, plain] {
      harness.model.sections[0].swapAt(0, 2)
      harness.collectionView.performBatchUpdates {
        $0.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        $0.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
      }
    }
    clock.advance(by: .milliseconds(30))
    #expect(screenDiff(h.screen(), plain.screen()) != nil, "mid-animation differs from the end")
    // A key during the animation acts on the final state: the focus (on a, now third) moves on.
    h.collectionView.moveFocus(.down)
    plain.collectionView.moveFocus(.down)
    #expect(!h.collectionView.isAnimating)
    #expect(screenDiff(h.screen(), plain.screen()) == nil)
  }

  @Test func aLayoutChangeMovesEveryCardToItsNewFrame() {
    let h = EngineHarness(
      model: LetterModel(letters: "abcd", heights: [2, 2, 2, 2]), columns: 2, size: Size(width: 9, height: 4))
    #expect(screenDiff(h.screen(), ["AAAA bbbb", "AAAA bbbb", "cccc dddd", "cccc dddd"]) == nil)
    let clock = h.animated()
    let list = WaterfallLayout()
    list.columnCount = .fixed(1)
    h.collectionView.setCollectionViewLayout(list, animated: true)
    #expect(screenDiff(h.screen(), ["AAAA bbbb", "AAAA bbbb", "cccc dddd", "cccc dddd"]) == nil)
    // Half-way in time (0.875 eased): a stays, b goes left 5 and down 2, c and d down 4 and 6.
    clock.advance(by: .milliseconds(100))
    // Sizes move too: a widens 5 × 0.875 (8), b goes to (1, 2) and is 8 wide; c and d are below.
    #expect(screenDiff(h.screen(), ["AAAAAAAA ", "AAAAAAAA ", " bbbbbbbb", " bbbbbbbb"]) == nil)
    clock.advance(by: .milliseconds(100))
    #expect(screenDiff(h.screen(), ["AAAAAAAAA", "AAAAAAAAA", "bbbbbbbbb", "bbbbbbbbb"]) == nil)
  }

  @Test func framesComingTooLateEndTheAnimationAndThreeTurnItOff() {
    // Tall enough that the focused card never scrolls: each insert moves the cards on screen.
    let h = EngineHarness(
      model: LetterModel(letters: "abcdef", heights: [2, 2, 2, 2, 2, 2]), columns: 1, size: Size(width: 4, height: 9))
    _ = h.screen()
    let clock = h.animated()
    for round in 1...3 {
      h.model.sections[0].insert(LetterModel.Item(letter: "x", height: 2), at: 0)
      h.collectionView.performBatchUpdates { $0.insertItems(at: [IndexPath(item: 0, section: 0)]) }
      _ = h.screen()
      #expect(h.collectionView.isAnimating, "round \(round)")
      // A terminal that takes 150 ms for a frame: the animation jumps to its end.
      clock.advance(by: .milliseconds(150))
      _ = h.screen()
      #expect(!h.collectionView.isAnimating, "round \(round)")
    }
    #expect(!h.collectionView.isAnimationEnabled)
  }

  @Test func aChangeThatReplacesEverythingOnScreenIsNotAnimated() {
    let h = EngineHarness(
      model: LetterModel(letters: "abcdefghij", heights: Array(repeating: 2, count: 10)), columns: 1,
      size: Size(width: 4, height: 4))
    _ = h.screen()
    _ = h.animated()
    h.model.sections[0].removeFirst(4)
    h.collectionView.performBatchUpdates { $0.deleteItems(at: (0..<4).map { IndexPath(item: $0, section: 0) }) }
    #expect(!h.collectionView.isAnimating)
    #expect(screenDiff(h.screen(), ["EEEE", "EEEE", "ffff", "ffff"]) == nil)
    // Nor one that moves nothing on screen: an append far below.
    h.model.sections[0].append(LetterModel.Item(letter: "z", height: 2))
    h.collectionView.performBatchUpdates { $0.insertItems(at: [IndexPath(item: 6, section: 0)]) }
    #expect(!h.collectionView.isAnimating)
  }

  /// Random inserts, deletes and moves, animated and interrupted at random moments: the views made
  /// stay bounded by what two screens hold, every willDisplay is balanced, and once an animation
  /// ends the screen is the one an unanimated twin shows.
  @Test func randomAnimatedChangesKeepThePoolBoundedAndEndWhereNoAnimationWould() {
    let failure = withEvery("seed", in: 0..<60) { _, rng in
      let letters = Array("abcdefghijklmnopqrstuvwxyz")
      let items = (0..<40).map {
        LetterModel.Item(letter: letters[$0 % 26], height: Int.random(in: 1...4, using: &rng))
      }
      let size = Size(width: 9, height: 6)
      let h = EngineHarness(model: LetterModel([items]), columns: 2, size: size)
      let twin = EngineHarness(model: LetterModel([items]), columns: 2, size: size)
      _ = h.screen()
      _ = twin.screen()
      let clock = h.animated()
      for step in 0..<60 {
        let count = h.model.sections[0].count
        var batch = BatchUpdates()
        switch Int.random(in: 0..<4, using: &rng) {
        case 0:
          let at = Int.random(in: 0...count, using: &rng)
          let item = LetterModel.Item(
            letter: letters[Int.random(in: 0..<26, using: &rng)], height: Int.random(in: 1...4, using: &rng))
          for m in [h.model, twin.model] { m.sections[0].insert(item, at: at) }
          batch.insertItems(at: [IndexPath(item: at, section: 0)])
        case 1 where count > 1:
          let at = Int.random(in: 0..<count, using: &rng)
          for m in [h.model, twin.model] { m.sections[0].remove(at: at) }
          batch.deleteItems(at: [IndexPath(item: at, section: 0)])
        case 2 where count > 1:
          let from = Int.random(in: 0..<count, using: &rng), to = Int.random(in: 0..<count, using: &rng)
          for m in [h.model, twin.model] { m.sections[0].insert(m.sections[0].remove(at: from), at: to) }
          if from != to { batch.moveItem(at: IndexPath(item: from, section: 0), to: IndexPath(item: to, section: 0)) }
        default:
          let lines = Int.random(in: -4...4, using: &rng)
          h.collectionView.scroll(byLines: lines)
          twin.collectionView.scroll(byLines: lines)
        }
        h.collectionView.apply(batch)
        twin.collectionView.apply(batch)
        _ = twin.screen()
        // A few frames at random moments, sometimes past the end.
        for _ in 0..<Int.random(in: 0...3, using: &rng) {
          clock.advance(by: .milliseconds(Int.random(in: 0...90, using: &rng)))
          _ = h.screen()
        }
        if h.collectionView.createdViewCount > 3 * 2 * (size.height + 2) {
          return "step \(step): \(h.collectionView.createdViewCount) views made"
        }
        if !h.collectionView.isAnimating, let diff = screenDiff(h.screen(), twin.screen()) {
          return "step \(step): \(diff)"
        }
      }
      h.collectionView.finishAnimation()
      if let diff = screenDiff(h.screen(), twin.screen()) { return "at the end: \(diff)" }
      if !h.model.unbalanced.isEmpty { return "\(h.model.unbalanced)" }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
