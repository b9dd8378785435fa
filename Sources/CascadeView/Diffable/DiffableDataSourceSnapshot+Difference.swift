import CascadeLayout

extension DiffableDataSourceSnapshot {
  /// The batch updates that take a collection view showing this snapshot to one showing `new`:
  /// sections and items matched by identifier, the rest deleted or inserted; a section or an item
  /// that changed places moves (a move between sections too), and within a section only as many
  /// move as needed to put the others in order when the edit moved neighbours together, few
  /// otherwise (see `StayingElements`). Items marked in `new` for reloading or reconfiguring, and
  /// sections marked for reloading, are reloaded where they stayed.
  ///
  /// An item that goes into an inserted section, or comes from a deleted one, is deleted or
  /// inserted rather than moved: a section that is new or gone has no items to move to or from.
  /// - Complexity: O(sections + items) of both snapshots: one hashing pass per side (Heckel's
  ///   symbol table; identifiers are unique, so every item anchors), then linear passes per section.
  ///
  /// Inlinable so that it is specialised for the app's identifier types: unspecialised, every
  /// hash and comparison of an identifier goes through the generic witness tables.
  @inlinable public func batchUpdates(to new: Self) -> BatchUpdates {
    var batch = BatchUpdates()
    // Sections: matched by identifier; the kept ones in the new order, with their old indices.
    var oldSectionIndex: [SectionIdentifier: Int] = [:]
    oldSectionIndex.reserveCapacity(sectionIdentifiers.count)
    for (index, section) in sectionIdentifiers.enumerated() { oldSectionIndex[section] = index }
    var newSectionIndex: [SectionIdentifier: Int] = [:]
    newSectionIndex.reserveCapacity(new.sectionIdentifiers.count)
    for (index, section) in new.sectionIdentifiers.enumerated() { newSectionIndex[section] = index }
    batch.deleteSections(sectionIdentifiers.indices.filter { newSectionIndex[sectionIdentifiers[$0]] == nil })
    batch.insertSections(new.sectionIdentifiers.indices.filter { oldSectionIndex[new.sectionIdentifiers[$0]] == nil })
    moveKept(
      old: sectionIdentifiers, new: new.sectionIdentifiers,
      isKept: { newSectionIndex[$0] != nil && oldSectionIndex[$0] != nil },
      oldIndex: { oldSectionIndex[$0]! }, newIndex: { newSectionIndex[$0]! }
    ) { from, to in batch.moveSection(from, toSection: to) }

    // Items: one pass over each side per section, the items matched through `new.sectionOfItem`,
    // looked up once per old item; `targetSection[s][i]` keeps the answer as the new section's
    // index (-1 when the item is gone or goes into a section that is new).
    let oldSectionStays = sectionIdentifiers.map { newSectionIndex[$0] != nil }
    var oldItemPath: [ItemIdentifier: IndexPath] = [:]
    oldItemPath.reserveCapacity(numberOfItems)
    var targetSection: [[Int]] = []
    targetSection.reserveCapacity(sectionIdentifiers.count)
    var deleted: [IndexPath] = [], inserted: [IndexPath] = []
    for (s, section) in sectionIdentifiers.enumerated() {
      let items = itemsBySection[section] ?? []
      var targets = [Int](repeating: -1, count: items.count)
      for (i, item) in items.enumerated() {
        let path = IndexPath(item: i, section: s)
        oldItemPath[item] = path
        if let target = new.sectionOfItem[item], oldSectionIndex[target] != nil {
          targets[i] = newSectionIndex[target]!
        }
        // Gone, or gone into a section that is new: deleted from a section that stays.
        if targets[i] < 0, oldSectionStays[s] { deleted.append(path) }
      }
      targetSection.append(targets)
    }
    for (t, section) in new.sectionIdentifiers.enumerated() {
      guard let s = oldSectionIndex[section] else { continue }
      let newItems = new.itemsBySection[section] ?? []
      // The rank of each old item among those that stay in this section, in the old order.
      let targets = targetSection[s]
      var rankOfOldItem = [Int](repeating: -1, count: targets.count)
      var rank = 0
      for (i, target) in targets.enumerated() where target == t {
        rankOfOldItem[i] = rank
        rank += 1
      }
      var moves: [(from: IndexPath, to: IndexPath)] = []
      var oldRank: [Int] = []
      moves.reserveCapacity(rank)
      oldRank.reserveCapacity(rank)
      for (i, item) in newItems.enumerated() {
        let to = IndexPath(item: i, section: t)
        guard let from = oldItemPath[item], oldSectionStays[from.section] else {
          inserted.append(to)
          continue
        }
        if from.section != s {
          batch.moveItem(at: from, to: to)
        } else {
          moves.append((from, to))
          oldRank.append(rankOfOldItem[from.item])
        }
      }
      // Items that stayed in this section: only those out of order move.
      for (index, stays) in StayingElements.stays(oldRank).enumerated() where !stays {
        batch.moveItem(at: moves[index].from, to: moves[index].to)
      }
    }
    batch.deleteItems(at: deleted)
    batch.insertItems(at: inserted)
    addReloads(to: &batch, new: new, oldItemPath: oldItemPath, oldSectionIndex: oldSectionIndex)
    return batch
  }

  /// Records a move for each kept element of `new` that is out of order relative to `old`.
  @inlinable func moveKept<Element>(
    old: [Element], new: [Element], isKept: (Element) -> Bool, oldIndex: (Element) -> Int, newIndex: (Element) -> Int,
    move: (Int, Int) -> Void
  ) {
    var rankOfOld: [Int] = Array(repeating: -1, count: old.count)
    var rank = 0
    for (index, element) in old.enumerated() where isKept(element) {
      rankOfOld[index] = rank
      rank += 1
    }
    let kept = new.filter(isKept)
    let stays = StayingElements.stays(kept.map { rankOfOld[oldIndex($0)] })
    for (element, stays) in zip(kept, stays) where !stays { move(oldIndex(element), newIndex(element)) }
  }

  /// Reloads for the items and sections `new` marks, where they stayed in place (a moved or
  /// inserted item is asked of the cell provider anyway).
  @inlinable func addReloads(
    to batch: inout BatchUpdates, new: Self, oldItemPath: [ItemIdentifier: IndexPath],
    oldSectionIndex: [SectionIdentifier: Int]
  ) {
    var paths: [IndexPath] = []
    for item in new.reloadedItemIdentifiers + new.reconfiguredItemIdentifiers {
      guard let path = oldItemPath[item], batch.movedItems[path] == nil, !batch.deletedItems.contains(path),
        let section = new.sectionOfItem[item], oldSectionIndex[section] == path.section
      else { continue }
      paths.append(path)
    }
    if !paths.isEmpty { batch.reloadItems(at: paths) }
    let sections = new.reloadedSectionIdentifiers.compactMap { oldSectionIndex[$0] }.filter {
      batch.movedSections[$0] == nil
    }
    if !sections.isEmpty { batch.reloadSections(sections) }
  }
}
