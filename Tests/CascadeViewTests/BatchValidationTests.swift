import CascadeLayout
import CascadeTestSupport
import CascadeView
import Testing

/// Batch updates are checked against the data source's counts as UIKit checks them: random edits
/// of a model of identified items give batches the check accepts, and the same batches against
/// counts that differ in one section are refused with UIKit's message naming that section.
@Suite struct BatchValidationTests {
  /// A model edited at random, and the batch that describes the edit, worked out item by item:
  /// an item that left its section moves, one that stayed stays, one that is gone is deleted.
  struct Edit {
    var oldCounts: [Int]
    var newCounts: [Int]
    var batch: BatchUpdates
    /// New sections that existed before (neither inserted nor reloaded), with their old index.
    var keptSections: [(old: Int, new: Int)]
  }

  static func randomEdit(_ rng: inout SplitMix64) -> Edit {
    var next = 0
    func fresh() -> Int { next += 1; return next }
    let old: [[Int]] = (0..<Int.random(in: 0...4, using: &rng)).map { _ in
      (0..<Int.random(in: 0...6, using: &rng)).map { _ in fresh() }
    }
    // Sections survive or are deleted; new ones are inserted among the survivors.
    var sections: [(old: Int?, items: [Int])] = old.indices.filter { _ in Int.random(in: 0..<4, using: &rng) != 0 }.map
    { ($0, old[$0]) }
    for _ in 0..<Int.random(in: 0...2, using: &rng) {
      sections.insert(
        (nil, (0..<Int.random(in: 0...3, using: &rng)).map { _ in fresh() }),
        at: Int.random(in: 0...sections.count, using: &rng))
    }
    // Items are deleted, inserted and carried between surviving sections.
    let kept = sections.indices.filter { sections[$0].old != nil }
    for s in kept {
      sections[s].items.removeAll { _ in Int.random(in: 0..<5, using: &rng) == 0 }
      for _ in 0..<Int.random(in: 0...2, using: &rng) {
        sections[s].items.insert(fresh(), at: Int.random(in: 0...sections[s].items.count, using: &rng))
      }
    }
    for _ in 0..<Int.random(in: 0...3, using: &rng) where kept.count > 1 {
      let from = kept[Int.random(in: 0..<kept.count, using: &rng)],
        to = kept[Int.random(in: 0..<kept.count, using: &rng)]
      guard !sections[from].items.isEmpty else { continue }
      let item = sections[from].items.remove(at: Int.random(in: 0..<sections[from].items.count, using: &rng))
      sections[to].items.insert(item, at: Int.random(in: 0...sections[to].items.count, using: &rng))
    }
    // The batch, read off the two models by identity.
    var batch = BatchUpdates()
    var where_: [Int: IndexPath] = [:]
    for (s, section) in old.enumerated() {
      for (i, id) in section.enumerated() { where_[id] = IndexPath(item: i, section: s) }
    }
    let survivors = Set(sections.compactMap(\.old))
    batch.deleteSections(old.indices.filter { !survivors.contains($0) })
    batch.insertSections(sections.indices.filter { sections[$0].old == nil })
    var seen = Set<Int>()
    for (s, section) in sections.enumerated() where section.old != nil {
      for (i, id) in section.items.enumerated() {
        seen.insert(id)
        guard let from = where_[id] else {
          batch.insertItems(at: [IndexPath(item: i, section: s)])
          continue
        }
        if from.section != section.old { batch.moveItem(at: from, to: IndexPath(item: i, section: s)) }
      }
    }
    for (s, section) in old.enumerated() where survivors.contains(s) {
      batch.deleteItems(
        at: section.indices.filter { !seen.contains(section[$0]) }.map { IndexPath(item: $0, section: s) })
    }
    // A reloaded section may come back with any count.
    var newCounts = sections.map(\.items.count)
    var keptSections = sections.indices.compactMap { s in sections[s].old.map { (old: $0, new: s) } }
    if let reloaded = keptSections.first, Int.random(in: 0..<3, using: &rng) == 0 {
      batch.reloadSections([reloaded.old])
      newCounts[reloaded.new] += Int.random(in: 0...3, using: &rng)
      keptSections.removeFirst()
    }
    return Edit(oldCounts: old.map(\.count), newCounts: newCounts, batch: batch, keptSections: keptSections)
  }

