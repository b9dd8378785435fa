import CascadeSystem

#if canImport(Glibc)
  import Glibc
#endif

/// The work shared between the main thread and the thumbnail workers: requests not yet started,
/// those being made, and those finished but not yet taken. Every access holds `condition`'s lock.
///
/// Workers hold the queue, not the loader, so a loader can go away while a worker is still
/// finishing a picture.
final class ThumbnailQueue: @unchecked Sendable {
  var pending: [ThumbnailKey] = []
  var inFlight: Set<ThumbnailKey> = []
  /// Made thumbnails, with their pixels when they are for the kitty protocol (`pixelCell`), or
  /// their encoded picture for sixel and iTerm2 (`inline`).
  var finished: [(ThumbnailKey, Thumbnail, KittyPixels?, InlineImage?)] = []
  var stopped = false
  let condition = ThreadCondition()

  func locked<T>(_ body: () -> T) -> T {
    condition.lock()
    defer { condition.unlock() }
    return body()
  }

  /// A worker's loop: take the first pending key, make it outside the lock, hand it back.
  /// With `pixelCell` (a cell's size in pixels), thumbnails are pixels for the kitty protocol,
  /// decoded to fit their cells at that size, instead of symbol cells. With `inline`, both: the
  /// symbol cells (for a card partly scrolled out) and the sixel or iTerm2 picture.
  func work(
    rendering: PictureRendering, thumbnails: FreedesktopThumbnails?, pixelCell: PixelSize? = nil,
    inline: InlineImageFormat? = nil
  ) {
    // Signals go to the main thread: a SIGWINCH taken by a worker would leave the main thread
    // waiting for a key without seeing the resize, and the terminal-restoring handlers belong there.
    var all = sigset_t()
    sigfillset(&all)
    pthread_sigmask(SIG_BLOCK, &all, nil)
    // Made at the first request, not at start: chafa's set-up would otherwise compete with the
    // first frame for the processor, and a collection without pictures never needs it.
    var renderer: ChafaRenderer?
    let encoder = inline.map(InlineImageEncoder.init(format:))
    while true {
      condition.lock()
      while pending.isEmpty && !stopped { condition.wait() }
      if stopped {
        condition.unlock()
        return
      }
      let key = pending.removeFirst()
      inFlight.insert(key)
      condition.unlock()
      let thumbnail: Thumbnail
      var pixels: KittyPixels?
      var picture: InlineImage?
      if let encoder {
        let made = renderer ?? ChafaRenderer(rendering: rendering)
        renderer = made
        (thumbnail, picture) = ThumbnailLoader.makeInline(key, renderer: made, encoder: encoder, thumbnails: thumbnails)
      } else if let pixelCell {
        (thumbnail, pixels) = ThumbnailLoader.makePixels(key, cell: pixelCell, thumbnails: thumbnails)
      } else {
        let made = renderer ?? ChafaRenderer(rendering: rendering)
        renderer = made
        thumbnail = ThumbnailLoader.make(key, renderer: made, thumbnails: thumbnails)
      }
      condition.lock()
      inFlight.remove(key)
      finished.append((key, thumbnail, pixels, picture))
      condition.broadcast()
      condition.unlock()
    }
  }
}
