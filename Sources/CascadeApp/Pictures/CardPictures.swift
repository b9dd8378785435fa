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
  /// The sixel, iTerm2 or kitty-placed pictures the frame being drawn shows, in drawing order:
  /// cards whose picture is made, whole or cut by the screen's edge. Reset and settled by
  /// `Viewer.render(into:)`.
  public internal(set) var inlineItems: [InlinePlacer.Item] = []
  /// Writes the frames' inline pictures after curses' refresh.
  public var inlinePlacer = InlinePlacer()
  /// Places, moves and deletes the frames' kitty pictures when they are ordinary placements.
  public var kittyPlacer = KittyPlacer()

  /// Pictures for `collection`'s cards, made by `loader`.
  public init(collection: PictureRecordCollection, loader: ThumbnailLoader) {
    self.collection = collection
    self.loader = loader
    appearance = .forRendering(loader.rendering)
  }

  /// The thumbnail for `key` when it is ready.
  /// - Complexity: O(1).
  public func thumbnail(for key: ThumbnailKey) -> Thumbnail? { loader.thumbnail(for: key) }

  /// The parts drawn of cards cut by the screen's edge, for this frame's items; and the sixel
  /// pictures they are cut from, read back (`SixelCrop`). Kept from one frame to the next for the
  /// items still shown.
  private var crops: [InlinePlacer.Item: InlineImage] = [:]
  private var cropSources: [ThumbnailKey: SixelCrop] = [:]

  /// Reserves `rect`'s cells inside `clip` for `key`'s sixel or iTerm2 picture when there is one;
  /// false: the caller draws the symbol cells instead. A sixel cut by `clip` or by the screen's
  /// last row (which a sixel reaching it would scroll) draws the part in view, cropped; an iTerm2
  /// picture, which cannot be, only whole.
  /// - Complexity: O(cells of `rect`); a cut picture's crop, made once while it stays: O(its pixels).
  func reserveInline(_ key: ThumbnailKey, at rect: Rect, clip: Rect, in buffer: inout CellBuffer) -> Bool {
    if loader.kittyPlacements { return reserveKitty(key, at: rect, clip: clip, in: &buffer) }
    guard let format = loader.inlineFormat, let image = loader.inlineImage(for: key) else { return false }
    let screen = Rect(x: 0, y: 0, width: buffer.size.width, height: max(0, buffer.size.height - 1))
    let visible = rect.intersection(clip).intersection(screen)
    guard !visible.isEmpty else { return true }
    let item = InlinePlacer.Item(key: key, rect: rect, visible: visible)
    if item.isCropped {
      guard format.imageProtocol == .sixel, crop(item, of: image, cell: format.cell) != nil else { return false }
    }
    buffer.fill(visible, with: InlinePlacer.reservedCell, clip: clip)
    inlineItems.append(item)
    return true
  }

  /// The part of `image` that `item` draws, made once while the item stays on screen.
  /// - Complexity: O(pixels of `image`) the first time its picture is cut, then O(pixels drawn).
  private func crop(_ item: InlinePlacer.Item, of image: InlineImage, cell: PixelSize) -> InlineImage? {
    if let made = crops[item] { return made }
    guard let source = cropSources[item.key] ?? SixelCrop(image.bytes) else { return nil }
    cropSources[item.key] = source
    let bytes = source.sequence(
      x: (item.visible.minX - item.rect.minX) * cell.width, y: (item.visible.minY - item.rect.minY) * cell.height,
      width: item.visible.width * cell.width, height: item.visible.height * cell.height)
    let made = InlineImage(bytes: bytes, columns: item.visible.width, rows: item.visible.height)
    crops[item] = made
    return made
  }

  /// The bytes erasing the pictures the frame just drawn (not yet on the terminal) moves or drops,
  /// to be written before its cells, so no card shows another's picture while it is drawn
  /// (`fullRedraw`: the terminal is cleared first, which erases them all). Main thread.
  public func takeInlineErasures(fullRedraw: Bool) -> [UInt8] {
    guard loader.inlineFormat != nil else { return [] }
    return inlinePlacer.erasures(before: inlineItems, fullRedraw: fullRedraw)
  }

  /// The bytes drawing the frame's inline pictures, once it is on screen (`fullRedraw`: the
  /// terminal was cleared first). Main thread.
  public func takeInlineOutput(fullRedraw: Bool) -> [UInt8] {
    guard loader.inlineFormat != nil else { return [] }
    let out = inlinePlacer.frame(inlineItems, fullRedraw: fullRedraw) { item in
      item.isCropped ? crops[item] : loader.inlineImage(for: item.key)
    }
    // Only the crops this frame shows are kept: the next frame finds those that stay.
    if !crops.isEmpty {
      let items = Set(inlineItems)
      crops = crops.filter { items.contains($0.key) }
      let keys = Set(crops.keys.map(\.key))
      cropSources = cropSources.filter { keys.contains($0.key) }
    }
    return out
  }
}
