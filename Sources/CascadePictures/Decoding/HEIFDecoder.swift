import CHeif

/// HEIC and AVIF through libheif, which decodes with the file's turns, mirrors and crop applied
/// (`irot`, `imir`, `clap`), so its pixels are upright. HEVC and AV1 cannot decode at a fraction
/// of their size, so a card's thumbnail comes from the smallest thumbnail the file carries that
/// still covers it (a phone's HEIC holds one of about 320 pixels), else the whole picture, which is
/// then box-filtered down. Every call has its own context: workers decode in parallel.
package enum HEIFDecoder {
  /// libheif's set-up, once per process, before the first context.
  private static let started: Bool = {
    _ = heif_init(nil)
    return true
  }()

  static func decode(_ bytes: [UInt8], size header: PixelSize, fitting bounds: PixelSize) throws(PictureError)
    -> RGBAImage
  {
    try withPrimaryImage(bytes) { (primary) throws(PictureError) -> RGBAImage in
      let target = PixelSize.fitting(width: header.width, height: header.height, in: bounds)
      var handle = primary
      var thumbnail: OpaquePointer?
      defer { if let thumbnail { heif_image_handle_release(thumbnail) } }
      if let smallest = smallestThumbnail(of: primary, covering: target) {
        thumbnail = smallest
        handle = smallest
      }
      let width = Int(heif_image_handle_get_width(handle)), height = Int(heif_image_handle_get_height(handle))
      guard width > 0, height > 0, width <= PictureDecoder.maximumDecodedPixels / height else {
        throw .tooLarge(width: width, height: height)
      }
      var image: OpaquePointer?
      let status = heif_decode_image(handle, &image, heif_colorspace_RGB, heif_chroma_interleaved_RGBA, nil)
      guard status.code == heif_error_Ok, let image else { throw .undecodable(message(status)) }
      defer { heif_image_release(image) }
      var stride: Int32 = 0
      let decodedWidth = Int(heif_image_get_width(image, heif_channel_interleaved))
      let decodedHeight = Int(heif_image_get_height(image, heif_channel_interleaved))
      guard decodedWidth > 0, decodedHeight > 0,
        let plane = heif_image_get_plane_readonly(image, heif_channel_interleaved, &stride)
      else { throw .undecodable("libheif gave no RGBA pixels") }
      var pixels = [UInt8](repeating: 0, count: 4 * decodedWidth * decodedHeight)
      pixels.withUnsafeMutableBufferPointer { target in
        for row in 0..<decodedHeight {
          (target.baseAddress! + 4 * decodedWidth * row).update(
            from: plane + Int(stride) * row, count: 4 * decodedWidth)
        }
      }
      return RGBAImage(width: decodedWidth, height: decodedHeight, pixels: pixels)
    }
  }

  /// The primary image's EXIF block: its TIFF structure, after the 4-byte offset libheif's data
  /// starts with and the `Exif\0\0` that usually follows.
  static func exifTIFF(_ bytes: [UInt8]) -> [UInt8]? {
    try? withPrimaryImage(bytes) { (primary) throws(PictureError) -> [UInt8]? in
      var id: heif_item_id = 0
      guard heif_image_handle_get_list_of_metadata_block_IDs(primary, "Exif", &id, 1) == 1 else { return nil }
      let size = heif_image_handle_get_metadata_size(primary, id)
      guard size > 4, size <= 1 << 20 else { return nil }
      var data = [UInt8](repeating: 0, count: size)
      let status = data.withUnsafeMutableBytes { heif_image_handle_get_metadata(primary, id, $0.baseAddress) }
      guard status.code == heif_error_Ok else { return nil }
      let skip = 4 + (Int(data[0]) << 24 | Int(data[1]) << 16 | Int(data[2]) << 8 | Int(data[3]))
      guard skip >= 4, skip < size else { return nil }
      return Array(data[skip...])
    } ?? nil
  }

  /// Runs `body` with the primary image's handle of the HEIF file in `bytes`.
  private static func withPrimaryImage<T>(_ bytes: [UInt8], _ body: (OpaquePointer) throws(PictureError) -> T)
    throws(PictureError) -> T
  {
    _ = started
    guard let context = heif_context_alloc() else { throw .undecodable("libheif could not start") }
    defer { heif_context_free(context) }
    var result: Result<T, PictureError> = .failure(.undecodable("libheif could not read the file"))
    bytes.withUnsafeBytes { raw in
      let read = heif_context_read_from_memory_without_copy(context, raw.baseAddress, raw.count, nil)
      guard read.code == heif_error_Ok else {
        result = .failure(.undecodable(message(read)))
        return
      }
      var primary: OpaquePointer?
      let found = heif_context_get_primary_image_handle(context, &primary)
      guard found.code == heif_error_Ok, let primary else {
        result = .failure(.undecodable(message(found)))
        return
      }
      defer { heif_image_handle_release(primary) }
      do throws(PictureError) {
        result = .success(try body(primary))
      } catch {
        result = .failure(error)
      }
    }
    return try result.get()
  }

  /// The smallest of `primary`'s thumbnails that covers `target` either way up (libheif 1.15 gives a
  /// handle's size before its turn); nil when none does.
  private static func smallestThumbnail(of primary: OpaquePointer, covering target: PixelSize) -> OpaquePointer? {
    let count = Int(heif_image_handle_get_number_of_thumbnails(primary))
    guard count > 0 else { return nil }
    var ids = [heif_item_id](repeating: 0, count: min(count, 16))
    let listed = Int(heif_image_handle_get_list_of_thumbnail_IDs(primary, &ids, Int32(ids.count)))
    var best: (handle: OpaquePointer, pixels: Int)?
    for id in ids.prefix(listed) {
      var handle: OpaquePointer?
      guard heif_image_handle_get_thumbnail(primary, id, &handle).code == heif_error_Ok, let handle else { continue }
      let width = Int(heif_image_handle_get_width(handle)), height = Int(heif_image_handle_get_height(handle))
      let covers =
        max(width, height) >= max(target.width, target.height) && min(width, height) >= min(target.width, target.height)
      if covers && width * height < (best?.pixels ?? Int.max) {
        if let old = best?.handle { heif_image_handle_release(old) }
        best = (handle, width * height)
      } else {
        heif_image_handle_release(handle)
      }
    }
    return best?.handle
  }

  private static func message(_ error: heif_error) -> String {
    error.message.map { String(cString: $0) } ?? "libheif failed"
  }
}
