/// What the kitty graphics protocol must be told between two frames: each image is transmitted
/// once; a placement is sent only when it is new or moved (or shows another part of its image); a
/// placement the frame does not want is deleted. A frame that changes nothing sends nothing.
///
/// Main thread; the bytes go to the terminal after the frame's text, each placement at its cell
/// through a cursor move inside a save/restore (`ESC 7` … `ESC 8`), so the cursor is where the
/// text left it.
public struct KittyPlacer: Sendable {
  /// One placement a frame wants: image `imageID` as placement `placementID` with its top-left
  /// cell at (`column`, `row`) of the screen (0-based).
  public struct Item: Hashable, Sendable {
    /// The image, transmitted once.
    public var imageID: UInt32
    /// The placement of it (a card), so the same image can be shown twice.
    public var placementID: UInt32
    /// The top-left cell.
    public var column: Int, row: Int
    /// The cells it covers and the part of the image it shows.
    public var placement: KittyGraphics.Placement

    /// An item from its parts.
    public init(imageID: UInt32, placementID: UInt32, column: Int, row: Int, placement: KittyGraphics.Placement) {
      self.imageID = imageID
      self.placementID = placementID
      self.column = column
      self.row = row
      self.placement = placement
    }
  }

  private struct Key: Hashable, Sendable {
    var imageID: UInt32
    var placementID: UInt32
  }

  private var shown: [Key: Item] = [:]
  /// The images the terminal holds.
  public private(set) var transmitted: Set<UInt32> = []

  /// A placer that has sent nothing yet.
  public init() {}

  /// The bytes that take the terminal from the last frame's placements to `items`. `pixels` gives
  /// an image not yet transmitted; an item whose pixels are not there yet is left out.
  /// - Complexity: O(items + placements shown) plus the transmissions' O(pixels).
  public mutating func frame(_ items: [Item], pixels: (UInt32) -> RGBAImage?) -> [UInt8] {
    var out: [UInt8] = []
    let wanted = Dictionary(
      items.map { (Key(imageID: $0.imageID, placementID: $0.placementID), $0) }, uniquingKeysWith: { _, last in last })
    for (key, _) in shown where wanted[key] == nil {
      out += KittyGraphics.deletePlacement(id: key.imageID, placement: key.placementID)
      shown[key] = nil
    }
    for item in items {
      let key = Key(imageID: item.imageID, placementID: item.placementID)
      if !transmitted.contains(item.imageID) {
        guard let image = pixels(item.imageID) else { continue }
        out += KittyGraphics.transmit(image, id: item.imageID)
        transmitted.insert(item.imageID)
      }
      guard shown[key] != item else { continue }
      out += [0x1B, 0x37] + Array("\u{1B}[\(item.row + 1);\(item.column + 1)H".utf8)
      out += KittyGraphics.place(id: item.imageID, placement: item.placementID, item.placement)
      out += [0x1B, 0x38]
      shown[key] = item
    }
    return out
  }

  /// The bytes to write before the frame holding `items` is drawn: every placement shown that the
  /// frame does not keep exactly as it is (its card moved, was cut differently or left) is
  /// deleted, so from the moment the frame's cells are drawn no card shows a picture that is not
  /// its own; and the images of `evicted` thumbnails are freed. `fullRedraw` (the frame clears the
  /// terminal): every placement goes, and the images count as gone, as a terminal may free images
  /// left without a placement on a clear.
  /// - Complexity: O(items + placements shown + images sent).
  public mutating func deletions(before items: [Item], fullRedraw: Bool, evicted: [UInt32] = []) -> [UInt8] {
    var out: [UInt8] = []
    for id in evicted { out += forget(imageID: id) }
    if fullRedraw {
      if !shown.isEmpty || !transmitted.isEmpty { out += KittyGraphics.deleteAllPlacements() }
      shown.removeAll()
      transmitted.removeAll()
      return out
    }
    let wanted = Dictionary(
      items.map { (Key(imageID: $0.imageID, placementID: $0.placementID), $0) }, uniquingKeysWith: { _, last in last })
    for (key, item) in shown where wanted[key] != item {
      out += KittyGraphics.deletePlacement(id: key.imageID, placement: key.placementID)
      shown[key] = nil
    }
    return out
  }

  /// The bytes to write once the frame holding `items` is on screen: each placement not shown yet,
  /// at its cell, its image sent just before it when the terminal does not hold it (`pixels`
  /// gives it; an item without pixels is left out). Sent and placed in one write, an image is
  /// never left without a placement for a terminal to drop.
  /// - Complexity: O(items) plus the bytes.
  public mutating func placements(_ items: [Item], pixels: (UInt32) -> KittyPixels?) -> [UInt8] {
    var out: [UInt8] = []
    for item in items {
      let key = Key(imageID: item.imageID, placementID: item.placementID)
      guard shown[key] != item else { continue }
      if !transmitted.contains(item.imageID) {
        guard let image = pixels(item.imageID) else { continue }
        out += KittyGraphics.transmit(image, id: item.imageID, firstKeys: "a=t")
        transmitted.insert(item.imageID)
      }
      out += [0x1B, 0x37] + Array("\u{1B}[\(item.row + 1);\(item.column + 1)H".utf8)
      out += KittyGraphics.place(id: item.imageID, placement: item.placementID, item.placement)
      out += [0x1B, 0x38]
      shown[key] = item
    }
    return out
  }

  /// Frees image `id` in the terminal (its thumbnail left the cache): its placements go too. kitty
  /// before 0.28 frees with it every image that has no placement, so those count as unsent.
  /// - Complexity: O(placements shown + images sent).
  public mutating func forget(imageID id: UInt32) -> [UInt8] {
    for key in shown.keys where key.imageID == id { shown[key] = nil }
    guard transmitted.remove(id) != nil else { return [] }
    let placed = Set(shown.keys.map(\.imageID))
    transmitted = transmitted.filter { placed.contains($0) }
    return KittyGraphics.deleteImage(id: id)
  }

  /// Removes every image and placement (leaving, or after the screen was cleared).
  public mutating func clear() -> [UInt8] {
    shown.removeAll()
    transmitted.removeAll()
    return KittyGraphics.deleteAll()
  }
}
