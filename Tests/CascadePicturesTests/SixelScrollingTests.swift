import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout
import CascadePictures
import CascadeTestSupport
import Testing

/// A sixel terminal as pixels, the strictest a real one could be: text drawn over a picture
/// leaves the picture's pixels (only an erase, a clear or another sixel's painted pixels change
/// them), and a sixel paints exactly its decoded pixels at the cursor's cell. The bytes written
/// around each frame are read as a terminal reads them: cursor save and restore, moves, SGR,
/// erases (`CSI n X`) and sixel DCS sequences, decoded by `SixelDecoder`.
private final class PixelTerminal: Backend {
  private(set) var size: Size
  let cell: PixelSize
  /// One packed RGB per pixel of the screen, -1 where no picture shows.
  private(set) var pixels: [Int32]
  var failure: String?
  /// Cells the last frame sent.
  private(set) var changeCount = 0
  /// Called when a frame's cells are on the terminal, before its pictures are written.
  var onFlush: () -> Void = {}

  init(size: Size, cell: PixelSize) {
    self.size = size
    self.cell = cell
    pixels = Array(repeating: -1, count: size.width * cell.width * size.height * cell.height)
  }

  var pixelWidth: Int { size.width * cell.width }

  func resize(to size: Size) {
    self.size = size
    clear()
  }
  func draw(_ changes: [CellChange]) { changeCount += changes.count }
  func flush() { onFlush() }
  func setCursor(_ position: Point?) {}
  func clear() { pixels = Array(repeating: -1, count: size.width * cell.width * size.height * cell.height) }
  func beginFrame() { changeCount = 0 }

  func feed(_ bytes: [UInt8]) {
    var i = 0
    var cursor = (row: 0, column: 0), saved: (row: Int, column: Int)?
    while i < bytes.count, failure == nil {
      guard bytes[i] == 0x1B, i + 1 < bytes.count else { failure = "a stray byte at \(i)"; return }
      switch bytes[i + 1] {
      case 0x37: saved = cursor; i += 2
      case 0x38:
        guard let back = saved else { failure = "a restore without a save"; return }
        cursor = back
        saved = nil
        i += 2
      case 0x5B:
        var j = i + 2
        while j < bytes.count, !(0x40...0x7E).contains(bytes[j]) { j += 1 }
        guard j < bytes.count else { failure = "an unterminated CSI"; return }
        let numbers = String(decoding: bytes[(i + 2)..<j], as: UTF8.self).split(separator: ";").compactMap { Int($0) }
        switch bytes[j] {
        case 0x48 where numbers.count == 2: cursor = (numbers[0] - 1, numbers[1] - 1)
        case 0x58 where numbers.count == 1:
          for x in cursor.column..<min(size.width, cursor.column + numbers[0]) { erase(x: x, y: cursor.row) }
        case 0x6D: break
        default: failure = "an unexpected CSI"; return
        }
        i = j + 1
      case 0x50:
        guard saved != nil else { failure = "a picture written outside a cursor save"; return }
        var end = i + 2
        while end + 1 < bytes.count, !(bytes[end] == 0x1B && bytes[end + 1] == 0x5C) { end += 1 }
        let sixel = Array(bytes[i...min(bytes.count - 1, end + 1)])
        i = end + 2
        let decoded = SixelDecoder.decode(sixel)
        guard decoded.failure == nil else { failure = decoded.failure; return }
        let left = cursor.column * cell.width, top = cursor.row * cell.height
        guard left + decoded.width <= pixelWidth, top + decoded.height <= (size.height - 1) * cell.height else {
          failure = "a picture past the screen's last row but one"; return
        }
        for y in 0..<decoded.height {
          for x in 0..<decoded.width {
            guard let rgb = decoded.pixel(x: x, y: y) else { continue }
            pixels[(top + y) * pixelWidth + left + x] = Int32(rgb.0) << 16 | Int32(rgb.1) << 8 | Int32(rgb.2)
          }
        }
      default:
        failure = "an unexpected escape \(bytes[i + 1])"
        return
      }
    }
    if saved != nil { failure = "a save without a restore" }
  }

  private func erase(x: Int, y: Int) {
    guard y < size.height else { return }
    for row in (y * cell.height)..<((y + 1) * cell.height) {
      for column in (x * cell.width)..<((x + 1) * cell.width) { pixels[row * pixelWidth + column] = -1 }
    }
  }
}

@Suite struct SixelScrollingTests {
  private struct Records: RecordCollection {
    var records: [Record]
    var sections: [RecordSection] { [RecordSection(count: records.count)] }
    func record(at indexPath: IndexPath) -> Record { records[indexPath.item] }
  }

  /// A card in view whose sixel picture is made: where its picture's cells are, the part in view,
  /// and its whole picture's pixels as the encoder made them (read by `SixelDecoder`).
  private struct ShownCard {
    var rect: Rect
    var visible: Rect
    var reference: SixelDecoder
  }

