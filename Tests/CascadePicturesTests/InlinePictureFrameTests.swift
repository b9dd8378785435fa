import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeLayout
import CascadePictures
import CascadeTestSupport
import Testing

/// A terminal that keeps, for each cell, whether it shows text or which sixel or iTerm2 picture:
/// curses' cells (through `Backend`) turn a cell to text, as a terminal drawing text over a picture
/// does; the bytes written after a frame are read as a terminal reads them (cursor save, moves,
/// erases, the picture, restore), a sixel's size in cells taken from its decoded pixels, an
/// iTerm2 file's from its `width` and `height`.
private final class SixelTerminal: Backend {
  let size: Size
  let cell: PixelSize
  var shown: [ThumbnailKey?]
  var failure: String?
  var picturesWritten = 0

  init(size: Size, cell: PixelSize) {
    self.size = size
    self.cell = cell
    shown = Array(repeating: nil, count: size.width * size.height)
  }

  func draw(_ changes: [CellChange]) {
    for change in changes { shown[change.position.y * size.width + change.position.x] = nil }
  }
  func flush() {}
  func setCursor(_ position: Point?) {}
  func clear() { shown = Array(repeating: nil, count: size.width * size.height) }

  func feed(_ bytes: [UInt8], pictures: [[UInt8]: ThumbnailKey]) {
    var i = 0
    var cursor = (row: 0, column: 0), saved: (row: Int, column: Int)?
    while i < bytes.count {
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
        case 0x58 where numbers.count == 1:  // ECH: the cells become blank text
          for x in cursor.column..<min(size.width, cursor.column + numbers[0]) {
            shown[cursor.row * size.width + x] = nil
          }
        case 0x6D: break
        default:
          failure = "an unexpected CSI \(String(decoding: bytes[i..<(j + 1)], as: UTF8.self).debugDescription)"; return
        }
        i = j + 1
      case 0x50:
        guard saved != nil else { failure = "a picture written outside a cursor save"; return }
        var end = i + 2
        while end + 1 < bytes.count, !(bytes[end] == 0x1B && bytes[end + 1] == 0x5C) { end += 1 }
        let sixel = Array(bytes[i...min(bytes.count - 1, end + 1)])
        i = end + 2
        guard let key = pictures[sixel] else { failure = "a picture the frame does not show"; return }
        let decoded = SixelDecoder.decode(sixel)
        guard decoded.failure == nil else { failure = decoded.failure; return }
        // A cell the picture covers only in part (its last row, when the cell's height is not a
        // multiple of six) still shows underneath what it showed: another picture there is stale.
        let columns = (decoded.width + cell.width - 1) / cell.width,
          rows = (decoded.height + cell.height - 1) / cell.height
        let wholeRows = decoded.height / cell.height
        for y in cursor.row..<(cursor.row + rows) {
          for x in cursor.column..<(cursor.column + columns) {
            guard y < size.height, x < size.width else { failure = "a picture past the screen"; return }
            if y - cursor.row >= wholeRows, let under = shown[y * size.width + x], under != key {
              failure = "cell \(x),\(y) shows another picture under this one's last row"
              return
            }
            shown[y * size.width + x] = key
          }
        }
        picturesWritten += 1
      case 0x5D:  // iTerm2: OSC 1337 ; File=keys : base64 BEL, covering width × height cells
        guard saved != nil else { failure = "a picture written outside a cursor save"; return }
        guard let end = bytes[i...].firstIndex(of: 0x07) else { failure = "an unterminated OSC"; return }
        let sequence = Array(bytes[i...end])
        i = end + 1
        guard let key = pictures[sequence] else { failure = "a picture the frame does not show"; return }
        let text = String(decoding: sequence, as: UTF8.self)
        guard text.hasPrefix("\u{1B}]1337;File="), let colon = text.firstIndex(of: ":") else {
          failure = "not an iTerm2 file"; return
        }
        var keys: [String: Int] = [:]
        for pair in text[text.index(text.startIndex, offsetBy: 10)..<colon].split(separator: ";") {
          let kv = pair.split(separator: "=")
          if kv.count == 2 { keys[String(kv[0])] = Int(kv[1]) }
        }
        guard let columns = keys["width"], let rows = keys["height"] else {
          failure = "an iTerm2 file without its cells"; return
        }
        for y in cursor.row..<(cursor.row + rows) {
          for x in cursor.column..<(cursor.column + columns) {
            guard y < size.height, x < size.width else { failure = "a picture past the screen"; return }
            shown[y * size.width + x] = key
          }
        }
        picturesWritten += 1
      default:
        failure = "an unexpected escape \(bytes[i + 1])"
        return
      }
    }
    if saved != nil { failure = "a save without a restore" }
  }
}

