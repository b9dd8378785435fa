/// The kitty graphics protocol's commands (kitty, Ghostty, WezTerm, Konsole): an image transmitted
/// once under an id, then placed, moved and deleted by placement, each an APC sequence
/// `ESC _ G keys ; payload ESC \`. Bytes only: writing them is the terminal session's business.
///
/// Every command asks for no reply (`q=2`), so nothing comes back on the terminal's input.
public enum KittyGraphics {
  /// The most base64 bytes in one chunk of a transmission, as the protocol requires.
  public static let chunkBytes = 4096

  /// Transmits `image` (RGBA, `f=32`) under `id` without placing it, in chunks (`m=1` on all but
  /// the last).
  /// - Complexity: O(pixels).
  public static func transmit(_ image: RGBAImage, id: UInt32) -> [UInt8] { transmit(image, id: id, firstKeys: "a=t") }

  /// Transmits `image` under `id` with `firstKeys` (the action and its placement keys) in the first
  /// chunk.
  /// - Complexity: O(pixels).
  static func transmit(_ image: RGBAImage, id: UInt32, firstKeys: String) -> [UInt8] {
    transmit(bytes: image.pixels, width: image.width, height: image.height, id: id, firstKeys: firstKeys)
  }

  /// Transmits `pixels` (deflated, `o=z`, when they are) under `id` with `firstKeys`.
  /// - Complexity: O(bytes).
  static func transmit(_ pixels: KittyPixels, id: UInt32, firstKeys: String) -> [UInt8] {
    transmit(
      bytes: pixels.bytes, width: pixels.width, height: pixels.height, id: id,
      firstKeys: firstKeys + (pixels.isDeflated ? ",o=z" : ""))
  }

  private static func transmit(bytes: [UInt8], width: Int, height: Int, id: UInt32, firstKeys: String) -> [UInt8] {
    let payload = Base64.encode(bytes)
    var out: [UInt8] = []
    out.reserveCapacity(payload.count + payload.count / chunkBytes * 16 + 64)
    var start = 0
    repeat {
      let end = min(payload.count, start + chunkBytes)
      let more = end < payload.count ? 1 : 0
      let keys = start == 0 ? "\(firstKeys),f=32,s=\(width),v=\(height),i=\(id),q=2,m=\(more)" : "m=\(more)"
      out += command(keys, payload: payload[start..<end])
      start = end
    } while start < payload.count
    return out
  }

  /// Where a placement shows its image: `columns` × `rows` cells from the cursor, showing the
  /// image's pixels from (`x`, `y`), `width` × `height` (the part of a card left in view).
  public struct Placement: Hashable, Sendable {
    /// Cells across and down.
    public var columns: Int, rows: Int
    /// The part of the image shown, in pixels.
    public var x: Int, y: Int, width: Int, height: Int

    /// A placement of `columns` × `rows` cells showing the image's pixels in the given rectangle.
    public init(columns: Int, rows: Int, x: Int, y: Int, width: Int, height: Int) {
      self.columns = columns
      self.rows = rows
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }
  }

  /// Places image `id` as placement `placement` at the cursor, which stays where it is (`C=1`); a
  /// placement already shown under the same ids moves.
  public static func place(id: UInt32, placement: UInt32, _ where: Placement) -> [UInt8] {
    command(
      "a=p,i=\(id),p=\(placement),c=\(`where`.columns),r=\(`where`.rows),x=\(`where`.x),y=\(`where`.y),w=\(`where`.width),h=\(`where`.height),C=1,q=2"
    )
  }

  /// Removes placement `placement` of image `id` from the screen, keeping the image for later.
  public static func deletePlacement(id: UInt32, placement: UInt32) -> [UInt8] {
    command("a=d,d=i,i=\(id),p=\(placement),q=2")
  }

  /// Removes image `id`, its placements and its pixels from the terminal's memory.
  public static func deleteImage(id: UInt32) -> [UInt8] { command("a=d,d=I,i=\(id),q=2") }

  /// Removes every placement on screen, keeping the images for later.
  public static func deleteAllPlacements() -> [UInt8] { command("a=d,d=a,q=2") }

  /// Removes every image and placement (on leaving).
  public static func deleteAll() -> [UInt8] { command("a=d,d=A,q=2") }

  /// `sequence` wrapped for tmux's passthrough (`ESC P tmux; … ESC \`, every ESC inside doubled),
  /// which tmux forwards to the terminal outside when `allow-passthrough` is on.
  public static func tmuxPassthrough(_ sequence: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x1B, 0x50] + Array("tmux;".utf8)
    for byte in sequence {
      if byte == 0x1B { out.append(0x1B) }
      out.append(byte)
    }
    return out + [0x1B, 0x5C]
  }

  private static func command(_ keys: String, payload: ArraySlice<UInt8> = []) -> [UInt8] {
    var out: [UInt8] = [0x1B, 0x5F, 0x47] + Array(keys.utf8)
    if !payload.isEmpty { out.append(0x3B); out += payload }
    return out + [0x1B, 0x5C]
  }
}

/// Standard base64 (RFC 4648, with padding), as the kitty protocol's payloads are.
enum Base64 {
  private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// `bytes` in base64.
  /// - Complexity: O(bytes).
  static func encode(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index + 3 <= bytes.count {
      let v = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
      out += [alphabet[Int(v >> 18)], alphabet[Int(v >> 12 & 63)], alphabet[Int(v >> 6 & 63)], alphabet[Int(v & 63)]]
      index += 3
    }
    let rest = bytes.count - index
    if rest > 0 {
      let v = UInt32(bytes[index]) << 16 | (rest == 2 ? UInt32(bytes[index + 1]) << 8 : 0)
      out += [alphabet[Int(v >> 18)], alphabet[Int(v >> 12 & 63)], rest == 2 ? alphabet[Int(v >> 6 & 63)] : 0x3D, 0x3D]
    }
    return out
  }
}
