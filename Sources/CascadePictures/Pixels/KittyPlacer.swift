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
  /// its own. `fullRedraw` (the terminal is cleared, which not every terminal takes its images
  /// with): every placement on screen goes.
  /// - Complexity: O(items + placements shown).
  public mutating func deletions(before items: [Item], fullRedraw: Bool) -> [UInt8] {
    if fullRedraw {
      let had = !shown.isEmpty
      shown.removeAll()
      return had ? KittyGraphics.deleteAllPlacements() : []
    }
    let wanted = Dictionary(
      items.map { (Key(imageID: $0.imageID, placementID: $0.placementID), $0) }, uniquingKeysWith: { _, last in last })
    var out: [UInt8] = []
    for (key, item) in shown where wanted[key] != item {
      out += KittyGraphics.deletePlacement(id: key.imageID, placement: key.placementID)
      shown[key] = nil
    }
    return out
  }

  /// The bytes to write once the frame holding `items` is on screen: each placement not shown yet,
  /// at its cell. The images are sent already (`ThumbnailLoader`'s transmissions).
  /// - Complexity: O(items) plus the bytes.
  public mutating func placements(_ items: [Item]) -> [UInt8] {
    var out: [UInt8] = []
    for item in items {
      let key = Key(imageID: item.imageID, placementID: item.placementID)
      guard shown[key] != item else { continue }
      out += [0x1B, 0x37] + Array("\u{1B}[\(item.row + 1);\(item.column + 1)H".utf8)
      out += KittyGraphics.place(id: item.imageID, placement: item.placementID, item.placement)
      out += [0x1B, 0x38]
      shown[key] = item
    }
    return out
  }

  /// Frees image `id` in the terminal (its thumbnail left the cache): its placements go too.
  public mutating func forget(imageID id: UInt32) -> [UInt8] {
    guard transmitted.remove(id) != nil else { return [] }
    for key in shown.keys where key.imageID == id { shown[key] = nil }
    return KittyGraphics.deleteImage(id: id)
  }

  /// Removes every image and placement (leaving, or after the screen was cleared).
  public mutating func clear() -> [UInt8] {
    shown.removeAll()
    transmitted.removeAll()
    return KittyGraphics.deleteAll()
  }
}
