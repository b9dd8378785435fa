import CascadeCanvas
import CascadeFilter
import CascadeLayout
import CascadeView

/// Fills its frame with a letter: upper-case when focused, `*` in the top-left corner when selected.
/// Screens drawn with it show layout, scrolling, focus and selection at a glance.
final class LetterCell: CollectionViewCell {
  var letter: Character = "?"
  private(set) var reuseCount = 0

  override func prepareForReuse() {
    reuseCount += 1
    letter = "?"
  }

  override func draw(in buffer: inout CellBuffer, context: DrawingContext) {
    let area = context.frame.intersection(context.clip)
    let shown = context.state.isFocused ? Character(letter.uppercased()) : letter
    for y in area.minY..<area.maxY { for x in area.minX..<area.maxX { buffer[x, y] = Cell(grapheme: shown) } }
    if context.state.isSelected, context.clip.contains(context.frame.origin) {
      buffer[context.frame.minX, context.frame.minY] = Cell(grapheme: "*")
    }
  }
}

/// A header row of `=` with the section number.
final class SectionHeaderView: CollectionReusableView {
  var section = 0
  override func draw(in buffer: inout CellBuffer, context: DrawingContext) {
    let area = context.frame.intersection(context.clip)
    for y in area.minY..<area.maxY { for x in area.minX..<area.maxX { buffer[x, y] = Cell(grapheme: "=") } }
    if context.clip.contains(context.frame.origin) {
      buffer[context.frame.minX, context.frame.minY] = Cell(grapheme: Character(String(section)))
    }
  }
}

/// A model of sections of items, each item a letter and a height, and the data source and delegate
/// over it. Records every display callback so tests can check they balance.
final class LetterModel: CollectionViewDataSource, CollectionViewDelegateWaterfallLayout {
  struct Item: Equatable { var letter: Character; var height: Int }
  var sections: [[Item]]
  var filter: ItemFilter?
  /// Column counts per section, answered to the waterfall through the collection view.
  var columnsBySection: [Int: Int] = [:]
  /// Index paths the delegate was told are displayed (willDisplay minus didEndDisplaying).
  private(set) var displayed: Set<IndexPath> = []
  private(set) var unbalanced: [String] = []
  private(set) var selectedLog: [IndexPath] = []

  init(_ sections: [[Item]]) { self.sections = sections }

  convenience init(letters: String, heights: [Int]) {
    self.init([zip(letters, heights).map { Item(letter: $0, height: $1) }])
  }

  func item(at indexPath: IndexPath) -> Item {
    let index = filter.map { $0.modelIndex(ofShownItem: indexPath.item) } ?? indexPath.item
    return sections[indexPath.section][index]
  }

  func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    filter.map { $0.shownCount } ?? sections[section].count
  }
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "letter", for: indexPath)
    (cell as? LetterCell)?.letter = item(at: indexPath).letter
    return cell
  }
  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: ElementKind, at indexPath: IndexPath
  ) -> CollectionReusableView? {
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    (view as? SectionHeaderView)?.section = indexPath.section
    return view
  }
  func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, width: Int
  ) -> Int {
    item(at: indexPath).height
  }
  func collectionView(_ collectionView: CollectionView, layout: WaterfallLayout, columnCountForSection section: Int)
    -> Int?
  {
    columnsBySection[section]
  }
  func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    if !displayed.insert(indexPath).inserted { unbalanced.append("willDisplay \(indexPath) twice") }
  }
  func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
  ) {
    if displayed.remove(indexPath) == nil { unbalanced.append("didEndDisplaying \(indexPath) never displayed") }
  }
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    selectedLog.append(indexPath)
  }
}

/// A collection view over `model` with a waterfall of `columns` columns (spacing 1), sized `size`.
@MainActor
final class EngineHarness {
  let model: LetterModel
  let collectionView: CollectionView
  let waterfall: WaterfallLayout
  var size: Size

  init(model: LetterModel, columns: Int = 2, size: Size = Size(width: 9, height: 5), header: Int = 0) {
    self.model = model
    self.size = size
    waterfall = WaterfallLayout()
    waterfall.columnCount = .fixed(columns)
    waterfall.headerHeight = header
    collectionView = CollectionView(layout: waterfall)
    collectionView.overscan = 1
    collectionView.register(LetterCell.self, forCellWithReuseIdentifier: "letter")
    collectionView.register(
      SectionHeaderView.self, forSupplementaryViewOfKind: .sectionHeader, withReuseIdentifier: "header")
    collectionView.setViewportSize(size)
    collectionView.delegate = model
    collectionView.dataSource = model
  }

  /// The in-memory terminal frames go to, through a `Screen` that sends only changed cells, as the
  /// ncurses backend gets them.
  private(set) lazy var backend = TestBackend(size: size)
  private lazy var terminal = Screen(backend: backend)

  /// Draws a frame and returns what the terminal shows, as lines.
  func screen() -> [String] {
    if backend.size != size { backend.resize(to: size) }
    terminal.draw { collectionView.draw(in: &$0, area: Rect(origin: .zero, size: size)) }
    return backend.lines()
  }
}
