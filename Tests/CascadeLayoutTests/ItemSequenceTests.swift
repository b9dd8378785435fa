import CascadeLayout
import CascadeTestSupport
import func Foundation.cos
import func Foundation.sin
import Testing

@Suite struct ItemSequenceTests {
  @Test func flatIndicesAndIndexPathsMatchCountingOneByOne() {
    let failure = withEvery("seed", in: 0..<2_000) { _, rng in
      let counts = (0..<Int.random(in: 0...6, using: &rng)).map { _ in
        Bool.random(using: &rng) ? 0 : Int.random(in: 1...5, using: &rng)
      }
      let sequence = ItemSequence(source: CountSource(bounds: .zero, counts: counts))
      let all = counts.enumerated().flatMap { s, n in (0..<n).map { IndexPath(item: $0, section: s) } }
      if sequence.count != all.count { return "count \(sequence.count) for \(counts)" }
      for (flat, indexPath) in all.enumerated() {
        if sequence.flatIndex(of: indexPath) != flat { return "\(indexPath) is not \(flat) in \(counts)" }
        if sequence.indexPath(at: flat) != indexPath { return "\(flat) is not \(indexPath) in \(counts)" }
        if flat + 1 < all.count, sequence.indexPath(after: indexPath) != all[flat + 1] {
          return "after \(indexPath) in \(counts)"
        }
      }
      if sequence.flatIndex(of: IndexPath(item: 0, section: counts.count)) != nil {
        return "a section past the end has an item"
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Built from counts (some empty, some negative, as a careless caller passes), the sequence
  /// answers every flat index in range with the index path found by walking the sections item by
  /// item, and nil for every index out of range, as a viewer's "card i of N", Home and End need.
  @Test func countsAndFlatIndicesInAndOutOfRangeMatchWalkingTheSections() {
    let failure = withEvery("seed", in: 0..<2_000) { _, rng in
      let counts = (0..<Int.random(in: 0...7, using: &rng)).map { _ -> Int in
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: 0
        case 1: -Int.random(in: 1...3, using: &rng)
        default: Int.random(in: 1...6, using: &rng)
        }
      }
      let sequence = ItemSequence(counts: counts)
      var walked: [IndexPath] = []
      for (section, count) in counts.enumerated() where count > 0 {
        for item in 0..<count { walked.append(IndexPath(item: item, section: section)) }
      }
      if sequence.count != walked.count || sequence.sectionCount != counts.count {
        return "\(counts): count \(sequence.count)"
      }
      if sequence != ItemSequence(source: CountSource(bounds: .zero, counts: counts.map { max(0, $0) })) {
        return "\(counts): differs from the source's"
      }
      for flat in -3..<(walked.count + 3) {
        let expected = walked.indices.contains(flat) ? walked[flat] : nil
        if sequence.indexPath(forFlatIndex: flat) != expected {
          return "\(counts): \(flat) gave \(String(describing: sequence.indexPath(forFlatIndex: flat)))"
        }
        if let expected, sequence.flatIndex(of: expected) != flat { return "\(counts): \(expected) is not \(flat)" }
      }
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
