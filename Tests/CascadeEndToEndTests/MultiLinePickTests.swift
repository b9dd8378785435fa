import Foundation
import Testing

/// `--read0 --print0` items of several lines, with escapes and bytes that are not UTF-8: a pick
/// (`-q … -1`, as fzf's `--select-1`) and `--filter` print the item whole, byte for byte.
struct MultiLinePickTests {
  @Test func aPickedItemIsPrintedWhole() throws {
    let items: [[UInt8]] = [
      Array("kilo first line\nsecond\tline\n".utf8),
      Array("lima \u{1B}]2;title\u{07} and \u{1B}[31mred\u{1B}[0m\r\nnext".utf8) + [0xFF, 0x0A],
      Array("mike 東京 🚀\n\n{\"json\": [1, 2]}".utf8),
      [0x6F, 0x73, 0x63, 0x61, 0x72, 0x20, 0xE9, 0x0A, 0xC3],
    ]
    let directory = try TemporaryDirectory()
    let file = directory.url.appendingPathComponent("items")
    try Data(Array(items.joined(separator: [0])) + [0]).write(to: file)
    for (item, word) in zip(items, ["kilo", "lima", "mike", "oscar"]) {
      for arguments in [["--fzf", "-q", "'\(word)", "-1"], ["-f", "'\(word)"]] {
        let result = try CascadeBinary.run(
          ["--read0", "--print0"] + arguments, standardInput: file.path, newSession: true)
        #expect(result.status == 0, "\(arguments): \(result.standardError)")
        #expect(result.standardOutputBytes == item + [0], "\(arguments)")
      }
    }
  }
}
