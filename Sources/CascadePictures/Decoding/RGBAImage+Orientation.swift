extension RGBAImage {
  /// The image turned upright from pixels stored with `orientation`; itself for `.up`.
  /// - Complexity: O(pixels), run on a thumbnail after it is scaled down, never on the main thread.
  public func oriented(_ orientation: PictureOrientation) -> RGBAImage {
    guard orientation != .up else { return self }
    let outWidth = orientation.swapsAxes ? height : width
    let outHeight = orientation.swapsAxes ? width : height
    var out = [UInt8](repeating: 0, count: pixels.count)
    pixels.withUnsafeBytes { source in
      out.withUnsafeMutableBytes { target in
        let from = source.bindMemory(to: UInt32.self), to = target.bindMemory(to: UInt32.self)
        for y in 0..<outHeight {
          for x in 0..<outWidth {
            let stored = orientation.storedPoint(x: x, y: y, width: width, height: height)
            to[y * outWidth + x] = from[stored.y * width + stored.x]
          }
        }
      }
    }
    var image = RGBAImage(width: outWidth, height: outHeight, pixels: out)
    image.isTruncated = isTruncated
    return image
  }
}
