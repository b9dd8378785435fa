import CascadeCanvas
import CascadeLayout
import CascadePictures

/// The viewer's pictures: where each card's picture comes from, the thumbnails made for them, and
/// which thumbnails to make next. Main thread only; the loader's workers do the decoding.
public final class CardPictures {
  /// The cards' collection, which knows each card's picture.
  public let collection: PictureRecordCollection
  /// Makes and keeps the thumbnails.
  public let loader: ThumbnailLoader
  /// The placeholder and the cannot-show mark for the loader's rendering.
  public let appearance: CardPictureAppearance
  /// A terminal cell's width over its height, which gives a picture its shape in cells: the
  /// terminal's own when it says (its size in pixels), else `--cell-aspect`. Set by the viewer.
  public var cellAspect = 0.5
  /// What the picture view says about the picture it shows (read from the file once).
  var viewFacts: (source: PictureSource, text: String)?
  /// Why the picture view's file cannot be shown (nil: it can), read once per file.
  var viewProblem: (path: String, reason: String?)?
  /// The sixel or iTerm2 pictures the frame being drawn shows, in drawing order: cards wholly on
  /// screen whose picture is encoded. Reset and settled by `Viewer.render(into:)`.
  public internal(set) var inlineItems: [InlinePlacer.Item] = []
  /// Writes the frames' inline pictures after curses' refresh.
  public var inlinePlacer = InlinePlacer()

  /// Pictures for `collection`'s cards, made by `loader`.
  public init(collection: PictureRecordCollection, loader: ThumbnailLoader) {
    self.collection = collection
    self.loader = loader
    appearance = .forRendering(loader.rendering)
  }

  /// The thumbnail for `key` when it is ready.
  /// - Complexity: O(1).
  public func thumbnail(for key: ThumbnailKey) -> Thumbnail? { loader.thumbnail(for: key) }

  /// Reserves `rect`'s cells for `key`'s sixel or iTerm2 picture when there is one and `rect` is
  /// wholly inside `clip`; false: the caller draws the symbol cells instead (a picture cut by the
  /// screen's edge cannot be drawn in part, as a sixel has no crop).
  /// - Complexity: O(cells of `rect`).
  func reserveInline(_ key: ThumbnailKey, at rect: Rect, clip: Rect, in buffer: inout CellBuffer) -> Bool {
    guard loader.inlineFormat != nil, clip.contains(rect), loader.inlineImage(for: key) != nil else { return false }
    buffer.fill(rect, with: InlinePlacer.reservedCell, clip: clip)
    inlineItems.append(InlinePlacer.Item(key: key, rect: rect))
    return true
  }

  /// The bytes drawing the frame's inline pictures, once it is on screen (`fullRedraw`: the
  /// terminal was cleared first). Main thread.
  public func takeInlineOutput(fullRedraw: Bool) -> [UInt8] {
    guard loader.inlineFormat != nil else { return [] }
    return inlinePlacer.frame(inlineItems, fullRedraw: fullRedraw) { loader.inlineImage(for: $0) }
  }
}
