import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout
import CascadePictures
import CascadeTestSupport
import Testing

/// A kitty terminal that draws ordinary placements, as cells: each frame's cells go nowhere (text
/// never removes a kitty picture), and the graphics commands written around them are read by
/// `KittyTerminalModel`, which keeps the images sent and the placements on screen. As strict as
/// kitty 0.26 may be: a clear removes every placement, and a clear or an image's deletion frees
/// every image left without a placement, so placing an image the terminal dropped fails.
private final class PlacementTerminal: Backend {
  private(set) var size: Size
  var model = KittyTerminalModel()
  /// Cells the last frame sent.
  private(set) var changeCount = 0
  /// Called when a frame's cells are on the terminal, before its placements are written.
  var onFlush: () -> Void = {}

  init(size: Size) { self.size = size }

  func resize(to size: Size) { self.size = size }
  func draw(_ changes: [CellChange]) { changeCount += changes.count }
  func flush() { onFlush() }
  func setCursor(_ position: Point?) {}
  func clear() { model.clearScreen() }
  func beginFrame() { changeCount = 0 }

  /// What the screen's cell (`column`, `row`) shows of a picture: the image and the point of it
  /// at the cell's centre, in the image's pixels, from the placement covering it; a failure when
  /// two placements cover it.
  func shown(column: Int, row: Int) -> (image: UInt32, x: Double, y: Double)?? {
    var found: (image: UInt32, x: Double, y: Double)?
    for (key, placement) in model.placements {
      let keys = placement.keys
      guard let c = keys["c"].flatMap(Int.init), let r = keys["r"].flatMap(Int.init),
        column >= placement.column, column < placement.column + c, row >= placement.row, row < placement.row + r,
        let id = key.split(separator: "/").first.flatMap({ UInt32($0) }), let (w, h) = model.sizes[id]
      else { continue }
      guard found == nil else { return .some(nil) }
      let x = Double(keys["x"].flatMap(Int.init) ?? 0), y = Double(keys["y"].flatMap(Int.init) ?? 0)
      let width = Double(keys["w"].flatMap(Int.init) ?? w), height = Double(keys["h"].flatMap(Int.init) ?? h)
      found = (
        id, x + (Double(column - placement.column) + 0.5) * width / Double(c),
        y + (Double(row - placement.row) + 0.5) * height / Double(r)
      )
    }
    return .some(found)
  }
}

@Suite struct KittyPlacementScrollingTests {
  private struct Records: RecordCollection {
    var records: [Record]
    var sections: [RecordSection] { [RecordSection(count: records.count)] }
    func record(at indexPath: IndexPath) -> Record { records[indexPath.item] }
  }

  /// A card in view whose kitty image is sent: its picture's cells, the part in view, and its image.
  private struct ShownCard {
    var rect: Rect
    var visible: Rect
    var image: UInt32
  }

  /// The cards the viewer's layout has in view now, from the layout and the cards' pictures (not
  /// from what the frame drew): each picture is where `PictureCardCell.pictureRect` puts it in its
  /// card, in view above the status line.
  private static func shownCards(_ viewer: Viewer, _ pictures: CardPictures, screen: Size) -> [ShownCard] {
    let collectionView = viewer.collectionView
    let bounds = collectionView.bounds
    let view = Rect(x: 0, y: 0, width: screen.width, height: screen.height - 1)
    var cards: [ShownCard] = []
    for attributes in collectionView.collectionViewLayout.layoutAttributesForElements(in: bounds)
    where attributes.category == .cell {
      let indexPath = attributes.indexPath
      guard indexPath.section < collectionView.numberOfSections(),
        indexPath.item < collectionView.numberOfItems(inSection: indexPath.section)
      else { continue }
      let model = viewer.source.modelIndexPath(of: indexPath)
      guard let source = pictures.collection.pictureSource(at: model),
        case .aspectRatio(let aspect) = pictures.collection.sizing(at: model),
        attributes.frame.width >= 4, attributes.frame.height >= 4
      else { continue }
      let frame = Rect(
        x: attributes.frame.minX - bounds.minX, y: attributes.frame.minY - bounds.minY,
        width: attributes.frame.width, height: attributes.frame.height)
      let rect = PictureCardCell.pictureRect(in: frame, aspect: aspect, cellAspect: pictures.cellAspect)
      let key = ThumbnailKey(source: source, columns: rect.width, rows: rect.height)
      guard let image = pictures.loader.kittyImage(for: key) else { continue }
      let visible = rect.intersection(view)
      guard !visible.isEmpty else { continue }
      cards.append(ShownCard(rect: rect, visible: visible, image: image.id))
    }
    return cards
  }

