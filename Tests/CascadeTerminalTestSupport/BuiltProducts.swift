import Foundation

/// The package's built executables (`cascade`, `cascade-curses-demo`), which end-to-end tests run
/// as a user would. `swift test` builds them with the tests; `swift build` builds them too.
public enum BuiltProducts {
  /// The directory SwiftPM puts executables in: the test bundle's own, else asked of SwiftPM once.
  public static let directory: URL = {
    let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    if FileManager.default.isExecutableFile(atPath: besideTests.appendingPathComponent("cascade").path) {
      return besideTests
    }
    let path = (try? Subprocess.run(["swift", "build", "--show-bin-path", "--package-path", packageRoot.path])) ?? ""
    return URL(fileURLWithPath: path.trimmingCharacters(in: .whitespacesAndNewlines))
  }()

  /// The package's root directory, found from this file's place in it.
  public static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  public struct Missing: Error, CustomStringConvertible {
    public var path: String
    public var description: String { "not built: \(path) (run `swift build` first)" }
  }

  /// The built executable `name`; throws, naming the path, when it has not been built.
  public static func executable(_ name: String) throws -> URL {
    let url = directory.appendingPathComponent(name)
    guard FileManager.default.isExecutableFile(atPath: url.path) else { throw Missing(path: url.path) }
    return url
  }
}
