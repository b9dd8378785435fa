/// libFuzzer target: checked by `TextCheck`, which `swift test` also runs over this target's corpus.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzText(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  do {
    try TextCheck.run(Array(UnsafeBufferPointer(start: data, count: size)))
  } catch {
    fatalError(error.reason)
  }
  return 0
}
