import CascadeCanvas
import CascadeSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Makes thumbnails on background threads: decodes a card's picture small and draws it into cells
/// with chafa, for the cards the main thread asks for, newest request first.
///
/// The main thread calls `request(_:)` once per frame with the thumbnails on screen and in a ring
/// beyond it; requests not repeated are cancelled before a worker starts them (one a worker has
/// started finishes, and is cached). Finished thumbnails wait in a queue until the main thread calls
/// `drainFinished()`, which moves them into the cache it reads while drawing. No curses, no UI state:
/// workers only touch the queue, under its lock.
public final class ThumbnailLoader: @unchecked Sendable {
  private let queue = ThumbnailQueue()

  /// Main-thread only: thumbnails ready to draw.
  public internal(set) var cache: ThumbnailCache
  /// How the workers draw pictures into cells.
  public let rendering: PictureRendering
  /// A cell's size in pixels when pictures are drawn with the kitty protocol; nil: symbol cells.
  public let kittyCell: PixelSize?
  /// True when kitty pictures are shown by ordinary placements at their cells (kitty before 0.28,
  /// WezTerm, Konsole) rather than by Unicode placeholder cells.
  public let kittyPlacements: Bool
  /// Main-thread only: the kitty images the terminal holds, by thumbnail, and the bytes to send it
  /// before the next frame (transmissions and deletions).
  var kittyImages: [ThumbnailKey: UInt32] = [:]
  /// Main-thread only: with `kittyPlacements`, each image's pixels (deflated), which the placer
  /// sends when it places the image and again whenever the terminal may have dropped it; and the
  /// ids of images whose thumbnails left the cache, for the placer to delete.
  var kittyPixels: [ThumbnailKey: KittyPixels] = [:]
  var kittyEvicted: [UInt32] = []
  var kittyOutput: [UInt8] = []
  var kittyImageCount = 0
  /// How thumbnails are drawn as sixel or iTerm2 pictures; nil: not.
  public let inlineFormat: InlineImageFormat?
  /// Main-thread only: the encoded pictures of the cached thumbnails (`inlineImage(for:)`).
  var inlineImages: [ThumbnailKey: InlineImage] = [:]

  /// A loader drawing with `rendering`, keeping at most `cacheBytes` of thumbnails, with `workers`
  /// threads (by default one per processor but one, at least one, at most four, and one per
  /// processor for sixel and iTerm2; 0 starts none, so requests only wait, which tests use to see
  /// what is pending). With `thumbnails`, picture files are read from and written to that shared
  /// thumbnail cache on disk.
  ///
  /// With `kittyCell` (a terminal cell's size in pixels), thumbnails are drawn with the kitty
  /// graphics protocol: made as pixels, transmitted once (`takeKittyOutput()`), and shown as
  /// Unicode placeholder cells, or with `kittyPlacements` placed at their cells by the caller
  /// (`kittyImage(for:)`).
  ///
  /// With `inline`, thumbnails are made both as symbol cells and as a sixel or iTerm2 picture
  /// (`inlineImage(for:)`), which cards entirely on screen show instead of the cells.
  public init(
    rendering: PictureRendering, cacheBytes: Int, workers: Int? = nil, thumbnails: FreedesktopThumbnails? = nil,
    kittyCell: PixelSize? = nil, kittyPlacements: Bool = false,
    inline: InlineImageFormat? = nil
  ) {
    self.rendering = rendering
    self.kittyCell = kittyCell
    self.kittyPlacements = kittyPlacements
    inlineFormat = inline
    // A kitty thumbnail's cells are small, but the terminal holds its pixels (4 bytes each, a cell's
    // worth per cell): the bound is scaled so the thumbnails kept, and so the images the terminal
    // holds, come to about `cacheBytes` of pixels. kitty's own quota (320 MB by default) is never
    // reached, which would make it drop images whose placeholder cells are still drawn.
    // An inline picture is bounded the same way: a sixel or PNG of a cell's pixels takes about as
    // much as its RGBA, which the symbol cells kept beside it do not change much.
    let pixelBytesPerCell =
      (kittyCell ?? inline?.cell).map { max(1, $0.width * $0.height * 4) } ?? MemoryLayout<Cell>.stride
    cache = ThumbnailCache(capacityBytes: cacheBytes / pixelBytesPerCell * MemoryLayout<Cell>.stride)
    let processors = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    // A sixel or iTerm2 thumbnail costs an encode beside its symbol cells, and the main thread
    // only writes finished bytes between frames, so those take every processor.
    let count = workers ?? min(4, inline == nil ? max(1, processors - 1) : processors)
    // Detached: workers end by themselves once stopped. No thread to be had: requests wait, and
    // the cards show their placeholders.
    for _ in 0..<max(0, count) {
      SystemThread.startDetached { [queue] in
        queue.work(rendering: rendering, thumbnails: thumbnails, pixelCell: kittyCell, inline: inline)
      }
    }
  }

