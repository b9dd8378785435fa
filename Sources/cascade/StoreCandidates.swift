import CascadeData
import CascadeMatch

/// A record store's printed texts as match candidates, read in place (see
/// `RecordStore.withPrintedBytes`), in input order or reversed for `--tac`.
struct StoreCandidates: MatchCandidates {
  let store: RecordStore
  let count: Int
  let isReversed: Bool

  /// - Complexity: O(1) for text and NDJSON lines.
  func withBytes<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    store.withPrintedBytes(at: isReversed ? count - 1 - index : index, body)
  }
}
