/// libFuzzer target: one NDJSON line through the loading pass's fast path for flat objects and
/// through the general scan it stands in for, checked by `JSONLineCheck`, which `swift test` also
/// runs over this target's corpus.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONLine(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  if let failure = JSONLineCheck.failure(Array(UnsafeBufferPointer(start: data, count: size))) { fatalError(failure) }
  return 0
}