  /// The cards the viewer's layout has in view now, from the layout and the cards' pictures (not
  /// from what the frame drew): each picture is where `PictureCardCell.pictureRect` puts it in its
  /// card, in view above the status line.
  private static func shownCards(
    _ viewer: Viewer, _ pictures: CardPictures, screen: Size, decoded: inout [ThumbnailKey: SixelDecoder]
  ) -> [ShownCard] {
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
      guard let image = pictures.loader.inlineImage(for: key) else { continue }
      let visible = rect.intersection(view)
      guard !visible.isEmpty else { continue }
      let reference = decoded[key] ?? SixelDecoder.decode(image.bytes)
      decoded[key] = reference
      cards.append(ShownCard(rect: rect, visible: visible, reference: reference))
    }
    return cards
  }

  /// Pixels of every cell of `terminal` against `cards`: outside every card's picture no picture shows;
  /// inside one only that card's picture, each pixel where the whole picture has it. With
  /// `complete`, every card's part in view shows all its pixels (the last few pixel rows of a cut
  /// picture excepted, which a sixel's six-pixel bands cannot reach without spilling over).
  private static func check(_ terminal: PixelTerminal, _ cards: [ShownCard], complete: Bool) -> String? {
    let cell = terminal.cell
    for row in 0..<terminal.size.height {
      for column in 0..<terminal.size.width {
        let point = Point(x: column, y: row)
        let owners = cards.filter { $0.visible.contains(point) }
        // Each cell's corners, middle and the pixel rows around a six-pixel band's end.
        let rows = Set([0, 1, 5, 6, cell.height / 2, cell.height - 2, cell.height - 1]).map { row * cell.height + $0 }
        let columns = Set([0, cell.width / 2, cell.width - 1]).map { column * cell.width + $0 }
        for y in rows {
          for x in columns {
            let shown = terminal.pixels[y * terminal.pixelWidth + x]
            let expected = owners.map { card -> Int32 in
              let reference = card.reference.pixel(
                x: x - card.rect.minX * cell.width, y: y - card.rect.minY * cell.height)
              guard let rgb = reference else { return -1 }
              return Int32(rgb.0) << 16 | Int32(rgb.1) << 8 | Int32(rgb.2)
            }
            if shown != -1 && !expected.contains(shown) {
              return owners.isEmpty
                ? "cell \(column),\(row) shows a picture where no card's picture is"
                : "cell \(column),\(row) shows a picture that is not its card's (\(owners[0].rect))"
            }
            guard complete, shown == -1, owners.count == 1, expected[0] != -1 else { continue }
            let card = owners[0]
            let reach = card.visible.height * cell.height / 6 * 6
            if y - card.visible.minY * cell.height < reach {
              return "cell \(column),\(row) of the picture at \(card.rect) (in view: \(card.visible)) shows no pixels"
            }
          }
        }
      }
    }
    return nil
  }

  /// Seeded walks through picture cards in sixel — lines and pages down and up, End and Home,
  /// resizes, and switches between the waterfall, the grid, the list and the carousel — driven
  /// by `ViewerSession` as the command drives it: at every frame, once its cells are drawn and
  /// again once its pictures are, no cell shows a picture that is not its card's, and after its
  /// pictures every card in view shows its own, cards cut by the screen's edge included (in the
  /// carousel, whose neighbours are dimmed, only the first holds).
  @Test func everyFrameShowsEachPictureInItsOwnCardOnly() {
    // 13 pixels: a cell height that is not a multiple of six, as xterm's fixed font's.
    let cell = PixelSize(width: 6, height: 13)
    let loader = ThumbnailLoader(
      rendering: .colors256, cacheBytes: 64 << 20, workers: 2, inline: InlineImageFormat(.sixel, cell: cell))
    defer { loader.stop() }
    var cutCardsSeen = 0
    let failure = withEvery("seed", in: 0..<3) { _, rng in
      let records = (0..<60).map {
        Record(title: "p\($0)", aspectRatio: 0.4 + Double(rng.next() % 120) / 100, original: "{}")
      }
      let pictured = PictureRecordCollection(Records(records: records), locate: DemoPictures.source(for:at:))
      var options = ViewerOptions()
      options.cellAspect = 0.5
      let viewer = Viewer(collection: pictured, options: options)
      let pictures = CardPictures(collection: pictured, loader: loader)
      viewer.showPictures(pictures)
      let terminal = PixelTerminal(
        size: Size(width: 70 + Int(rng.next() % 40), height: 22 + Int(rng.next() % 14)), cell: cell)
      var session = ViewerSession(viewer: viewer, backend: terminal)
      var failure: String?
      var step = "the first frame"
      var picturesWritten = 0
      // Each thumbnail's sixel, decoded once.
      var decoded: [ThumbnailKey: SixelDecoder] = [:]
      session.beforeFrame = { full in
        terminal.beginFrame()
        terminal.feed(pictures.takeInlineErasures(fullRedraw: full))
      }
      terminal.onFlush = {
        guard failure == nil else { return }
        let cards = Self.shownCards(viewer, pictures, screen: terminal.size, decoded: &decoded)
        if let problem = terminal.failure ?? Self.check(terminal, cards, complete: false) {
          failure = "\(step), when its cells are drawn: \(problem)"
        }
      }
      session.afterFrame = { full in
        guard failure == nil else { return }
        let bytes = pictures.takeInlineOutput(fullRedraw: full)
        if !full && terminal.changeCount == 0 && !bytes.isEmpty {
          failure = "\(step): a frame that changed no cell wrote \(bytes.count) bytes of pictures"
          return
        }
        terminal.feed(bytes)
        let cards = Self.shownCards(viewer, pictures, screen: terminal.size, decoded: &decoded)
        if !bytes.isEmpty { picturesWritten += 1 }
        if let problem = terminal.failure ?? Self.check(terminal, cards, complete: viewer.layoutKind != .carousel) {
          failure = "\(step), after its pictures: \(problem)"
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
            return .refresh
          }
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
      if failure == nil && picturesWritten == 0 { return "no picture was ever drawn in pixels" }
      return failure
    }
    #expect(failure == nil, "\(failure ?? "")")
    #expect(cutCardsSeen > 0, "no card was ever cut by the screen's edge")
  }
}
