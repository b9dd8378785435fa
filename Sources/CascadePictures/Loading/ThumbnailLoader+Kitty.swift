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
  /// placeholder cells that show it; with `kittyPlacements`, keeps the pixels and returns no cells:
  /// the caller sends and places the image (`kittyImage(for:)`). Main thread.
  /// - Complexity: O(pixels) for the transmission's encoding, once per thumbnail.
  func placeKitty(_ pixels: KittyPixels, truncated: Bool, for key: ThumbnailKey) -> Thumbnail {
    if let old = kittyImages[key] {
      if kittyPlacements { kittyEvicted.append(old) } else { kittyOutput += KittyGraphics.deleteImage(id: old) }
    }
    let id = KittyPlaceholders.id(number: kittyImageCount)
    kittyImageCount += 1
    kittyImages[key] = id
    if kittyPlacements {
      kittyPixels[key] = pixels
      let empty = CellBlock(columns: 0, rows: 0, cells: [])
      return truncated ? .truncated(empty) : .ready(empty)
    }
    kittyOutput += KittyPlaceholders.transmit(pixels, id: id, columns: key.columns, rows: key.rows)
    let block = KittyPlaceholders.cells(id: id, columns: key.columns, rows: key.rows)
    return truncated ? .truncated(block) : .ready(block)
  }

  /// The bytes the terminal must get before the next frame: new thumbnails' transmissions, and
  /// deletions of those that left the cache (the terminal frees their pixels). Main thread.
  /// With `kittyPlacements` nothing: the images of thumbnails that left the cache wait in
  /// `takeEvictedKittyImages()` for the placer, which alone knows what the terminal holds.
  /// - Complexity: O(thumbnails transmitted and held) plus the bytes.
  public func takeKittyOutput() -> [UInt8] {
    guard kittyCell != nil else { return [] }
    for (key, id) in kittyImages where !cache.contains(key) {
      if kittyPlacements { kittyEvicted.append(id) } else { kittyOutput += KittyGraphics.deleteImage(id: id) }
      kittyImages[key] = nil
      kittyPixels[key] = nil
    }
    defer { kittyOutput.removeAll() }
    return kittyOutput
  }

  /// The ids of images whose thumbnails left the cache since the last call (`kittyPlacements`).
  /// Main thread.
  public func takeEvictedKittyImages() -> [UInt32] {
    _ = takeKittyOutput()
    defer { kittyEvicted.removeAll() }
    return kittyEvicted
  }

  /// Deletes every image this loader transmitted (on leaving), and forgets them. Main thread.
  /// With `remakes` (the process stops, Ctrl-Z, and comes back), their thumbnails leave the cache
  /// too, so they are made and sent again when shown. With `kittyPlacements` the placer deletes
  /// what it sent, and the pixels are kept: nothing to remake.
  public func takeKittyCleanup(remakes: Bool = false) -> [UInt8] {
    if kittyPlacements {
      if !remakes {
        kittyImages.removeAll()
        kittyPixels.removeAll()
      }
      return []
    }
    if remakes { for key in kittyImages.keys { cache.remove(key) } }
    var out = kittyOutput
    kittyOutput.removeAll()
    for id in kittyImages.values { out += KittyGraphics.deleteImage(id: id) }
    kittyImages.removeAll()
    return out
  }

  /// The id and pixels of `key`'s image, for ordinary placements, while its thumbnail is cached.
  /// Main thread.
  /// - Complexity: O(1).
  public func kittyImage(for key: ThumbnailKey) -> (id: UInt32, pixels: KittyPixels)? {
    guard kittyPlacements, cache.contains(key), let id = kittyImages[key], let pixels = kittyPixels[key] else {
      return nil
    }
    return (id, pixels)
  }
}
