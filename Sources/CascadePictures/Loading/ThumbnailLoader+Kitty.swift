import CascadeCanvas

extension ThumbnailLoader {
  /// Decodes `key`'s picture to fit its cells at `cell` pixels each, for the kitty protocol: the
  /// thumbnail is a placeholder until the main thread gives it an id (`drainFinished`). Any thread.
  static func makePixels(_ key: ThumbnailKey, cell: PixelSize, thumbnails: FreedesktopThumbnails?) -> (
    Thumbnail, KittyPixels?
  ) {
    let bounds = PixelSize(width: max(1, key.columns * cell.width), height: max(1, key.rows * cell.height))
    do {
      let image = try pixels(of: key, fitting: bounds, thumbnails: thumbnails)
      let empty = CellBlock(columns: 0, rows: 0, cells: [])
      return (image.isTruncated ? .truncated(empty) : .ready(empty), KittyPixels(image))
    } catch {
      return (.failed(error), nil)
    }
  }

  /// Gives `pixels` (deflated on a worker) an image id, queues its transmission, and returns the
  /// placeholder cells that show it; with `kittyPlacements`, no cells (the caller places the
  /// image, `kittyImage(for:)`). Main thread.
  /// - Complexity: O(pixels) for the transmission's encoding, once per thumbnail.
  func placeKitty(_ pixels: KittyPixels, truncated: Bool, for key: ThumbnailKey) -> Thumbnail {
    if let old = kittyImages[key] { kittyOutput += KittyGraphics.deleteImage(id: old) }
    let id = KittyPlaceholders.id(number: kittyImageCount)
    kittyImageCount += 1
    kittyImages[key] = id
    if kittyPlacements {
      kittyOutput += KittyGraphics.transmit(pixels, id: id, firstKeys: "a=t")
      kittyImageSizes[key] = PixelSize(width: pixels.width, height: pixels.height)
      let empty = CellBlock(columns: 0, rows: 0, cells: [])
      return truncated ? .truncated(empty) : .ready(empty)
    }
    kittyOutput += KittyPlaceholders.transmit(pixels, id: id, columns: key.columns, rows: key.rows)
    let block = KittyPlaceholders.cells(id: id, columns: key.columns, rows: key.rows)
    return truncated ? .truncated(block) : .ready(block)
  }

  /// The bytes the terminal must get before the next frame: new thumbnails' transmissions, and
  /// deletions of those that left the cache (the terminal frees their pixels). Main thread.
  /// - Complexity: O(thumbnails transmitted and held) plus the bytes.
  public func takeKittyOutput() -> [UInt8] {
    guard kittyCell != nil else { return [] }
    for (key, id) in kittyImages where !cache.contains(key) {
      kittyOutput += KittyGraphics.deleteImage(id: id)
      kittyImages[key] = nil
      kittyImageSizes[key] = nil
    }
    defer { kittyOutput.removeAll() }
    return kittyOutput
  }

  /// Deletes every image this loader transmitted (on leaving), and forgets them. Main thread.
  /// With `remakes` (the process stops, Ctrl-Z, and comes back), their thumbnails leave the cache
  /// too, so they are made and sent again when shown.
  public func takeKittyCleanup(remakes: Bool = false) -> [UInt8] {
    if remakes { for key in kittyImages.keys { cache.remove(key) } }
    var out = kittyOutput
    kittyOutput.removeAll()
    for id in kittyImages.values { out += KittyGraphics.deleteImage(id: id) }
    kittyImages.removeAll()
    kittyImageSizes.removeAll()
    return out
  }

  /// The id and pixel size of `key`'s image, sent for ordinary placements, while its thumbnail is
  /// cached. Main thread.
  /// - Complexity: O(1).
  public func kittyImage(for key: ThumbnailKey) -> (id: UInt32, size: PixelSize)? {
    guard kittyPlacements, cache.contains(key), let id = kittyImages[key], let size = kittyImageSizes[key] else {
      return nil
    }
    return (id, size)
  }
}
