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

  /// Pictures for `collection`'s cards, made by `loader`.
  public init(collection: PictureRecordCollection, loader: ThumbnailLoader) {
    self.collection = collection
    self.loader = loader
    appearance = .forRendering(loader.rendering)
  }

  /// The thumbnail for `key` when it is ready.
  /// - Complexity: O(1).
  public func thumbnail(for key: ThumbnailKey) -> Thumbnail? { loader.thumbnail(for: key) }
}
