import CascadeCanvas
import CascadeData
import CascadeLayout
import CascadeView

/// Shows a `RecordCollection` as cards: the collection view's data source and delegate. It keeps one
/// `ItemFilter` per section, so the `/` filter re-flows the waterfall through batch updates and the
/// selection follows its records.
public final class CardSource: CollectionViewDataSource, CollectionViewDelegateWaterfallLayout {
  public let collection: any RecordCollection
  public var theme: CardTheme
  /// The cards' pictures, when they show pictures (see `CardSource+Pictures.swift`).
  public var pictures: CardPictures?
  private(set) var filters: [ItemFilter]
  /// The filter in effect: the cards shown are those whose search text contains all its words.
  private var query = FilterQuery("")
  /// The words every shown card contains (lower-cased); empty shows everything.
  public var filterWords: [String] { query.words }
  /// First flat index of each section (prefix sums over the shown counts), for "card i of N".
  private var sectionStarts: [Int] = []

  /// A section whose filter changes more cards than this is replaced as a whole rather than
  /// described card by card (see `ItemFilter.maximumItemChanges`): clearing a filter over a million
  /// cards then costs milliseconds, not half a second. The viewer restores focus and selection.
  package static let maximumItemChanges = 4_096

  public static let cellIdentifier = "card"
  public static let headerIdentifier = "section-title"

  public init(collection: any RecordCollection, theme: CardTheme) {
    self.collection = collection
    self.theme = theme
    filters = collection.sections.enumerated().map { section, records in
      var filter = ItemFilter(count: records.count, section: section)
      filter.maximumItemChanges = Self.maximumItemChanges
      return filter
    }
    recountSections()
  }

  /// Registers the card and header classes with `collectionView` and becomes its source.
  public func attach(to collectionView: CollectionView) {
    collectionView.register(PictureCardCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
    collectionView.register(SectionTitleView.self, forSupplementaryViewOfKind: .sectionHeader, withReuseIdentifier: Self.headerIdentifier)
    collectionView.delegate = self
    collectionView.dataSource = self
  }

  public var hasSectionTitles: Bool { collection.sections.contains { $0.title != nil } }

  /// The record shown at `indexPath`.
  public func record(at indexPath: IndexPath) -> Record {
    collection.record(at: modelIndexPath(of: indexPath))
  }

  /// The model index path (section, index in the whole collection) of a shown card.
  public func modelIndexPath(of indexPath: IndexPath) -> IndexPath {
    IndexPath(item: filters[indexPath.section].modelIndex(ofShownItem: indexPath.item), section: indexPath.section)
  }

  /// Where a model item is shown now; nil while the filter hides it. O(log n), O(1) unfiltered.
  public func shownIndexPath(ofModel model: IndexPath) -> IndexPath? {
    guard model.section >= 0 && model.section < filters.count else { return nil }
    return filters[model.section].shownItem(ofModelIndex: model.item).map { IndexPath(item: $0, section: model.section) }
  }

  // MARK: - Flat positions

  /// Cards shown now, all sections together.
  public var shownCount: Int { (sectionStarts.last ?? 0) + (filters.last?.shownCount ?? 0) }

  /// Cards in the collection, shown or not.
  public var totalCount: Int { filters.reduce(0) { $0 + $1.modelCount } }

  /// The 0-based position of `indexPath` among all shown cards.
  public func flatIndex(of indexPath: IndexPath) -> Int { sectionStarts[indexPath.section] + indexPath.item }

  /// The index path of the `index`th shown card (0-based), nil when out of range. O(log S).
  public func indexPath(forFlatIndex index: Int) -> IndexPath? {
    guard index >= 0, index < shownCount else { return nil }
    var lo = 0, hi = sectionStarts.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if sectionStarts[mid] <= index { lo = mid } else { hi = mid - 1 }
    }
    // Skip empty sections that start at the same position.
    var section = lo
    while section < filters.count - 1, filters[section].shownCount <= index - sectionStarts[section] { section += 1 }
    return IndexPath(item: index - sectionStarts[section], section: section)
  }

  private func recountSections() {
    var start = 0
    sectionStarts = filters.map { filter in
      defer { start += filter.shownCount }
      return start
    }
  }

  // MARK: - Filtering

  /// Shows only cards whose text contains every word of `text` (case-insensitive), and returns the
  /// batch updates that take the collection view there. A section where many cards change is
  /// replaced whole, so the caller keeps focus and selection on their records (as `Viewer` does).
  ///
  /// When the new words can only match fewer cards (each old word lies inside a new one, as when
  /// typing on), only the cards shown now are tested, as fzf does; otherwise every card is. A card
  /// is tested through the collection's `searchText(at:)`, without making its record.
  /// - Complexity: O(cards tested) search-text reads, plus O(changes) to describe the change.
  public func setFilter(_ text: String) -> BatchUpdates {
    let new = FilterQuery(text)
    // A space changes the text but not the words.
    guard new != query else { return BatchUpdates() }
    let narrows = new.narrows(query)
    query = new
    let collection = self.collection
    var combined = BatchUpdates()
    for s in filters.indices {
      let isIncluded = { (index: Int) in new.matches(collection.searchText(at: IndexPath(item: index, section: s))) }
      if new.isEmpty {
        filters[s].update(count: collection.sections[s].count, into: &combined) { _ in true }
      } else if narrows {
        filters[s].narrow(into: &combined, keeping: isIncluded)
      } else {
        filters[s].update(count: collection.sections[s].count, into: &combined, isIncluded: isIncluded)
      }
    }
    recountSections()
    return combined
  }

  // MARK: - CollectionViewDataSource

  public func numberOfSections(in collectionView: CollectionView) -> Int { filters.count }

  public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    filters[section].shownCount
  }

  public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
    if let card = cell as? CardCell {
      let record = record(at: indexPath)
      card.title = record.title
      card.body = record.body
      card.theme = theme
    }
    configurePicture(of: cell, at: indexPath)
    return cell
  }

  public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: ElementKind, at indexPath: IndexPath) -> CollectionReusableView? {
    guard kind == .sectionHeader, let title = collection.sections[indexPath.section].title else { return nil }
    let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: Self.headerIdentifier, for: indexPath)
    if let header = view as? SectionTitleView {
      header.title = title
      header.theme = theme
    }
    return view
  }

  // MARK: - CollectionViewDelegateWaterfallLayout

  /// A card with a picture size is as tall as the picture at this width (at least 3 rows, room for
  /// its box and title); one without is as tall as its wrapped text.
  public func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, width: Int) -> Int {
    switch collection.sizing(at: modelIndexPath(of: indexPath)) {
    case .aspectRatio(let aspect): return max(3, layout.itemHeight(aspectRatio: aspect, width: width)) + pictureChromeRows(at: indexPath)
    case .text(let body): return CardCell.fittingHeight(body: body, width: width)
    }
  }
}
