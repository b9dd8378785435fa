import CascadeLayout
import CascadeTestSupport
import Testing

/// `FlowLayout.sectionHeadersPinToVisibleBounds`: each header at `min(max(its place, offset),
/// the end of its section's items - its extent)`, worked out from the unpinned layout's frames.
@Suite struct FlowLayoutPinningTests {
  @Test func pinnedHeadersFollowTheOffsetWithinTheirSections() {
    let failure = withEvery("seed", in: 0..<1_000) { _, rng in
      let (pinned, source) = FlowLayoutTests().randomFlow(&rng)
      guard pinned.headerHeight > 0 else { return nil }
      let (plain, plainSource) = (FlowLayout(), CountSource(bounds: source.layoutBounds, counts: source.counts))
      plain.source = plainSource
      for property in [\FlowLayout.itemSize] { plain[keyPath: property] = pinned[keyPath: property] }
      (plain.scrollDirection, plain.minimumLineSpacing, plain.minimumInteritemSpacing) =
        (pinned.scrollDirection, pinned.minimumLineSpacing, pinned.minimumInteritemSpacing)
      (plain.sectionInset, plain.headerHeight, plain.footerHeight) = (
        pinned.sectionInset, pinned.headerHeight, pinned.footerHeight
      )
      pinned.sectionHeadersPinToVisibleBounds = true
      let vertical = pinned.scrollDirection == .vertical
      let length = vertical ? pinned.collectionViewContentSize.height : pinned.collectionViewContentSize.width
      let offset = Int.random(in: 0...max(0, length), using: &rng)
      if vertical { source.layoutBounds.origin.y = offset } else { source.layoutBounds.origin.x = offset }
      for section in source.counts.indices {
        let indexPath = IndexPath(item: 0, section: section)
        guard let natural = plain.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: indexPath)?.frame
        else { continue }
        let start = vertical ? natural.minY : natural.minX
        let footer = plain.layoutAttributesForSupplementaryView(ofKind: .sectionFooter, at: indexPath)?.frame
        let next =
          section + 1 < source.counts.count
          ? plain.layoutAttributesForSupplementaryView(
            ofKind: .sectionHeader, at: IndexPath(item: 0, section: section + 1)
          ).map { vertical ? $0.frame.minY : $0.frame.minX }
          : (vertical ? plain.collectionViewContentSize.height : plain.collectionViewContentSize.width)
        // The items end where the footer starts (or the section ends without one).
        let itemsEnd = footer.map { vertical ? $0.minY : $0.minX } ?? next ?? start
        let extent = vertical ? natural.height : natural.width
        let want = max(start, min(max(start, offset), itemsEnd - extent))
        guard let got = pinned.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: indexPath) else {
          return "section \(section) lost its header"
        }
        guard (vertical ? got.frame.minY : got.frame.minX) == want, got.zIndex == 1 else {
          return "section \(section) at offset \(offset): header at \(got.frame), want \(want)"
        }
        // The visible-rect query agrees with the single-element query.
        let viewport =
          vertical
          ? Rect(x: 0, y: offset, width: max(1, source.layoutBounds.width), height: max(1, source.layoutBounds.height))
          : Rect(x: offset, y: 0, width: max(1, source.layoutBounds.width), height: max(1, source.layoutBounds.height))
        let queried = pinned.layoutAttributesForElements(in: viewport).first {
          $0.category == .supplementaryView(.sectionHeader) && $0.indexPath.section == section
        }
        if got.frame.intersects(viewport), queried?.frame != got.frame {
          return "the query puts section \(section)'s header at \(String(describing: queried?.frame))"
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
