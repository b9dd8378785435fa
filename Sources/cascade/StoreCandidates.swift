import CascadeData
import CascadeMatch

/// A record store's printed texts as match candidates, read in place (see
/// `RecordStore.withPrintedBytes`), from record `first` on (after `--header-lines`), in input
/// order or reversed for `--tac`.
struct StoreCandidates: MatchCandidates {
  let store: RecordStore
  var first = 0
  let count: Int
  let isReversed: Bool

  /// - Complexity: O(1) for text and NDJSON lines.
  func withBytes<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    store.withPrintedBytes(at: first + (isReversed ? count - 1 - index : index), body)
  }
}
