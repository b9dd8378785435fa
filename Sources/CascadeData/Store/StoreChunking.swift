import Dispatch

/// How the loader cuts the input into work: the blocks it publishes after and the size from which
/// it scans a block on two cores.
///
/// The loader always uses `standard`; the chunk-boundary fuzz target and tests use a few bytes per
/// block, so that inputs of a few hundred bytes cross every block, publication and two-core cut the
/// loader makes in gigabytes.
package struct StoreChunking: Sendable {
  /// Publish at least this often while working through bytes that are all there.
  package var blockSize: Int
  /// The first records are published after at most this much: enough lines for a screen of cards.
  package var firstBlockSize: Int
  /// The first records of an array are published after at most this many elements.
  package var firstPublishElements: Int
  /// Blocks at least this large are split in two and scanned on two cores.
  package var parallelThreshold: Int
  /// False scans a split block's two halves one after the other on the calling thread: the same
  /// cuts and the same work, without a thread hand-off per block, which on a busy machine costs
  /// milliseconds (the fuzz target splits every few bytes; the thread sanitizer tests keep the
  /// halves on two threads).
  package var scansHalvesTogether: Bool

  package init(
    blockSize: Int, firstBlockSize: Int, firstPublishElements: Int, parallelThreshold: Int,
    scansHalvesTogether: Bool = true
  ) {
    self.blockSize = blockSize
    self.firstBlockSize = firstBlockSize
    self.firstPublishElements = firstPublishElements
    self.parallelThreshold = parallelThreshold
    self.scansHalvesTogether = scansHalvesTogether
  }

  /// Runs `part(0)` and `part(1)`, on two cores when `scansHalvesTogether`.
  func scanHalves(_ part: @Sendable (Int) -> Void) {
    if scansHalvesTogether {
      DispatchQueue.concurrentPerform(iterations: 2, execute: part)
    } else {
      part(0)
      part(1)
    }
  }

  package static let standard = StoreChunking(
    blockSize: 4 << 20, firstBlockSize: 64 << 10, firstPublishElements: 1024, parallelThreshold: 512 << 10)
}
