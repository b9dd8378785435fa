import CGif

/// GIF through giflib: the first frame only, placed on the logical screen, its transparent colour
/// (from the graphics control extension before it) left transparent.
///
/// Records are read one by one rather than with `DGifSlurp`, which would decode every frame of an
/// animation: a small file of many large, highly compressible frames would otherwise take gigabytes.
enum GIFDecoder {
  /// What giflib's read callback reads from: the file's bytes and how far it has read.
  private final class Source {
    let bytes: [UInt8]
    var offset = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }
  }

  static func decode(_ bytes: [UInt8], size header: PixelSize) throws(PictureError) -> RGBAImage {
    let source = Source(bytes)
    let read: InputFunc = { file, buffer, count in
      guard let file, let buffer, let user = file.pointee.UserData else { return 0 }
      let source = Unmanaged<Source>.fromOpaque(user).takeUnretainedValue()
      let n = max(0, min(Int(count), source.bytes.count - source.offset))
      if n > 0 {
        source.bytes.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress! + source.offset, count: n) }
      }
      source.offset += n
      return Int32(n)
    }
    return try withExtendedLifetime(source) { () throws(PictureError) -> RGBAImage in
      var error: Int32 = 0
      guard let file = DGifOpen(Unmanaged.passUnretained(source).toOpaque(), read, &error) else {
        throw .undecodable("giflib refused the file")
      }
      defer { DGifCloseFile(file, &error) }
      try PictureDecoder.check(width: Int(file.pointee.SWidth), height: Int(file.pointee.SHeight), against: header)
      return try firstFrame(file)
    }
  }

  /// Reads records up to the first image, keeping the transparent colour of a graphics control
  /// extension before it, and decodes that image's rows.
  private static func firstFrame(_ file: UnsafeMutablePointer<GifFileType>) throws(PictureError) -> RGBAImage {
    let width = Int(file.pointee.SWidth), height = Int(file.pointee.SHeight)
    guard width > 0, height > 0, width <= PictureDecoder.maximumDecodedPixels / height else {
      throw .tooLarge(width: width, height: height)
    }
    var transparent = -1
    while true {
      var type = UNDEFINED_RECORD_TYPE
      guard DGifGetRecordType(file, &type) == GIF_OK else { throw .truncated }
      switch type {
      case EXTENSION_RECORD_TYPE:
        var code: Int32 = 0
        var block: UnsafeMutablePointer<GifByteType>?
        guard DGifGetExtension(file, &code, &block) == GIF_OK else { throw .truncated }
        if code == GRAPHICS_EXT_FUNC_CODE, let data = block {
          var control = GraphicsControlBlock()
          if DGifExtensionToGCB(Int(data[0]), data + 1, &control) == GIF_OK {
            transparent = Int(control.TransparentColor)
          }
        }
        while block != nil {
          guard DGifGetExtensionNext(file, &block) == GIF_OK else { throw .truncated }
        }
      case IMAGE_DESC_RECORD_TYPE:
        guard DGifGetImageDesc(file) == GIF_OK else { throw .truncated }
        return try readImage(file, width: width, height: height, transparent: transparent)
      case TERMINATE_RECORD_TYPE:
        throw .undecodable("a GIF without frames")
      default:
        throw .malformed("an unknown GIF record")
      }
    }
  }

  private static func readImage(_ file: UnsafeMutablePointer<GifFileType>, width: Int, height: Int, transparent: Int)
    throws(PictureError) -> RGBAImage
  {
    let desc = file.pointee.Image
    let frameWidth = Int(desc.Width), frameHeight = Int(desc.Height)
    guard frameWidth > 0, frameHeight > 0, frameWidth <= PictureDecoder.maximumDecodedPixels / frameHeight else {
      throw .tooLarge(width: frameWidth, height: frameHeight)
    }
    guard let map = desc.ColorMap ?? file.pointee.SColorMap, let colors = map.pointee.Colors else {
      throw .undecodable("a GIF frame without colours")
    }
    let colorCount = Int(map.pointee.ColorCount)
    // Interlaced frames store rows in four passes: every 8th from 0, every 8th from 4, every 4th
    // from 2, every 2nd from 1.
    let passes: [(start: Int, step: Int)] = desc.Interlace ? [(0, 8), (4, 8), (2, 4), (1, 2)] : [(0, 1)]
    var row = [GifPixelType](repeating: 0, count: frameWidth)
    var pixels = [UInt8](repeating: 0, count: 4 * width * height)
    for pass in passes {
      for y in stride(from: pass.start, to: frameHeight, by: pass.step) {
        guard DGifGetLine(file, &row, Int32(frameWidth)) == GIF_OK else { throw .truncated }
        let ty = Int(desc.Top) + y
        guard ty >= 0, ty < height else { continue }
        for x in 0..<frameWidth {
          let tx = Int(desc.Left) + x, index = Int(row[x])
          guard tx >= 0, tx < width, index != transparent, index < colorCount else { continue }
          let color = colors[index], o = 4 * (ty * width + tx)
          pixels[o] = color.Red; pixels[o + 1] = color.Green; pixels[o + 2] = color.Blue; pixels[o + 3] = 255
        }
      }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }
}
