import CascadeSystem

/// How far reading a streamed collection has come: a snapshot the viewer takes once per loop turn.
public struct LoadProgress: Equatable, Sendable {
  /// Records readable now: `record(at:)` answers for items `0..<recordCount` of section 0, and
  /// those records never change.
  public var recordCount: Int
  /// Input bytes read so far.
  public var bytesRead: Int
  /// The input's size when it is known (a regular file), for "loading 412,000 · 43%"; nil for a pipe.
  public var totalBytes: Int?
  /// True once reading has stopped: at the end of the input, on an error, or after `cancel()`.
  public var isFinished: Bool
  /// Why reading stopped early: the input is malformed or unreadable. The records before the error
  /// stay readable; the command reports the error (status 2) once the terminal is restored.
  public var failure: InputError?
  /// Where the collection was found inside a JSON document whose top level is an object, jq-style
  /// (`.data.children`); nil when the input's top level is the collection itself.
  public var itemsPath: String?
  /// How the input file has changed since it was opened (cut short, replaced…), nil while it is
  /// as it was read; the records read stay as they were, since their bytes are Cascade's own.
  public var inputChange: FileChange?
  /// True while a file is followed (`--follow`): reading goes on as it grows.
  public var isFollowing = false
  /// For an SQLite database: whether the cards are its table list, a table's rows or a query's;
  /// nil for every other input.
  public var database: DatabaseContent?

  /// A progress report; every part defaults to nothing read yet.
  public init(
    recordCount: Int = 0, bytesRead: Int = 0, totalBytes: Int? = nil, isFinished: Bool = false,
    failure: InputError? = nil, itemsPath: String? = nil
  ) {
    self.recordCount = recordCount
    self.bytesRead = bytesRead
    self.totalBytes = totalBytes
    self.isFinished = isFinished
    self.failure = failure
    self.itemsPath = itemsPath
  }

  /// The share of the input read, 0...1, when its size is known.
  public var fractionRead: Double? {
    guard let totalBytes, totalBytes > 0 else { return nil }
    return min(1, Double(bytesRead) / Double(totalBytes))
  }
}
