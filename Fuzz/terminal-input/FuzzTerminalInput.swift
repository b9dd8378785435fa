/// libFuzzer target: checked by `TerminalInputCheck`, which `swift test` also runs over this target's corpus.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTerminalInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  do {
    try TerminalInputCheck.run(Array(UnsafeBufferPointer(start: data, count: size)))
  } catch {
    fatalError(error.reason)
  }
  return 0
}
