#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif
import Synchronization

/// The records' `IndexEntry`s in append-only segments: one thread appends, any thread reads below
/// the published count without a lock.
///
/// Segments of 65,536 entries (1 MiB) are allocated as needed and never move or free until the index
/// goes, so an entry's address is fixed once written; the segment table is allocated once at its
/// full size (4 GiB of entries' worth, 512 KiB of pointers that the system only backs when touched).
/// `publish()` stores the count with release ordering after the entries and their segment pointers
/// are written, and `count` loads it with acquire ordering, so a reader that sees a count sees every
/// entry below it.
final class RecordIndex: @unchecked Sendable {
  static let segmentShift = 16
  static let segmentSize = 1 << segmentShift
  static let maximumSegments = 1 << 16

  /// The segment table: allocated once at its largest, so the pointer never changes.
  let segments: UnsafeMutablePointer<UnsafeMutablePointer<IndexEntry>?>
  private let published = Atomic<Int>(0)
  /// Entries written, published or not; the appending thread's own count.
  private(set) var written = 0

  init() {
    let table = calloc(Self.maximumSegments, MemoryLayout<UnsafeMutablePointer<IndexEntry>?>.stride)
    guard let table else { fatalError("cannot allocate the record index's segment table") }
    segments = table.assumingMemoryBound(to: UnsafeMutablePointer<IndexEntry>?.self)
  }

  deinit {
    for segment in 0..<Self.maximumSegments {
      guard let pointer = segments[segment] else { break }
      pointer.deallocate()
    }
    free(segments)
  }

  /// Records readable by every thread.
  /// - Complexity: O(1).
  var count: Int { published.load(ordering: .acquiring) }

  /// True when the index holds as many records as it can address.
  var isFull: Bool { written >= Self.segmentSize * Self.maximumSegments }

  /// Appends `entry` unpublished (the loading thread only).
  /// - Complexity: O(1); one allocation per 65,536 entries.
  @inline(__always)
  func append(_ entry: IndexEntry) {
    let segment = written >> Self.segmentShift
    if segments[segment] == nil {
      segments[segment] = UnsafeMutablePointer<IndexEntry>.allocate(capacity: Self.segmentSize)
    }
    segments[segment].unsafelyUnwrapped[written & (Self.segmentSize - 1)] = entry
    written += 1
  }

  /// Makes every appended entry readable by other threads.
  func publish() { published.store(written, ordering: .releasing) }

  /// The entry at `index`, which must be below a count this thread has read (or `written` on the
  /// appending thread).
  /// - Complexity: O(1).
  @inline(__always)
  subscript(index: Int) -> IndexEntry {
    segments[index >> Self.segmentShift].unsafelyUnwrapped[index & (Self.segmentSize - 1)]
  }

  /// Bytes of memory the entries take (whole segments), for the benchmark's bytes-per-record figure.
  var allocatedBytes: Int {
    (written + Self.segmentSize - 1) / Self.segmentSize * Self.segmentSize * MemoryLayout<IndexEntry>.stride
  }
}
