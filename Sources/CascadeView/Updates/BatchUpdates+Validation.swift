import CascadeLayout

extension BatchUpdates {
  /// Why this batch cannot describe the data source going from `oldCounts` to `newCounts` (items
  /// per section, before and after), in UIKit's wording; nil when it can.
  ///
  /// A batch is consistent when every index path it names exists on its side of the update and
  /// every section that is neither inserted, deleted nor reloaded holds the items it held, plus
  /// those inserted or moved in, minus those deleted or moved out. A reloaded section may change
  /// its count, as in UIKit (it is replaced whole).
  ///
  /// `CollectionView.apply(_:animated:)` stops with this message (a precondition failure) rather
  /// than lay out a model that disagrees with its updates, which would move focus and selection to
  /// the wrong items without a word.
  /// - Complexity: O(S + changes).
  public func inconsistency(oldCounts: [Int], newCounts: [Int]) -> String? {
    let sectionsBefore = oldCounts.count, sectionsAfter = newCounts.count
    if let message = sectionIndexFailure(sectionsBefore: sectionsBefore, sectionsAfter: sectionsAfter) {
      return message
    }
    if sectionsAfter != sectionsBefore + insertedSections.count - deletedSections.count {
      return "Invalid update: invalid number of sections. The number of sections contained in the collection view "
        + "after the update (\(sectionsAfter)) must be equal to the number of sections contained in the collection "
        + "view before the update (\(sectionsBefore)), plus or minus the number of sections inserted or deleted "
        + "(\(insertedSections.count) inserted, \(deletedSections.count) deleted) and plus or minus the number of "
        + "sections moved into or out of the collection view (\(movedSections.count) moved in, "
        + "\(movedSections.count) moved out)."
    }
    if let message = itemIndexFailure(oldCounts: oldCounts, newCounts: newCounts) { return message }

    var inserted = [Int](repeating: 0, count: sectionsAfter), movedIn = inserted
    var deleted = [Int](repeating: 0, count: sectionsBefore), movedOut = deleted
    for path in insertedItems { inserted[path.section] += 1 }
    for path in deletedItems { deleted[path.section] += 1 }
    for (from, to) in movedItems {
      movedOut[from.section] += 1
      movedIn[to.section] += 1
    }
    let mapper = makeMapper()
    for old in 0..<sectionsBefore where !reloadedSections.contains(old) {
      guard let new = mapper.newSection(for: old), new >= 0, new < sectionsAfter, !insertedSections.contains(new) else {
        continue
      }
      let expected = oldCounts[old] + inserted[new] - deleted[old] + movedIn[new] - movedOut[old]
      guard newCounts[new] != expected else { continue }
      return "Invalid update: invalid number of items in section \(new). The number of items contained in an "
        + "existing section after the update (\(newCounts[new])) must be equal to the number of items contained in "
        + "that section before the update (\(oldCounts[old])), plus or minus the number of items inserted or deleted "
        + "from that section (\(inserted[new]) inserted, \(deleted[old]) deleted) and plus or minus the number of "
        + "items moved into or out of that section (\(movedIn[new]) moved in, \(movedOut[old]) moved out)."
    }
    return nil
  }

  /// A section index outside the counts it refers to, in UIKit's wording.
  private func sectionIndexFailure(sectionsBefore: Int, sectionsAfter: Int) -> String? {
    if let bad = deletedSections.sorted().first(where: { $0 < 0 || $0 >= sectionsBefore }) {
      return
        "Invalid update: attempt to delete section \(bad), but there are only \(sectionsBefore) sections before the update."
    }
    if let bad = reloadedSections.sorted().first(where: { $0 < 0 || $0 >= sectionsBefore }) {
      return
        "Invalid update: attempt to reload section \(bad), but there are only \(sectionsBefore) sections before the update."
    }
    if let bad = insertedSections.sorted().first(where: { $0 < 0 || $0 >= sectionsAfter }) {
      return
        "Invalid update: attempt to insert section \(bad), but there are only \(sectionsAfter) sections after the update."
    }
    for (from, to) in movedSections.sorted(by: { $0.key < $1.key })
    where from < 0 || from >= sectionsBefore || to < 0 || to >= sectionsAfter {
      return "Invalid update: attempt to move section \(from) to section \(to), but there are \(sectionsBefore) "
        + "sections before the update and \(sectionsAfter) after it."
    }
    return nil
  }

  /// An item index outside its section, in UIKit's wording.
  private func itemIndexFailure(oldCounts: [Int], newCounts: [Int]) -> String? {
    func exists(_ path: IndexPath, in counts: [Int]) -> Bool {
      path.section >= 0 && path.section < counts.count && path.item >= 0 && path.item < counts[path.section]
    }
    func count(_ section: Int, in counts: [Int]) -> Int { section >= 0 && section < counts.count ? counts[section] : 0 }
    if let bad = deletedItems.sorted().first(where: { !exists($0, in: oldCounts) }) {
      return "Invalid update: attempt to delete item \(bad.item) from section \(bad.section), which only contains "
        + "\(count(bad.section, in: oldCounts)) items before the update."
    }
    if let bad = reloadedItems.sorted().first(where: { !exists($0, in: oldCounts) }) {
      return "Invalid update: attempt to reload item \(bad.item) in section \(bad.section), which only contains "
        + "\(count(bad.section, in: oldCounts)) items before the update."
    }
    if let bad = insertedItems.sorted().first(where: { !exists($0, in: newCounts) }) {
      return "Invalid update: attempt to insert item \(bad.item) into section \(bad.section), but there are only "
        + "\(count(bad.section, in: newCounts)) items in section \(bad.section) after the update."
    }
    for (from, to) in movedItems.sorted(by: { $0.key < $1.key })
    where !exists(from, in: oldCounts) || !exists(to, in: newCounts) {
      return "Invalid update: attempt to move item \(from.item) in section \(from.section) to item \(to.item) in "
        + "section \(to.section), but section \(from.section) contains \(count(from.section, in: oldCounts)) items "
        + "before the update and section \(to.section) contains \(count(to.section, in: newCounts)) after it."
    }
    return nil
  }
}
