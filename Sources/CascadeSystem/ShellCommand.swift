#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Running `sh -c COMMAND` (see `shell`): the one place Cascade calls `posix_spawn` or `exec`. The child
/// gets the descriptors asked for as 0, 1 and 2, no blocked signal, and the signals listed back at
/// their default action (an ignored signal stays ignored across `exec`, and Cascade ignores or
/// handles several), so the command behaves as it would typed at a shell.
public enum ShellCommand {
  /// The shell every command runs in: `$SHELL`, as fzf's, when it names an executable by its full
  /// path (scripts written for fzf use bash's `<<<` and the like); else `/bin/sh`.
  public static let shell: String = {
    guard let value = getenv("SHELL").map({ String(cString: $0) }), value.hasPrefix("/"), access(value, X_OK) == 0
    else {
      return "/bin/sh"
    }
    return value
  }()

  /// What the child gets as one of its standard descriptors.
  public enum Stream: Sendable {
    /// `/dev/null`: read-only as descriptor 0, write-only otherwise.
    case null
    /// A copy of this descriptor of Cascade's.
    case descriptor(Int32)
  }

  /// Starts `sh -c command` and returns its process id, or why it could not start.
  /// - Parameters:
  ///   - command: the text `sh -c` runs.
  ///   - input: the child's descriptor 0.
  ///   - output: the child's descriptor 1.
  ///   - errors: the child's descriptor 2.
  ///   - defaultSignals: signals the child starts with at their default action.
  ///   - newProcessGroup: true puts the child in a group of its own (its id is its pid), so one
  ///     `kill(-pid, …)` reaches whatever it starts.
  ///   - environment: `KEY=VALUE` entries for the child; nil passes Cascade's own.
  public static func spawn(
    _ command: String, input: Stream, output: Stream, errors: Stream, defaultSignals: [Int32],
    newProcessGroup: Bool = false, environment: [String]? = nil
  ) -> Result<pid_t, SystemError> {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for (target, stream) in [(Int32(0), input), (1, output), (2, errors)] {
      switch stream {
      case .descriptor(let source): posix_spawn_file_actions_adddup2(&actions, source, target)
      case .null: posix_spawn_file_actions_addopen(&actions, target, "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
      }
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    var defaults = sigset_t()
    sigemptyset(&none)
    sigemptyset(&defaults)
    for signal in defaultSignals { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
    if newProcessGroup {
      posix_spawnattr_setpgroup(&attributes, 0)
      flags |= POSIX_SPAWN_SETPGROUP
    }
    posix_spawnattr_setflags(&attributes, Int16(flags))
    let arguments = copiedStrings([shell, "-c", command])
    defer { for argument in arguments { free(argument) } }
    var pid = pid_t()
    let failure: Int32
    if let environment {
      let entries = copiedStrings(environment)
      defer { for entry in entries { free(entry) } }
      failure = posix_spawn(&pid, shell, &actions, &attributes, arguments, entries)
    } else {
      failure = posix_spawn(&pid, shell, &actions, &attributes, arguments, environ)
    }
    guard failure == 0 else { return .failure(SystemError(code: failure)) }
    return .success(pid)
  }

  /// Replaces this process with `sh -c command` (`execv`), signal mask and dispositions as they
  /// are. Returns only when that failed, with why.
  public static func replaceProcess(with command: String) -> SystemError {
    let arguments = copiedStrings([shell, "-c", command])
    execv(shell, arguments)
    let failure = SystemError.current
    for argument in arguments { free(argument) }
    return failure
  }

  /// `strings` as a C array of copies the caller frees, ending in nil.
  private static func copiedStrings(_ strings: [String]) -> [UnsafeMutablePointer<CChar>?] {
    strings.map { strdup($0) } + [nil]
  }
}
