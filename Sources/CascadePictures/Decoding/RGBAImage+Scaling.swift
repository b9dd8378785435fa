extension RGBAImage {
  /// The image shrunk to fit `bounds` by averaging the source pixels each target pixel covers (a
  /// box filter: cheap and free of the aliasing that skipping pixels gives); unchanged when it fits.
  /// - Complexity: O(source pixels).
  public func scaled(toFit bounds: PixelSize) -> RGBAImage {
    scaled(to: PixelSize.fitting(width: width, height: height, in: bounds))
  }

  /// The image box-filtered to exactly `target`, which should be no larger either way: a decoder
  /// that shrank while decoding (libjpeg-turbo's eighths round up) still ends at the size the
  /// picture's header promised the card, not one a rounding away from it.
  /// - Complexity: O(source pixels).
  func scaled(to target: PixelSize) -> RGBAImage {
    guard target.width != width || target.height != height else { return self }
    var out = [UInt8](repeating: 0, count: 4 * target.width * target.height)
    pixels.withUnsafeBufferPointer { source in
      for ty in 0..<target.height {
        let y0 = ty * height / target.height, y1 = max(y0 + 1, (ty + 1) * height / target.height)
        for tx in 0..<target.width {
          let x0 = tx * width / target.width, x1 = max(x0 + 1, (tx + 1) * width / target.width)
          var sum = (0, 0, 0, 0)
          for y in y0..<y1 {
            var i = 4 * (y * width + x0)
            for _ in x0..<x1 {
              sum.0 += Int(source[i]); sum.1 += Int(source[i + 1]); sum.2 += Int(source[i + 2]);
              sum.3 += Int(source[i + 3])
              i += 4
            }
          }
          let n = (y1 - y0) * (x1 - x0), o = 4 * (ty * target.width + tx)
          out[o] = UInt8(sum.0 / n); out[o + 1] = UInt8(sum.1 / n); out[o + 2] = UInt8(sum.2 / n);
          out[o + 3] = UInt8(sum.3 / n)
        }
      }
    }
    var scaled = RGBAImage(width: target.width, height: target.height, pixels: out)
    scaled.isTruncated = isTruncated
    return scaled
  }

  /// The average colour, alpha-weighted, for a card's placeholder; nil for a fully transparent image.
  /// - Complexity: O(pixels / step²), sampling every `step`th pixel each way.
  public func averageColor(step: Int = 4) -> (r: UInt8, g: UInt8, b: UInt8)? {
    var sum = (0, 0, 0), weight = 0
    for y in stride(from: 0, to: height, by: max(1, step)) {
      for x in stride(from: 0, to: width, by: max(1, step)) {
        let p = pixel(x: x, y: y), a = Int(p.a)
        sum.0 += Int(p.r) * a; sum.1 += Int(p.g) * a; sum.2 += Int(p.b) * a
        weight += a
      }
    }
    guard weight > 0 else { return nil }
    return (UInt8(sum.0 / weight), UInt8(sum.1 / weight), UInt8(sum.2 / weight))
  }
}
