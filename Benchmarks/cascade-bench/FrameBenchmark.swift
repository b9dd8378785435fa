import CascadeApp
import CascadeCanvas
import CascadeLayout
import CascadeView

/// A backend that only counts the cells a frame changed: the benchmark measures Cascade's work
/// (query, diff against the last frame, draw into the buffer), not a terminal's.
final class CountingBackend: Backend {
  let size: Size
  private(set) var changedCells = 0
  init(size: Size) { self.size = size }
  func draw(_ changes: [CellChange]) { changedCells += changes.count }
  func flush() {}
  func setCursor(_ position: Point?) {}
  func clear() {}
}

/// A million cards: titles and texts from small tables, picture ratios from a hash of the index, so
/// the data source costs what a model lookup would.
final class CardBenchSource: CollectionViewDataSource, CollectionViewDelegateWaterfallLayout {
  var count: Int
  static let titles = [
    "Everest 珠穆朗玛峰", "Kyoto 京都", "Dumplings 饺子", "Wave 🌊", "Lisbon at dusk", "Fuji 富士山", "Noodles 面条", "Aurora ✨",
  ]
  static let bodies = [
    "A short note.", "Two lines of text that wrap inside the card at its width.", "", "雨后的空气里有泥土和青草的味道。",
  ]

  init(count: Int) { self.count = count }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
    if let card = cell as? CardCell {
      card.title = Self.titles[indexPath.item % Self.titles.count]
      card.body = Self.bodies[indexPath.item % Self.bodies.count]
    }
    return cell
  }

  func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath, width: Int
  ) -> Int {
    max(3, layout.itemHeight(aspectRatio: SyntheticSource.aspectRatio(of: indexPath.item), width: width))
  }
}

/// Frames of a 200×60 collection view over a million cards: median time per one-line scroll step and
/// per page step, and the cells created over the whole run. Paging is on, as in the viewer: a page
/// step asks the layout for the next card's centre (`targetContentOffset`) and focuses that card.
struct FrameBenchmark {
  static let screenSize = Size(width: 200, height: 60)

  struct Result {
    var lineStepMicroseconds: Double
    var pageStepMicroseconds: Double
    var cellsCreated: Int
    var mostVisible: Int
    var steps: Int
  }

  /// The collection view both frame benchmarks draw: a 4-column waterfall of `CardCell`s over
  /// `source`, which the caller keeps alive (the view holds its delegate and data source weakly).
  static func makeCollectionView(showing source: CardBenchSource) -> CollectionView {
    let layout = WaterfallLayout()
    layout.columnCount = .fixed(4)
    let collectionView = CollectionView(layout: layout)
    collectionView.register(CardCell.self, forCellWithReuseIdentifier: "card")
    collectionView.delegate = source
    collectionView.dataSource = source
    return collectionView
  }

  static func measure(count: Int, steps: Int) -> Result {
    let source = CardBenchSource(count: count)
    let collectionView = makeCollectionView(showing: source)
    collectionView.isPagingEnabled = true
    let backend = CountingBackend(size: screenSize)
    let screen = Screen(backend: backend)
    let area = Rect(origin: .zero, size: screenSize)
    screen.draw { collectionView.draw(in: &$0, area: area) }

    var lineSamples: [Double] = [], pageSamples: [Double] = []
    var mostVisible = 0
    var direction = 1
    for step in 0..<steps {
      // Nine one-line steps, then a page; turn around at either end.
      let isPage = step % 10 == 9
      let elapsed = Measure.nanoseconds {
        if isPage { collectionView.scrollPage(direction) } else { collectionView.scroll(byLines: direction) }
        screen.draw { collectionView.draw(in: &$0, area: area) }
      }
      if isPage { pageSamples.append(elapsed) } else { lineSamples.append(elapsed) }
      mostVisible = max(mostVisible, collectionView.visibleElements.count)
      if step == steps / 2 { direction = -1 }
    }
    withExtendedLifetime(source) {}
    return Result(
      lineStepMicroseconds: Measure.median(lineSamples) / 1_000,
      pageStepMicroseconds: Measure.median(pageSamples) / 1_000,
      cellsCreated: collectionView.createdViewCount, mostVisible: mostVisible, steps: steps)
  }
}
