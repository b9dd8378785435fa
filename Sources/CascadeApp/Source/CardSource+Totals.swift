import CascadeLayout

// Counts and `--sum` totals for the section headers ("paid · 250 · 62%") and the status line,
// over the cards the filter shows. Worked out once per section, card count and query, then kept.

extension CardSource {
  /// The header of `section`: its title and, under `--group-by`, the section's card count, its
  /// share of every card shown and its sums ("paid · 250 · 62% · amount 1200 (mean 4.8)"); nil
  /// for a section without a title. A collection's own section titles (the demo's) are names,
  /// not groups, and stay as they are.
  /// - Complexity: O(cards in the section) the first time for a query and count, O(1) after.
  public func headerText(ofSection section: Int) -> String? {
    guard let title = arrangement.title(ofSection: section) else { return nil }
    guard arrangement.order.groupField != nil else { return title }
    let totals = totals(inSection: section)
    var text = "\(title) · \(totals.count) · \(SectionTotals.share(totals.count, of: shownCount))"
    if !totals.sums.isEmpty { text += " · " + totals.sumsText }
    return text
  }

  /// The sums over every card shown, for the status line; nil without `--sum`.
  /// - Complexity: O(cards shown) the first time for a query and card count, O(1) after.
  public var shownSumsText: String? {
    guard !arrangement.order.sumFields.isEmpty else { return nil }
    let key = SectionTotals.Key(section: -1, shown: shownCount, query: query.text)
    if let known = totals[key] { return known.sumsText }
    var all = SectionTotals(count: 0, sums: [])
    for section in 0..<filter.sectionCount {
      let part = totals(inSection: section)
      all.count += part.count
      if all.sums.isEmpty {
        all.sums = part.sums
      } else {
        for index in all.sums.indices {
          all.sums[index].sum += part.sums[index].sum
          all.sums[index].count += part.sums[index].count
        }
      }
    }
    totals[key] = all
    return all.sumsText
  }

  /// The count and sums of the cards `section` shows now.
  /// - Complexity: O(cards in the section) the first time, O(1) after.
  public func totals(inSection section: Int) -> SectionTotals {
    let shown = filter.shownCount(inSection: section)
    let key = SectionTotals.Key(section: section, shown: shown, query: query.text)
    if let known = totals[key] { return known }
    // Counts that grew while loading leave old keys behind.
    if totals.count > 4_096 { totals.removeAll() }
    let arrangement = self.arrangement
    var result = SectionTotals(count: shown, sums: [])
    for (number, field) in arrangement.order.sumFields.enumerated() {
      var sum = SectionTotals.Sum(field: field, sum: 0, count: 0)
      for item in 0..<shown {
        let position = IndexPath(item: filter.modelIndex(ofShownItem: item, inSection: section), section: section)
        if let value = arrangement.sumNumber(number, at: position) {
          sum.sum += value
          sum.count += 1
        }
      }
      result.sums.append(sum)
    }
    totals[key] = result
    return result
  }
}
