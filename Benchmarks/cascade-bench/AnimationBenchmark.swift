import CascadeCanvas
import CascadeLayout
import CascadeView

/// Frames of an animated insert in a 200×60 waterfall over a million cards: a card is inserted
/// at the focused card, so every card on screen slides, and the frames in between are timed (a
/// clock the benchmark moves 16 ms a frame, as at 60 frames a second). The change itself is not
/// timed: it is what an unanimated insert costs too.
struct AnimationBenchmark {
  struct Result {
    var frameMicroseconds: Double
    var cellsCreated: Int
    var animations: Int
  }

  static func measure(count: Int, animations: Int) -> Result {
    let source = CardBenchSource(count: count)
    let collectionView = FrameBenchmark.makeCollectionView(showing: source)
    let clock = ManualAnimationClock()
    collectionView.clock = clock
    collectionView.isAnimationEnabled = true
    let screen = Screen(backend: CountingBackend(size: FrameBenchmark.screenSize))
    let area = Rect(origin: .zero, size: FrameBenchmark.screenSize)
    screen.draw { collectionView.draw(in: &$0, area: area) }
    // Somewhere in the middle of the collection, as after some scrolling.
    collectionView.focusItem(at: IndexPath(item: count / 2, section: 0))
    screen.draw { collectionView.draw(in: &$0, area: area) }

    var samples: [Double] = []
    for _ in 0..<animations {
      let at = collectionView.focusedIndexPath ?? IndexPath(item: 0, section: 0)
      source.count += 1
      collectionView.performBatchUpdates { $0.insertItems(at: [at]) }
      // The first frame shows the start; the next ten move, until about 80% of the way.
      screen.draw { collectionView.draw(in: &$0, area: area) }
      for _ in 0..<10 {
        clock.advance(by: CollectionView.animationFrameInterval)
        samples.append(Measure.nanoseconds { screen.draw { collectionView.draw(in: &$0, area: area) } })
      }
      collectionView.finishAnimation()
    }
    withExtendedLifetime(source) {}
    return Result(
      frameMicroseconds: Measure.median(samples) / 1_000, cellsCreated: collectionView.createdViewCount,
      animations: animations)
  }
}
