import CascadeTerminalTestSupport
import Testing

extension InTerminalTests {
  /// The grid sizes text cards to their wrapped text on a terminal, a row as tall as its tallest
  /// card; `--dump` of the same grid draws the same rows, and `--dump` at an offset the screen
  /// after paging down.
  @Test func aGridOfLinesShowsWhatDumpShows() async throws {
    let lines = (0..<40).map { i -> String in
      switch i % 4 {
      case 0: return "/usr/share/doc/package-\(i)/examples/configuration/very/deep/path/file-\(i).conf"
      case 1: return "line \(i)"
      case 2: return "瀑布流 \(i) カード 🌊 " + String(repeating: "喫茶店 ", count: i % 7)
      default: return String(repeating: "word\(i) ", count: 2 + i % 9)
      }
    }
    let cascade = try await CascadeInPane(
      width: 80, height: 24, files: ["lines.txt": lines.joined(separator: "\n") + "\n"])
    let path = cascade.directory.appendingPathComponent("lines.txt").path
    let dumped = try CascadeBinary.dump(["--size", "80x24", "--no-pictures", "--layout", "grid", path])
    try #require(dumped.contains { $0.contains("╰") }, "\(dumped.joined(separator: "\n"))")
    try await cascade.start("cascade --no-animation --no-pictures --layout grid lines.txt")
    try await cascade.waitForScreen(dumped, "the grid's first frame, as --dump draws it")
    try cascade.pane.press("q")
    _ = try await cascade.exitStatus()
  }
}
