// Editing a snapshot, in UIKit's names. Each edit checks the identifiers it is given the way UIKit
// does (a duplicate or a missing one is a precondition failure), so a snapshot is always a valid
// description of some content.

extension DiffableDataSourceSnapshot {
  // MARK: - Sections

  /// Adds sections at the end. O(new sections).
  public mutating func appendSections(_ identifiers: [SectionIdentifier]) {
    insertSections(identifiers, at: sectionIdentifiers.count)
  }

  /// Adds sections before `section`. O(sections).
  public mutating func insertSections(_ identifiers: [SectionIdentifier], beforeSection section: SectionIdentifier) {
    insertSections(identifiers, at: requireSection(section))
  }

  /// Adds sections after `section`. O(sections).
  public mutating func insertSections(_ identifiers: [SectionIdentifier], afterSection section: SectionIdentifier) {
    insertSections(identifiers, at: requireSection(section) + 1)
  }

  /// Removes sections and their items. O(sections + their items).
  public mutating func deleteSections(_ identifiers: [SectionIdentifier]) {
    let removed = Set(identifiers)
    for section in removed {
      _ = requireSection(section)
      for item in itemsBySection.removeValue(forKey: section) ?? [] { sectionOfItem[item] = nil }
    }
    sectionIdentifiers.removeAll { removed.contains($0) }
  }

  /// Moves `identifier` to just before `section`. O(sections).
  public mutating func moveSection(_ identifier: SectionIdentifier, beforeSection section: SectionIdentifier) {
    moveSection(identifier, relativeTo: section, after: false)
  }

  /// Moves `identifier` to just after `section`. O(sections).
  public mutating func moveSection(_ identifier: SectionIdentifier, afterSection section: SectionIdentifier) {
    moveSection(identifier, relativeTo: section, after: true)
  }

  /// Marks sections whose items should all be asked of the cell provider again. O(sections).
  public mutating func reloadSections(_ identifiers: [SectionIdentifier]) {
    for section in identifiers { _ = requireSection(section) }
    reloadedSectionIdentifiers += identifiers
  }

  // MARK: - Items

  /// Adds items at the end of `section`, or of the last section when nil. O(new items).
  public mutating func appendItems(_ identifiers: [ItemIdentifier], toSection section: SectionIdentifier? = nil) {
    guard let target = section ?? sectionIdentifiers.last else {
      preconditionFailure("There are currently no sections in the data source. Please add a section first.")
    }
    _ = requireSection(target)
    insertItems(identifiers, into: target, at: itemsBySection[target]?.count ?? 0)
  }

  /// Adds items just before `item`. O(items in its section).
  public mutating func insertItems(_ identifiers: [ItemIdentifier], beforeItem item: ItemIdentifier) {
    let (section, index) = requireItem(item)
    insertItems(identifiers, into: section, at: index)
  }

  /// Adds items just after `item`. O(items in its section).
  public mutating func insertItems(_ identifiers: [ItemIdentifier], afterItem item: ItemIdentifier) {
    let (section, index) = requireItem(item)
    insertItems(identifiers, into: section, at: index + 1)
  }

  /// Removes items. O(items in the sections they are in).
  public mutating func deleteItems(_ identifiers: [ItemIdentifier]) {
    var bySection: [SectionIdentifier: Set<ItemIdentifier>] = [:]
    for item in identifiers {
      guard let section = sectionOfItem.removeValue(forKey: item) else {
        preconditionFailure("Invalid item identifier specified for delete: \(item)")
      }
      bySection[section, default: []].insert(item)
    }
    for (section, removed) in bySection { itemsBySection[section]?.removeAll { removed.contains($0) } }
  }

  /// Removes every section and item, as UIKit's `deleteAllItems()` does. O(items).
  public mutating func deleteAllItems() {
    sectionIdentifiers.removeAll()
    itemsBySection.removeAll()
    sectionOfItem.removeAll()
  }

