import CascadeCanvas
import CascadeLayout
import CascadePictures
import CascadeView

/// A card that shows a picture: its box and title as any card, and below the title the picture as
/// cells (symbols with colours), a light pattern while the thumbnail is being made, or a "cannot
/// show" mark when the picture cannot be read. The picture keeps its shape: it is fitted inside the
/// area below the title and centred (`PictureFit`), whatever size the layout gives the card, and
/// the margins beside it are left in the terminal's own background.
///
/// The cell asks its `CardPictures` for the thumbnail of its current size each time it draws, so
/// a thumbnail that arrives, or a card that changes width, shows on the next frame.
public final class PictureCardCell: CardCell {
  /// Where the picture comes from; nil draws a plain card.
  public var pictureSource: PictureSource?
  /// The picture's height over its width, in pixels; nil fills the whole picture area.
  public var pictureAspect: Double?
  /// Thumbnails and how to draw them; set by `CardSource` with the source.
  public var pictures: CardPictures?
  /// A video's length ("0:03"), drawn at the right end of the title row; nil for pictures.
  public var duration: String?

  /// Forgets the picture as well as the card's text.
  public override func prepareForReuse() {
    super.prepareForReuse()
    pictureSource = nil
    pictureAspect = nil
    duration = nil
  }

  /// Rows of a picture card that are not picture: top border, title, bottom border.
  public static let chromeRows = 3

  /// The cells of a card's picture: inside the border, below the title row.
  public static func pictureArea(in frame: Rect) -> Rect {
    Rect(x: frame.minX + 1, y: frame.minY + 2, width: max(0, frame.width - 2), height: max(0, frame.height - 3))
  }

  /// The cells a picture of `aspect` (height / width; nil: unknown) takes in a card at `frame`.
  /// - Complexity: O(1).
  public static func pictureRect(in frame: Rect, aspect: Double?, cellAspect: Double) -> Rect {
    let area = pictureArea(in: frame)
    guard let aspect else { return area }
    return PictureFit.fitted(aspectRatio: aspect, in: area, cellAspect: cellAspect)
  }

  /// The card, then its picture area: the thumbnail, the placeholder or the mark.
  /// - Complexity: O(1) cache lookup plus O(visible cells of the picture area), plain copies; on
  ///   the scrolling path, so nothing here decodes, renders or allocates.
  public override func draw(in buffer: inout CellBuffer, context: DrawingContext) {
    super.draw(in: &buffer, context: context)
    guard let pictureSource, let pictures, context.frame.height >= 4, context.frame.width >= 4 else { return }
    // The title row, not the picture: sixel and iTerm2 pictures are drawn over their cells later.
    if let duration, context.frame.width >= displayWidth(of: duration) + 6 {
      let text = " \(pictures.appearance.playMark) \(duration) "
      let x = context.frame.maxX - 1 - displayWidth(of: text)
      buffer.draw(
        text, at: Point(x: x, y: context.frame.minY + 1), style: pictures.appearance.markStyle, clip: context.clip)
    }
    let area = Self.pictureArea(in: context.frame)
    guard !area.isEmpty else { return }
    let clip = context.clip.intersection(area)
    let picture = PictureFit.fitted(aspectRatio: pictureAspect ?? 0, in: area, cellAspect: pictures.cellAspect)
    // The margins beside a fitted picture: blank, in the terminal's background, as around the cards.
    if picture != area { buffer.fill(area, with: Cell(grapheme: " ", style: .plain), clip: clip) }
    let key = ThumbnailKey(source: pictureSource, columns: picture.width, rows: picture.height)
    switch pictures.thumbnail(for: key) {
    case .ready(let block)?:
      if !pictures.reserveInline(key, at: picture, clip: clip, in: &buffer) {
        buffer.draw(block, at: picture.origin, clip: clip)
      }
    case .truncated(let block)?:
      // In pixels, the mark goes on the row below the picture (the bottom border when the picture
      // fills the card), which the picture does not cover; in symbols, on its last row, where the
      // missing part is. Across the margins when the picture is narrower than the word.
      let inPixels = pictures.reserveInline(key, at: picture, clip: clip, in: &buffer)
      if !inPixels { buffer.draw(block, at: picture.origin, clip: clip) }
      let mark = pictures.appearance.truncatedMark
      let x = area.minX + max(0, (area.width - displayWidth(of: mark)) / 2)
      buffer.draw(
        mark, at: Point(x: x, y: inPixels ? picture.maxY : picture.maxY - 1), maxWidth: area.width,
        style: pictures.appearance.markStyle, clip: context.clip.intersection(context.frame))
    case .failed?:
      buffer.fill(area, with: Cell(grapheme: " ", style: .plain), clip: clip)
      let mark = pictures.appearance.cannotShowMark
      let x = area.minX + max(0, (area.width - displayWidth(of: mark)) / 2)
      buffer.draw(
        mark, at: Point(x: x, y: area.minY + area.height / 2), maxWidth: area.width,
        style: pictures.appearance.markStyle, clip: clip)
    case nil:
      buffer.fill(picture, with: pictures.appearance.placeholder, clip: clip)
    }
  }
}
