import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeFzf
import CascadeLayout
import Testing

/// fzf's cursor is a line of its list: while records arrive under a query, the cursor stays on its
/// line and a better match arriving later takes the line, as `fzf -q QUERY` shows it.
@Suite struct FzfCursorWhileLoadingTests {
  private func fzfViewer(_ input: GrowingCollection) -> Viewer {
    let v = viewer(input, size: Size(width: 30, height: 8)) { options in
      options.layout = .list
      options.typesQueryAsFzf = true
      options.prompt = "> "
      options.fzfList = FzfListStyle()
    }
    v.source.filterSliceDuration = .zero
    return v
  }

  /// A weak match arrives first and is ranked; the best match arrives later. The cursor stays on
  /// the first line, so it ends on the best match, not on the record it first stood on.
  @Test func aLaterBetterMatchTakesTheCursorsLine() {
    let input = GrowingCollection()
    let v = fzfViewer(input)
    type(v, "lib")
    input.append(titles: ["xxlxxixxb", "alibrary"])
    for _ in 0..<20 { _ = v.advance() }
    input.append(titles: (0..<50).map { "zz\($0)" } + ["lib", "libz"])
    input.finish()
    for _ in 0..<200 where v.advance() {}
    let rows = screen(v).map { String($0.reversed().drop { $0 == " " }.reversed()) }
    // Default layout: the prompt on the last row, the info line above it, then the best match.
    #expect(rows.suffix(3).first == "> lib", "\(rows)")
  }

  /// The same after a move: the cursor stays on the line it moved to while later records arrive.
  @Test func aMovedCursorKeepsItsLineWhileRecordsArrive() {
    let input = GrowingCollection()
    let v = fzfViewer(input)
    type(v, "lib")
    input.append(titles: ["xxlxxixxb", "alibrary", "lib"])
    for _ in 0..<20 { _ = v.advance() }
    press(v, .up)
    input.append(titles: ["libz", "lib2"])
    input.finish()
    for _ in 0..<200 where v.advance() {}
    let rows = screen(v).map { String($0.reversed().drop { $0 == " " }.reversed()) }
    // Ranked: lib, then libz and lib2 (as long: input order), alibrary, xxlxxixxb; the cursor on
    // the second line.
    #expect(rows.suffix(4).first == "> libz", "\(rows)")
    #expect(rows.suffix(3).first == "  lib", "\(rows)")
  }
}
