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
  /// A descriptor that becomes readable when the first records are published and when reading
  /// finishes, for a viewer to poll beside the terminal (reading up to 8 bytes from it makes it unreadable
  /// again);
  /// nil when the collection gives none and viewers look at `progress` on a timer.
  var wakeDescriptor: Int32? { get }
  /// Tells the collection that a screen showing its first records has been drawn, so loading held
  /// for it (`LoadRequest.holdsForFirstScreen`) goes on. Any thread; idempotent.
  func firstScreenShown()
}

extension StreamingRecordCollection {
  /// None: a collection that does not signal is looked at on a timer.
  public var wakeDescriptor: Int32? { nil }

  /// Nothing: a collection that is not held has nothing to resume.
  public func firstScreenShown() {}

  /// One section of the records read so far; its count grows while reading goes on.
  public var sections: [RecordSection] { [RecordSection(count: progress.recordCount)] }
}
