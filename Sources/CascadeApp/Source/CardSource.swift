import CascadeCanvas
import CascadeData
import CascadeFilter
import CascadeLayout
import CascadeView

/// Shows a `RecordCollection` as cards: the collection view's data source and delegate. It asks a
/// `SectionedFilter` which records each section shows, so the `/` filter re-flows the waterfall
/// through batch updates and the selection follows its records.
///
/// The source shows the records it has been told about (`growModel(to:)`), not what the
/// collection holds at the moment of a call, so a collection still being read cannot change under
/// the layout between two questions. The filter (fzf's query syntax and scoring, see `CardQuery`)
/// runs in slices between key reads, each at most `filterSliceDuration`: the first when the text
/// changes, the next ones from `continueFiltering()`, each showing its matches after the earlier
/// ones until the run ends and the cards take their rank order.
public final class CardSource: CollectionViewDataSource, CollectionViewDelegateWaterfallLayout, WaterfallLayoutDelegate
{
  /// The records shown, in model coordinates.
  public let collection: any RecordCollection
  /// The cards' borders and colours.
  public var theme: CardTheme
  // The waterfall reads these once per card it places (ten million for End on ten million), all
  // on the main thread, so they skip the dynamic exclusivity check.
  /// Which fields cards show as `key: value` lines.
  @exclusivity(unchecked) public var cardFields: CardFields {
    didSet { if cardFields != oldValue { measuredHeights.removeAll() } }
  }
  /// The most lines a card's title, body and each field take (`--max-lines`); the last is cut with `…`.
  public var maxLines = CardCell.maximumBodyLines {
    didSet { if maxLines != oldValue { measuredHeights.removeAll() } }
  }
  /// The `/` filter's state per section: what each section shows, in which order.
  let filter: SectionedFilter<CardMatcher>
  /// The cards' pictures, when they show pictures (see `CardSource+Pictures.swift`).
  @exclusivity(unchecked) public var pictures: CardPictures?
  /// The filter in effect.
  var query: CardQuery { filter.query }
  /// How the filter reads queries and orders matches (`--exact`, `-i`, `+i`, `--no-sort`, `--tiebreak`).
  public var matchOptions = CardMatchOptions() {
    didSet {
      matcher.options = matchOptions
      filter.isRanked = filterRanks
      // Another tiebreak ranks the same query differently: no finished run is reused.
      if matchOptions != oldValue { filter.forgetFinishedRuns() }
    }
  }
  /// Whether the filter shows its matches by rank: not with `--no-sort`, and not under `--sort-by`,
  /// whose order the user chose (the matches then keep it, as they keep their groups).
  var filterRanks: Bool { matchOptions.sorts && arrangement.order.sortField == nil }
  /// The matching every section's filter shares.
  let matcher: CardMatcher
  /// The sections and the order of their records before the filter (`--group-by`, `--sort-by`);
  /// the filters' model indices are positions in it (see `CardSource+Arrangement.swift`).
  public internal(set) var arrangement: RecordArrangement {
    didSet {
      matcher.arrangement = arrangement
      arrangementIsInputOrder = arrangement.isInputOrder
      totals.removeAll()
    }
  }
  /// The counts and sums of sections already worked out (see `CardSource+Totals.swift`).
  @exclusivity(unchecked) var totals: [SectionTotals.Key: SectionTotals] = [:]
  /// `arrangement.isInputOrder`, kept beside it: `modelIndexPath(of:)` runs once per card the
  /// waterfall places, and reading the arrangement itself there copies it (a dozen arrays) each time.
  @exclusivity(unchecked) private var arrangementIsInputOrder = true
  /// Text card bodies' line counts, for bodies many records share.
  @exclusivity(unchecked) var textHeights = TextHeightCache()
  /// Text card heights by model index path, at the last two widths.
  @exclusivity(unchecked) var measuredHeights = CardHeightCache()
  /// Whether heights are kept in `measuredHeights`: not for generated cards, whose sizing is made
  /// from the index in nanoseconds, so the table would cost End on ten million more than it saves.
  let keepsMeasuredHeights: Bool
  /// Whether the first record has fields, once a filter asked.
  private(set) var firstRecordHasFields: Bool?

