import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeFzf
import CascadeLayout
import Testing

/// fzf's cursor is a line of its list: a move made while a query's matches are still being ranked
/// keeps the line it moved to, whatever match the final order puts there (fzf's `test_vanilla`).
@Suite struct FzfMoveWhileRankingTests {
  /// `seq 20000 | fzf`, `391` typed, and Up (CTRL-K) pressed before the ranking is done (each turn
  /// ranks a batch only): once it is, the cursor is on the second line, `3910`, under the best
  /// match `391`.
  @Test func aMoveWhileRankingKeepsItsLine() throws {
    let lines = (1...20_000).map { #"{"title":"\#($0)"}"# }.joined(separator: "\n") + "\n"
    let viewer = viewer(try collection(lines), size: Size(width: 30, height: 8)) { options in
      options.layout = .list
      options.typesQueryAsFzf = true
      options.prompt = "> "
      options.fzfList = FzfListStyle()
    }
    viewer.source.filterSliceDuration = .zero
    type(viewer, "39")
    while viewer.source.isFiltering { viewer.advance() }
    type(viewer, "1")
    try #require(viewer.source.isFiltering, "the ranking of 391 must still run when the key comes")
    press(viewer, .up)
    while viewer.source.isFiltering { viewer.advance() }
    let shown = screen(viewer).map { String($0.reversed().drop { $0 == " " }.reversed()) }
    #expect(shown.suffix(4).first == "> 3910", "\(shown)")
    #expect(shown.suffix(3).first?.hasPrefix("  391") == true, "\(shown)")
  }
}
