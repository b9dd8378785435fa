import Foundation

/// A folder of test files, removed with it.
final class TemporaryFolder {
  let path: String

  init() throws {
    path = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-pictures-\(UUID())").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// Writes `bytes` to `name` and returns the file's path.
  @discardableResult
  func write(_ name: String, _ bytes: [UInt8], modified: Date? = nil) throws -> String {
    let file = (path as NSString).appendingPathComponent(name)
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    if let modified { try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: file) }
    return file
  }

  func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }
}
