import CascadeMatch
import Testing

/// The extended search syntax read into terms, written as fzf documents it.
@Suite struct QueryParsingTests {
  /// (kind, inverted, text, case-sensitive) of each term, group by group.
  private func shape(_ query: String, caseMode: CaseMode = .smart, fuzzy: Bool = true) -> [[String]] {
    MatchQuery(query, caseMode: caseMode, fuzzy: fuzzy).groups.map { group in
      group.map { term in "\(term.isInverted ? "!" : "")\(term.kind):\(term.text)\(term.isCaseSensitive ? "/cs" : "")" }
    }
  }

  @Test func eachFormReadsAsItsKind() {
    #expect(shape("abc") == [["fuzzy:abc"]])
    #expect(shape("'abc") == [["exact:abc"]])
    #expect(shape("^abc") == [["prefix:abc"]])
    #expect(shape("abc$") == [["suffix:abc"]])
    #expect(shape("^abc$") == [["equal:abc"]])
    #expect(shape("!abc") == [["!exact:abc"]])
    #expect(shape("!^abc") == [["!prefix:abc"]])
    #expect(shape("!abc$") == [["!suffix:abc"]])
    #expect(shape("!'abc") == [["!fuzzy:abc"]])
  }

  @Test func spacesAndBars() {
    #expect(shape("  a   b  ") == [["fuzzy:a"], ["fuzzy:b"]])
    #expect(shape("a | b c") == [["fuzzy:a", "fuzzy:b"], ["fuzzy:c"]])
    #expect(shape("| a") == [["fuzzy:|"], ["fuzzy:a"]], "a bar with nothing before it is a term")
    #expect(shape("a\\ b") == [["fuzzy:a b"]], "an escaped space stays inside the term")
    #expect(shape("a\\ ") == [["fuzzy:a "]], "an escaped trailing space is kept")
    #expect(shape("").isEmpty)
    #expect(shape("^ ! '").isEmpty, "operators alone leave no term")
    #expect(shape("$") == [["fuzzy:$"]], "a lone $ is a term")
  }

  @Test func smartCaseIsPerTerm() {
    #expect(shape("abc Abc") == [["fuzzy:abc"], ["fuzzy:Abc/cs"]])
    #expect(shape("Abc", caseMode: .insensitive) == [["fuzzy:abc"]])
    #expect(shape("abc", caseMode: .sensitive) == [["fuzzy:abc/cs"]])
  }

  @Test func exactModeFlipsTheQuote() {
    #expect(shape("abc 'abc", fuzzy: false) == [["exact:abc"], ["fuzzy:abc"]])
    #expect(shape("!abc", fuzzy: false) == [["!exact:abc"]])
  }

  @Test func onlyNegatedTermsKeepInputOrder() {
    #expect(!MatchQuery("!a !b").isSortable)
    #expect(MatchQuery("!a b").isSortable)
    #expect(MatchQuery("").isEmpty)
  }
}
