#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A folder only this user can enter, made with `mkdtemp` in `$TMPDIR` (when it is an absolute
/// path, else `/tmp`), for files a child process shares with Cascade (`--tmux`'s script, FIFO and
/// outputs). `remove()` deletes it with everything in it (files only: nothing makes folders
/// inside); any thread may call it, more than once.
public final class TemporaryFolder: Sendable {
  /// The folder's absolute path.
  public let path: String

  private init(path: String) { self.path = path }

  /// Makes a new folder named `prefix` and six random characters.
  public static func create(prefix: String) throws(SystemError) -> TemporaryFolder {
    var root = SystemEnvironment.value(of: "TMPDIR") ?? ""
    if !root.hasPrefix("/") { root = "/tmp" }
    var template = Array((root + "/" + prefix + "XXXXXX").utf8CString)
    guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else { throw .current }
    return TemporaryFolder(path: template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
  }

  /// The path of `name` inside the folder.
  public func path(of name: String) -> String { path + "/" + name }

  /// Makes a FIFO named `name` (mode 0600); returns its path.
  public func makeFIFO(named name: String) throws(SystemError) -> String {
    let fifo = path(of: name)
    guard mkfifo(fifo, 0o600) == 0 else { throw .current }
    return fifo
  }

  /// Writes `bytes` to a new file named `name` (mode 0600; never an existing one); returns its
  /// path.
  /// - Complexity: O(bytes).
  public func write(_ bytes: [UInt8], named name: String) throws(SystemError) -> String {
    let file = path(of: name)
    let descriptor = open(file, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw .current }
    defer { close(descriptor) }
    guard DescriptorCopy.write(bytes[...], to: descriptor) else { throw .current }
    return file
  }

  /// The whole of the file named `name`, or nil when it cannot be read (it does not exist).
  /// - Complexity: O(its size).
  public func contents(of name: String) -> [UInt8]? {
    guard let file = try? SystemFile.open(readOnly: path(of: name)), file.kind == .regular else { return nil }
    var bytes: [UInt8] = []
    DescriptorCopy.copy(from: file.descriptor) {
      bytes += $0
      return true
    }
    return bytes
  }

  /// Deletes every file in the folder, then the folder.
  /// - Complexity: O(files in it).
  public func remove() {
    if let directory = opendir(path) {
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if name != "." && name != ".." { unlink(path(of: name)) }
      }
      closedir(directory)
    }
    rmdir(path)
  }
}
