import CGif

/// GIF through giflib: the first frame, placed on the logical screen, its transparent colour (from
/// the graphics control extension) left transparent.
enum GIFDecoder {
  /// What giflib's read callback reads from: the file's bytes and how far it has read.
  private final class Source {
    let bytes: [UInt8]
    var offset = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }
  }

  static func decode(_ bytes: [UInt8]) throws(PictureError) -> RGBAImage {
    let source = Source(bytes)
    var error: Int32 = 0
    let read: InputFunc = { file, buffer, count in
      guard let file, let buffer, let user = file.pointee.UserData else { return 0 }
      let source = Unmanaged<Source>.fromOpaque(user).takeUnretainedValue()
      let n = max(0, min(Int(count), source.bytes.count - source.offset))
      source.bytes.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress! + source.offset, count: n) }
      source.offset += n
      return Int32(n)
    }
    guard let file = withExtendedLifetime(source, { DGifOpen(Unmanaged.passUnretained(source).toOpaque(), read, &error) }) else {
      throw .undecodable("giflib refused the file")
    }
    defer { DGifCloseFile(file, &error) }
    let slurped = withExtendedLifetime(source) { DGifSlurp(file) }
    // A GIF cut short still has its first frame when giflib got that far.
    guard file.pointee.ImageCount > 0, let saved = file.pointee.SavedImages else {
      throw slurped == GIF_OK ? .undecodable("a GIF without frames") : .truncated
    }
    _ = slurped
    return try firstFrame(file, saved.pointee)
  }

  private static func firstFrame(_ file: UnsafeMutablePointer<GifFileType>, _ frame: SavedImage) throws(PictureError) -> RGBAImage {
    let width = Int(file.pointee.SWidth), height = Int(file.pointee.SHeight)
    guard width > 0, height > 0, width <= PictureDecoder.maximumDecodedPixels / height else { throw .tooLarge(width: width, height: height) }
    guard let map = frame.ImageDesc.ColorMap ?? file.pointee.SColorMap, let colors = map.pointee.Colors, let raster = frame.RasterBits else {
      throw .undecodable("a GIF frame without colours")
    }
    var control = GraphicsControlBlock()
    let transparent = DGifSavedExtensionToGCB(file, 0, &control) == GIF_OK ? Int(control.TransparentColor) : -1
    var pixels = [UInt8](repeating: 0, count: 4 * width * height)
    let desc = frame.ImageDesc
    let colorCount = Int(map.pointee.ColorCount)
    for y in 0..<Int(desc.Height) {
      let ty = Int(desc.Top) + y
      guard ty >= 0, ty < height else { continue }
      for x in 0..<Int(desc.Width) {
        let tx = Int(desc.Left) + x
        guard tx >= 0, tx < width else { continue }
        let index = Int(raster[y * Int(desc.Width) + x])
        guard index != transparent, index < colorCount else { continue }
        let color = colors[index], o = 4 * (ty * width + tx)
        pixels[o] = color.Red; pixels[o + 1] = color.Green; pixels[o + 2] = color.Blue; pixels[o + 3] = 255
      }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }
}
