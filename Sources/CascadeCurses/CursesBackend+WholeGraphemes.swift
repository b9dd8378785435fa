import CNcursesw
import CascadeCanvas
import CascadeLayout

extension CursesBackend {
  /// Keeps the grapheme drawn at `position` for writing whole after the frame when curses got less
  /// than all of it (`isCut`: a stand-in, or its scalars cut at the first that takes columns), and forgets
  /// whatever grapheme the cell held before.
  /// - Complexity: O(graphemes on the row); nothing for a row without such graphemes and a cell
  ///   curses holds whole.
  func noteWholeGrapheme(_ cell: Cell, isCut: Bool, at position: Point) {
    let width = Int(cell.width)
    guard isCut || !wholeGraphemes.isEmpty else { return }
    wholeGraphemes.cellsDrawn(x: position.x, y: position.y, width: width)
    guard isCut, graphemeJoining == .all || !Self.hasSkinTone(cell.grapheme) else { return }
    let entry = WholeGraphemes.Entry(grapheme: cell.grapheme, width: width, style: palette.resolve(cell.style))
    wholeGraphemes.set(entry, x: position.x, y: position.y)
  }

  /// Writes the kept graphemes of the rows this frame touched, after curses has sent the frame.
  func writeWholeGraphemes(_ window: UnsafeMutablePointer<WINDOW>) {
    guard !wholeGraphemes.isEmpty, let writeBetweenFrames else { return }
    let origin = (x: Int(cascade_getbegx(window)), y: Int(cascade_getbegy(window)))
    let bytes = wholeGraphemes.takeSequence(origin: origin, isDirect: palette.isDirect)
    if !bytes.isEmpty { writeBetweenFrames(bytes) }
  }

  /// True when `grapheme` holds an emoji modifier (a Fitzpatrick skin tone, U+1F3FB–U+1F3FF).
  static func hasSkinTone(_ grapheme: Character) -> Bool {
    grapheme.unicodeScalars.contains { (0x1F3FB...0x1F3FF).contains($0.value) }
  }
}