  /// Moves `identifier` to just before `item`. O(items in both sections).
  public mutating func moveItem(_ identifier: ItemIdentifier, beforeItem item: ItemIdentifier) {
    moveItem(identifier, relativeTo: item, after: false)
  }

  /// Moves `identifier` to just after `item`. O(items in both sections).
  public mutating func moveItem(_ identifier: ItemIdentifier, afterItem item: ItemIdentifier) {
    moveItem(identifier, relativeTo: item, after: true)
  }

  /// Marks items to be replaced: the cell provider is asked for them again on apply. O(items given).
  public mutating func reloadItems(_ identifiers: [ItemIdentifier]) {
    for item in identifiers { _ = requireItem(item) }
    reloadedItemIdentifiers += identifiers
  }

  /// Marks items whose cells show changed content. Cascade draws every cell from scratch each
  /// frame, so a reconfigured item is asked of the cell provider again, as a reloaded one is; the
  /// two differ only in name. O(items given).
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifier]) {
    for item in identifiers { _ = requireItem(item) }
    reconfiguredItemIdentifiers += identifiers
  }

  // MARK: - Checks and shared steps

  /// The index of `section`; a precondition failure when the snapshot does not hold it.
  private func requireSection(_ section: SectionIdentifier) -> Int {
    guard itemsBySection[section] != nil, let index = sectionIdentifiers.firstIndex(of: section) else {
      preconditionFailure("Invalid section identifier: \(section)")
    }
    return index
  }

  /// The section and index of `item`; a precondition failure when the snapshot does not hold it.
  private func requireItem(_ item: ItemIdentifier) -> (SectionIdentifier, Int) {
    guard let section = sectionOfItem[item], let index = itemsBySection[section]?.firstIndex(of: item) else {
      preconditionFailure("Invalid item identifier: \(item)")
    }
    return (section, index)
  }

  private mutating func insertSections(_ identifiers: [SectionIdentifier], at index: Int) {
    for section in identifiers {
      guard itemsBySection.updateValue([], forKey: section) == nil else {
        preconditionFailure("Section identifier is not unique: \(section)")
      }
    }
    sectionIdentifiers.insert(contentsOf: identifiers, at: index)
  }

  private mutating func insertItems(_ identifiers: [ItemIdentifier], into section: SectionIdentifier, at index: Int) {
    for item in identifiers {
      guard sectionOfItem.updateValue(section, forKey: item) == nil else {
        preconditionFailure("Item identifier is not unique: \(item)")
      }
    }
    itemsBySection[section]!.insert(contentsOf: identifiers, at: index)
  }

  private mutating func moveSection(_ identifier: SectionIdentifier, relativeTo section: SectionIdentifier, after: Bool)
  {
    let from = requireSection(identifier)
    _ = requireSection(section)
    guard identifier != section else { return }
    sectionIdentifiers.remove(at: from)
    let target = sectionIdentifiers.firstIndex(of: section)!
    sectionIdentifiers.insert(identifier, at: after ? target + 1 : target)
  }

  private mutating func moveItem(_ identifier: ItemIdentifier, relativeTo item: ItemIdentifier, after: Bool) {
    let (fromSection, from) = requireItem(identifier)
    _ = requireItem(item)
    guard identifier != item else { return }
    itemsBySection[fromSection]!.remove(at: from)
    let (toSection, target) = requireItem(item)
    itemsBySection[toSection]!.insert(identifier, at: after ? target + 1 : target)
    sectionOfItem[identifier] = toSection
  }
}

extension DiffableDataSourceSnapshot {
  /// Forgets the reload and reconfigure marks once applied, so the next apply does not repeat them.
  mutating func clearMarks() {
    reloadedItemIdentifiers.removeAll()
    reconfiguredItemIdentifiers.removeAll()
    reloadedSectionIdentifiers.removeAll()
  }
}
