/// Finished thumbnails, bounded by the bytes they hold: when a new one would pass the bound, the
/// least recently shown are dropped (and decoded again if they come back on screen). The
/// thumbnails the latest frame asked for (`pin(_:)`) are kept whatever the bound: the bound is for
/// what lies beyond the screen, so a bound of 0 keeps nothing else, and a bound smaller than a
/// screenful of thumbnails still draws every one rather than making them again forever.
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
  private var pinned: Set<ThumbnailKey> = []

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

  /// Keeps the thumbnails for `keys` (those the frame wants now) whatever the bound, until the next
  /// call; the others are dropped as far as the bound asks.
  /// - Complexity: O(keys), plus a trim when the bound is passed.
  public mutating func pin(_ keys: some Sequence<ThumbnailKey>) {
    pinned = Set(keys)
    trim(makingRoomFor: 0)
  }

  /// Keeps `thumbnail`, dropping the least recently used entries that are not pinned until the
  /// bound holds. A thumbnail larger than the whole bound is kept only while pinned.
  /// - Complexity: O(1) when there is room; O(entries log entries) when entries must go.
  public mutating func insert(_ thumbnail: Thumbnail, for key: ThumbnailKey) {
    let size = thumbnail.byteCount
    if let old = entries.removeValue(forKey: key) { byteCount -= old.thumbnail.byteCount }
    let isPinned = pinned.contains(key)
    guard size <= capacityBytes || isPinned else { return }
    trim(makingRoomFor: size)
    clock += 1
    entries[key] = Entry(thumbnail: thumbnail, lastUsed: clock)
    byteCount += size
  }

  /// Drops `key`'s thumbnail, so it is made again when asked for.
  /// - Complexity: O(1).
  public mutating func remove(_ key: ThumbnailKey) {
    guard let old = entries.removeValue(forKey: key) else { return }
    byteCount -= old.thumbnail.byteCount
  }

  /// Drops unpinned entries, least recently used first, until `size` more bytes fit the bound. It
  /// drops down to three quarters of the bound at once, so a stream of insertions does not sort on
  /// every one.
  private mutating func trim(makingRoomFor size: Int) {
    guard byteCount + size > capacityBytes else { return }
    let target = capacityBytes - capacityBytes / 4
    let byAge = entries.filter { !pinned.contains($0.key) }.sorted { $0.value.lastUsed < $1.value.lastUsed }
    for (oldKey, entry) in byAge {
      if byteCount + size <= target { break }
      entries[oldKey] = nil
      byteCount -= entry.thumbnail.byteCount
    }
  }
}
