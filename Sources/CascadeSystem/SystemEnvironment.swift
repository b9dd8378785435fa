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
