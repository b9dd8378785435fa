import CascadeTerminalTestSupport
import Foundation
import Testing

/// `--items PATH` and the JSON documents it reads, run as a user runs them.
@Suite(.enabled(if: BuiltCascade.isBuilt, "cascade is not built beside the tests"))
struct ItemsOptionTests {
  func cascade(_ arguments: String...) throws -> Subprocess.Result {
    try Subprocess.capture([BuiltCascade.url.path] + arguments, options: Subprocess.Options())
  }

  func document(_ text: String) throws -> URL {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-items-\(UUID()).json")
    try text.write(to: file, atomically: true, encoding: .utf8)
    return file
  }

  @Test func itemsPathShowsThatCollection() throws {
    let file = try document(
      #"{"results": [{"title": "Result card"}], "data": {"children": [{"title": "Child 1"}, {"title": "Child 2"}]}}"#)
    defer { try? FileManager.default.removeItem(at: file) }
    let found = try cascade("--dump", "--size", "40x8", file.path)
    #expect(
      found.status == 0 && found.standardOutput.contains("Child 2"), "\(found.standardOutput)\(found.standardError)")
    let named = try cascade("--dump", "--size", "40x8", "--items", ".results", file.path)
    #expect(
      named.status == 0 && named.standardOutput.contains("Result card") && !named.standardOutput.contains("Child"),
      "\(named.standardOutput)\(named.standardError)")
  }

  @Test func aPathThatLeadsNowhereExitsTwoSayingWhy() throws {
    let file = try document(#"{"results": [{"title": "r"}], "n": 3}"#)
    defer { try? FileManager.default.removeItem(at: file) }
    let missing = try cascade("--dump", "--items", ".data.children", file.path)
    #expect(missing.status == 2)
    #expect(
      missing.standardError.contains(#"--items .data.children: . has no field "data""#), "\(missing.standardError)")
    let scalar = try cascade("--dump", "--items", ".n", file.path)
    #expect(scalar.status == 2 && scalar.standardError.contains("--items .n is a number"), "\(scalar.standardError)")
    #expect(try cascade("--help").standardOutput.contains("--items <path>"))
  }
}