@Suite struct InlinePictureFrameTests {
  private struct Records: RecordCollection {
    var records: [Record]
    var sections: [RecordSection] { [RecordSection(count: records.count)] }
    func record(at indexPath: IndexPath) -> Record { records[indexPath.item] }
  }

  /// Seeded walks through a waterfall of inline pictures (scrolling, paging, the help overlay,
  /// resizes): after every frame each picture the frame keeps shows whole where its cells are,
  /// no cell shows a picture that is not there any more, curses never wrote a cell under a
  /// picture that stayed, and only the pictures that are new or moved were written.
  ///
  /// Run with iTerm2's inline images, which are drawn whole or not at all; sixel's, whose cut
  /// cards are cropped, are checked pixel by pixel by `SixelScrollingTests`.
  @Test(arguments: [InlineImageProtocol.iterm])
  func picturesStayWhereTheirCardsAreAndOnlyMovedOnesAreSent(_ imageProtocol: InlineImageProtocol) {
    // 13 pixels: a cell height that is not a multiple of six, as xterm's fixed font's.
    let cell = PixelSize(width: 6, height: 13)
    let loader = ThumbnailLoader(
      rendering: .colors256, cacheBytes: 64 << 20, workers: 2, inline: InlineImageFormat(imageProtocol, cell: cell))
    defer { loader.stop() }
    let failure = withEvery("seed", in: 0..<6) { _, rng in
      let records = (0..<40).map {
        Record(title: "p\($0)", aspectRatio: 0.4 + Double(rng.next() % 120) / 100, original: "{}")
      }
      let pictured = PictureRecordCollection(Records(records: records), locate: DemoPictures.source(for:at:))
      var options = ViewerOptions()
      options.cellAspect = 0.5
      let viewer = Viewer(collection: pictured, options: options)
      let pictures = CardPictures(collection: pictured, loader: loader)
      viewer.showPictures(pictures)
      let terminal = SixelTerminal(
        size: Size(width: 72 + Int(rng.next() % 30), height: 24 + Int(rng.next() % 12)), cell: cell)
      let screen = Screen(backend: terminal)
      var before: Set<InlinePlacer.Item> = []
      var sawPictures = false
      let events: [InputEvent] = [
        .key(.down), .key(.down), .key(.up), .key(.pageDown), .key(.pageUp), .key(.right), .key(.character("?")),
        .key(.end), .key(.home), .resize, .key(.enter), .key(.escape),
      ]
      for step in 0..<30 {
        let event = step == 0 ? InputEvent.refresh : events[Int(rng.next() % UInt64(events.count))]
        if case .resize = event { screen.invalidate() }
        if case .key = event { _ = viewer.handle(event) }
        var items: [InlinePlacer.Item] = []
        for _ in 0..<3 {
          viewer.updatePictures()
          loader.waitUntilIdle()
          screen.draw { viewer.render(into: &$0) }
          items = pictures.inlineItems
          let byBytes = Dictionary(
            items.compactMap { item in loader.inlineImage(for: item.key).map { ($0.bytes, item.key) } },
            uniquingKeysWith: { a, _ in a })
          let full = screen.lastFrameWasFull
          terminal.picturesWritten = 0
          terminal.feed(pictures.takeInlineOutput(fullRedraw: full), pictures: byBytes)
          if let failure = terminal.failure { return "step \(step) (\(event)): \(failure)" }
          // Waterfall cards never overlap: exactly the pictures new or moved (all after a clear).
          let expected = full ? items.count : items.filter { !before.contains($0) }.count
          if terminal.picturesWritten != expected {
            return "step \(step) (\(event)): \(terminal.picturesWritten) pictures written, \(expected) new or moved"
          }
          before = Set(items)
        }
        for item in items {
          sawPictures = true
          for y in item.rect.minY..<item.rect.maxY {
            for x in item.rect.minX..<item.rect.maxX where terminal.shown[y * terminal.size.width + x] != item.key {
              return "step \(step) (\(event)): cell \(x),\(y) of \(item.rect) does not show its picture"
            }
          }
        }
        for y in 0..<terminal.size.height {
          for x in 0..<terminal.size.width {
            guard let key = terminal.shown[y * terminal.size.width + x] else { continue }
            if !items.contains(where: { $0.key == key && $0.rect.contains(Point(x: x, y: y)) }) {
              return "step \(step) (\(event)): cell \(x),\(y) still shows a picture no card has there"
            }
          }
        }
        // A frame that changes nothing writes nothing.
        screen.draw { viewer.render(into: &$0) }
        let again = pictures.takeInlineOutput(fullRedraw: screen.lastFrameWasFull)
        if !again.isEmpty { return "step \(step) (\(event)): an unchanged frame wrote \(again.count) bytes" }
      }
      return sawPictures ? nil : "no picture was ever drawn in pixels"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
