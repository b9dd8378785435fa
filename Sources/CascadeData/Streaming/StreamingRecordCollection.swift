/// A collection whose records are still arriving: one section, without a header, whose count grows
/// while other threads read the input.
///
/// `sections` reports the records readable at the moment of the call. A viewer must not rely on two
/// calls agreeing: it takes `progress.recordCount` once per loop turn, tells its layout that the
/// items between the old and the new count were appended, and asks only for items below the count
/// it took. Every member may be called from any thread; records below a published count never
/// change, so reading them needs no lock on the caller's side.
public protocol StreamingRecordCollection: RecordCollection, AnyObject {
  /// A snapshot of how far reading has come.
  var progress: LoadProgress { get }
  /// Blocks until reading has finished (the end of the input, an error, or `cancel()`), for
  /// `--dump`, `--layout-json` and output that needs every record.
  func waitUntilFinished()
  /// Stops reading as soon as possible; the records read so far stay readable. Idempotent.
  func cancel()
}

extension StreamingRecordCollection {
  /// One section of the records read so far; its count grows while reading goes on.
  public var sections: [RecordSection] { [RecordSection(count: progress.recordCount)] }
}
