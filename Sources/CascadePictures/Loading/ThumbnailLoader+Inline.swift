import CascadeCanvas

extension ThumbnailLoader {
  /// Decodes `key`'s picture to fit its cells at the format's cell size, draws it as symbol cells
  /// with `renderer` and encodes it with `encoder`. Any thread.
  static func makeInline(
    _ key: ThumbnailKey, renderer: ChafaRenderer, encoder: InlineImageEncoder, thumbnails: FreedesktopThumbnails?
  ) -> (Thumbnail, InlineImage?) {
    let cell = encoder.format.cell
    let bounds = PixelSize(width: max(1, key.columns * cell.width), height: max(1, key.rows * cell.height))
    do {
      let image = try pixels(of: key, fitting: bounds, thumbnails: thumbnails)
      let block = renderer.render(image, columns: key.columns, rows: key.rows)
      // A truncated picture is drawn in pixels as far as it decoded (the rest is the decoder's
      // grey); the card marks it.
      let picture = encoder.encode(image, columns: key.columns, rows: key.rows)
      return (image.isTruncated ? .truncated(block) : .ready(block), picture)
    } catch {
      return (.failed(error), nil)
    }
  }

  /// The sixel or iTerm2 picture of `key` while its thumbnail is cached. Main thread.
  /// - Complexity: O(1).
  public func inlineImage(for key: ThumbnailKey) -> InlineImage? {
    guard cache.contains(key) else { return nil }
    return inlineImages[key]
  }

  /// Frees the pictures whose thumbnails left the cache. Main thread.
  /// - Complexity: O(pictures held), only when they outnumber the cached thumbnails.
  func dropEvictedInlineImages() {
    guard inlineImages.count > cache.count else { return }
    for key in inlineImages.keys where !cache.contains(key) { inlineImages[key] = nil }
  }
}