  @Test func aBatchThatDescribesTheEditIsAccepted() {
    let failure = withEvery("seed", in: 0..<5_000) { _, rng in
      let edit = Self.randomEdit(&rng)
      return edit.batch.inconsistency(oldCounts: edit.oldCounts, newCounts: edit.newCounts).map { "refused: \($0)" }
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func aSectionWhoseCountDisagreesIsNamedWithItsCounts() {
    let failure = withEvery("seed", in: 0..<5_000) { _, rng in
      let edit = Self.randomEdit(&rng)
      guard !edit.keptSections.isEmpty else { return nil }
      let wrong = edit.keptSections[Int.random(in: 0..<edit.keptSections.count, using: &rng)]
      var counts = edit.newCounts
      let fewer = counts[wrong.new] > 0 && Int.random(in: 0..<2, using: &rng) == 0
      counts[wrong.new] += fewer ? -1 : 1
      guard let message = edit.batch.inconsistency(oldCounts: edit.oldCounts, newCounts: counts) else {
        return "accepted a count of \(counts[wrong.new]) in section \(wrong.new)"
      }
      // One item fewer can leave an insertion or a move past the section's end: that is named first.
      if fewer, message.hasPrefix("Invalid update: attempt to"), message.contains("section \(wrong.new)") { return nil }
      let expected =
        "Invalid update: invalid number of items in section \(wrong.new). The number of items contained in an "
        + "existing section after the update (\(counts[wrong.new])) must be equal to the number of items contained in "
        + "that section before the update (\(edit.oldCounts[wrong.old])), plus or minus"
      return message.hasPrefix(expected) ? nil : "message: \(message)"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func aMissingSectionIsNamedWithTheSectionCounts() {
    let failure = withEvery("seed", in: 0..<2_000) { _, rng in
      let edit = Self.randomEdit(&rng)
      let message = edit.batch.inconsistency(oldCounts: edit.oldCounts, newCounts: edit.newCounts + [0])
      let expected =
        "Invalid update: invalid number of sections. The number of sections contained in the collection view "
        + "after the update (\(edit.newCounts.count + 1)) must be equal to the number of sections contained in the "
        + "collection view before the update (\(edit.oldCounts.count))"
      return message?.hasPrefix(expected) == true ? nil : "message: \(message ?? "none")"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func anIndexPathPastItsSectionIsNamed() {
    var batch = BatchUpdates()
    batch.insertItems(at: [IndexPath(item: 5, section: 0)])
    #expect(
      batch.inconsistency(oldCounts: [4], newCounts: [5])
        == "Invalid update: attempt to insert item 5 into section 0, but there are only 5 items in section 0 after the update."
    )
    batch = BatchUpdates()
    batch.deleteItems(at: [IndexPath(item: 0, section: 1)])
    #expect(
      batch.inconsistency(oldCounts: [3], newCounts: [3])
        == "Invalid update: attempt to delete item 0 from section 1, which only contains 0 items before the update.")
  }

  /// The check is on the collection view's path: inserting an item without adding it to the model
  /// stops the program with UIKit's message (a child process runs it).
  @Test func insertingWithoutChangingTheModelStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let model = LetterModel(letters: "abc", heights: [1, 1, 1])
        let collectionView = CollectionView(layout: WaterfallLayout())
        collectionView.register(LetterCell.self, forCellWithReuseIdentifier: "letter")
        collectionView.dataSource = model
        collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
      }
    }
    if let result {
      let stderr = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(
        stderr.contains(
          "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted)"
        ), "\(stderr)")
    }
  }
}
