import Testing

/// The CascadeMatch overview's example (`OverviewExample.swift`, shown in the article word for word)
/// does what the article says.
@Test func overviewExampleFindsTheBestLine() {
  let lines = ["src/main_test.swift", "docs/main.md", "Sources/cascade/main.swift", "src/main.swift"]
  #expect(bestMatch(in: lines) == "src/main.swift")
  #expect(bestMatch(in: ["README.md"]) == nil)
}
