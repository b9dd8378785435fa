#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif
import CascadeSystem

/// The input's bytes, kept once at an address that never changes, so a record can be an offset.
///
/// Every input, a regular file too, is read into one anonymous region that Cascade owns, reserved
/// up front with `PROT_NONE` (address space only: no memory is committed or counted against the
/// system) and opened for writing in steps as data arrives. A file is read, not mapped: a mapped
/// file cut short while it is shown (logrotate's `copytruncate`) would kill the process with
/// SIGBUS on the next page touched past its new end, and one written again would change records
/// already validated; read bytes are Cascade's whatever happens to the file. Bytes already read
/// never move and are never copied again, a record that arrives in two reads is contiguous without
/// a copy, and a record as long as the reservation needs no special case. Only the loading thread
/// writes, and only above every offset it has published, so readers below a published offset need
/// no lock. Bytes never written read as zeros, so a file's holes are skipped, not read.
final class InputBytes: @unchecked Sendable {
  /// The first byte of the region.
  let base: UnsafeMutablePointer<UInt8>?
  /// Bytes of address space that may be filled: the reservation.
  let capacity: Int
  /// Bytes opened for writing so far (an anonymous region only); written by the loading thread.
  private var writable = 0
  /// The region's length, to unmap.
  private let mappedLength: Int

  /// The step in which an anonymous region is opened for writing: large enough that `mprotect` is
  /// rare, small enough that a short input commits little.
  static let commitStep = 16 << 20

  private init(base: UnsafeMutablePointer<UInt8>?, capacity: Int, mappedLength: Int) {
    self.base = base
    self.capacity = capacity
    self.mappedLength = mappedLength
  }

  deinit {
    if let base, mappedLength > 0 { munmap(base, mappedLength) }
  }

  /// Reserves an anonymous region for the input: the largest of 1 TiB, 64 GiB, 4 GiB and 256 MiB that
  /// the system grants (a sanitiser or a tight address-space limit may refuse the larger ones).
  static func reservation() -> Result<InputBytes, SystemError> {
    var lastError: Int32 = ENOMEM
    for size in [1 << 40, 1 << 36, 1 << 32, 1 << 28] {
      let flags = MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE
      if let address = mmap(nil, size, PROT_NONE, flags, -1, 0), address != MAP_FAILED {
        // Small pages, even where the system would make huge ones: the kernel zeroes a page when
        // `read` first touches it, and a 2 MiB page is zeroed whole, out of the cache, before the
        // pipe's bytes are copied over it, where a 4 KiB page is zeroed and filled while it stays in
        // the cache: with huge pages, zeroing becomes the reading thread's largest cost on a large
        // pipe.
        _ = madvise(address, size, 15)  // MADV_NOHUGEPAGE
        return .success(
          InputBytes(base: address.assumingMemoryBound(to: UInt8.self), capacity: size, mappedLength: size))
      }
      lastError = errno
    }
    return .failure(SystemError(code: lastError))
  }

  /// Makes `base[0..<end]` writable (an anonymous region, loading thread only); false when `end`
  /// is past the reservation or the system refuses the memory.
  /// - Complexity: O(1) amortised; one `mprotect` per `commitStep`.
  func makeWritable(upTo end: Int) -> Bool {
    guard end > writable else { return true }
    guard end <= capacity, let base else { return false }
    let target = min(capacity, (end + Self.commitStep - 1) / Self.commitStep * Self.commitStep)
    guard mprotect(base + writable, target - writable, PROT_READ | PROT_WRITE) == 0 else { return false }
    writable = target
    return true
  }

  /// Bytes backed by memory ahead of `read` (`prefault(upTo:)`), a multiple of the page size.
  private var populated = 0
  /// False once the system has refused `MADV_POPULATE_WRITE` for any reason (a kernel before 5.14
  /// does not know it; memory pressure or a signal can fail it): from then on pages are faulted in
  /// as they are first written, which is slower but the same bytes.
  private var populates = true
  private static let pageSize = max(4096, sysconf(Int32(_SC_PAGESIZE)))

  /// Backs `base[..<end]` (rounded up to a page, within what is writable) with memory in one system
  /// call, before `read` copies a pipe's bytes there (reading thread only). Without it every 4 KiB
  /// page costs a fault of its own in the middle of the copy.
  /// Asked for only just ahead of the reads, so at most one read's worth more is held.
  /// - Complexity: O(new pages).
  func prefault(upTo end: Int) {
    guard populates, let base else { return }
    let target = min(writable, (end + Self.pageSize - 1) / Self.pageSize * Self.pageSize)
    guard target > populated else { return }
    if madvise(base + populated, target - populated, 23) != 0 {  // MADV_POPULATE_WRITE
      populates = false  // the fault on first touch does the same work, page by page
      return
    }
    populated = target
  }

  /// Notes that `base[..<end]` is filled without writing (a file's hole, which the region's
  /// untouched pages already read as), so `prefault` never commits memory for it.
  func skipPrefault(to end: Int) {
    populated = max(populated, end / Self.pageSize * Self.pageSize)
  }

  /// The bytes `0..<count` as a buffer for scanning.
  func buffer(count: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: base, count: base == nil ? 0 : count)
  }
}
