#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// An input file open for reading only: Cascade never writes to its input.
///
/// A path is opened with `O_NONBLOCK`, so a FIFO opens at once, before any writer (a load can be
/// cancelled, and a FIFO named `.png` never hangs a picture read); `O_NOCTTY`, so a terminal named
/// as input never becomes the controlling terminal; and `O_CLOEXEC`, so no child inherits it. A
/// symbolic-link loop fails in `open` (ELOOP). What `fstat` said at opening is kept: the kind, the
/// size and the modification time, so a reader can refuse a file that changed while it read.
///
/// The descriptor is closed when the file is released; one borrowed with `init(borrowing:)` (stdin)
/// is left open.
public final class SystemFile {
  /// What kind of file `fstat` found.
  public enum Kind: Sendable {
    /// A regular file: its size is known, it can be read at any offset.
    case regular
    /// A directory, which reads fail on.
    case directory
    /// A pipe, FIFO, socket, terminal or device: read it as a stream.
    case other
  }

  /// The open descriptor, valid while this file is alive.
  public let descriptor: Int32
  /// What the file was when opened.
  public let kind: Kind
  /// Its size in bytes when opened (0 for anything but a regular file).
  public let size: Int
  let modified: timespec
  /// The device and inode at opening, to tell whether the path still names this file.
  let identity: (device: UInt, inode: UInt)
  private let closesDescriptor: Bool

  private init(descriptor: Int32, closes: Bool) throws(SystemError) {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      let error = SystemError.current
      if closes { close(descriptor) }
      throw error
    }
    self.descriptor = descriptor
    closesDescriptor = closes
    kind = Kind(mode: info.st_mode)
    size = kind == .regular ? Int(info.st_size) : 0
    modified = info.st_mtim
    identity = (UInt(info.st_dev), UInt(info.st_ino))
  }

  /// Opens `path` for reading only, without blocking (see the type's description).
  /// - Complexity: one `open` and one `fstat`.
  public static func open(readOnly path: String) throws(SystemError) -> SystemFile {
    let descriptor = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { throw SystemError.current }
    return try SystemFile(descriptor: descriptor, closes: true)
  }

  /// The file open at `descriptor` (stdin, a pipe a child writes), which stays open after this is
  /// released: its owner closes it.
  public convenience init(borrowing descriptor: Int32) throws(SystemError) {
    try self.init(descriptor: descriptor, closes: false)
  }

  deinit { if closesDescriptor { close(descriptor) } }

  /// Fills `buffer` from byte `offset` on, or as much of it as the file holds; returns the count
  /// read. Interrupted reads are resumed.
  /// - Complexity: one `pread` per chunk the kernel hands back (usually one).
  public func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws(SystemError) -> Int {
    guard let base = buffer.baseAddress else { return 0 }
    var filled = 0
    while filled < buffer.count {
      let got = pread(descriptor, base + filled, buffer.count - filled, off_t(offset + filled))
      if got < 0 {
        if errno == EINTR { continue }
        throw SystemError.current
      }
      if got == 0 { break }
      filled += got
    }
    return filled
  }

  /// Up to `count` bytes from byte `offset` on; fewer when the file ends before.
  public func read(count: Int, at offset: Int = 0) throws(SystemError) -> [UInt8] {
    guard count > 0 else { return [] }
    var bytes = [UInt8](repeating: 0, count: count)
    let filled = bytes.withUnsafeMutableBytes { buffer in
      Result { () throws(SystemError) in try read(into: buffer, at: offset) }
    }
    bytes.removeLast(count - (try filled.get()))
    return bytes
  }

  /// One `read` of what a stream (a pipe, a terminal) holds now, at most `buffer.count` bytes:
  /// the count read, 0 at the end of the input, nil when nothing is there yet or the call was
  /// interrupted (poll and try again).
  public func readAvailable(into buffer: UnsafeMutableRawBufferPointer) throws(SystemError) -> Int? {
    let got = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
    if got >= 0 { return got }
    if errno == EINTR || errno == EAGAIN { return nil }
    throw SystemError.current
  }

  /// True while the file's size and modification time are those it had when opened.
  public var isUnchanged: Bool {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return false }
    return Int(info.st_size) == size && info.st_mtim.tv_sec == modified.tv_sec
      && info.st_mtim.tv_nsec == modified.tv_nsec
  }

  /// The length of the hole at `offset` in a regular file, up to the next data or the end: bytes
  /// that read as zeros and need not be read. Nil when the system cannot tell.
  /// - Complexity: one `lseek(SEEK_DATA)`, and an `fstat` at the end of the data.
  public func holeLength(at offset: Int) -> Int? {
    let data = lseek(descriptor, off_t(offset), 3)  // SEEK_DATA, which Glibc's module leaves out
    if data >= 0 { return Int(data) - offset }
    guard errno == ENXIO else { return nil }
    // No data from `offset` on: a hole to the end, or the end itself.
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return nil }
    return max(0, Int(info.st_size) - offset)
  }

  /// True when the descriptor is a terminal.
  public var isTerminal: Bool { isatty(descriptor) != 0 }

  /// True when something exists at `path` (following symbolic links).
  public static func exists(_ path: String) -> Bool { kind(at: path) != nil }

  /// What is at `path` (following symbolic links), without opening it; nil when nothing is or it
  /// cannot be looked at.
  public static func kind(at path: String) -> Kind? { FileStatus(path: path)?.kind }
}

extension SystemFile.Kind {
  init(mode: mode_t) {
    switch mode & S_IFMT {
    case S_IFREG: self = .regular
    case S_IFDIR: self = .directory
    default: self = .other
    }
  }
}