  /// A section whose filter changes more cards than this is replaced as a whole rather than
  /// described card by card (see `ItemFilter.maximumItemChanges`): clearing a filter over a million
  /// cards then re-flows the section once rather than moving each card. The viewer restores focus
  /// and selection.
  package static let maximumItemChanges = 4_096

  /// The longest a slice of the filter runs before the viewer reads a key: well within a frame.
  public var filterSliceDuration: Duration {
    get { filter.sliceDuration }
    set { filter.sliceDuration = newValue }
  }
  /// The most records a slice of the filter tests, whatever its duration (tests set it to make
  /// slices of a known size). Default: no limit.
  public var filterSliceSize: Int {
    get { filter.sliceLimit }
    set { filter.sliceLimit = newValue }
  }

  /// The reuse identifier of the card cells.
  public static let cellIdentifier = "card"
  /// The reuse identifier of the table layout's rows.
  public static let rowIdentifier = "row"
  /// The columns rows show while the layout is a `TableLayout`; nil until the viewer samples them.
  public var table: TableColumns?
  /// The reuse identifier of the section headers.
  public static let headerIdentifier = "section-title"

  /// Shows `collection`, as many records per section as `counts` says (default: what its
  /// `sections` say now), arranged in `order`.
  public init(
    collection: any RecordCollection, theme: CardTheme, cardFields: CardFields = CardFields(), counts: [Int]? = nil,
    order: ArrangementOptions = .input
  ) {
    self.collection = collection
    keepsMeasuredHeights = !(collection is SyntheticCollection)
    self.theme = theme
    self.cardFields = cardFields
    let candidates = RecordCandidates(collection: collection, text: .card(cardFields))
    let matcher = CardMatcher(candidates: candidates, options: CardMatchOptions())
    self.matcher = matcher
    let counts = counts ?? collection.sections.map(\.count)
    let arranged = RecordArrangement(order: order, collection: collection, counts: counts)
    arrangement = arranged
    arrangementIsInputOrder = arranged.isInputOrder
    matcher.arrangement = arranged
    filter = SectionedFilter(matcher: matcher, counts: arranged.sectionCounts, query: CardQuery(""))
    filter.maximumItemChanges = Self.maximumItemChanges
    filter.isRanked = filterRanks
  }

