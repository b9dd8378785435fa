import CascadeCanvas
import CascadeData
import CascadeLayout
import CascadeView

/// Shows a `RecordCollection` as cards: the collection view's data source and delegate. It keeps one
/// `ItemFilter` per section, so the `/` filter re-flows the waterfall through batch updates and the
/// selection follows its records.
public final class CardSource: CollectionViewDataSource, CollectionViewDelegate {
  public let collection: any RecordCollection
  public var theme: CardTheme
  private(set) var filters: [ItemFilter]
  /// The words every shown card contains (lower-cased); empty shows everything.
  public private(set) var filterWords: [String] = []
  /// First flat index of each section (prefix sums over the shown counts), for "card i of N".
  private var sectionStarts: [Int] = []

  public static let cellIdentifier = "card"
  public static let headerIdentifier = "section-title"

  public init(collection: any RecordCollection, theme: CardTheme) {
    self.collection = collection
    self.theme = theme
    filters = collection.sections.enumerated().map { ItemFilter(count: $0.element.count, section: $0.offset) }
    recountSections()
  }

  /// Registers the card and header classes with `collectionView` and becomes its source.
  public func attach(to collectionView: CollectionView) {
    collectionView.register(CardCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
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

  /// Where a model item is shown now; nil while the filter hides it. O(log n).
  public func shownIndexPath(ofModel model: IndexPath) -> IndexPath? {
    let shown = filters[model.section].shownIndices
    var lo = 0, hi = shown.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if shown[mid] < model.item { lo = mid + 1 } else { hi = mid }
    }
    return lo < shown.count && shown[lo] == model.item ? IndexPath(item: lo, section: model.section) : nil
  }

  // MARK: - Flat positions

  /// Cards shown now, all sections together.
  public var shownCount: Int { (sectionStarts.last ?? 0) + (filters.last?.shownIndices.count ?? 0) }

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
    while section < filters.count - 1, filters[section].shownIndices.count <= index - sectionStarts[section] { section += 1 }
    return IndexPath(item: index - sectionStarts[section], section: section)
  }

  private func recountSections() {
    var start = 0
    sectionStarts = filters.map { filter in
      defer { start += filter.shownIndices.count }
      return start
    }
  }

  // MARK: - Filtering

  /// Shows only cards whose text contains every word of `text` (case-insensitive), and returns the
  /// batch updates that take the collection view there. O(N) over the records.
  public func setFilter(_ text: String) -> BatchUpdates {
    let words = text.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
    filterWords = words
    var combined = BatchUpdates()
    for s in filters.indices {
      let count = collection.sections[s].count
      let updates = filters[s].update(count: count) { index in
        words.isEmpty || Self.matches(self.collection.record(at: IndexPath(item: index, section: s)).searchText, words)
      }
      combined.deleteItems(at: Array(updates.deletedItems))
      combined.insertItems(at: Array(updates.insertedItems))
    }
    recountSections()
    return combined
  }

  static func matches(_ searchText: String, _ words: [String]) -> Bool {
    words.allSatisfy { searchText.contains($0) }
  }

  // MARK: - CollectionViewDataSource

  public func numberOfSections(in collectionView: CollectionView) -> Int { filters.count }

  public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    filters[section].shownIndices.count
  }

  public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
    if let card = cell as? CardCell {
      let record = record(at: indexPath)
      card.title = record.title
      card.body = record.body
      card.theme = theme
    }
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

  // MARK: - CollectionViewDelegate

  /// A card with a picture size is as tall as the picture at this width (at least 3 rows, room for
  /// its box and title); one without is as tall as its wrapped text.
  public func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, width: Int) -> Int {
    switch collection.sizing(at: modelIndexPath(of: indexPath)) {
    case .aspectRatio(let aspect): return max(3, layout.itemHeight(aspectRatio: aspect, width: width))
    case .text(let body): return CardCell.fittingHeight(body: body, width: width)
    }
  }
}
