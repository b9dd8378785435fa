#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What the system says about a path without opening it: for listing folders and checking what a
/// name is before reading it (`SystemFile.open(readOnly:)` then says what the open file is).
public struct FileStatus: Equatable, Sendable {
  /// What is there.
  public var kind: SystemFile.Kind
  /// Its size in bytes (0 for anything but a regular file).
  public var size: Int
  /// Its last modification: whole seconds since the epoch, and the nanoseconds past them.
  public var modifiedSeconds: Int
  /// The nanoseconds past `modifiedSeconds`.
  public var modifiedNanoseconds: Int

  /// The status of `path`, following a symbolic link (`stat`) or describing the link itself
  /// (`lstat`, which reports it as `.other`); nil when nothing is there or it cannot be looked at.
  /// - Complexity: one system call.
  public init?(path: String, followingLinks: Bool = true) {
    var info = stat()
    guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
    kind = SystemFile.Kind(mode: info.st_mode)
    size = kind == .regular ? Int(info.st_size) : 0
    modifiedSeconds = Int(info.st_mtim.tv_sec)
    modifiedNanoseconds = Int(info.st_mtim.tv_nsec)
  }
}
