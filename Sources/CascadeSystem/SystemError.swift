#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A failed system call's `errno`, described as `strerror` does ("No such file or directory").
public struct SystemError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The `errno` value.
  public var code: Int32

  /// The failure `code` names.
  public init(code: Int32) { self.code = code }

  /// The failure the calling thread's `errno` names now: read it right after the call that
  /// failed, before anything else can change it.
  public static var current: SystemError { SystemError(code: errno) }

  /// The system's text for `code`.
  public var description: String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}