  /// Every cell of `terminal` against `cards`: outside every card's picture no picture shows;
  /// inside one only that card's image, and at each cell's centre the point of the image that the
  /// whole picture, scaled into its cells, has there (within a pixel of the image, which a cut
  /// card's source rectangle rounds to). With `complete`, every card's cells in view show it.
  private static func check(_ terminal: PlacementTerminal, _ cards: [ShownCard], complete: Bool) -> String? {
    for row in 0..<terminal.size.height {
      for column in 0..<terminal.size.width {
        let point = Point(x: column, y: row)
        let owners = cards.filter { $0.visible.contains(point) }
        guard let shown = terminal.shown(column: column, row: row) else {
          return "cell \(column),\(row) shows two placements"
        }
        guard let shown else {
          if complete && owners.count == 1 {
            return "cell \(column),\(row) of the picture at \(owners[0].rect) (in view: \(owners[0].visible)) is empty"
          }
          continue
        }
        guard
          let card = owners.first(where: { card in
            guard card.image == shown.image, let (w, h) = terminal.model.sizes[card.image] else { return false }
            let x = (Double(column - card.rect.minX) + 0.5) * Double(w) / Double(card.rect.width)
            let y = (Double(row - card.rect.minY) + 0.5) * Double(h) / Double(card.rect.height)
            return abs(x - shown.x) <= 1 && abs(y - shown.y) <= 1
          })
        else {
          return owners.isEmpty
            ? "cell \(column),\(row) shows image \(shown.image) where no card's picture is"
            : "cell \(column),\(row) shows image \(shown.image) at \(shown.x),\(shown.y), not its card's "
              + "(\(owners.map { "\($0.image) at \($0.rect)" }))"
        }
        _ = card
      }
    }
    return nil
  }