  /// Registers the card and header classes with `collectionView` and becomes its source.
  public func attach(to collectionView: CollectionView) {
    collectionView.register(PictureCardCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
    collectionView.register(TableRowCell.self, forCellWithReuseIdentifier: Self.rowIdentifier)
    collectionView.register(
      SectionTitleView.self, forSupplementaryViewOfKind: .sectionHeader, withReuseIdentifier: Self.headerIdentifier)
    collectionView.delegate = self
    collectionView.dataSource = self
    // The waterfall asks its heights from the source itself: forwarded through the collection
    // view, each question loads two weak references (a side-table retain and release), once per
    // card placed. A layout set later goes through the collection view again, with the same answers.
    if let waterfall = collectionView.collectionViewLayout as? WaterfallLayout { waterfall.delegate = self }
  }

  /// True when some section has a title (the collection's own, or a group's), so layouts leave a
  /// header row. O(S).
  public var hasSectionTitles: Bool { arrangement.hasSectionTitles }

  /// The record shown at `indexPath`.
  public func record(at indexPath: IndexPath) -> Record {
    collection.record(at: modelIndexPath(of: indexPath))
  }

  /// The model index path (section, index in the whole collection) of a shown card.
  /// - Complexity: O(1) in input order (the arrangement is not read); see `RecordArrangement`.
  ///   The layout asks this for every card it places.
  public func modelIndexPath(of indexPath: IndexPath) -> IndexPath {
    let item = filter.modelIndex(ofShownItem: indexPath.item, inSection: indexPath.section)
    let arranged = IndexPath(item: item, section: indexPath.section)
    return arrangementIsInputOrder ? arranged : arrangement.modelIndexPath(of: arranged)
  }

  /// Where a model item is shown now; nil while the filter hides it. O(log n), O(1) unfiltered.
  public func shownIndexPath(ofModel model: IndexPath) -> IndexPath? {
    guard let arranged = arrangement.position(ofModel: model) else { return nil }
    return filter.shownItem(ofModelIndex: arranged.item, inSection: arranged.section).map {
      IndexPath(item: $0, section: arranged.section)
    }
  }

  // MARK: - Flat positions

  /// Cards shown now, all sections together.
  public var shownCount: Int { filter.shownCount }

  /// Cards in the collection, shown or not.
  public var totalCount: Int { filter.modelCount }

  /// The 0-based position of a shown card's `indexPath` among all shown cards. O(1).
  public func flatIndex(of indexPath: IndexPath) -> Int { filter.flatIndex(of: indexPath) }

  /// The index path of the `index`th shown card (0-based), nil when out of range. O(log S).
  public func indexPath(forFlatIndex index: Int) -> IndexPath? {
    filter.indexPath(forFlatIndex: index)
  }

  // MARK: - Growing

  /// The collection now holds `count` records in its last section (the first `count` records,
  /// which never change). Says which sections gained shown cards at their end: all the new ones
  /// while nothing is filtered; none while a filter is, until `continueFiltering()` tests them.
  /// Under `--group-by` or `--sort-by` new records can start a section or sort between others:
  /// then the sections are laid out anew (`.rearranged`) and the filter runs again.
  /// - Complexity: O(1) in input order; see `RecordArrangement.growModel(to:collection:)`.
  @discardableResult
  public func growModel(to count: Int) -> RecordArrangement.Growth {
    applied(arrangement.growModel(to: count, collection: collection))
  }

  /// The records the source knows of, all sections together.
  public var modelRecordCount: Int { totalCount }

  // MARK: - Filtering

  /// The filter text in effect.
  public var filterText: String { query.text }

  /// Shows only the cards that match `text` (fzf's extended search syntax, see `CardQuery`), and
  /// returns the batch updates that take the collection view there. A section where many cards
  /// change is replaced whole, so the caller keeps focus and selection on their records (as
  /// `Viewer` does through `CollectionView.applyFilterChange`).
  ///
  /// Records are tested for `filterSliceDuration` now; `isFiltering` then stays true and
  /// `continueFiltering()` tests the rest. A query that only narrows the last one tests only the
  /// cards it kept.
  ///
  /// With `testing` false no record is tested until `continueFiltering()`: the viewer sets a
  /// query so while more keys of it wait to be read (a paste), and the last of them runs once.
  /// - Complexity: O(records tested in the slice), plus O(shown) to describe the change.
  public func setFilter(_ text: String, testing: Bool = true) -> BatchUpdates {
    let new = parsedQuery(text)
    guard new != query else { return BatchUpdates() }
    fitBatchSize()
    return filter.setQuery(new, testing: testing)
  }

  /// `text` parsed as the match options say.
  func parsedQuery(_ text: String) -> CardQuery {
    CardQuery(
      text, caseMode: matchOptions.caseMode, fuzzy: matchOptions.fuzzy,
      recordsHaveFields: !text.isEmpty && recordsHaveFields,
      extended: matchOptions.extended, normalize: matchOptions.normalizes, algorithm: matchOptions.algorithm,
      scheme: matchOptions.scheme)
  }

  /// The cards narrowing keys have left unranked below the first screen's floor so far (see
  /// `RankedFilter`): for tests that show the floor was used.
  package var cardsLeftUnranked: Int { matcher.cardsLeftUnranked }

  /// True while the filter has records left to test or to rank (it was typed over many, or
  /// records arrived).
  public var isFiltering: Bool { filter.isRunning }

  /// True when the filter shows its final count and the first cards of every section in their
  /// final order: every record is tested, and at most ordering the matches past the first screen
  /// is left for the next turn (see `SectionedFilter.showsFinalCount`).
  public var filterShowsFinalCount: Bool { filter.showsFinalCount }

  /// Tests more records for `filterSliceDuration` and shows the matches after the cards shown now;
  /// a section whose run finishes takes its rank order.
  /// - Complexity: O(records tested), plus O(matches) to rank a finished run.
  public func continueFiltering() -> FilterProgress {
    fitBatchSize()
    return filter.continueRun()
  }

  /// Packing cards' texts one by one the first time costs far more per card than matching them:
  /// smaller batches, and a small first batch, keep a slice near its deadline (a store's are packed
  /// all at once, on every core, by the first batch). (A store's format is known only once it has read
  /// something, so this is decided at each slice.)
  func fitBatchSize() {
    let inPlace = matcher.candidates.readsInPlace || matcher.candidates.packsAllAtOnce
    let size = inPlace ? 32_768 : 4_096
    // Lines read in place cost the same on every query: whole batches from the start, so each
    // is spread over every core. Packed cards cost far more the first time.
    let first = inPlace ? size : 1_024
    if filter.batchSize != size { filter.batchSize = size }
    if filter.firstBatchSize != first { filter.firstBatchSize = first }
  }

  /// The characters of the card at `indexPath` the filter matched; none without a filter.
  /// - Complexity: O(card text × query length).
  func highlights(of record: Record) -> CardHighlights {
    guard !query.isEmpty else { return CardHighlights() }
    return matcher.highlights(of: record, query: query, cardFields: cardFields)
  }

  /// Whether the filter looks at field values: true when the first record has fields. Text lines
  /// and generated cards have none, and `key:word` over them stays an ordinary term.
  private var recordsHaveFields: Bool {
    if let known = firstRecordHasFields { return known }
    guard let section = (0..<filter.sectionCount).first(where: { filter.modelCount(inSection: $0) > 0 }) else {
      return false
    }
    let known = !collection.record(at: arrangement.modelIndexPath(of: IndexPath(item: 0, section: section))).fields
      .isEmpty
    firstRecordHasFields = known
    return known
  }

  // MARK: - CollectionViewDataSource

  /// The collection's sections, each shown even when the filter empties it.
  public func numberOfSections(in collectionView: CollectionView) -> Int { filter.sectionCount }

  /// The cards the filter shows in `section`.
  public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    filter.shownCount(inSection: section)
  }

