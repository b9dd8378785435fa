import CascadeSystem
import Dispatch
import Glibc
import Synchronization

/// One run of a preview command: `$SHELL -c COMMAND` (see `ShellCommand.shell`) in a process group of its own, its stdout
/// and stderr read on a background thread, at most `maximumBytes` of them.
///
/// The UI thread never blocks on it: it starts the process, takes `snapshot()` now and then, and
/// `cancel()`s it when the focus moves on. A command that has written nothing yet may be given
/// `cancelWait` to finish first (as fzf does), so one with a side effect (`echo {} >> log`) still
/// runs for a card passed quickly. Cancelling sends SIGTERM (and SIGCONT, so a stopped
/// process can act on it) to the whole group at once; the background thread gives the group
/// `terminationGrace` to go, then SIGKILLs it, and reaps the shell with `waitpid` on its pid, so no
/// zombie is left. The child's stdin is `/dev/null` and it never gets the terminal: it cannot take
/// the keys or draw over the screen.
public final class PreviewProcess: Sendable {
  /// What was read so far.
  public struct Snapshot: Sendable {
    /// The output's bytes, at most `maximumBytes`.
    public var bytes: [UInt8] = []
    /// Counts the reads that added bytes (and the end): a new value means new output.
    public var generation = 0
    /// The output ended (or reached its limit, or the run was cancelled): nothing more will come.
    public var isFinished = false
    /// The output went past `maximumBytes` and was cut there.
    public var isTruncated = false
  }

  /// The shell's process id, which is also the group's id.
  public let processID: pid_t
  private let state = ThreadLock(Snapshot())
  private let cancelled = Atomic<Bool>(false)
  private let reaped = Atomic<Bool>(false)
  /// The cancel came before any output: SIGTERM waits `cancelWait`.
  private let patient = Atomic<Bool>(false)
  /// Files made for the command (`{f}`), removed once it is reaped.
  private let temporaryFiles: [String]
  /// How long a cancelled command that wrote nothing yet may go on before SIGTERM: fzf's.
  public static let cancelWait: Duration = .milliseconds(500)
  /// How long the group has between SIGTERM and SIGKILL.
  static let terminationGrace: Duration = .milliseconds(200)

  /// Starts `command` with `environment` added to this process's own; `temporaryFiles` are removed
  /// once it has ended (or at once when it cannot start).
  public init(
    command: String, environment: [String: String], maximumBytes: Int, temporaryFiles: [String] = []
  ) throws(PreviewProcessError) {
    self.temporaryFiles = temporaryFiles
    // Neither end may leak into the child (it gets copies as 1 and 2) or into later children.
    let (readEnd, writeEnd): (Int32, Int32)
    switch SystemPipe.make() {
    case .success(let ends): (readEnd, writeEnd) = ends
    case .failure(let error):
      for path in temporaryFiles { TemporaryFile.remove(path) }
      throw PreviewProcessError(reason: "pipe: \(error)")
    }
    var variables = Self.currentEnvironment()
    for (key, value) in environment { variables[key] = value }
    // Its own group, so one kill reaches whatever it starts; default signal actions and an empty
    // mask, whatever Cascade set for itself (the terminal guard's handlers, an ignored SIGPIPE).
    // Noted at once: leaving Cascade through a signal or a vanished terminal kills the group.
    let spawned = ShellProcess.spawn(
      command, input: nil, output: writeEnd, errors: writeEnd, newProcessGroup: true,
      environment: variables.map { "\($0.key)=\($0.value)" })
    close(writeEnd)
    switch spawned {
    case .success(let pid): processID = pid
    case .failure(let failure):
      close(readEnd)
      for path in temporaryFiles { TemporaryFile.remove(path) }
      throw PreviewProcessError(reason: "\(ShellCommand.shell): \(failure)")
    }
    DispatchQueue.global(qos: .utility).async { [self] in
      read(from: readEnd, maximumBytes: maximumBytes)
      reap()
    }
  }

  /// What was read so far. - Complexity: O(bytes read) for the copy.
  public func snapshot() -> Snapshot {
    state.withLock { $0 }
  }

