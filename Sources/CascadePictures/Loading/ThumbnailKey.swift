import CascadeCanvas

/// One thumbnail: a picture drawn into a card's picture area of `columns` × `rows` cells.
public struct ThumbnailKey: Hashable, Sendable {
  /// The picture.
  public var source: PictureSource
  /// Width of the picture area in cells.
  public var columns: Int
  /// Height of the picture area in cells.
  public var rows: Int

  /// The thumbnail of `source` in a `columns` × `rows` picture area.
  public init(source: PictureSource, columns: Int, rows: Int) {
    self.source = source
    self.columns = columns
    self.rows = rows
  }

  /// The pixels decoded for a thumbnail: 8 × 16 per cell, as many as chafa looks at to choose a
  /// cell's symbol, so nothing is decoded that the cells cannot show.
  public var pixelBounds: PixelSize { PixelSize(width: max(1, columns * 8), height: max(1, rows * 16)) }
}

/// A finished thumbnail, or why the picture cannot be shown.
public enum Thumbnail: Hashable, Sendable {
  /// The picture as cells, ready to copy into a card.
  case ready(CellBlock)
  /// The part of a picture whose file ends early (the rest as its decoder fills it), to be drawn
  /// with a mark saying so.
  case truncated(CellBlock)
  /// Why the picture cannot be shown.
  case failed(PictureError)

  /// The bytes it keeps in memory, for the cache's bound.
  public var byteCount: Int {
    switch self {
    case .ready(let block), .truncated(let block): return block.byteCount + 64
    case .failed: return 64
    }
  }
}
