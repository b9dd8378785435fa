import CascadeCanvas
import CascadeLayout
import CascadePictures
import CascadeView

/// A card that shows a picture: its box and title as any card, and below the title, filling the
/// rest of the box, the picture as cells (symbols with colours), a light pattern while the
/// thumbnail is being made, or a "cannot show" mark when the picture cannot be read.
///
/// The cell asks its `CardPictures` for the thumbnail of its current size each time it draws, so
/// a thumbnail that arrives, or a card that changes width, shows on the next frame.
public final class PictureCardCell: CardCell {
  /// Where the picture comes from; nil draws a plain card.
  public var pictureSource: PictureSource?
  /// Thumbnails and how to draw them; set by `CardSource` with the source.
  public var pictures: CardPictures?

  /// Forgets the picture as well as the card's text.
  public override func prepareForReuse() {
    super.prepareForReuse()
    pictureSource = nil
  }

  /// Rows of a picture card that are not picture: top border, title, bottom border.
  public static let chromeRows = 3

  /// The cells of a card's picture: inside the border, below the title row.
  public static func pictureArea(in frame: Rect) -> Rect {
    Rect(x: frame.minX + 1, y: frame.minY + 2, width: max(0, frame.width - 2), height: max(0, frame.height - 3))
  }

  /// The card, then its picture area: the thumbnail, the placeholder or the mark.
  /// - Complexity: O(1) cache lookup plus O(visible cells of the picture area), plain copies; on
  ///   the scrolling path, so nothing here decodes, renders or allocates.
  public override func draw(in buffer: inout CellBuffer, context: DrawingContext) {
    super.draw(in: &buffer, context: context)
    guard let pictureSource, let pictures, context.frame.height >= 4, context.frame.width >= 4 else { return }
    let area = Self.pictureArea(in: context.frame)
    guard !area.isEmpty else { return }
    let clip = context.clip.intersection(area)
    let key = ThumbnailKey(source: pictureSource, columns: area.width, rows: area.height)
    switch pictures.thumbnail(for: key) {
    case .ready(let block)?:
      buffer.draw(block, at: area.origin, clip: clip)
    case .failed?:
      buffer.fill(area, with: Cell(grapheme: " ", style: .plain), clip: clip)
      let mark = pictures.appearance.cannotShowMark
      let x = area.minX + max(0, (area.width - displayWidth(of: mark)) / 2)
      buffer.draw(mark, at: Point(x: x, y: area.minY + area.height / 2), maxWidth: area.width, style: pictures.appearance.markStyle, clip: clip)
    case nil:
      buffer.fill(area, with: pictures.appearance.placeholder, clip: clip)
    }
  }
}