  /// The output's generation and whether it ended, without copying the bytes: the loop asks this
  /// every poll and takes a `snapshot()` only when the generation moved.
  /// - Complexity: O(1).
  public var progress: (generation: Int, isFinished: Bool) {
    state.withLock { ($0.generation, $0.isFinished) }
  }

  /// True once the shell was waited for: its pid is free again and no zombie is left.
  public var isReaped: Bool { reaped.load(ordering: .acquiring) }

  /// Stops the run without waiting: SIGTERM and SIGCONT to the group now (`patiently`, when it has
  /// written nothing yet: after `cancelWait`, unless it ends first); the background thread follows
  /// with SIGKILL after `terminationGrace` and reaps. Calling it again does nothing more.
  public func cancel(patiently: Bool = false) {
    let waits = patiently && progress.generation == 0
    if waits { patient.store(true, ordering: .releasing) }
    guard !cancelled.exchange(true, ordering: .acquiringAndReleasing) else { return }
    if !waits, !isReaped {
      kill(-processID, SIGTERM)
      kill(-processID, SIGCONT)
    }
  }

  /// Cancels and waits (at most `timeout`) until the shell is reaped: for leaving Cascade, so no
  /// preview outlives it.
  public func cancelAndWait(timeout: Duration = .seconds(1)) {
    cancel()
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while !isReaped, ContinuousClock.now < deadline { usleep(2_000) }
  }

  /// Reads until the end, the limit or a cancel, polling so that a cancel is seen within 20 ms
  /// even while the command writes nothing. Runs on the background thread.
  private func read(from descriptor: Int32, maximumBytes: Int) {
    defer { close(descriptor) }
    var buffer = [UInt8](repeating: 0, count: 65_536)
    var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    while !cancelled.load(ordering: .acquiring) {
      let ready = poll(&poller, 1, 20)
      if ready < 0 && errno != EINTR { break }
      if ready <= 0 { continue }
      let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
      if count <= 0 { break }
      let full = state.withLock { snapshot -> Bool in
        let room = max(0, maximumBytes - snapshot.bytes.count)
        snapshot.bytes += buffer.prefix(min(room, count))
        snapshot.generation += 1
        if count > room { snapshot.isTruncated = true }
        return snapshot.isTruncated
      }
      // Closing the pipe makes a command that keeps writing get SIGPIPE and end.
      if full { break }
    }
    state.withLock {
      $0.isFinished = true
      $0.generation += 1
    }
  }

  /// Waits for the shell: as long as it takes while it runs uncancelled (its output is read), and
  /// after a cancel, `terminationGrace` before SIGKILL. Runs on the background thread.
  private func reap() {
    var killDeadline: ContinuousClock.Instant?
    var termDeadline: ContinuousClock.Instant?
    defer { for path in temporaryFiles { TemporaryFile.remove(path) } }
    while true {
      if ShellProcess.reapIfEnded(processID, target: -processID) { break }
      if cancelled.load(ordering: .acquiring) {
        let now = ContinuousClock.now
        if killDeadline == nil, patient.load(ordering: .acquiring) {
          // A patient cancel: SIGTERM once `cancelWait` has passed, then the usual grace.
          let due = termDeadline ?? now.advanced(by: Self.cancelWait)
          termDeadline = due
          if now >= due {
            kill(-processID, SIGTERM)
            kill(-processID, SIGCONT)
            killDeadline = now.advanced(by: Self.terminationGrace)
          }
        } else if let deadline = killDeadline {
          if now >= deadline {
            kill(-processID, SIGKILL)
            kill(processID, SIGKILL)
            ShellProcess.wait(for: processID, target: -processID)
            break
          }
        } else {
          killDeadline = now.advanced(by: Self.terminationGrace)
        }
      }
      usleep(5_000)
    }
    // Whatever the shell started in its group goes with it.
    kill(-processID, SIGKILL)
    reaped.store(true, ordering: .releasing)
  }

  private static func currentEnvironment() -> [String: String] {
    var variables: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.firstIndex(of: "=") {
        variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      entry += 1
    }
    return variables
  }
}

/// A preview command that could not be started.
public struct PreviewProcessError: Error, CustomStringConvertible {
  /// Why, as the system said it.
  public var reason: String
  /// The reason, for the pane.
  public var description: String { "cannot run the preview command: \(reason)" }
}
