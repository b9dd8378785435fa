/// One result per slice of work run by `DispatchQueue.concurrentPerform`, each written by its own
/// slice's thread only and read once `concurrentPerform` has returned, so no lock.
struct SliceSlots<Element>: @unchecked Sendable {
  let buffer: UnsafeMutableBufferPointer<Element>

  init(_ buffer: UnsafeMutableBufferPointer<Element>) { self.buffer = buffer }
}
