/// libFuzzer target: the `--bind` key and action parser (`KeyBindings.parse`, compiled into the
/// target from `Sources/CascadeApp`) on any text, checked by `BindCheck`, which `swift test` also
/// runs over this target's corpus.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBind(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  guard let data else { return 0 }
  let spec = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  if let failure = BindCheck.failure(spec) { fatalError(failure) }
  return 0
}
