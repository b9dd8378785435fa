import CascadeCanvas
import CascadeLayout
import CascadePictures
import CascadeTestSupport
import Testing

/// Placeholder cells read back as a terminal reads them: the image id from the foreground colour
/// and the third diacritic, the row and column from the first two, with the diacritics checked
/// against Unicode's own properties and spot values of kitty's table rather than the encoder's.
@Suite struct KittyPlaceholdersTests {
  /// Spot values of kitty's rowcolumn-diacritics.txt: index → scalar.
  private static let known: [Int: UInt32] = [
    0: 0x0305, 1: 0x030D, 9: 0x034A, 29: 0x036F, 30: 0x0483, 100: 0x07EB, 200: 0x20D4, 296: 0x1D244,
  ]

  @Test func theDiacriticsAreKittysCombiningMarksInOrder() {
    let table = KittyPlaceholders.diacritics
    #expect(table.count == 297)
    for (index, value) in Self.known { #expect(table[index].value == value, "index \(index)") }
    #expect(zip(table, table.dropFirst()).allSatisfy { $0.value < $1.value })
    // Each combines above the character before it and takes no column: glibc agrees (wcwidth 0).
    #expect(
      table.allSatisfy {
        $0.properties.generalCategory == .nonspacingMark && $0.properties.canonicalCombiningClass.rawValue == 230
      })
  }

  /// Reads a placeholder cell as a terminal does: nil when it is not one.
  private func read(_ cell: Cell) -> (id: UInt32, row: Int, column: Int)? {
    let scalars = Array(cell.grapheme.unicodeScalars)
    guard scalars.count == 4, scalars[0].value == 0x10EEEE, case .indexed(let low) = cell.style.foreground else {
      return nil
    }
    let table = KittyPlaceholders.diacritics
    guard let row = table.firstIndex(of: scalars[1]), let column = table.firstIndex(of: scalars[2]),
      let high = table.firstIndex(of: scalars[3])
    else { return nil }
    return (UInt32(high) << 24 | UInt32(low), row, column)
  }

  @Test func everyCellNamesItsImageRowAndColumn() {
    let failure = withEvery("seed", in: 0..<300) { _, rng in
      let id = KittyPlaceholders.id(number: Int(rng.next() % 70_000))
      let columns = 1 + Int(rng.next() % 40), rows = 1 + Int(rng.next() % 20)
      let block = KittyPlaceholders.cells(id: id, columns: columns, rows: rows)
      guard block.columns == columns, block.rows == rows else { return "size \(block.columns)x\(block.rows)" }
      for row in 0..<rows {
        for column in 0..<columns {
          guard let cell = read(block[column, row]) else { return "cell \(column),\(row) is not a placeholder" }
          guard cell.id == id, cell.row == row, cell.column == column else {
            return "cell \(column),\(row) reads \(cell)"
          }
          guard block[column, row].width == 1 else {
            return "cell \(column),\(row) is \(block[column, row].width) wide"
          }
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func idsAvoidTheThemeColoursAndWrap() {
    let ids = (0..<(240 * 256)).map(KittyPlaceholders.id(number:))
    #expect(Set(ids).count == ids.count)
    #expect(ids.allSatisfy { KittyPlaceholders.isValid($0) && $0 & 0xFF >= 16 })
    #expect(KittyPlaceholders.id(number: 240 * 256) == ids[0])
  }

  /// The placeholder shows through cells and takes one column, but data text cannot carry it.
  @Test func placeholderCellsPassButTextWithThePlaceholderDoesNot() {
    let block = KittyPlaceholders.cells(id: 42, columns: 3, rows: 2)
    var buffer = CellBuffer(size: Size(width: 5, height: 3))
    buffer.draw(block, at: Point(x: 1, y: 1), clip: Rect(x: 0, y: 0, width: 5, height: 3))
    #expect(read(buffer[1, 1])?.id == 42 && read(buffer[3, 2])?.column == 2)
    #expect(DisplayWidth.of(block[0, 0].grapheme) == 1)
    let hostile = "a\u{10EEEE}\u{0305}\u{0305}b"
    #expect(TextSanitizer.sanitize(hostile) == "a\u{FFFD}b")
    var text = CellBuffer(size: Size(width: 6, height: 1))
    text.draw(
      hostile, at: Point(x: 0, y: 0), maxWidth: 6, style: Style(foreground: .indexed(42)),
      clip: Rect(x: 0, y: 0, width: 6, height: 1))
    #expect((0..<6).allSatisfy { read(text[$0, 0]) == nil })
  }

  @Test func aTransmissionMakesAVirtualPlacementOfTheThumbnailsPixels() {
    let image = KittyGraphicsTests.picture(width: 50, height: 40, seed: 3)
    var terminal = KittyTerminalModel()
    terminal.feed(KittyPlaceholders.transmit(image, id: KittyPlaceholders.id(number: 300), columns: 5, rows: 2))
    #expect(terminal.failure == nil, "\(terminal.failure ?? "")")
    let id = KittyPlaceholders.id(number: 300)
    #expect(terminal.images[id] == image.pixels)
    #expect(terminal.virtualPlacements[id] == "5x2")
  }
}
