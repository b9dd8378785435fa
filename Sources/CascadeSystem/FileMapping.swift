#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A regular file's bytes mapped read-only (`PROT_READ`, private): the page cache's pages, nothing
/// copied and nothing writable. The mapping outlives the file's descriptor and is removed when this
/// is released.
public final class FileMapping: @unchecked Sendable {
  /// The first byte; nil for an empty file, which maps nothing.
  public let base: UnsafeMutablePointer<UInt8>?
  /// The bytes mapped.
  public let count: Int

  fileprivate init(base: UnsafeMutablePointer<UInt8>?, count: Int) {
    self.base = base
    self.count = count
  }

  deinit { if let base, count > 0 { munmap(base, count) } }
}

extension SystemFile {
  /// Maps the `size` bytes the file had when opened, read-only, advising the kernel that they are
  /// read front to back once (generous read-ahead).
  /// - Complexity: one `mmap` and one `madvise`; pages are read as they are touched.
  public func map() throws(SystemError) -> FileMapping {
    guard size > 0 else { return FileMapping(base: nil, count: 0) }
    guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else {
      throw SystemError.current
    }
    madvise(address, size, MADV_SEQUENTIAL)
    return FileMapping(base: address.assumingMemoryBound(to: UInt8.self), count: size)
  }
}
