import CascadeTerminalTestSupport
import Foundation
import Testing

/// The built `cascade` run as a plain subprocess, without a terminal: for `--dump`, `--layout-json`
/// and the errors that come before any terminal is opened.
enum CascadeBinary {
  /// Runs cascade with `arguments`, stdin from `standardInput` (default /dev/null).
  static func run(_ arguments: [String], standardInput: String = "/dev/null", newSession: Bool = false) throws
    -> Subprocess.Result
  {
    var options = Subprocess.Options()
    options.standardInput = standardInput
    options.startsNewSession = newSession
    options.environment["LANG"] = "C.UTF-8"
    options.environment["LC_ALL"] = "C.UTF-8"
    options.environment["SWIFT_BACKTRACE"] = "enable=no"
    options.timeout = .seconds(30)
    return try Subprocess.capture([try BuiltProducts.executable("cascade").path] + arguments, options: options)
  }

  /// The rows `--dump` prints for `arguments`; the run must succeed.
  static func dump(_ arguments: [String]) throws -> [String] {
    let result = try run(["--dump"] + arguments)
    try #require(result.status == 0, "cascade --dump \(arguments.joined(separator: " ")): \(result.standardError)")
    var rows = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if rows.last == "" { rows.removeLast() }
    return rows
  }
}
