import Testing

/// `--group-by` and `--sort-by` without a terminal: their mistakes are usage errors naming the
/// option, and `--dump` draws the arranged cards.
@Suite struct GalleryOptionsTests {
  @Test func emptyFieldsAndFilterAreUsageErrors() throws {
    let cases: [([String], String)] = [
      (["--demo", "--dump", "--group-by", ""], "--group-by"),
      (["--demo", "--dump", "--sort-by", "-"], "--sort-by"),
      (["--demo", "--dump", "--sort-by", ""], "--sort-by"),
      (["--filter", "x", "--group-by", "genre"], "--filter"),
    ]
    for (arguments, named) in cases {
      let result = try CascadeBinary.run(arguments)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.standardOutput == "")
      #expect(result.standardError.contains(named) && result.standardError.contains("Usage: cascade"), "\(arguments): \(result.standardError)")
    }
  }

  /// Generated cards have no fields: grouped, they all go to the one section `(none)`, titled.
  @Test func recordsWithoutTheFieldGoUnderNone() throws {
    let rows = try CascadeBinary.dump(["--demo-items", "20", "--size", "40x8", "--group-by", "genre"])
    #expect(rows.first?.hasPrefix("── (none) ──") == true, "\(rows.joined(separator: "\n"))")
    #expect(StatusLine.text(of: rows) == "card 1 of 20")
  }

  @Test func helpNamesTheOptions() throws {
    let help = try CascadeBinary.run(["--help"]).standardOutput
    for name in ["--group-by", "--sort-by", "(none)", "descending"] { #expect(help.contains(name), "\(name)") }
  }
}
