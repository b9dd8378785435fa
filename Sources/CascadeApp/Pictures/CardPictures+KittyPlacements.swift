import CascadeCanvas
import CascadeLayout
import CascadePictures

extension CardPictures {
  /// Reserves `rect`'s cells inside `clip` for `key`'s kitty image, placed there after the frame
  /// (`takeKittyPlacements()`); the part in view when the card is cut, which the placement's
  /// source rectangle crops. False: the image is not sent yet, and the caller draws the cells.
  /// - Complexity: O(cells of `rect`).
  func reserveKitty(_ key: ThumbnailKey, at rect: Rect, clip: Rect, in buffer: inout CellBuffer) -> Bool {
    guard loader.kittyImage(for: key) != nil else { return false }
    let screen = Rect(x: 0, y: 0, width: buffer.size.width, height: max(0, buffer.size.height - 1))
    let visible = rect.intersection(clip).intersection(screen)
    guard !visible.isEmpty else { return true }
    buffer.fill(visible, with: InlinePlacer.reservedCell, clip: clip)
    inlineItems.append(InlinePlacer.Item(key: key, rect: rect, visible: visible))
    return true
  }

  /// The kitty placement that shows `item`: its drawn cells, and the part of the image they show
  /// (all of it, or the part of a cut card in view, in the image's own pixels). The placement's id
  /// is its top-left cell, so a card that moves is a new placement and the old one is deleted.
  /// Nil when the image left the cache.
  /// - Complexity: O(1).
  func kittyItem(_ item: InlinePlacer.Item) -> KittyPlacer.Item? {
    guard let image = loader.kittyImage(for: item.key), item.rect.width > 0, item.rect.height > 0 else { return nil }
    let rect = item.rect, visible = item.visible
    let size = PixelSize(width: image.pixels.width, height: image.pixels.height)
    let left = (visible.minX - rect.minX) * size.width / rect.width
    let right = (visible.maxX - rect.minX) * size.width / rect.width
    let top = (visible.minY - rect.minY) * size.height / rect.height
    let bottom = (visible.maxY - rect.minY) * size.height / rect.height
    let placement = KittyGraphics.Placement(
      columns: visible.width, rows: visible.height, x: left, y: top, width: max(1, right - left),
      height: max(1, bottom - top))
    let id = UInt32(truncatingIfNeeded: (visible.minY & 0xFFFF) << 16 | (visible.minX & 0xFFFF)) &+ 1
    return KittyPlacer.Item(
      imageID: image.id, placementID: id, column: visible.minX, row: visible.minY, placement: placement)
  }

  /// The bytes deleting the kitty placements the frame just drawn (not yet on the terminal) moves
  /// or drops, and the images of thumbnails that left the cache, to be written before its cells
  /// (`fullRedraw`: every placement). Main thread.
  /// - Complexity: O(items + placements shown + images sent).
  public func takeKittyDeletions(fullRedraw: Bool) -> [UInt8] {
    guard loader.kittyPlacements else { return [] }
    return kittyPlacer.deletions(
      before: inlineItems.compactMap(kittyItem), fullRedraw: fullRedraw, evicted: loader.takeEvictedKittyImages())
  }

  /// The bytes placing the frame's kitty pictures that are not on screen yet, once its cells are,
  /// each image sent first where the terminal does not hold it. Main thread.
  /// - Complexity: O(items) plus the bytes.
  public func takeKittyPlacements() -> [UInt8] {
    guard loader.kittyPlacements else { return [] }
    var pixels: [UInt32: KittyPixels] = [:]
    var items: [KittyPlacer.Item] = []
    for item in inlineItems {
      guard let placed = kittyItem(item), let image = loader.kittyImage(for: item.key) else { continue }
      pixels[placed.imageID] = image.pixels
      items.append(placed)
    }
    return kittyPlacer.placements(items) { pixels[$0] }
  }

  /// The bytes removing every kitty placement and image sent (on leaving, and before the process
  /// stops on Ctrl-Z: they are sent again when they are shown next). Main thread.
  public func takeKittyCleanup() -> [UInt8] {
    guard loader.kittyPlacements else { return [] }
    return kittyPlacer.clear()
  }
}
