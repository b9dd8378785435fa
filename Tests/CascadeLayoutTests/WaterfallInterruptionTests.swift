import CascadeLayout
import CascadeTestSupport
import Testing

/// `WaterfallLayout.placementInterruption`: a placement pass stops at the question that answers
/// true, leaves exactly the cards placed before it, and the next queries resume from there, so the
/// finished layout is the one an uninterrupted layout gives, each card placed once.
@Suite struct WaterfallInterruptionTests {
  /// A layout over `source` that is interrupted while `blocked` says so, counting the questions.
  final class Interruption {
    var questions = 0
    var blocked: (Int) -> Bool
    init(blocked: @escaping (Int) -> Bool) { self.blocked = blocked }
    func ask() -> Bool {
      questions += 1
      return blocked(questions)
    }
  }

  @Test func anInterruptedPassStopsAtTheQuestionAndResumesExactly() {
    let interval = WaterfallLayout.placementCheckInterval
    let failure = withEvery("seed", in: 0..<40) { seed, _ in
      var rng = SplitMix64(seed: seed)
      let count = Int.random(in: (3 * interval)...(9 * interval), using: &rng)
      let columns = Int.random(in: 1...6, using: &rng)
      let salt = Int.random(in: 0...1_000, using: &rng)
      let bounds = Rect(x: 0, y: 0, width: Int.random(in: 20...200, using: &rng), height: 30)
      let source = GeneratedHeights(count: count, bounds: bounds) { 1 + ($0 &* 7_919 &+ salt) % 9 }
      let reference = source.waterfall(columns: columns)
      let layout = source.waterfall(columns: columns)
      let stopAt = Int.random(in: 1...2, using: &rng)
      var open = false
      let interruption = Interruption { question in !open && question >= stopAt }
      layout.placementInterruption = interruption.ask

      // Asked for the last card, the pass stops at the `stopAt`th question: `stopAt` intervals in.
      if layout.layoutAttributesForItem(at: IndexPath(item: count - 1, section: 0)) != nil {
        return "the last card was placed"
      }
      if layout.placedItemCount != stopAt * interval {
        return "placed \(layout.placedItemCount), expected \(stopAt * interval)"
      }
      if interruption.questions != stopAt { return "asked \(interruption.questions) times" }
      // Every later query places at most one interval more while the interruption lasts, and
      // answers from what is placed.
      for _ in 0..<3 {
        let before = layout.placedItemCount
        _ = layout.layoutAttributesForElements(in: Rect(x: 0, y: 1_000_000, width: bounds.width, height: 30))
        _ = layout.collectionViewContentSize
        if layout.placedItemCount - before > 2 * interval {
          return "a query while interrupted placed \(layout.placedItemCount - before)"
        }
      }
      let placedWhileInterrupted = layout.placedItemCount
      // What was placed is exact.
      for item in Swift.stride(from: 0, to: placedWhileInterrupted, by: 97) {
        let path = IndexPath(item: item, section: 0)
        if layout.layoutAttributesForItem(at: path) != reference.layoutAttributesForItem(at: path) {
          return "card \(item) differs while interrupted"
        }
      }

      open = true
      if layout.collectionViewContentSize != reference.collectionViewContentSize {
        return "content \(layout.collectionViewContentSize), expected \(reference.collectionViewContentSize)"
      }
      for item in 0..<count {
        let path = IndexPath(item: item, section: 0)
        if layout.layoutAttributesForItem(at: path) != reference.layoutAttributesForItem(at: path) {
          return "card \(item) differs after resuming"
        }
      }
      if layout.itemsPlacedCount != count { return "placed \(layout.itemsPlacedCount) cards for \(count): some twice" }
      let questionsAtEnd = interruption.questions
      if questionsAtEnd > count / interval + 8 { return "asked \(questionsAtEnd) times for \(count) cards" }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// An interruption that never lets go cannot hang a query: each pass makes progress and stops.
  @Test func aQueryUnderAPermanentInterruptionReturns() {
    let interval = WaterfallLayout.placementCheckInterval
    let source = GeneratedHeights(count: 1_000_000, bounds: Rect(x: 0, y: 0, width: 80, height: 24)) { 1 + $0 % 5 }
    let layout = source.waterfall(columns: 3)
    layout.placementInterruption = { true }
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 999_999, section: 0)) == nil)
    #expect(layout.placedItemCount == interval)
    let size = layout.collectionViewContentSize
    #expect(layout.placedItemCount == 2 * interval)
    #expect(size.height > 0 && size.height < 1_000_000)
  }
}