  /// A card with the record's title, text, fields and picture. O(1) for records made on demand; parsing a stored record's bytes the first time.
  public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
  {
    if let layout = collectionView.collectionViewLayout as? TableLayout, let table {
      return row(at: indexPath, in: collectionView, layout: layout, columns: table)
    }
    // `attach(to:)` registered the class: the typed dequeue traps on a registration mistake
    // instead of a failed cast drawing an empty card.
    let card = collectionView.dequeueReusableCell(
      PictureCardCell.self, withReuseIdentifier: Self.cellIdentifier, for: indexPath)
    let record = record(at: indexPath)
    card.title = record.title
    card.body = record.body
    card.fields = cardFields.lines(of: record).map { CardField(key: $0.key, value: $0.value) }
    card.maxLines = maxLines
    card.theme = theme
    card.highlights = highlights(of: record)
    card.titleColors = inputColors(of: record)?.spans ?? []
    configurePicture(of: card, at: indexPath)
    return card
  }

  /// The section's title as its header; nil for untitled sections and other kinds.
  public func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: ElementKind, at indexPath: IndexPath
  ) -> CollectionReusableView? {
    guard kind == .sectionHeader, let title = headerText(ofSection: indexPath.section) else { return nil }
    let header = collectionView.dequeueReusableSupplementaryView(
      SectionTitleView.self, ofKind: kind, withReuseIdentifier: Self.headerIdentifier, for: indexPath)
    header.title = title
    header.theme = theme
    return header
  }

  // MARK: - CollectionViewDelegateWaterfallLayout

  /// A card with a picture size is as tall as the picture at this width (at least 3 rows, room for
  /// its box and title); one without is as tall as its wrapped text and its field lines.
  public func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, width: Int
  ) -> Int {
    height(at: indexPath, width: width, layout: layout)
  }

  /// The same answer, asked by the waterfall directly (see `attach(to:)`).
  public func waterfallLayout(_ layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, width: Int) -> Int {
    height(at: indexPath, width: width, layout: layout)
  }

  /// Cards never span the columns, so the waterfall need not ask about each.
  public func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, hasFullWidthItemsInSection section: Int
  ) -> Bool {
    false
  }

  /// The same answer, asked by the waterfall directly.
  public func waterfallLayout(_ layout: WaterfallLayout, hasFullWidthItemsInSection section: Int) -> Bool { false }

  /// Every unmeasured card is placed at the layout's estimate (`ViewerOptions.estimatedCardHeight`),
  /// so a jump places the cards before its target in runs, asking nothing of each.
  public func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, hasUniformEstimatesInSection section: Int
  ) -> Bool {
    true
  }

  /// The same answer, asked by the waterfall directly.
  public func waterfallLayout(_ layout: WaterfallLayout, hasUniformEstimatesInSection section: Int) -> Bool { true }
}
