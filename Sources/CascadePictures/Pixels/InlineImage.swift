/// The two protocols that draw a picture where the cursor is, as one sequence, with nothing tying it
/// to text cells afterwards: sixel (xterm `-ti vt340`, foot, WezTerm, mlterm, Konsole, Windows
/// Terminal) and iTerm2's inline images (iTerm2, WezTerm). Curses must leave the picture's cells
/// alone and the sequence is written again whenever the picture moves (`InlinePlacer`).
public enum InlineImageProtocol: String, Hashable, Sendable {
  /// DEC's sixel graphics, encoded by libchafa.
  case sixel
  /// iTerm2's `OSC 1337 File=` with a PNG.
  case iterm
}

/// How thumbnails are drawn as inline images: the protocol and a terminal cell's size in pixels,
/// which sets the pixels decoded for a card's picture area.
public struct InlineImageFormat: Hashable, Sendable {
  /// Sixel or iTerm2.
  public var imageProtocol: InlineImageProtocol
  /// A cell's size in pixels.
  public var cell: PixelSize

  /// A format for `imageProtocol` at `cell` pixels a cell.
  public init(_ imageProtocol: InlineImageProtocol, cell: PixelSize) {
    self.imageProtocol = imageProtocol
    self.cell = cell
  }
}

/// A thumbnail encoded for the terminal: the whole sequence that draws it at the cursor across
/// `columns` × `rows` cells. Made on a worker thread; the main thread only writes it.
public struct InlineImage: Hashable, Sendable {
  /// The sequence (a sixel DCS, or iTerm2's OSC 1337 with its base64 file).
  public let bytes: [UInt8]
  /// The cells it covers.
  public let columns: Int, rows: Int

  /// An image from its parts.
  public init(bytes: [UInt8], columns: Int, rows: Int) {
    self.bytes = bytes
    self.columns = columns
    self.rows = rows
  }
}

/// Encodes thumbnails for one inline protocol. Not thread-safe (its chafa objects belong to one
/// thread): each worker makes its own.
public final class InlineImageEncoder {
  /// The format the images are made for.
  public let format: InlineImageFormat
  private var sixels: SixelEncoder?

  /// An encoder for `format`.
  public init(format: InlineImageFormat) {
    self.format = format
  }

  /// `image` drawn across `columns` × `rows` cells.
  /// - Complexity: O(pixels); off the scrolling path (workers).
  public func encode(_ image: RGBAImage, columns: Int, rows: Int) -> InlineImage {
    switch format.imageProtocol {
    case .sixel:
      let encoder = sixels ?? SixelEncoder()
      sixels = encoder
      return InlineImage(
        bytes: encoder.encode(image, columns: columns, rows: rows, cell: format.cell), columns: columns, rows: rows)
    case .iterm:
      return InlineImage(bytes: ITerm2Image.sequence(image, columns: columns, rows: rows), columns: columns, rows: rows)
    }
  }
}
