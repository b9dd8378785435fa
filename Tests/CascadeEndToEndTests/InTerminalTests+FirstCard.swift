import CascadeTerminalTestSupport
import CascadeTestSupport
import Testing

extension InTerminalTests {
  /// A grouped and sorted view of 60,000 records, shown while the file is still being read and
  /// merged batch by batch into its groups, ends on its first card, as `--dump` (which reads
  /// everything first) draws it, and picks that card.
  @Test func aGroupedSortedBigFileOpensOnItsFirstCard() async throws {
    let genres = ["sf", "classic", "literary", "travel", "poetry"]
    var lines: [String] = []
    lines.reserveCapacity(60_000)
    // The years rise through the file, so the first records read are not the first cards.
    for i in 0..<60_000 {
      lines.append(#"{"title":"b\#(i)","genre":"\#(genres[(i &* 13) % genres.count])","year":\#(1900 + i / 500)}"#)
    }
    let cascade = try await CascadeInPane(
      width: 60, height: 16, files: ["big.ndjson": lines.joined(separator: "\n") + "\n"])
    let big = cascade.directory.appendingPathComponent("big.ndjson").path
    let arrangement = ["--group-by", "genre", "--sort-by", "-year"]
    let dumped = try CascadeBinary.dump(["--size", "60x16", "--no-pictures"] + arrangement + [big])
    #expect(dumped.last?.contains("card 1 of 60000") == true, "\(dumped.joined(separator: "\n"))")
    try await cascade.start("cascade --no-animation --no-pictures --group-by genre --sort-by -year big.ndjson")
    try await cascade.waitForScreen(dumped, "the first card of the grouped, sorted cards, as --dump draws them")
    try await cascade.press("Space", untilStatus: "card 1 of 60000 · 1 selected")
    try cascade.pane.press("q")
    #expect(try await cascade.exitStatus() == 0)
    // The classic group comes first; its latest year is 2019, and b59502 is its first record then.
    #expect(try cascade.standardOutput == #"{"title":"b59502","genre":"classic","year":2019}"# + "\n")
  }
}
