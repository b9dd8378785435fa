import ArgumentParser
import CascadeApp
import CascadeCurses
import CascadeData
import CascadeFzf
import CascadeSystem

// fzf's adaptive height, `--height ~N[%]`: fzf's list in an inline region no taller than it needs.
// Like fzf, the region is decided once, before the first frame, from the records read by then.

extension CascadeCommand {
  /// `~N` with a top or bottom margin or padding in percent is refused, as fzf refuses it: the
  /// region's height would depend on itself.
  func validateFittedHeight() throws {
    guard case .fitting? = previewArguments.height else { return }
    for (name, value) in [("--margin", fzfListArguments.margin), ("--padding", fzfListArguments.padding)] {
      guard let value, let sides = FzfListStyle.sides(value) else { continue }
      if [sides[0], sides[2]].contains(where: { if case .percent = $0 { true } else { false } }) {
        throw ValidationError(
          "--height ~N needs the top and bottom of \(name) in cells, not a percentage: '\(value)'.")
      }
    }
  }

  /// The inline region for `~N` in fzf's list: waits until as many records as the largest region
  /// could show are read, or the input ends (a poll every 5 ms, as fzf waits before its first
  /// frame), then fits the region to them. Nil when the height is not `~N`, for cards (which take
  /// N), and without a terminal.
  func fittedSessionHeight(options: ViewerOptions, streaming: (any StreamingRecordCollection)?)
    -> TerminalSession.Height?
  {
    guard case .fitting(let limit)? = previewArguments.height, var style = options.fzfList, let streaming,
      let terminalRows = TerminalSession.terminalRows()
    else { return nil }
    let headerCount = (streaming as? FzfRecordView)?.headerCount ?? 0
    style.inputHeaderLineCount = headerCount
    let fitting = FzfFittedHeight(
      style: style, headerLines: FzfFittedHeight.headerLineCount(of: options.header) + headerCount,
      preview: options.previewCommand == nil ? nil : options.previewWindow ?? PreviewWindow(),
      limit: limit.fittingLimit(minimumRows: fzfMinimumRows(options: options, streaming: streaming) ?? 10))
    let wanted = fitting.maximumItems(terminalRows: terminalRows)
    var progress = streaming.progress
    while progress.recordCount < wanted, !progress.isFinished {
      SystemProcess.sleep(for: .milliseconds(5))
      progress = streaming.progress
    }
    return .fitted(fitting.rows(items: progress.recordCount, terminalRows: terminalRows))
  }

  /// `--min-height`: N, N with the rows around the list for `N+`, or fzf's 10 when run as fzf.
  func fzfMinimumRows(options: ViewerOptions, streaming: (any StreamingRecordCollection)?) -> Int? {
    guard let given = fzfArguments.minHeight else { return fzfArguments.fzf ? 10 : nil }
    return given.rows(
      style: options.fzfList, headerCount: FzfFittedHeight.headerLineCount(of: options.header),
      headerLineCount: (streaming as? FzfRecordView)?.headerCount ?? 0)
  }

  /// True when `--height ~N` fits fzf's list: the records it waits for are read without pause.
  var fitsHeight: Bool {
    if case .fitting? = previewArguments.height { return true }
    return false
  }
}

extension InlineHeight {
  /// The height as the largest region fzf's fitting may take.
  fileprivate func fittingLimit(minimumRows: Int) -> FzfFittedHeight.Limit {
    switch limit {
    case .percent(let p): .percent(p, minimum: minimumRows)
    case .lines(let n): .lines(n)
    // `limit` is never itself fitted.
    case .fitting: .lines(1)
    }
  }
}
