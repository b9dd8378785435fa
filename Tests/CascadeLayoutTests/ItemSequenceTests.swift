import CascadeLayout
import CascadeTestSupport
import func Foundation.cos
import func Foundation.sin
import Testing

@Suite struct ItemSequenceTests {
  @Test func flatIndicesAndIndexPathsMatchCountingOneByOne() {
    let failure = withEvery("seed", in: 0..<2_000) { _, rng in
      let counts = (0..<Int.random(in: 0...6, using: &rng)).map { _ in Bool.random(using: &rng) ? 0 : Int.random(in: 1...5, using: &rng) }
      let sequence = ItemSequence(source: CountSource(bounds: .zero, counts: counts))
      let all = counts.enumerated().flatMap { s, n in (0..<n).map { IndexPath(item: $0, section: s) } }
      if sequence.count != all.count { return "count \(sequence.count) for \(counts)" }
      for (flat, indexPath) in all.enumerated() {
        if sequence.flatIndex(of: indexPath) != flat { return "\(indexPath) is not \(flat) in \(counts)" }
        if sequence.indexPath(at: flat) != indexPath { return "\(flat) is not \(indexPath) in \(counts)" }
        if flat + 1 < all.count, sequence.indexPath(after: indexPath) != all[flat + 1] { return "after \(indexPath) in \(counts)" }
      }
      if sequence.flatIndex(of: IndexPath(item: 0, section: counts.count)) != nil { return "a section past the end has an item" }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func unitCircleAgreesWithTheCLibrary() {
    for denominator in 1...97 {
      for numerator in -denominator...(2 * denominator) {
        let (c, s) = UnitCircle.point(numerator: numerator, denominator: denominator)
        let angle = 2 * Double.pi * Double(numerator) / Double(denominator)
        #expect(abs(c - cos(angle)) < 1e-13 && abs(s - sin(angle)) < 1e-13, "\(numerator)/\(denominator)")
      }
    }
    #expect(UnitCircle.point(numerator: 1, denominator: 4) == (0, 1))
    #expect(UnitCircle.point(numerator: 3, denominator: 4) == (0, -1))
  }
}
