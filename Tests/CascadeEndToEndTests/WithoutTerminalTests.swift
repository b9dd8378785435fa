import Foundation
import Testing

/// The `cascade` command as a plain subprocess, no terminal anywhere: errors that come before a
/// terminal is opened, the need for one, and the text-only outputs.
struct WithoutTerminalTests {
  @Test func malformedJSONIsStatusTwoNamingFileLineAndColumn() throws {
    let directory = try TemporaryDirectory()
    let cases: [(name: String, text: String, line: Int, column: Int)] = [
      ("bad.ndjson", "{\"title\": \"ok\"}\n{\"title\": \"broken\" \"x\": 1}\n", 2, 20),
      ("bad.json", "[\n  {\"title\": \"ok\"},\n  {\"title\": tru}\n]\n", 3, 13),
    ]
    for malformed in cases {
      let path = try directory.write(malformed.name, malformed.text)
      // In a new session: should loading wrongly succeed, no terminal could be taken over.
      let result = try CascadeBinary.run([path], newSession: true)
      #expect(result.status == 2, "\(malformed.name): \(result.standardError)")
      #expect(result.standardOutput == "")
      let prefix = "cascade: \(path):\(malformed.line):\(malformed.column): "
      let message = result.standardError
      #expect(
        message.hasPrefix(prefix) && message.hasSuffix("\n") && message.count > prefix.count + 1
          && message.filter { $0 == "\n" }.count == 1, "expected \(prefix)<reason>, got: \(message)")
    }
  }

  @Test func aMissingFileIsStatusTwoNamingThePath() throws {
    let directory = try TemporaryDirectory()
    let path = directory.url.appendingPathComponent("no-such-file.json").path
    let result = try CascadeBinary.run([path], newSession: true)
    #expect(result.status == 2)
    #expect(result.standardOutput == "")
    #expect(result.standardError.contains(path), "\(result.standardError)")
  }

  @Test func aBadOptionIsStatusTwoWithUsage() throws {
    for arguments in [
      ["--demo", "--dump", "--columns", "0"], ["--demo", "--dump", "--size", "80by24"], ["--no-such-option"],
    ] {
      let result = try CascadeBinary.run(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.standardOutput == "")
      #expect(result.standardError.contains("Usage: cascade"), "\(arguments): \(result.standardError)")
    }
    #expect(try CascadeBinary.run(["--demo", "--dump", "--columns", "0"]).standardError.contains("--columns"))
  }

  @Test func withoutAControllingTerminalItSaysItNeedsOne() throws {
    let directory = try TemporaryDirectory()
    let input = try directory.write("cards.ndjson", Fixtures.cards)
    // A new session has no controlling terminal, so /dev/tty cannot be opened; the cards come from
    // stdin, which is a file.
    let result = try CascadeBinary.run([], standardInput: input, newSession: true)
    #expect(result.status == 2)
    #expect(result.standardOutput == "")
    #expect(result.standardError.hasPrefix("cascade: needs a terminal"), "\(result.standardError)")
  }

  @Test func dumpNeverWritesAControlCharacter() throws {
    let directory = try TemporaryDirectory()
    let inputs = [
      try directory.write("hostile.ndjson", Fixtures.hostile),
      try directory.write("hostile.txt", Fixtures.hostileLines),
    ]
    for input in inputs {
      for size in ["100x30", "24x8"] {
        let result = try CascadeBinary.run(["--dump", "--size", size, input])
        #expect(result.status == 0, "\(result.standardError)")
        let escapes = result.standardOutputBytes.filter { $0 == 0x1B }.count
        #expect(escapes == 0, "ESC in the dump of \(input) at \(size)")
        let controls = result.standardOutput.unicodeScalars.filter {
          ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
        }
        #expect(controls.isEmpty, "controls in the dump of \(input) at \(size): \(controls.map { $0.value })")
        if size == "100x30" {
          #expect(
            result.standardOutput.contains("clear ␛[2J here") && result.standardOutput.contains("␛]0;pwned␇"),
            "\(result.standardOutput)")
        }
      }
    }
  }

  @Test func cascadeNeverWritesToItsInput() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("cards.json", Fixtures.array)
    let before = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    let runs: [(arguments: [String], stdin: String)] = [
      (["--dump", path], "/dev/null"),
      (["--layout-json", path], "/dev/null"),
      (["--dump", "-"], path),
      (["--pick", path], "/dev/null"),
      (["--pick"], path),
    ]
    for run in runs {
      // The last two need a terminal and end with status 2 once the input is read.
      _ = try CascadeBinary.run(run.arguments, standardInput: run.stdin, newSession: true)
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(Fixtures.array.utf8))
    #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == before)
  }
}
