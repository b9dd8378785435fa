/// libFuzzer target: any bytes as a PNG file through Cascade's libpng wrapper
/// (`PictureDecoder.decode` after `PictureHeader.parse`, from
/// `CascadePictures`), at a thumbnail size the first byte chooses. The check is
/// `PictureDecodingCheck`'s, which `swift test` also runs over this target's corpus.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let input = Array(UnsafeBufferPointer(start: data, count: size))
  if let failure = PictureDecodingCheck.failure(decoding: input, as: .png) { fatalError(failure) }
  return 0
}
