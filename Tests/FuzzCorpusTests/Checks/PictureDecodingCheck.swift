#if canImport(CascadePictures)
  @testable import CascadePictures
#endif

/// What the picture decoder fuzz targets (`Fuzz/<format>-decoder`) ask of one input, and what
/// `FuzzCorpusTests` asks of every file of their corpora: both import
/// `CascadePictures`.
///
/// The first byte gives the thumbnail's bounds (1–61 pixels each way, low four bits across, high
/// four down), the rest is the file. Only a file whose header `PictureHeader` reads as `format`
/// reaches the decoder, as in `PictureFile.readPicture`. Decoding may not crash, read outside the
/// bytes or leak (AddressSanitizer, under libFuzzer); it ends in a `PictureError` or in a picture of
/// exactly the size the header, fitted to the bounds, promised the card.
enum PictureDecodingCheck {
  /// Why `input` fails the check, or nil when it passes.
  static func failure(decoding input: [UInt8], as format: PictureFormat) -> String? {
    guard let first = input.first else { return nil }
    let bounds = PixelSize(width: 1 + 4 * Int(first & 0x0F), height: 1 + 4 * Int(first >> 4))
    // A copy in an allocation of its exact size, so a read one past the file is caught.
    var file: [UInt8] = []
    file.reserveCapacity(input.count - 1)
    file.append(contentsOf: input.dropFirst())
    guard let header = try? PictureHeader.parse(file), header.format == format else { return nil }
    let image: RGBAImage
    do {
      image = try PictureDecoder.decode(file, header: header, fitting: bounds)
    } catch {
      return nil
    }
    let promised = PixelSize.fitting(width: header.width, height: header.height, in: bounds)
    guard image.width == promised.width, image.height == promised.height else {
      return "\(header.width)×\(header.height) \(format) decoded for \(bounds.width)×\(bounds.height) as "
        + "\(image.width)×\(image.height), not \(promised.width)×\(promised.height)"
    }
    guard image.pixels.count == 4 * image.width * image.height else {
      return "\(image.pixels.count) bytes for \(image.width)×\(image.height) pixels"
    }
    return nil
  }
}