  deinit { stop() }

  /// Stops the workers once their current picture is done; pending requests are dropped.
  public func stop() {
    queue.locked {
      queue.stopped = true
      queue.pending.removeAll()
      queue.condition.broadcast()
    }
  }

  /// The thumbnail for `key` if it is ready. Main thread.
  /// - Complexity: O(1).
  public func thumbnail(for key: ThumbnailKey) -> Thumbnail? { cache.thumbnail(for: key) }

  /// Asks for `keys`, most wanted first, replacing every earlier request: what is not asked for
  /// again and has not started is cancelled. Keys cached or being made are skipped. Main thread.
  /// - Complexity: O(keys).
  public func request(_ keys: [ThumbnailKey]) {
    // What the frame wants stays cached whatever the bound (`ThumbnailCache.pin(_:)`): otherwise a
    // bound below a screenful would drop thumbnails as they arrive and ask for them again forever.
    cache.pin(keys)
    let cache = self.cache
    var seen = Set<ThumbnailKey>()
    queue.locked {
      queue.pending = keys.filter { !cache.contains($0) && !queue.inFlight.contains($0) && seen.insert($0).inserted }
      if !queue.pending.isEmpty { queue.condition.broadcast() }
    }
  }

  /// Moves finished thumbnails into the cache; returns how many arrived. Main thread, once per
  /// loop turn.
  /// - Complexity: O(finished) plus the cache's insertions.
  @discardableResult
  public func drainFinished() -> Int {
    let arrived = queue.locked {
      defer { queue.finished.removeAll() }
      return queue.finished
    }
    for (key, thumbnail, pixels, picture) in arrived {
      let truncated = if case .truncated = thumbnail { true } else { false }
      cache.insert(pixels.map { placeKitty($0, truncated: truncated, for: key) } ?? thumbnail, for: key)
      if let picture { inlineImages[key] = picture }
    }
    if !arrived.isEmpty && inlineFormat != nil { dropEvictedInlineImages() }
    return arrived.count
  }

  /// True while thumbnails are waiting, being made, or finished but not drained: the main thread
  /// then polls for input with a timeout instead of blocking.
  public var isBusy: Bool {
    queue.locked { !queue.pending.isEmpty || !queue.inFlight.isEmpty || !queue.finished.isEmpty }
  }

  /// The requests waiting for a worker, most wanted first.
  public var pendingKeys: [ThumbnailKey] { queue.locked { queue.pending } }

  /// Blocks until nothing is pending or in flight (for tests and `--dump`), then drains.
  public func waitUntilIdle() {
    queue.condition.lock()
    while !(queue.pending.isEmpty && queue.inFlight.isEmpty) { queue.condition.wait() }
    queue.condition.unlock()
    drainFinished()
  }

  /// `key`'s picture decoded to fit `bounds`: from the freedesktop thumbnail cache when one is
  /// given and the picture is a file, else from the picture itself. Any thread.
  static func pixels(of key: ThumbnailKey, fitting bounds: PixelSize, thumbnails: FreedesktopThumbnails?)
    throws(PictureError) -> RGBAImage
  {
    if let thumbnails, case .file(let path) = key.source {
      return try thumbnails.pixels(ofFile: path, fitting: bounds)
    }
    return try key.source.pixels(fitting: bounds)
  }

  /// Decodes and draws one thumbnail, a picture file through `thumbnails` when given. Any thread,
  /// with its own renderer.
  public static func make(_ key: ThumbnailKey, renderer: ChafaRenderer, thumbnails: FreedesktopThumbnails? = nil)
    -> Thumbnail
  {
    do {
      let image = try pixels(of: key, fitting: key.pixelBounds, thumbnails: thumbnails)
      let block = renderer.render(image, columns: key.columns, rows: key.rows)
      return image.isTruncated ? .truncated(block) : .ready(block)
    } catch {
      return .failed(error)
    }
  }
}