  /// Seeded walks through picture cards drawn with kitty's ordinary placements — lines and pages
  /// down and up, End and Home, resizes, and switches between the waterfall, the grid, the list
  /// and the carousel — driven by `ViewerSession` as the command drives it: at every frame, once
  /// its cells are drawn and again once its placements are, every cell shows only its own card's
  /// picture, at the right point of it (cards cut by the screen's edge cropped), and after its
  /// placements every card in view shows (in the carousel, whose neighbours are dimmed, only the
  /// first holds). Leaving deletes every image and placement.
  @Test func everyFrameShowsEachPictureInItsOwnCardOnly() {
    // A roomy cache, and one that keeps only the thumbnails in view and near it, whose images are
    // deleted as the cards scroll away (which frees, in kitty 0.26, every image not placed).
    let loaders = [64 << 20, 0].map {
      ThumbnailLoader(
        rendering: .colors256, cacheBytes: $0, workers: 2, kittyCell: PixelSize(width: 8, height: 16),
        kittyPlacements: true)
    }
    defer { for loader in loaders { loader.stop() } }
    var cutCardsSeen = 0
    var movesSeen = 0
    let failure = withEvery("seed", in: 0..<4) { seed, rng in
      let loader = loaders[Int(seed % 2)]
      let records = (0..<60).map {
        Record(title: "p\($0)", aspectRatio: 0.4 + Double(rng.next() % 120) / 100, original: "{}")
      }
      let pictured = PictureRecordCollection(Records(records: records), locate: DemoPictures.source(for:at:))
      var options = ViewerOptions()
      options.cellAspect = 0.5
      let viewer = Viewer(collection: pictured, options: options)
      let pictures = CardPictures(collection: pictured, loader: loader)
      viewer.showPictures(pictures)
      let terminal = PlacementTerminal(size: Size(width: 70 + Int(rng.next() % 40), height: 22 + Int(rng.next() % 14)))
      var session = ViewerSession(viewer: viewer, backend: terminal)
      var failure: String?
      var step = "the first frame"
      var placed = 0
      session.beforeFrame = { full in
        terminal.beginFrame()
        terminal.model.feed(pictures.takeKittyDeletions(fullRedraw: full))
      }
      terminal.onFlush = {
        guard failure == nil else { return }
        let cards = Self.shownCards(viewer, pictures, screen: terminal.size)
        if let problem = terminal.model.failure ?? Self.check(terminal, cards, complete: false) {
          failure = "\(step), when its cells are drawn: \(problem)"
        }
      }
      session.afterFrame = { full in
        guard failure == nil else { return }
        let bytes = pictures.takeKittyPlacements()
        if !full && terminal.changeCount == 0 && !bytes.isEmpty {
          failure = "\(step): a frame that changed no cell wrote \(bytes.count) bytes of placements"
          return
        }
        terminal.model.feed(bytes)
        if !bytes.isEmpty { placed += 1 }
        let cards = Self.shownCards(viewer, pictures, screen: terminal.size)
        if let problem = terminal.model.failure
          ?? Self.check(terminal, cards, complete: viewer.layoutKind != .carousel)
        {
          failure = "\(step), after its placements: \(problem)"
        }
        if viewer.layoutKind != .carousel { cutCardsSeen += cards.filter { $0.visible != $0.rect }.count }
      }
      let moves: [InputEvent] = [
        .key(.down), .key(.down), .key(.down), .key(.up), .key(.pageDown), .key(.pageDown), .key(.pageUp),
        .key(.end), .key(.home), .key(.right), .key(.left),
      ]
      var turns = 0
      _ = session.run(
        nextEvent: {
          guard failure == nil, turns < 3 * 30 else { return nil }
          turns += 1
          // Two turns draw the thumbnails that arrive; the third moves.
          guard turns % 3 == 0 else {
            viewer.updatePictures()
            loader.waitUntilIdle()
            terminal.model.feed(loader.takeKittyOutput())
            return .refresh
          }
          movesSeen += 1
          switch rng.next() % 8 {
          case 0:
            let size = Size(width: 50 + Int(rng.next() % 60), height: 16 + Int(rng.next() % 20))
            step = "a resize to \(size.width)×\(size.height)"
            terminal.resize(to: size)
            return .resize
          case 1:
            let kind = [LayoutKind.waterfall, .grid, .list, .carousel][Int(rng.next() % 4)]
            step = "a switch to the \(kind)"
            viewer.setLayout(kind, animated: false)
            return .refresh
          default:
            let move = moves[Int(rng.next() % UInt64(moves.count))]
            step = "\(move) in the \(viewer.layoutKind)"
            return move
          }
        }, suspend: {})
      if failure == nil && placed == 0 { return "no picture was ever placed" }
      if failure == nil {
        terminal.model.feed(pictures.takeKittyCleanup() + loader.takeKittyCleanup())
        if !terminal.model.placements.isEmpty || !terminal.model.images.isEmpty {
          return "after leaving: \(terminal.model.placements.count) placements, \(terminal.model.images.count) images"
        }
      }
      return failure
    }
    #expect(failure == nil, "\(failure ?? "")")
    #expect(cutCardsSeen > 0, "no card was ever cut by the screen's edge")
    #expect(movesSeen > 0)
  }
}
