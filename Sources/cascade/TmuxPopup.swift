import CascadeApp
import CascadeSystem
import Glibc

/// `--tmux`: Cascade run again in `tmux display-popup -E`, as fzf 0.53 does, with this process's
/// stdin and stdout passed through, so `seq 100 | cascade --tmux > pick` works as without it.
///
/// The popup's command is a script in a private temporary folder: it exports this process's
/// environment (the tmux server's would otherwise reach the popup), runs Cascade with stdin from a
/// FIFO this process fills as it reads its own stdin (so the viewer starts while input streams in),
/// stdout and stderr into files copied out afterwards (the popup's terminal vanishes with it), and
/// writes Cascade's exit status to a file, which this process exits with.
struct TmuxPopup {
  var spec: TmuxPopupSpec

  /// True when this process runs inside tmux, where a popup can open.
  static var isInsideTmux: Bool {
    guard let value = getenv("TMUX") else { return false }
    return value.pointee != 0
  }

  /// The files the popup's script uses, in a folder only this user can enter.
  private struct Files {
    let folder: String
    var input: String { folder + "/input" }
    var output: String { folder + "/output" }
    var errors: String { folder + "/errors" }
    var status: String { folder + "/status" }
    var script: String { folder + "/script" }

    func remove() {
      for path in [input, output, errors, status, script] { unlink(path) }
      rmdir(folder)
    }
  }

  /// Runs `cascade arguments` in the popup and returns its exit status: Cascade's own, tmux's when
  /// the popup ended without one, or 2 when the popup could not start (tmux says why on stderr).
  func run(arguments: [String]) -> Int32 {
    var template = Array((Self.temporaryRoot + "/cascade-tmux-XXXXXX").utf8CString)
    guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
      return Self.failure("cannot make a temporary folder")
    }
    let files = Files(folder: String(cString: template))
    defer { files.remove() }
    let readsStdin = isatty(STDIN_FILENO) == 0
    if readsStdin && mkfifo(files.input, 0o600) != 0 { return Self.failure("cannot make a FIFO") }
    let command =
      ([Self.executable] + arguments).map(CommandTemplate.quoted).joined(separator: " ")
      + (readsStdin ? " < \(CommandTemplate.quoted(files.input))" : "")
      + " > \(CommandTemplate.quoted(files.output)) 2> \(CommandTemplate.quoted(files.errors))\n"
      + "echo $? > \(CommandTemplate.quoted(files.status))\n"
    guard Self.write(Array((Self.exports() + command).utf8), to: files.script) else {
      return Self.failure("cannot write \(files.script)")
    }
    var popup = ["tmux", "display-popup", "-E"]
    if let directory = Self.currentDirectory { popup += ["-d", directory] }
    popup += spec.tmuxArguments + ["sh \(CommandTemplate.quoted(files.script))"]
    // The popup may stop reading before stdin ends: the copy then sees EPIPE rather than dying.
    signal(SIGPIPE, SIG_IGN)
    if readsStdin {
      let input = files.input
      // Detached: it blocks until the popup opens the FIFO, which a popup that failed never does.
      SystemThread.startDetached { Self.copy(from: STDIN_FILENO, toFIFO: input) }
    }
    let spawned = ShellProcess.spawn(
      popup.map(CommandTemplate.quoted).joined(separator: " "), input: nil, output: STDERR_FILENO,
      errors: STDERR_FILENO)
    guard case .success(let pid) = spawned else { return Self.failure("cannot start tmux") }
    let tmuxStatus = ShellProcess.wait(for: pid)
    Self.copy(file: files.output, to: STDOUT_FILENO)
    Self.copy(file: files.errors, to: STDERR_FILENO)
    if let status = Self.status(in: files.status) { return status }
    return tmuxStatus == 0 ? 2 : tmuxStatus
  }

  private static func failure(_ what: String) -> Int32 {
    printError("cascade: --tmux: \(what): \(String(cString: strerror(errno)))")
    return 2
  }

  private static var temporaryRoot: String {
    guard let value = getenv("TMPDIR"), value.pointee == UInt8(ascii: "/") else { return "/tmp" }
    return String(cString: value)
  }

  /// This program's own file, so the popup runs the same Cascade whatever PATH holds.
  private static var executable: String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return CommandLine.arguments[0] }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  private static var currentDirectory: String? {
    guard let pointer = getcwd(nil, 0) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }

  /// `export NAME='VALUE'` for each variable of this process whose name the shell accepts.
  /// fzf's variables are unset first, so the tmux server's own never reach the popup when this
  /// process has none.
  static func exports() -> String {
    var lines = "unset FZF_DEFAULT_OPTS FZF_DEFAULT_COMMAND\n"
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      entry += 1
      guard let equals = text.firstIndex(of: "=") else { continue }
      let name = text[..<equals]
      guard let first = name.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic),
        name.unicodeScalars.allSatisfy({
          $0 == "_" || ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0)
        })
      else { continue }
      lines += "export \(name)=\(CommandTemplate.quoted(String(text[text.index(after: equals)...])))\n"
    }
    return lines
  }

  private static func write(_ bytes: [UInt8], to path: String) -> Bool {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    return writeAll(bytes[...], to: descriptor)
  }

  private static func writeAll(_ bytes: ArraySlice<UInt8>, to descriptor: Int32) -> Bool {
    var rest = bytes
    while !rest.isEmpty {
      let count = rest.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return false }
      rest = rest.dropFirst(count)
    }
    return true
  }

  /// Copies `source` to `destination` until the end or an error (EPIPE: the reader is gone).
  private static func copy(from source: Int32, to destination: Int32) {
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(source, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0, writeAll(chunk[..<count], to: destination) else { return }
    }
  }

  private static func copy(from source: Int32, toFIFO path: String) {
    let descriptor = open(path, O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    copy(from: source, to: descriptor)
    close(descriptor)
  }

  private static func copy(file path: String, to destination: Int32) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    copy(from: descriptor, to: destination)
    close(descriptor)
  }

  /// The exit status the script wrote, or nil when the popup ended before Cascade did.
  private static func status(in path: String) -> Int32? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: 16)
    let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    guard count > 0 else { return nil }
    return Int32(String(decoding: bytes[..<count], as: UTF8.self).trimmingWhitespace)
  }
}

extension String {
  fileprivate var trimmingWhitespace: String {
    String(unicodeScalars.filter { !$0.properties.isWhitespace })
  }
}
