#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// How an open file differs from what it was when opened, or what its path names now.
public enum FileChange: Sendable, Equatable {
  /// Shorter than the bytes read from it (logrotate's `copytruncate`, `truncate`, `> file`).
  case cutShort
  /// Longer than it was: something appended to it.
  case grew
  /// The same size, written again (a newer modification time).
  case rewritten
  /// The path names another file now (renamed away and created again, as logrotate's `create`).
  case replaced
  /// Nothing is at the path any more.
  case removed

  /// A few words for the status line: "cut short", "grew", "replaced".
  public var words: String {
    switch self {
    case .cutShort: "cut short"
    case .grew: "grew"
    case .rewritten: "rewritten"
    case .replaced: "replaced"
    case .removed: "removed"
    }
  }
}

extension SystemFile {
  /// How this regular file has changed since it was opened, given the `bytesRead` from it so far:
  /// nil while it is as it was. A file read while it grows (`--follow`) passes `expectsGrowth`,
  /// and its growth and newer modification time are not changes. `path`, when given, is looked at
  /// too: another file there, or none, is a change even while the open one is untouched.
  /// - Complexity: one `fstat`, and one `stat` with a path.
  public func change(bytesRead: Int, path: String?, expectsGrowth: Bool = false) -> FileChange? {
    var info = stat()
    guard kind == .regular, fstat(descriptor, &info) == 0 else { return nil }
    if let path {
      var named = stat()
      if stat(path, &named) != 0 { return .removed }
      if UInt(named.st_dev) != identity.device || UInt(named.st_ino) != identity.inode { return .replaced }
    }
    let now = Int(info.st_size)
    if now < bytesRead { return .cutShort }
    if expectsGrowth { return nil }
    if now < size { return .cutShort }
    if now > size { return .grew }
    let same = info.st_mtim.tv_sec == modified.tv_sec && info.st_mtim.tv_nsec == modified.tv_nsec
    return same ? nil : .rewritten
  }
}
