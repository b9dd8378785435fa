/// What one section's layout sees of a `CompositionalLayout`: its section as section 0, bounds in
/// its own coordinates, and the composite's source answering its delegate questions for the real
/// section.
final class SectionLayoutSource: LayoutSource, WaterfallLayoutDelegate, FlowLayoutDelegate {
  unowned let owner: CompositionalLayout
  let section: Int

  init(owner: CompositionalLayout, section: Int) {
    self.owner = owner
    self.section = section
  }

  var layoutBounds: Rect { owner.boundsSeen(bySection: section) }
  func numberOfSections() -> Int { 1 }
  func numberOfItems(inSection section: Int) -> Int { owner.source?.numberOfItems(inSection: self.section) ?? 0 }
  var focusedIndexPath: IndexPath? {
    guard let focus = owner.source?.focusedIndexPath, focus.section == section else { return nil }
    return IndexPath(item: focus.item, section: 0)
  }

  private func outer(_ indexPath: IndexPath) -> IndexPath { IndexPath(item: indexPath.item, section: section) }
  private var waterfall: WaterfallLayoutDelegate? { owner.source as? WaterfallLayoutDelegate }
  private var flow: FlowLayoutDelegate? { owner.source as? FlowLayoutDelegate }

  func waterfallLayout(_ layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, width: Int) -> Int {
    waterfall?.waterfallLayout(layout, heightForItemAt: outer(indexPath), width: width) ?? 1
  }
  func waterfallLayout(_ layout: WaterfallLayout, isFullWidthItemAt indexPath: IndexPath) -> Bool {
    waterfall?.waterfallLayout(layout, isFullWidthItemAt: outer(indexPath)) ?? false
  }
  func waterfallLayout(_ layout: WaterfallLayout, hasFullWidthItemsInSection section: Int) -> Bool {
    waterfall?.waterfallLayout(layout, hasFullWidthItemsInSection: self.section) ?? true
  }
  func waterfallLayout(_ layout: WaterfallLayout, columnCountForSection section: Int) -> Int? {
    waterfall?.waterfallLayout(layout, columnCountForSection: self.section) ?? nil
  }
  // A self-sizing waterfall section asks its estimates and whether they are uniform of the
  // composite's source, for the real section: without the promise it would ask about every card.
  func waterfallLayout(_ layout: WaterfallLayout, estimatedHeightForItemAt indexPath: IndexPath, width: Int) -> Int {
    waterfall?.waterfallLayout(layout, estimatedHeightForItemAt: outer(indexPath), width: width)
      ?? layout.estimatedItemHeight ?? 1
  }
  func waterfallLayout(_ layout: WaterfallLayout, hasUniformEstimatesInSection section: Int) -> Bool {
    waterfall?.waterfallLayout(layout, hasUniformEstimatesInSection: self.section) ?? true
  }
  func flowLayout(_ layout: FlowLayout, itemSizeForSection section: Int) -> Size {
    flow?.flowLayout(layout, itemSizeForSection: self.section) ?? layout.itemSize
  }
  func flowLayout(_ layout: FlowLayout, insetForSectionAt section: Int) -> EdgeInsets {
    flow?.flowLayout(layout, insetForSectionAt: self.section) ?? layout.sectionInset
  }
  func flowLayout(_ layout: FlowLayout, minimumLineSpacingForSectionAt section: Int) -> Int {
    flow?.flowLayout(layout, minimumLineSpacingForSectionAt: self.section) ?? layout.minimumLineSpacing
  }
  func flowLayout(_ layout: FlowLayout, minimumInteritemSpacingForSectionAt section: Int) -> Int {
    flow?.flowLayout(layout, minimumInteritemSpacingForSectionAt: self.section) ?? layout.minimumInteritemSpacing
  }
  func flowLayout(_ layout: FlowLayout, headerHeightForSection section: Int) -> Int {
    flow?.flowLayout(layout, headerHeightForSection: self.section) ?? layout.headerHeight
  }
  func flowLayout(_ layout: FlowLayout, footerHeightForSection section: Int) -> Int {
    flow?.flowLayout(layout, footerHeightForSection: self.section) ?? layout.footerHeight
  }
}
