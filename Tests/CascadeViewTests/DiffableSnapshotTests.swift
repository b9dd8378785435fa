import CascadeLayout
import CascadeTestSupport
import CascadeView
import Testing

/// Snapshots and their differences against brute force: random pairs of snapshots, the batch the
/// data source computes applied to the old content the way UIKit reads a batch (removals at old
/// indices, then insertions and moves at new ones), must give the new content; and snapshot edits
/// match the same edits on plain arrays.
@Suite struct DiffableSnapshotTests {
  typealias Snapshot = DiffableDataSourceSnapshot<Int, Int>

  static func snapshot(_ sections: [(Int, [Int])]) -> Snapshot {
    var snapshot = Snapshot()
    for (section, items) in sections {
      snapshot.appendSections([section])
      snapshot.appendItems(items, toSection: section)
    }
    return snapshot
  }

  static func contents(_ snapshot: Snapshot) -> [(Int, [Int])] {
    snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) }
  }

  /// Random content over small pools of identifiers, so two draws share many of them.
  static func randomContents(_ rng: inout SplitMix64, sectionPool: Int = 6, itemPool: Int = 40) -> [(Int, [Int])] {
    var sections = Array(0..<sectionPool).shuffled(using: &rng).prefix(Int.random(in: 0...sectionPool, using: &rng)).map
    { ($0, [Int]()) }
    guard !sections.isEmpty else { return [] }
    for item in Array(0..<itemPool).shuffled(using: &rng).prefix(Int.random(in: 0...itemPool, using: &rng)) {
      sections[Int.random(in: 0..<sections.count, using: &rng)].1.append(item)
    }
    return sections
  }

  /// `old` with a few edits a user would make: items moved within and between sections, some
  /// deleted, some added, sometimes a section moved, dropped or added.
  static func edited(_ old: [(Int, [Int])], _ rng: inout SplitMix64) -> [(Int, [Int])] {
    var new = old
    var fresh = 1_000
    for _ in 0..<Int.random(in: 0...6, using: &rng) where !new.isEmpty {
      let s = Int.random(in: 0..<new.count, using: &rng)
      switch Int.random(in: 0..<7, using: &rng) {
      case 0 where !new[s].1.isEmpty: new[s].1.remove(at: Int.random(in: 0..<new[s].1.count, using: &rng))
      case 1:
        new[s].1.insert(fresh, at: Int.random(in: 0...new[s].1.count, using: &rng))
        fresh += 1
      case 2 where !new[s].1.isEmpty:
        let item = new[s].1.remove(at: Int.random(in: 0..<new[s].1.count, using: &rng))
        let t = Int.random(in: 0..<new.count, using: &rng)
        new[t].1.insert(item, at: Int.random(in: 0...new[t].1.count, using: &rng))
      case 3:
        let section = new.remove(at: s)
        new.insert(section, at: Int.random(in: 0...new.count, using: &rng))
      case 4: new.remove(at: s)
      case 5:
        new.insert((fresh, [fresh + 1]), at: Int.random(in: 0...new.count, using: &rng))
        fresh += 2
      default: new[s].1.reverse()
      }
    }
    return new
  }

  /// The batch applied to `old` as UIKit reads it; nil and a reason when it does not give `new`.
  static func bruteForceCheck(_ batch: BatchUpdates, old: [(Int, [Int])], new: [(Int, [Int])]) -> String? {
    let oldSections = Set(old.map(\.0)), newSections = Set(new.map(\.0))
    // Sections: the survivors close up, then inserted and moved ones take their new indices.
    let remaining = old.indices.filter { !batch.deletedSections.contains($0) && batch.movedSections[$0] == nil }
    guard remaining.count + batch.insertedSections.count + batch.movedSections.count == new.count else {
      return
        "section count: \(remaining.count) kept, \(batch.insertedSections.count) inserted, \(batch.movedSections.count) moved, \(new.count) wanted"
    }
    var source = [Int?](repeating: nil, count: new.count)
    for (from, to) in batch.movedSections { source[to] = from }
    var next = remaining.makeIterator()
    for t in new.indices where !batch.insertedSections.contains(t) && source[t] == nil { source[t] = next.next() }
    for (t, from) in source.enumerated() {
      guard let from else {
        if oldSections.contains(new[t].0) { return "section \(new[t].0) inserted though it was there" }
        continue
      }
      if old[from].0 != new[t].0 { return "section \(t) is \(old[from].0), wanted \(new[t].0)" }
      // Items of a kept section: the same reading, one level down.
      let staying = old[from].1.indices.filter {
        let path = IndexPath(item: $0, section: from)
        return !batch.deletedItems.contains(path) && batch.movedItems[path] == nil
      }
      let arriving = batch.movedItems.filter { $0.value.section == t }
      let insertedHere = batch.insertedItems.filter { $0.section == t }
      guard staying.count + arriving.count + insertedHere.count == new[t].1.count else {
        return
          "section \(t): \(staying.count) kept, \(arriving.count) moved in, \(insertedHere.count) inserted, \(new[t].1.count) wanted"
      }
      var items = [Int?](repeating: nil, count: new[t].1.count)
      for (fromPath, toPath) in arriving { items[toPath.item] = old[fromPath.section].1[fromPath.item] }
      var stayingItems = staying.makeIterator()
      for i in items.indices where !insertedHere.contains(IndexPath(item: i, section: t)) && items[i] == nil {
        items[i] = stayingItems.next().map { old[from].1[$0] }
      }
      for (i, item) in items.enumerated() {
        if let item {
          if item != new[t].1[i] { return "[\(t), \(i)] is \(item), wanted \(new[t].1[i])" }
        } else if let was = old.firstIndex(where: { $0.1.contains(new[t].1[i]) }), newSections.contains(old[was].0) {
          return "item \(new[t].1[i]) inserted at [\(t), \(i)] though section \(old[was].0) had it and stays"
        }
      }
    }
    for s in batch.deletedSections where newSections.contains(old[s].0) {
      return "section \(old[s].0) deleted though it stays"
    }
    // As in UIKit, a section deleted or inserted whole takes its items with it: none of them is
    // named on its own, and none moves out of or into it.
    for path in batch.deletedItems.union(batch.reloadedItems) where batch.deletedSections.contains(path.section) {
      return "item \(path.item) of deleted section \(path.section) named on its own"
    }
    for path in batch.insertedItems where batch.insertedSections.contains(path.section) {
      return "item \(path.item) of inserted section \(path.section) named on its own"
    }
    for (from, to) in batch.movedItems
    where batch.deletedSections.contains(from.section) || batch.insertedSections.contains(to.section) {
      return "item moved from \(from) in a deleted section or to \(to) in an inserted one"
    }
    return nil
  }

  /// The longest strictly increasing subsequence, by the quadratic recurrence.
  static func longestIncreasing(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
      for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
    }
    return best.max() ?? 0
  }

  /// The fewest section and item moves that take `old` to `new`, worked out section by section
  /// with nothing shared between them: kept sections out of order move; in each kept section, an
  /// item that came from another kept section moves, and of those that were already there all but
  /// a longest increasing subsequence of their old positions. `exact` is false when a section's
  /// reordering leaves more runs of neighbours than the difference promises the fewest moves for
  /// (n / ⌈log₂ n⌉, at least 256, for n items staying in it).
  static func fewestMoves(old: [(Int, [Int])], new: [(Int, [Int])]) -> (sections: Int, items: Int, exact: Bool) {
    let oldSectionIndex = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($0.element.0, $0.offset) })
    let newSectionIDs = Set(new.map(\.0))
    let kept = new.compactMap { oldSectionIndex[$0.0] }
    var items = 0, exact = true
    for (section, newItems) in new {
      guard let s = oldSectionIndex[section] else { continue }
      let oldPosition = Dictionary(uniqueKeysWithValues: old[s].1.enumerated().map { ($0.element, $0.offset) })
      let fromHere = newItems.compactMap { oldPosition[$0] }
      items += fromHere.count - longestIncreasing(fromHere)
      items +=
        newItems.filter { item in
          oldPosition[item] == nil
            && old.contains { $0.0 != section && newSectionIDs.contains($0.0) && $0.1.contains(item) }
        }.count
      let sorted = fromHere.sorted()
      let ranks = fromHere.map { position in sorted.firstIndex(of: position)! }
      let runs = ranks.indices.filter { $0 == 0 || ranks[$0] != ranks[$0 - 1] + 1 }.count
      var bits = 0
      while (1 << bits) < ranks.count { bits += 1 }
      if runs > max(256, ranks.count / max(1, bits)) { exact = false }
    }
    return (kept.count - longestIncreasing(kept), items, exact)
  }

  /// Larger sections than `randomContents`, and a user's edits across them: blocks dragged within
  /// and between sections, sections moved, added and dropped, items added and deleted.
  static func editedAcrossSections(_ rng: inout SplitMix64) -> (old: [(Int, [Int])], new: [(Int, [Int])]) {
    let old = randomContents(&rng, sectionPool: 5, itemPool: 300)
    var new = old
    var fresh = 1_000
    for _ in 0..<Int.random(in: 1...5, using: &rng) where !new.isEmpty {
      let s = Int.random(in: 0..<new.count, using: &rng)
      switch Int.random(in: 0..<6, using: &rng) {
      case 0...1 where !new[s].1.isEmpty:
        let start = Int.random(in: 0..<new[s].1.count, using: &rng)
        let end = min(new[s].1.count, start + Int.random(in: 1...20, using: &rng))
        let block = Array(new[s].1[start..<end])
        new[s].1.removeSubrange(start..<end)
        let t = Int.random(in: 0..<new.count, using: &rng)
        new[t].1.insert(contentsOf: block, at: Int.random(in: 0...new[t].1.count, using: &rng))
      case 2:
        let section = new.remove(at: s)
        new.insert(section, at: Int.random(in: 0...new.count, using: &rng))
      case 3: new.remove(at: s)
      case 4:
        new.insert((fresh, [fresh + 1, fresh + 2]), at: Int.random(in: 0...new.count, using: &rng))
        fresh += 3
      default:
        if !new[s].1.isEmpty { new[s].1.remove(at: Int.random(in: 0..<new[s].1.count, using: &rng)) }
        new[s].1.insert(fresh, at: Int.random(in: 0...new[s].1.count, using: &rng))
        fresh += 1
      }
    }
    return (old, new)
  }

  @Test func theDifferenceAppliedToTheOldSnapshotGivesTheNewOne() {
    let failure = withEvery("seed", in: 0..<5_000) { seed, rng in
      let old = Self.randomContents(&rng)
      let new = seed % 2 == 0 ? Self.edited(old, &rng) : Self.randomContents(&rng)
      let batch = Self.snapshot(old).batchUpdates(to: Self.snapshot(new))
      if let message = batch.inconsistency(oldCounts: old.map(\.1.count), newCounts: new.map(\.1.count)) {
        return message
      }
      return Self.bruteForceCheck(batch, old: old, new: new).map { "\($0)\n old \(old)\n new \(new)" }
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Moves counted section by section: a difference that mixed up old and new section indices,
  /// or ranked a section's items among another's, would still give the new content, with more
  /// moves, or moves out of a section it also deletes.
  @Test func acrossSectionsTheDifferenceMovesAsFewAsCanBe() {
    var exact = 0
    let failure = withEvery("seed", in: 0..<2_000) { _, rng in
      let (old, new) = Self.editedAcrossSections(&rng)
      let batch = Self.snapshot(old).batchUpdates(to: Self.snapshot(new))
      if let message = batch.inconsistency(oldCounts: old.map(\.1.count), newCounts: new.map(\.1.count)) {
        return message
      }
      if let message = Self.bruteForceCheck(batch, old: old, new: new) { return message }
      let fewest = Self.fewestMoves(old: old, new: new)
      if batch.movedSections.count != fewest.sections {
        return "\(batch.movedSections.count) section moves, \(fewest.sections) needed"
      }
      guard fewest.exact else { return nil }
      exact += 1
      if batch.movedItems.count != fewest.items {
        return "\(batch.movedItems.count) item moves, \(fewest.items) needed\n old \(old)\n new \(new)"
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
    #expect(exact > 1_500, "only \(exact) pairs with few enough runs to expect the fewest moves")
  }

  @Test func oneMovedItemOrASwapIsAsFewMovesAsCanBe() {
    let items = Array(0..<100)
    var moved = items
    moved.insert(moved.remove(at: 10), at: 60)
    #expect(Self.snapshot([(0, items)]).batchUpdates(to: Self.snapshot([(0, moved)])).movedItems.count == 1)
    moved = items
    moved.insert(moved.remove(at: 99), at: 0)
    #expect(Self.snapshot([(0, items)]).batchUpdates(to: Self.snapshot([(0, moved)])).movedItems.count == 1)
    moved = items
    moved.swapAt(3, 97)
    #expect(Self.snapshot([(0, items)]).batchUpdates(to: Self.snapshot([(0, moved)])).movedItems.count == 2)
    // A block of ten dragged far away, with an insertion and a deletion elsewhere: ten moves.
    moved = items
    let block = Array(moved[20..<30])
    moved.removeSubrange(20..<30)
    moved.insert(contentsOf: block, at: 70)
    moved.remove(at: 5)
    moved.insert(500, at: 90)
    #expect(Self.snapshot([(0, items)]).batchUpdates(to: Self.snapshot([(0, moved)])).movedItems.count == 10)
    #expect(Self.snapshot([(0, items)]).batchUpdates(to: Self.snapshot([(0, items)])).isEmpty)
  }

  @Test func reloadedAndReconfiguredItemsReloadWhereTheyStayed() {
    let old = Self.snapshot([(0, [1, 2, 3]), (1, [4, 5])])
    var new = old
    new.moveItem(1, afterItem: 3)
    new.reloadItems([1, 2])
    new.reconfigureItems([5])
    let batch = old.batchUpdates(to: new)
    // 1 moved (asked again anyway); 2 and 5 stayed and reload.
    #expect(batch.reloadedItems == [IndexPath(item: 1, section: 0), IndexPath(item: 1, section: 1)])
    #expect(batch.movedItems.count == 1)
  }

  /// Random edits through the snapshot's methods and on plain arrays give the same content.
  @Test func editsMatchTheSameEditsOnArrays() {
    let failure = withEvery("seed", in: 0..<3_000) { _, rng in
      var model = Self.randomContents(&rng)
      var snapshot = Self.snapshot(model)
      var fresh = 100
      for step in 0..<12 {
        let all = model.flatMap(\.1)
        let s = model.isEmpty ? nil : Int.random(in: 0..<model.count, using: &rng)
        switch Int.random(in: 0..<9, using: &rng) {
        case 0:
          snapshot.appendSections([fresh])
          model.append((fresh, []))
          fresh += 1
        case 1 where s != nil:
          snapshot.insertSections([fresh], beforeSection: model[s!].0)
          model.insert((fresh, []), at: s!)
          fresh += 1
        case 2 where s != nil:
          snapshot.insertSections([fresh, fresh + 1], afterSection: model[s!].0)
          model.insert(contentsOf: [(fresh, []), (fresh + 1, [])], at: s! + 1)
          fresh += 2
        case 3 where s != nil:
          snapshot.deleteSections([model[s!].0])
          model.remove(at: s!)
        case 4 where s != nil:
          snapshot.appendItems([fresh, fresh + 1], toSection: model[s!].0)
          model[s!].1 += [fresh, fresh + 1]
          fresh += 2
        case 5 where !all.isEmpty:
          let anchor = all[Int.random(in: 0..<all.count, using: &rng)]
          let after = Bool.random(using: &rng)
          if after {
            snapshot.insertItems([fresh], afterItem: anchor)
          } else {
            snapshot.insertItems([fresh], beforeItem: anchor)
          }
          let t = model.firstIndex { $0.1.contains(anchor) }!
          model[t].1.insert(fresh, at: model[t].1.firstIndex(of: anchor)! + (after ? 1 : 0))
          fresh += 1
        case 6 where !all.isEmpty:
          let gone = Array(all.shuffled(using: &rng).prefix(3))
          snapshot.deleteItems(gone)
          for t in model.indices { model[t].1.removeAll { gone.contains($0) } }
        case 7 where all.count > 1:
          let item = all[Int.random(in: 0..<all.count, using: &rng)]
          let anchor = all[Int.random(in: 0..<all.count, using: &rng)]
          guard item != anchor else { break }
          let after = Bool.random(using: &rng)
          if after { snapshot.moveItem(item, afterItem: anchor) } else { snapshot.moveItem(item, beforeItem: anchor) }
          for t in model.indices { model[t].1.removeAll { $0 == item } }
          let t = model.firstIndex { $0.1.contains(anchor) }!
          model[t].1.insert(item, at: model[t].1.firstIndex(of: anchor)! + (after ? 1 : 0))
        case 8 where model.count > 1:
          let a = Int.random(in: 0..<model.count, using: &rng), b = Int.random(in: 0..<model.count, using: &rng)
          guard a != b else { break }
          let (moving, anchor) = (model[a].0, model[b].0)
          snapshot.moveSection(moving, beforeSection: anchor)
          let section = model.remove(at: a)
          model.insert(section, at: model.firstIndex { $0.0 == anchor }!)
        default: break
        }
        let got = Self.contents(snapshot)
        if got.map(\.0) != model.map(\.0) || got.map(\.1) != model.map(\.1) {
          return "step \(step): \(got) wanted \(model)"
        }
        if snapshot.numberOfItems != model.flatMap(\.1).count { return "numberOfItems \(snapshot.numberOfItems)" }
        for (t, section) in model.enumerated() {
          for (i, item) in section.1.enumerated()
          where snapshot.indexOfItem(item) != i || snapshot.sectionIdentifier(containingItem: item) != section.0 {
            return "item \(item) not found at [\(t), \(i)]"
          }
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func aDuplicateIdentifierStops() async {
    await #expect(processExitsWith: .failure) {
      var snapshot = DiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems([1, 2, 1])
    }
  }
}
