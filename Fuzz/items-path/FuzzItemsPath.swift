/// libFuzzer target: checked by `ItemsPathCheck`, which `swift test` also runs over this target's corpus.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzItemsPath(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  do {
    try ItemsPathCheck.run(Array(UnsafeBufferPointer(start: data, count: size)))
  } catch {
    fatalError(error.reason)
  }
  return 0
}
