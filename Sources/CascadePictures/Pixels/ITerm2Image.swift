/// iTerm2's inline images (iTerm2, WezTerm): `ESC ] 1337 ; File=inline=1;size=N;width=C;height=R;
/// preserveAspectRatio=0 : <base64 PNG> BEL`, the picture stretched over `C` × `R` cells from the
/// cursor (the thumbnail was already fitted to them, so stretching keeps its shape).
public enum ITerm2Image {
  /// The sequence drawing `image` across `columns` × `rows` cells.
  /// - Complexity: O(pixels).
  public static func sequence(_ image: RGBAImage, columns: Int, rows: Int) -> [UInt8] {
    let png = PNGEncoder.encode(image)
    guard !png.isEmpty, columns > 0, rows > 0 else { return [] }
    var out = Array(
      "\u{1B}]1337;File=inline=1;size=\(png.count);width=\(columns);height=\(rows);preserveAspectRatio=0:".utf8)
    out += Base64.encode(png)
    out.append(0x07)
    return out
  }
}
