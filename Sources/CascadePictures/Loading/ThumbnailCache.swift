/// Finished thumbnails, bounded by the bytes they hold: when a new one would pass the bound, the
/// least recently shown are dropped (and decoded again if they come back on screen).
///
/// Used by one thread (the main thread). Recency is a counter stamped on each lookup, so a lookup
/// is O(1); eviction scans for the oldest stamps, O(entries), and happens only on insertion.
public struct ThumbnailCache: Sendable {
  private struct Entry: Sendable {
    var thumbnail: Thumbnail
    var lastUsed: UInt64
  }

  /// The most bytes kept.
  public let capacityBytes: Int
  /// The bytes the kept thumbnails take.
  public private(set) var byteCount = 0
  private var entries: [ThumbnailKey: Entry] = [:]
  private var clock: UInt64 = 0

  /// An empty cache keeping at most `capacityBytes`.
  public init(capacityBytes: Int) {
    self.capacityBytes = max(0, capacityBytes)
  }

  /// Thumbnails kept.
  public var count: Int { entries.count }

  /// The thumbnail for `key`, marking it as just used.
  /// - Complexity: O(1).
  public mutating func thumbnail(for key: ThumbnailKey) -> Thumbnail? {
    guard entries[key] != nil else { return nil }
    clock += 1
    entries[key]!.lastUsed = clock
    return entries[key]!.thumbnail
  }

  /// True when `key` is cached, without changing its recency.
  public func contains(_ key: ThumbnailKey) -> Bool { entries[key] != nil }

  /// Keeps `thumbnail`, dropping the least recently used entries until the bound holds. A thumbnail
  /// larger than the whole bound is not kept.
  /// - Complexity: O(1) when there is room; O(entries log entries) when entries must go.
  public mutating func insert(_ thumbnail: Thumbnail, for key: ThumbnailKey) {
    let size = thumbnail.byteCount
    if let old = entries.removeValue(forKey: key) { byteCount -= old.thumbnail.byteCount }
    guard size <= capacityBytes else { return }
    if byteCount + size > capacityBytes {
      // Drop the oldest quarter at once (at least enough), so a stream of insertions does not sort
      // on every one.
      let byAge = entries.sorted { $0.value.lastUsed < $1.value.lastUsed }
      var dropped = 0
      for (oldKey, entry) in byAge where byteCount + size > capacityBytes - capacityBytes / 4 || dropped == 0 {
        entries[oldKey] = nil
        byteCount -= entry.thumbnail.byteCount
        dropped += 1
      }
    }
    clock += 1
    entries[key] = Entry(thumbnail: thumbnail, lastUsed: clock)
    byteCount += size
  }
}
