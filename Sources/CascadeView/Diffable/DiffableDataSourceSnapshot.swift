/// The state of a collection view's content by identity: its sections and their items, each named
/// by a hashable identifier (UIKit's `NSDiffableDataSourceSnapshot`). Build one, hand it to
/// ``CollectionViewDiffableDataSource/apply(_:animatingDifferences:completion:)``, and the data source works out
/// the inserts, deletes and moves.
///
/// Identifiers are unique across the snapshot: a section or an item added twice stops the program
/// with a precondition failure, as in UIKit, and so does naming one the snapshot does not hold.
///
/// ```swift
/// var snapshot = DiffableDataSourceSnapshot<String, Int>()
/// snapshot.appendSections(["Today"])
/// snapshot.appendItems([1, 2, 3])
/// ```
public struct DiffableDataSourceSnapshot<SectionIdentifier: Hashable, ItemIdentifier: Hashable> {
  /// The sections in order.
  public internal(set) var sectionIdentifiers: [SectionIdentifier] = []
  /// Each section's items in order, by section identifier.
  @usableFromInline var itemsBySection: [SectionIdentifier: [ItemIdentifier]] = [:]
  /// The section holding each item.
  @usableFromInline var sectionOfItem: [ItemIdentifier: SectionIdentifier] = [:]
  /// Items marked for reloading, asked of the cell provider again on apply.
  public internal(set) var reloadedItemIdentifiers: [ItemIdentifier] = []
  /// Items marked for reconfiguring, asked of the cell provider again on apply.
  public internal(set) var reconfiguredItemIdentifiers: [ItemIdentifier] = []
  /// Sections marked for reloading: every item asked again, the count free to change.
  public internal(set) var reloadedSectionIdentifiers: [SectionIdentifier] = []

  /// An empty snapshot.
  public init() {}

  // MARK: - Reading

  /// Every item in every section. O(1).
  public var numberOfItems: Int { sectionOfItem.count }
  /// The number of sections. O(1).
  public var numberOfSections: Int { sectionIdentifiers.count }
  /// Every item, section after section. O(items).
  public var itemIdentifiers: [ItemIdentifier] { sectionIdentifiers.flatMap { itemsBySection[$0] ?? [] } }

  /// The items of `section`, in order. O(1) (the array is shared, not copied).
  public func itemIdentifiers(inSection section: SectionIdentifier) -> [ItemIdentifier] {
    guard let items = itemsBySection[section] else { preconditionFailure("Invalid section identifier: \(section)") }
    return items
  }

  /// The number of items in `section`. O(1).
  public func numberOfItems(inSection section: SectionIdentifier) -> Int { itemIdentifiers(inSection: section).count }

  /// The section holding `item`, nil when the snapshot does not hold it. O(1).
  public func sectionIdentifier(containingItem item: ItemIdentifier) -> SectionIdentifier? { sectionOfItem[item] }

  /// The index of `item` within its section, nil when absent. O(items in its section).
  public func indexOfItem(_ item: ItemIdentifier) -> Int? {
    sectionOfItem[item].flatMap { itemsBySection[$0]?.firstIndex(of: item) }
  }

  /// The index of `section`, nil when absent. O(sections).
  public func indexOfSection(_ section: SectionIdentifier) -> Int? { sectionIdentifiers.firstIndex(of: section) }
}

extension DiffableDataSourceSnapshot: Equatable {
  /// Same sections holding the same items in the same order (marks for reloading not compared).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.sectionIdentifiers == rhs.sectionIdentifiers && lhs.itemsBySection == rhs.itemsBySection
  }
}

extension DiffableDataSourceSnapshot: Sendable where SectionIdentifier: Sendable, ItemIdentifier: Sendable {}
