import CascadeFzf
import Testing

/// `--height ~N`: the rows fzf 0.38 fits its region to, for the sessions of fzf's own suite
/// (`test_height_range_*`, whose expected screens give the heights) and a few more read off fzf in
/// tmux.
@Suite struct FzfFittedHeightTests {
  private func fitting(
    _ limit: FzfFittedHeight.Limit, header: Int = 0, preview: String? = nil,
    style: (inout FzfListStyle) -> Void = { _ in }
  ) throws -> FzfFittedHeight {
    var list = FzfListStyle()
    style(&list)
    return FzfFittedHeight(
      style: list, headerLines: header, preview: try preview.map { try PreviewWindow(parsing: $0) }, limit: limit)
  }

  /// `seq 3 | fzf --height ~100% --info=inline --border`: three items, the prompt, two border rows.
  @Test func threeItemsInABorder() throws {
    let fit = try fitting(.percent(100, minimum: 10)) {
      $0.info = .inline
      $0.border = .rounded
    }
    #expect(fit.maximumItems(terminalRows: 24) == 21)
    #expect(fit.rows(items: 3, terminalRows: 24) == 6)
  }

  /// `--preview "seq {}" --preview-window up,60%`: the list keeps 40% of the region.
  @Test func aPreviewAboveTakesItsShare() throws {
    let fit = try fitting(.percent(100, minimum: 10), preview: "up,60%") {
      $0.info = .inline
      $0.border = .rounded
    }
    #expect(fit.rows(items: 3, terminalRows: 24) == 12)
  }

  /// `--border=sharp --preview-window up,40%,border-bottom --padding 1 --header hello
  /// --header-lines=2` over `seq 3`: one item left, five fixed lines, a four-row pane.
  @Test func headerPaddingAndABorderedPane() throws {
    let fit = try fitting(.percent(100, minimum: 10), header: 3, preview: "up,40%,border-bottom") {
      $0.border = .sharp
      $0.padding = [.cells(1), .cells(1), .cells(1), .cells(1)]
    }
    #expect(fit.rows(items: 1, terminalRows: 24) == 14)
  }

  /// A pane on the left needs only a row of its own: `--border=vertical --preview-window
  /// left,5,border-right --padding 1` with two header lines and two input header lines.
  @Test func aPaneOnTheLeftAddsNoRows() throws {
    let fit = try fitting(.percent(100, minimum: 10), header: 4, preview: "left,5,border-right") {
      $0.border = .vertical
      $0.padding = [.cells(1), .cells(1), .cells(1), .cells(1)]
    }
    #expect(fit.rows(items: 1, terminalRows: 24) == 9)
  }

  /// More items than fit: the region is N (`seq 100 | fzf --height ~5 --info=inline --border`),
  /// and reading can stop waiting at the two items it shows.
  @Test func overflowTakesN() throws {
    let fit = try fitting(.lines(5)) {
      $0.info = .inline
      $0.border = .rounded
    }
    #expect(fit.maximumItems(terminalRows: 24) == 2)
    #expect(fit.rows(items: 100, terminalRows: 24) == 5)
    #expect(fit.rows(items: 1, terminalRows: 24) == 4)
  }

  /// A share of the terminal is at least `--min-height`, and never more than the terminal.
  @Test func sharesAndTheTerminalsHeight() throws {
    let plain = try fitting(.percent(40, minimum: 10))
    #expect(plain.rows(items: 3, terminalRows: 30) == 5)
    #expect(plain.rows(items: 1_000, terminalRows: 30) == 12)
    #expect(try fitting(.percent(20, minimum: 10)).rows(items: 1_000, terminalRows: 24) == 10)
    #expect(try fitting(.lines(50)).rows(items: 1_000, terminalRows: 24) == 24)
    #expect(try fitting(.lines(10)).rows(items: 0, terminalRows: 24) == 2)
  }

  @Test func headerLinesAreCountedAsFzfCountsThem() {
    #expect(FzfFittedHeight.headerLineCount(of: nil) == 0)
    #expect(FzfFittedHeight.headerLineCount(of: "") == 0)
    #expect(FzfFittedHeight.headerLineCount(of: "a\nb") == 2)
    #expect(FzfFittedHeight.headerLineCount(of: "a\n") == 1)
    #expect(FzfFittedHeight.headerLineCount(of: "a\n\nb") == 3)
  }
}
