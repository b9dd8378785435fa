@testable import CascadeApp
import CascadeFzf
import Testing

/// fzf's history moves, as its own test walks them: old entries edited stay edited for the
/// session, the file gets only the accepted query, and the last `maximumCount` are kept.
@Suite struct FzfHistoryTests {
  @Test func movesEditsAndTheAcceptedQuery() {
    var history = FzfHistory(entries: ["11", "22", "33", "44"], maximumCount: 4)
    #expect(history.previous(leaving: "") == "44")
    #expect(history.previous(leaving: "44") == "33")
    // "33" edited to "31", then away and back: the edit is kept.
    #expect(history.previous(leaving: "31") == "22")
    #expect(history.next(leaving: "22") == "31")
    #expect(history.appending("310") == ["22", "33", "44", "310"])
    // Past either end the cursor stays.
    #expect(history.next(leaving: "31") == "44")
    #expect(history.next(leaving: "44") == "")
    #expect(history.next(leaving: "typed") == "typed")
    for _ in 0..<6 { _ = history.previous(leaving: "x") }
    #expect(history.previous(leaving: "x") == "x")
    #expect(history.appending("") == ["11", "22", "33", "44"])
  }

  /// `previous-history` and `next-history` set the query; without `--history` they do nothing.
  @Test func theActionsSetTheQuery() throws {
    let shown = viewer(try collection(#"{"title":"a"}"# + "\n"), size: .init(width: 40, height: 10)) {
      $0.history = FzfHistory(entries: ["one", "two"], maximumCount: 10)
    }
    _ = shown.perform([.previousHistory, .previousHistory])
    #expect(shown.filterText == "one")
    _ = shown.perform([.nextHistory])
    #expect(shown.filterText == "two")
    let plain = viewer(try collection(#"{"title":"a"}"# + "\n"), size: .init(width: 40, height: 10))
    plain.setFilter("q")
    _ = plain.perform([.previousHistory])
    #expect(plain.filterText == "q")
  }
}
