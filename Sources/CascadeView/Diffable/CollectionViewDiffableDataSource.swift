import CascadeLayout

/// A data source that describes its content with snapshots of identifiers and works out the
/// changes itself (UIKit's `UICollectionViewDiffableDataSource`): no index arithmetic, no count
/// that can disagree with its updates.
///
/// ```swift
/// let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
///   collectionView, indexPath, title in
///   let cell = collectionView.dequeueReusableCell(TitleCell.self, withReuseIdentifier: "title", for: indexPath)
///   cell.title = title
///   return cell
/// }
/// var snapshot = dataSource.snapshot()
/// snapshot.appendSections([0])
/// snapshot.appendItems(["Milk", "Eggs"])
/// dataSource.apply(snapshot)
/// ```
///
/// It makes itself the collection view's data source; the collection view holds it weakly, so keep
/// it in a property, as in UIKit.
public final class CollectionViewDiffableDataSource<SectionIdentifier: Hashable, ItemIdentifier: Hashable>:
  CollectionViewDataSource
{
  /// The snapshot type this data source applies.
  public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifier, ItemIdentifier>
  /// Makes the configured cell for an item: dequeue it and set its content.
  public typealias CellProvider = (CollectionView, IndexPath, ItemIdentifier) -> CollectionViewCell
  /// Makes a header or footer; nil draws nothing there.
  public typealias SupplementaryViewProvider = (CollectionView, ElementKind, IndexPath) -> CollectionReusableView?

  private let cellProvider: CellProvider
  /// Asked for headers and footers. Nil: none.
  public var supplementaryViewProvider: SupplementaryViewProvider?
  /// The content shown now.
  @usableFromInline var current = Snapshot()
  /// The current snapshot's items per section, by index, so the collection view's questions by
  /// index path cost O(1).
  private var sectionItems: [[ItemIdentifier]] = []
  private weak var collectionView: CollectionView?

  /// A data source for `collectionView` whose cells come from `cellProvider`; it becomes the
  /// collection view's `dataSource`. Starts empty.
  public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
    self.cellProvider = cellProvider
    self.collectionView = collectionView
    collectionView.dataSource = self
  }

  /// A copy of the content shown now, to edit and apply. O(1) (copy on write).
  public func snapshot() -> Snapshot {
    var copy = current
    copy.clearMarks()
    return copy
  }

  /// Shows `snapshot`: the differences from the current one become one batch update (inserts,
  /// deletes, moves and reloads), animated when `animatingDifferences` and the collection view's
  /// animation is on. Focus and selection stay on their items, even on one that went from a
  /// deleted section into an inserted one (a delete and an insert to the collection view).
  /// `completion` runs once the animation has ended (cut short by another change too), or at once
  /// when nothing animates.
  /// - Complexity: O(items) of both snapshots to find the difference, plus
  ///   `CollectionView.apply(_:animated:)` for the changes.
  @inlinable public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil)
  {
    // Inlinable, so that the difference is specialised for the app's identifier types.
    apply(snapshot, batch: current.batchUpdates(to: snapshot), animatingDifferences: animatingDifferences)
    if let completion { finish(completion) }
  }

  /// Runs `completion` when the collection view's animation ends, at once without one.
  @usableFromInline func finish(_ completion: @escaping () -> Void) {
    if let collectionView { collectionView.afterAnimation(completion) } else { completion() }
  }

  /// Shows `snapshot`, whose difference from the current one is `batch`.
  @usableFromInline func apply(_ snapshot: Snapshot, batch: BatchUpdates, animatingDifferences: Bool) {
    let shownCounts = sectionItems.map(\.count)
    let focused = collectionView?.focusedIndexPath.flatMap(itemIdentifier(for:))
    let selected = collectionView?.indexPathsForSelectedItems.compactMap(itemIdentifier(for:)) ?? []
    install(snapshot)
    guard let collectionView else { return }
    if (0..<collectionView.numberOfSections()).map(collectionView.numberOfItems(inSection:)) != shownCounts {
      // The collection view was not showing the last snapshot (it had not read it yet): there is
      // nothing to change from.
      collectionView.reloadData()
    } else {
      collectionView.apply(batch, animated: animatingDifferences)
    }
    // The batch carries focus and selection along for items it moved; identity also carries them
    // for items it had to delete and insert.
    if let focused, let path = indexPath(for: focused), collectionView.focusedIndexPath != path {
      collectionView.focusItem(at: path)
    }
    for item in selected {
      if let path = indexPath(for: item), !collectionView.isSelected(path) { collectionView.selectItem(at: path) }
    }
  }

  /// Shows `snapshot` without working out a difference: everything is asked again, nothing
  /// animates (UIKit's `applySnapshotUsingReloadData`); then `completion` runs. O(sections) plus
  /// `reloadData()`.
  public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
    install(snapshot)
    collectionView?.reloadData()
    completion?()
  }

  /// The item at `indexPath`, nil outside the content. O(1).
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifier? {
    guard indexPath.section >= 0, indexPath.section < sectionItems.count, indexPath.item >= 0,
      indexPath.item < sectionItems[indexPath.section].count
    else { return nil }
    return sectionItems[indexPath.section][indexPath.item]
  }

  /// Where `item` is shown, nil when it is not. O(sections + items in its section).
  public func indexPath(for item: ItemIdentifier) -> IndexPath? {
    guard let section = current.sectionIdentifier(containingItem: item), let s = current.indexOfSection(section),
      let i = current.indexOfItem(item)
    else { return nil }
    return IndexPath(item: i, section: s)
  }

  /// The section at `index`, nil outside. O(1).
  public func sectionIdentifier(for index: Int) -> SectionIdentifier? {
    index >= 0 && index < current.sectionIdentifiers.count ? current.sectionIdentifiers[index] : nil
  }

  /// The index of `section`, nil when it is not shown. O(sections).
  public func index(for section: SectionIdentifier) -> Int? { current.indexOfSection(section) }

  private func install(_ snapshot: Snapshot) {
    current = snapshot
    current.clearMarks()
    sectionItems = current.sectionIdentifiers.map { current.itemsBySection[$0] ?? [] }
  }

  // MARK: - CollectionViewDataSource

  /// The current snapshot's sections. O(1).
  public func numberOfSections(in collectionView: CollectionView) -> Int { sectionItems.count }

  /// The current snapshot's items in `section`. O(1).
  public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    section >= 0 && section < sectionItems.count ? sectionItems[section].count : 0
  }

  /// The cell provider's cell for the item at `indexPath`.
  public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
  {
    cellProvider(collectionView, indexPath, sectionItems[indexPath.section][indexPath.item])
  }

  /// The supplementary view provider's view, nil without one.
  public func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: ElementKind, at indexPath: IndexPath
  ) -> CollectionReusableView? {
    supplementaryViewProvider?(collectionView, kind, indexPath)
  }
}
