import CascadeApp
import CascadeData
import CascadeFzf

extension CascadeCommand {
  /// fzf's options that shape the viewer: `--multi=MAX`, `--cycle`, `--disabled`, `-d` and
  /// `--print0` for placeholders, and `--fzf`'s keys and `> ` prompt (its list comes first on the command line, `FzfInvocation`).
  func applyFzfOptions(to options: inout ViewerOptions) {
    options.typesQueryAsFzf = fzfArguments.fzf
    if fzfArguments.fzf && prompt == nil { options.prompt = "> " }
    options.selectionLimit = fzfArguments.multiLimit
    options.cycles = fzfArguments.cycle
    options.filtersAsTyped = !fzfArguments.disabled
    options.placeholderDelimiter = fieldDelimiter.map { String(decoding: $0, as: UTF8.self) }
    if print0 { options.placeholderFileSeparator = "\0" }
    if fzfArguments.fzf {
      var style = fzfListArguments.style(direction: fzfArguments.listDirection)
      fzfLabelArguments.apply(to: &style)
      fzfSectionArguments.apply(to: &style)
      style.theme = (try? fzfColorArguments.theme()) ?? FzfTheme()
      options.fzfList = fzfMultiLineArguments.applied(to: style, markerGiven: fzfListArguments.marker != nil)
    }
  }

  /// The input as the viewer shows it: `--header-lines` records set apart, `--with-nth` titles,
  /// `--nth` fields matched.
  func fzfRecordView(_ base: any StreamingRecordCollection) -> any StreamingRecordCollection {
    let headerCount = fzfArguments.headerLines ?? 0
    let stripsEscapes = previewArguments.ansi
    guard headerCount > 0 || withNthSelection != nil || nthRanges != nil || stripsEscapes else { return base }
    let delimiter = fieldDelimiter
    var itemText: (@Sendable ([UInt8], Int?) -> [UInt8])?
    if let selection = withNthSelection {
      itemText = { line, index in selection.itemText(of: line, index: index, delimiter: delimiter) }
    }
    var matchedFields: (@Sendable ([UInt8]) -> [Range<Int>])?
    if let ranges = nthRanges {
      matchedFields = { title in ranges.byteRanges(of: title, delimiter: delimiter) }
    }
    return FzfRecordView(
      base: base, headerCount: headerCount, itemText: itemText, stripsEscapes: stripsEscapes,
      matchedFields: matchedFields)
  }
}
