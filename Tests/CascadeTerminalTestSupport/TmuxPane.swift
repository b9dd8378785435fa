import Foundation

/// A shell in a detached tmux pane on a private tmux server, for end-to-end tests on a real terminal
/// (as fzf's test suite does): type into it, press keys, resize it, read the screen and the
/// terminal's modes. Waits poll the screen with a deadline; nothing sleeps for a fixed time.
public final class TmuxPane {
  /// The tmux executable, or nil when tmux is not installed (the real-terminal tests are then skipped).
  public static let tmux: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":")
      .map { URL(fileURLWithPath: String($0)).appendingPathComponent("tmux") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// The modes a program must give back on exit: main screen, visible cursor, no mouse reporting,
  /// normal cursor keys.
  public static let restoredModes = "alternate=0 cursor=1 mouse=0 keypad=0"

  private static let counter = Counter()
  private let executable: URL
  private let socket: String

  /// Starts bash (no rc files, prompt "$ ") in `directory`, in a `width`×`height` pane, with a UTF-8
  /// locale, nothing from the caller's environment that would change what the pane shows, and the
  /// `environment` variables given (PATH, say).
  public init(width: Int, height: Int, directory: URL, environment: [String: String] = [:]) throws {
    guard let executable = Self.tmux else { throw TmuxError.notInstalled }
    self.executable = executable
    self.socket = "cascade-test-\(getpid())-\(Self.counter.next())"
    let variables = ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "SWIFT_BACKTRACE": "enable=no", "PS1": "$ "]
      .merging(environment) { $1 }
      .sorted { $0.key < $1.key }
      .map { "\($0.key)=\(Self.shellQuoted($0.value))" }
    let shell = "env -u NO_COLOR \(variables.joined(separator: " ")) bash --norc --noprofile -i"
    try tmux(
      "-f", "/dev/null", "new-session", "-d", "-s", "main", "-x", "\(width)", "-y", "\(height)",
      "-c", directory.path, shell)
  }

  deinit { _ = try? tmux("kill-server") }

  /// The pane's text, one string per row (as many as the pane is tall), trailing spaces trimmed.
  public func lines() throws -> [String] {
    var rows = try tmux("capture-pane", "-p", "-t", "main").split(separator: "\n", omittingEmptySubsequences: false)
    if rows.last == "" { rows.removeLast() }
    return rows.map { String($0.reversed().drop { $0 == " " }.reversed()) }
  }

  /// The pane's rows with the escape sequences that set their attributes and colours
  /// (`capture-pane -e`), to check how text is styled, not only what it says.
  public func styledLines() throws -> [String] {
    try tmux("capture-pane", "-e", "-p", "-t", "main").split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
  }

  /// A tmux format expanded for the pane, e.g. `#{pane_title}` or `#{window_width}`.
  public func display(_ format: String) throws -> String {
    try tmux("display-message", "-p", "-t", "main", format).trimmingCharacters(in: .newlines)
  }

  /// The terminal modes a program must give back: alternate screen, cursor, mouse, application keypad.
  public func modes() throws -> String {
    try display("alternate=#{alternate_on} cursor=#{cursor_flag} mouse=#{mouse_any_flag} keypad=#{keypad_cursor_flag}")
  }

  /// The pane's title, which a program sets with OSC 0 or OSC 2.
  public func title() throws -> String { try display("#{pane_title}") }

  /// Types `text` literally and presses Enter.
  public func type(_ text: String) throws {
    try send(literally: text)
    try press("Enter")
  }

  /// Presses keys by tmux name (`Up`, `NPage`, `C-c`, `BTab`).
  public func press(_ keys: String...) throws {
    try tmux(["send-keys", "-t", "main"] + keys)
  }

  /// Types `text` without pressing Enter.
  public func send(literally text: String) throws {
    try tmux("send-keys", "-t", "main", "-l", text)
  }

  /// Pastes `text` as a terminal does: bracketed (`ESC [200~ … ESC [201~`) when the program asked
  /// for bracketed paste, as typed otherwise.
  public func paste(_ text: String) throws {
    try tmux("set-buffer", "-b", "paste", "--", text)
    try tmux("paste-buffer", "-p", "-d", "-b", "paste", "-t", "main")
  }

  /// Sends `bytes` as they are (`send-keys -H`), as a terminal's reply reaches the program.
  public func send(bytes: [UInt8]) throws {
    try tmux(["send-keys", "-t", "main", "-H"] + bytes.map { String($0, radix: 16) })
  }

  /// Resizes the pane's window, as a user dragging the terminal's corner would.
  public func resize(width: Int, height: Int) throws {
    try tmux("resize-window", "-t", "main", "-x", "\(width)", "-y", "\(height)")
  }

  /// Closes the pane, as a user closing the terminal's window does: tmux closes its end of the
  /// pane's pty, so the kernel hangs the terminal up (SIGHUP to its session, end of file and EIO on
  /// it from then on). The pane can be used no more.
  public func closeWindow() throws {
    try tmux("kill-pane", "-t", "main")
  }

  /// Waits until the program in the pane reads keys one at a time with no signal keys (the pane's
  /// terminal has ICANON and ISIG off), as a full-screen program does once it has set the terminal
  /// up. Before that, typed text is echoed by the terminal itself and Ctrl-C is SIGINT to the whole
  /// foreground group, the shell that started the program included. False after `timeout`.
  public func waitForRawKeys(timeout: Duration = .seconds(20)) async throws -> Bool {
    let tty = try display("#{pane_tty}")
    return try await poll(every: .milliseconds(10), for: timeout) { () -> Bool? in
      let descriptor = open(tty, O_RDONLY | O_NOCTTY | O_NONBLOCK)
      guard descriptor >= 0 else { return nil }
      defer { close(descriptor) }
      var modes = termios()
      guard tcgetattr(descriptor, &modes) == 0 else { return nil }
      return modes.c_lflag & tcflag_t(ICANON | ISIG) == 0 ? true : nil
    } ?? false
  }

  /// Waits until the program in the pane has been given `width`×`height`. tmux hands a pane a new
  /// size at most every 250 ms, so after a burst of `resize(width:height:)` calls the last size
  /// reaches the program up to 250 ms after the last call; a test timing the program's answer to
  /// that size starts its clock here. Reads the size from the pane's terminal (`TIOCGWINSZ` on
  /// `#{pane_tty}`), not from tmux's own idea of the window.
  public func waitForTerminalSize(width: Int, height: Int, timeout: Duration = .seconds(10)) async throws {
    let tty = try display("#{pane_tty}")
    var last = "unreadable"
    let reached = try await poll(every: .milliseconds(5), for: timeout) { () -> Bool? in
      let descriptor = open(tty, O_RDONLY | O_NOCTTY | O_NONBLOCK)
      guard descriptor >= 0 else { return nil }
      defer { close(descriptor) }
      var size = winsize()
      guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
      last = "\(size.ws_col)x\(size.ws_row)"
      return Int(size.ws_col) == width && Int(size.ws_row) == height ? true : nil
    }
    if reached == nil {
      throw TmuxError.timedOut(
        waitingFor: "the terminal \(tty) to be \(width)x\(height) (it is \(last))", screen: try lines())
    }
  }

  /// Polls the screen every 50 ms until `condition` holds, for at most `timeout`. Returns nil on
  /// success, else what was awaited and the last screen, for the failure message.
  public func waitUntil(_ description: String, timeout: Duration = .seconds(10), _ condition: ([String]) -> Bool)
    async throws -> String?
  {
    do {
      _ = try await screen(description, timeout: timeout, where: condition)
      return nil
    } catch let timedOut as TmuxError {
      return "\(timedOut)"
    }
  }

  /// Waits until the pane's foreground program is `command` (tmux's `#{pane_current_command}`),
  /// so keys typed next go to it and not to the shell's line editor. Returns nil on success, else
  /// what was awaited and the last command seen.
  public func waitForCommand(_ command: String, timeout: Duration = .seconds(10)) async throws -> String? {
    var last = ""
    let found = try await poll(for: timeout) { () -> Bool? in
      last = try display("#{pane_current_command}")
      return last == command ? true : nil
    }
    return found == nil ? "timed out waiting for \(command) to run in the pane; it runs \(last)" : nil
  }

  /// Waits until some row of the pane contains `text`.
  public func waitFor(_ text: String) async throws -> String? {
    try await waitUntil("\"\(text)\"") { $0.contains { $0.contains(text) } }
  }

  /// Polls the screen every 50 ms until `condition` holds and returns that screen; after `timeout`
  /// throws `TmuxError.timedOut` with what was awaited and the last screen.
  public func screen(_ description: String, timeout: Duration = .seconds(10), where condition: ([String]) -> Bool)
    async throws -> [String]
  {
    var last: [String] = []
    let found = try await poll(for: timeout) { () -> [String]? in
      last = try lines()
      return condition(last) ? last : nil
    }
    guard let found else { throw TmuxError.timedOut(waitingFor: description, screen: last) }
    return found
  }

  /// `value` in single quotes for the shell, any single quote in it closed, escaped and reopened.
  public static func shellQuoted(_ value: String) -> String {
    "'" + value.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }

  @discardableResult
  private func tmux(_ arguments: String...) throws -> String { try tmux(arguments) }

  @discardableResult
  private func tmux(_ arguments: [String]) throws -> String {
    try Subprocess.run([executable.path, "-L", socket] + arguments)
  }

  private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func next() -> Int {
      lock.lock()
      defer { lock.unlock() }
      value += 1
      return value
    }
  }
}

public enum TmuxError: Error, CustomStringConvertible {
  case notInstalled
  case timedOut(waitingFor: String, screen: [String])

  public var description: String {
    switch self {
    case .notInstalled: return "tmux is not installed"
    case .timedOut(let awaited, let screen):
      return "timed out waiting for \(awaited); the pane shows:\n" + screen.joined(separator: "\n")
    }
  }
}
