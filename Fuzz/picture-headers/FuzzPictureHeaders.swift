/// libFuzzer target: any bytes as the start of a picture file, through the header readers (PNG,
/// JPEG, GIF, WebP), from `CascadePictures`, checked by
/// `PictureHeaderCheck`, which `swift test` also runs over this target's corpus.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPictureHeaders(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  guard let data, size > 0 else { return 0 }
  if let failure = PictureHeaderCheck.failure(Array(UnsafeBufferPointer(start: data, count: size))) {
    fatalError(failure)
  }
  return 0
}
