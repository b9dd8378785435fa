import CascadeTerminalTestSupport
import Foundation
import Testing

extension InTerminalTests {
  /// Thai SARA AM and the Devanagari vowel sign I take a cell of their own (the C library and the
  /// terminal say so): the graphemes holding them show whole, and the `|` after them is where
  /// `--dump` puts it.
  @Test func spacingVowelsShowWholeWhereDumpPutsThem() async throws {
    let cards = #"{"title":"น้ำน้ำน้ำ|"}"# + "\n" + #"{"title":"कि|"}"# + "\n" + #"{"title":"क्षि|"}"# + "\n"
    let cascade = try await CascadeInPane(width: 30, height: 12, files: ["scripts.ndjson": cards])
    let file = cascade.directory.appendingPathComponent("scripts.ndjson").path
    let expected = try CascadeBinary.dump([file, "--layout", "list", "--size", "30x12"])
    try #require(expected.contains { $0.contains("น้ำน้ำน้ำ|") } && expected.contains { $0.contains("कि|") }, "\(expected)")
    try await cascade.start("cascade --layout list scripts.ndjson")
    try await cascade.waitForScreen(expected, "the Thai and Devanagari titles, whole")
    try cascade.pane.press("q")
    #expect(try await cascade.exitStatus() == 1)
  }
}
