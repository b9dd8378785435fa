/// libFuzzer target: a query parsed with fzf's syntax and matched against a candidate, checked by
/// `MatchQueryCheck`, which `swift test` also runs over this target's corpus.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMatchQuery(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  if let failure = MatchQueryCheck.failure(Array(UnsafeBufferPointer(start: data, count: size))) { fatalError(failure) }
  return 0
}
