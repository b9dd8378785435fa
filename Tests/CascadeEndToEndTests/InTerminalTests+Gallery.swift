import CascadeTerminalTestSupport
import CascadeTestSupport
import Testing

extension InTerminalTests {
  static let books = BookRecords.ndjson

  /// `--group-by` and `--sort-by` on a terminal draw what `--dump` draws; `-` and `+` change the
  /// columns (the status line says how many) and the screen is then the dump at that column
  /// count; the card picked after all that is the one focused from the start, printed as written.
  @Test func groupedCardsZoomInAndOut() async throws {
    let cascade = try await CascadeInPane(width: 60, height: 16, files: ["books.ndjson": Self.books])
    let books = cascade.directory.appendingPathComponent("books.ndjson").path
    let arrangement = ["--group-by", "genre", "--sort-by", "-year"]
    func dump(columns: Int) throws -> [String] {
      try CascadeBinary.dump(["--size", "60x16", "--columns", "\(columns)", "--no-pictures"] + arrangement + [books])
    }
    let two = try CascadeBinary.dump(["--size", "60x16", "--no-pictures"] + arrangement + [books])
    try await cascade.start(
      "cascade --no-pick --no-animation --no-pictures --group-by genre --sort-by -year books.ndjson")
    try await cascade.waitForScreen(two, "the grouped, sorted cards as --dump draws them")
    var screen = try await cascade.press("-", untilStatus: "3 columns")
    #expect(Array(screen.dropLast()) == Array(try dump(columns: 3).dropLast()), "\(screen.joined(separator: "\n"))")
    try cascade.pane.press("+")
    screen = try await cascade.press("+", untilStatus: "1 column")
    #expect(Array(screen.dropLast()) == Array(try dump(columns: 1).dropLast()), "\(screen.joined(separator: "\n"))")
    // The first card of the first group is still focused: Persuasion, the later classic.
    try cascade.pane.press("Enter")
    _ = try await cascade.pane.screen("the full view of Persuasion") { $0.first?.contains("Persuasion") == true }
    // Back to the cards before the next key, or Esc and Space would arrive as one Alt-Space.
    try await cascade.press("Escape", untilStatus: "card 1 of 7")
    try await cascade.press("Space", untilStatus: "card 1 of 7 · 1 selected")
    try cascade.pane.press("q")
    #expect(try await cascade.exitStatus() == 0)
    #expect(try cascade.standardOutput == #"{"title":"Persuasion","genre":"classic","year":1817}"# + "\n")
  }

  /// `g s` sorts at run time and `g 0` goes back to the input's order, as the status line says.
  @Test func goKeysSortAndRestoreOnATerminal() async throws {
    let cascade = try await CascadeInPane(width: 60, height: 16, files: ["books.ndjson": Self.books])
    try await cascade.start("cascade --no-animation --no-pictures books.ndjson")
    try cascade.pane.press("g")
    try await cascade.press("s", untilStatus: "sorted by title ↑")
    try cascade.pane.press("g")
    try await cascade.press("0", untilStatus: "input order")
    try cascade.pane.press("q")
    #expect(try await cascade.exitStatus() == 1)
  }
}
