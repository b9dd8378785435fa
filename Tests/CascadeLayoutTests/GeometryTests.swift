import CascadeLayout
import CascadeTestSupport
import Testing

@Suite struct GeometryTests {
  @Test func intersectionMatchesCellByCell() {
    let failure = withEvery("seed", in: 0..<2_000) { _, rng in
      let a = Rect(
        x: Int.random(in: -5...5, using: &rng), y: Int.random(in: -5...5, using: &rng),
        width: Int.random(in: -1...6, using: &rng), height: Int.random(in: -1...6, using: &rng))
      let b = Rect(
        x: Int.random(in: -5...5, using: &rng), y: Int.random(in: -5...5, using: &rng),
        width: Int.random(in: -1...6, using: &rng), height: Int.random(in: -1...6, using: &rng))
      var shared = 0
      for y in -6...12 {
        for x in -6...12 where a.contains(Point(x: x, y: y)) && b.contains(Point(x: x, y: y)) { shared += 1 }
      }
      let cut = a.intersection(b)
      if a.intersects(b) != (shared > 0) {
        return "intersects(\(a), \(b)) says \(a.intersects(b)), cells say \(shared)"
      }
      if max(0, cut.width) * max(0, cut.height) != shared {
        return "intersection \(cut) of \(a), \(b) vs \(shared) cells"
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func indexPathsOrderBySectionThenItem() {
    #expect(IndexPath(item: 9, section: 0) < IndexPath(item: 0, section: 1))
    #expect(IndexPath(item: 1, section: 2) < IndexPath(item: 2, section: 2))
    #expect(!(IndexPath(item: 2, section: 2) < IndexPath(item: 2, section: 2)))
  }

  @Test func insetNeverGoesNegative() {
    let r = Rect(x: 1, y: 1, width: 3, height: 2).inset(by: EdgeInsets(all: 5))
    #expect(r.width == 0 && r.height == 0)
    #expect(
      Rect(x: 0, y: 0, width: 10, height: 4).inset(by: EdgeInsets(top: 1, left: 2, bottom: 1, right: 2))
        == Rect(x: 2, y: 1, width: 6, height: 2))
  }
}
