import CascadeSystem
import Synchronization

/// The regular file a store was read from, kept open so the status line can say when it changed:
/// its bytes are already Cascade's, so a change is news, never a crash.
final class InputWatch: Sendable {
  let file: SystemFile
  let path: String?
  let follows: Bool
  /// False when the store's bytes are not the file's (an SQLite database's rows): only the file's
  /// own changes since it was opened are news.
  let comparesBytesRead: Bool
  /// True once a followed file has been cut short and read again from its start.
  let wasCutShort = Atomic<Bool>(false)

  init(file: SystemFile, path: String?, follows: Bool, comparesBytesRead: Bool = true) {
    self.file = file
    self.path = path
    self.follows = follows
    self.comparesBytesRead = comparesBytesRead
  }

  /// How the file differs from what was read, given `bytesRead` bytes of it in the store.
  /// - Complexity: one `fstat`, and one `stat` with a path.
  func change(bytesRead: Int) -> FileChange? {
    if wasCutShort.load(ordering: .relaxed) { return .cutShort }
    // A followed file's bytes in the store are what was read from it until it was cut short.
    return file.change(bytesRead: follows || !comparesBytesRead ? 0 : bytesRead, path: path, expectsGrowth: follows)
  }
}

extension SystemFile: @unchecked Sendable {}

extension RecordStore {
  /// Keeps `file` (read from `path`) to tell later whether it changed (loading thread, once).
  func watch(_ file: SystemFile, path: String?, follows: Bool, comparesBytesRead: Bool = true) {
    _ = inputWatch.storeIfNil(
      InputWatch(file: file, path: path, follows: follows, comparesBytesRead: comparesBytesRead))
  }

  /// Notes that a followed file was cut short and is read again from its start (reading thread).
  func noteFollowedFileCutShort() { inputWatch.load()?.wasCutShort.store(true, ordering: .relaxed) }

  /// How the watched file has changed, if it has.
  func inputChange(bytesRead: Int) -> FileChange? { inputWatch.load()?.change(bytesRead: bytesRead) }

  /// True while a followed file is read.
  var isFollowing: Bool { inputWatch.load()?.follows ?? false }
}
