import CascadeData
import CascadeLayout
import CascadeSystem
import Dispatch

#if canImport(Glibc)
  import Glibc
#endif

/// The pictures in a folder (`cascade ~/Pictures`), newest first, each card titled with its file
/// name and as tall as its picture, streamed: a background thread lists the folder (and, with
/// `recursive`, the folders inside it), sorts by modification time and publishes the count, and the
/// viewer shows cards while it reads the pictures' headers.
///
/// A card's record is made on first request and kept, so it never changes once read; its aspect
/// ratio comes from the file's header (a few hundred bytes, never a decode). The background thread
/// reads the headers ahead in order, so cards further down are usually ready before the viewer
/// asks. A file that cannot be shown (truncated, not a picture, a FIFO named `.png`) still gets a
/// card, whose text says why.
public final class PictureFolderCollection: StreamingRecordCollection, Sendable {
  /// One picture file found by the listing.
  struct Entry: Sendable {
    var path: String
    var name: String
    var modified: timespec
  }

  /// What a listing found: the pictures, and what it passed over.
  struct Listing: Sendable {
    var entries: [Entry] = []
    /// Files whose names are not a picture format's (hidden files not counted).
    var skippedFiles = 0
    /// Folders inside the listed one that were not looked into (without `recursive`).
    var foldersNotListed = 0
  }

  private struct State: Sendable {
    var entries: [Entry] = []
    var skippedFiles = 0
    var foldersNotListed = 0
    var records: [Int: Record] = [:]
    var progress = LoadProgress()
    var cancelled = false
  }

  /// The folder listed.
  public let folder: String
  /// Whether folders inside it are listed too.
  public let recursive: Bool
  private let state = ThreadLock(State())
  private let finished = DispatchSemaphore(value: 0)

  /// Starts listing `folder` on a background thread and returns at once.
  public init(folder: String, recursive: Bool) {
    self.folder = folder
    self.recursive = recursive
    DispatchQueue.global(qos: .userInitiated).async { [self] in
      let listing = Self.list(folder, recursive: recursive, isCancelled: { self.state.withLock { $0.cancelled } })
      let entries = listing.entries.sorted { a, b in
        if a.modified.tv_sec != b.modified.tv_sec { return a.modified.tv_sec > b.modified.tv_sec }
        if a.modified.tv_nsec != b.modified.tv_nsec { return a.modified.tv_nsec > b.modified.tv_nsec }
        return a.path < b.path
      }
      state.withLock {
        $0.entries = entries
        $0.skippedFiles = listing.skippedFiles
        $0.foldersNotListed = listing.foldersNotListed
        $0.progress.recordCount = entries.count
        $0.progress.isFinished = true
      }
      finished.signal()
      // Read headers ahead of the viewer, in order, until every record is made or reading stops;
      // at a lower priority than the viewer's first frame and the thumbnails.
      DispatchQueue.global(qos: .utility).async { [self] in
        for index in entries.indices {
          if state.withLock({ $0.cancelled }) { break }
          _ = record(at: IndexPath(item: index, section: 0))
        }
      }
    }
  }

  /// Finished once the folder is listed; the count is then every picture in it.
  public var progress: LoadProgress { state.withLock { $0.progress } }

  /// Blocks until the folder is listed.
  public func waitUntilFinished() {
    finished.wait()
    finished.signal()
  }

  /// Files in the folder (or, with `recursive`, the folders inside it) that were passed over for
  /// not being JPEG, PNG, WebP or GIF; 0 until the folder is listed.
  public var skippedFileCount: Int { state.withLock { $0.skippedFiles } }

  /// Folders inside the folder that were not looked into (without `recursive`); 0 until listed.
  public var unlistedFolderCount: Int { state.withLock { $0.foldersNotListed } }

  /// Stops listing and reading headers ahead; records already made stay readable.
  public func cancel() { state.withLock { $0.cancelled = true } }

  /// The card for the `indexPath.item`th newest picture.
  /// - Complexity: O(1) once made; the first call reads the file's header.
  public func record(at indexPath: IndexPath) -> Record {
    let (entry, made) = state.withLock { ($0.entries[indexPath.item], $0.records[indexPath.item]) }
    if let made { return made }
    let record = Self.record(for: entry)
    // Another thread may have made it meanwhile: the first one kept is the one everybody sees.
    return state.withLock { state in
      if let first = state.records[indexPath.item] { return first }
      state.records[indexPath.item] = record
      return record
    }
  }

  /// The path of the picture at `indexPath`.
  public func path(at indexPath: IndexPath) -> String { state.withLock { $0.entries[indexPath.item].path } }

  /// A card for a picture file: its name as title, its size from its header, its path printed
  /// when picked.
  static func record(for entry: Entry) -> Record {
    var aspect: Double?
    var body = ""
    var fields = [RecordField(key: "path", value: entry.path)]
    do {
      let header = try PictureFile.readHeader(path: entry.path)
      aspect = header.aspectRatio
      body = header.summary
      if let duration = header.duration {
        fields.append(RecordField(key: "duration", value: VideoFile.durationText(duration)))
      }
    } catch {
      body = "cannot show: \(error)"
    }
    return Record(title: entry.name, body: body, aspectRatio: aspect, original: entry.path, fields: fields)
  }

  /// The picture files under `folder`: names with a picture extension, not hidden (no leading dot),
  /// symbolic links followed for the time but not for descending (no loops); and the regular files
  /// and folders passed over.
  /// - Complexity: O(entries); a `stat` call per picture (and an `lstat` per entry on a file
  ///   system that does not give entries' types).
  static func list(_ folder: String, recursive: Bool, isCancelled: () -> Bool) -> Listing {
    var listing = Listing()
    if let status = FileStatus(path: folder), status.kind == .regular {
      let name = folder.split(separator: "/").last.map(String.init) ?? folder
      listing.entries.append(Entry(path: folder, name: name, modified: status.modified))
      return listing
    }
    var folders = [folder]
    while let current = folders.popLast(), !isCancelled() {
      guard let directory = opendir(current) else { continue }
      defer { closedir(directory) }
      while let item = readdir(directory) {
        let name = withUnsafeBytes(of: item.pointee.d_name) { raw in
          String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        guard !name.hasPrefix(".") else { continue }
        let path = current.hasSuffix("/") ? current + name : current + "/" + name
        // The entry's type as the folder gives it (most file systems do), so a picture costs one
        // `stat` (its time) and other files none; `lstat` only where the type is not given.
        let type = Int32(item.pointee.d_type)
        let kind: SystemFile.Kind? =
          switch type {
          case Int32(DT_DIR): .directory
          case Int32(DT_REG): .regular
          case Int32(DT_UNKNOWN): FileStatus(path: path, followingLinks: false)?.kind
          default: .other
          }
        if kind == .directory {
          if recursive { folders.append(path) } else { listing.foldersNotListed += 1 }
          continue
        }
        guard PictureFormat.hasPictureExtension(name) else {
          if kind == .regular { listing.skippedFiles += 1 }
          continue
        }
        // The file's own time when it can be read; a broken link or a loop sorts last. Asked
        // relative to the open folder, so the kernel does not walk the folder's path again.
        var info = stat()
        let modified = fstatat(dirfd(directory), name, &info, 0) == 0 ? info.st_mtim : timespec(tv_sec: 0, tv_nsec: 0)
        listing.entries.append(Entry(path: path, name: name, modified: modified))
      }
    }
    return listing
  }
}

extension FileStatus {
  /// The modification time as the listing sorts it.
  fileprivate var modified: timespec { timespec(tv_sec: modifiedSeconds, tv_nsec: modifiedNanoseconds) }
}
