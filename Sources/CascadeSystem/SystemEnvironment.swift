#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// This process's environment, which the commands it starts inherit.
public enum SystemEnvironment {
  /// The value of `name`, or nil when it is not set.
  public static func value(of name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// Sets `name` to `value` for this process and the commands it starts afterwards. Call it before
  /// other threads read the environment: `setenv` is not safe beside a concurrent `getenv`.
  public static func set(_ name: String, to value: String) {
    setenv(name, value, 1)
  }
}

extension SystemEnvironment {
  /// Every `NAME=VALUE` of this process's environment, in its order.
  public static var entries: [String] {
    var entries: [String] = []
    var entry = environ
    while let pointer = entry.pointee {
      entries.append(String(cString: pointer))
      entry += 1
    }
    return entries
  }

  /// This program's own file (`/proc/self/exe`), so a copy of it runs the same Cascade whatever
  /// PATH holds; nil when the system does not say.
  public static var executablePath: String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The current folder, or nil when it is gone.
  public static var currentDirectory: String? {
    guard let pointer = getcwd(nil, 0) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }

  /// True when `descriptor` is a terminal.
  public static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) != 0 }

  /// Makes a write to a pipe whose reader is gone fail with EPIPE instead of killing the process.
  public static func ignoreBrokenPipes() { signal(SIGPIPE, SIG_IGN) }
}
