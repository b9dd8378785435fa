import CascadeCanvas
import CascadeData
import CascadeLayout
import CascadeSystem

/// The input as fzf's `--header-lines`, `--with-nth` and `--nth` show it in the viewer: the first
/// `headerCount` records are the header, not cards, a card's title is the record's
/// `--with-nth` fields, and the `/` filter matches the title's `--nth` fields; the whole record is
/// still what a pick prints.
///
/// Records are read from the loader as they arrive; only the index is shifted.
package final class FzfRecordView: StreamingRecordCollection, FieldMatchingCollection {
  package let base: any StreamingRecordCollection
  package let headerCount: Int
  /// The item text of a record's printed bytes (`--with-nth`), or nil to keep the record.
  package let itemText: (@Sendable ([UInt8], Int?) -> [UInt8])?
  /// fzf's `--ansi`: a record's escape sequences are taken out of what is shown, matched and printed.
  package let stripsEscapes: Bool
  /// The byte ranges of a title that the filter matches (`--nth`), or nil to match the card whole.
  package let matchedFields: (@Sendable ([UInt8]) -> [Range<Int>])?

  package init(
    base: any StreamingRecordCollection, headerCount: Int, itemText: (@Sendable ([UInt8], Int?) -> [UInt8])?,
    stripsEscapes: Bool = false, matchedFields: (@Sendable ([UInt8]) -> [Range<Int>])? = nil
  ) {
    self.base = base
    self.headerCount = headerCount
    self.itemText = itemText
    self.stripsEscapes = stripsEscapes
    self.matchedFields = matchedFields
  }

  package var matchesTitleFields: Bool { matchedFields != nil }

  package func matchedRanges(ofTitle title: [UInt8]) -> [Range<Int>] { matchedFields?(title) ?? [0..<title.count] }

  package var progress: LoadProgress {
    var progress = base.progress
    progress.recordCount = max(0, progress.recordCount - headerCount)
    return progress
  }

  package func waitUntilFinished() { base.waitUntilFinished() }
  package func cancel() { base.cancel() }
  package var wakeDescriptor: Int32? { base.wakeDescriptor }
  package func firstScreenShown() { base.firstScreenShown() }

  package func record(at indexPath: IndexPath) -> Record {
    transformed(
      base.record(at: IndexPath(item: indexPath.item + headerCount, section: indexPath.section)),
      index: indexPath.item + headerCount)
  }

  package func sizing(at indexPath: IndexPath) -> RecordSizing {
    if itemText != nil || stripsEscapes { return RecordSizing(record(at: indexPath)) }
    return base.sizing(at: IndexPath(item: indexPath.item + headerCount, section: indexPath.section))
  }

  package func fieldValue(named name: String, at indexPath: IndexPath) -> FieldValue? {
    base.fieldValue(named: name, at: IndexPath(item: indexPath.item + headerCount, section: indexPath.section))
  }

  /// The header records' texts (`--with-nth` applied), once they have been read: waits until the
  /// loader has them or has finished (a pipe's first lines arrive at once).
  package func headerLines() -> [String] {
    while base.progress.recordCount < headerCount && !base.progress.isFinished {
      SystemProcess.sleep(for: .milliseconds(2))
    }
    let available = min(headerCount, base.progress.recordCount)
    return (0..<available).map { item in
      let record = transformed(base.record(at: IndexPath(item: item, section: 0)), index: item)
      // Header lines keep their colours: fzf draws them, `--ansi` or not.
      return record.styledTitle ?? (itemText == nil ? record.original : record.title)
    }
  }

  /// `record` as the list shows it; `index` is its input line's, counted from 0 and header lines
  /// included (`{n}` of a `--with-nth` template).
  private func transformed(_ record: Record, index: Int) -> Record {
    guard itemText != nil || stripsEscapes else { return record }
    var record = record
    let raw = record
    if stripsEscapes {
      let bytes = EscapeSequences.stripped(record.printedBytes)
      let text = String(decoding: bytes, as: UTF8.self)
      if text != record.original {
        record = Record(
          title: Self.stripped(record.title), body: Self.stripped(record.body), aspectRatio: record.aspectRatio,
          original: text, originalBytes: bytes, fields: record.fields)
        // The colours stay beside the text, for the cards and lines that are drawn.
        if record.title != raw.title { record.styledTitle = raw.title }
      }
    }
    if let itemText {
      record.title = String(decoding: itemText(record.printedBytes, index), as: UTF8.self)
      record.searchText = record.title
      record.styledTitle = nil
      if stripsEscapes, raw.original != record.original {
        // The fields chosen from the coloured line keep their colours when they are the same text.
        let styled = String(decoding: itemText(raw.printedBytes, index), as: UTF8.self)
        if Self.stripped(styled) == record.title { record.styledTitle = styled }
      }
    }
    return record
  }

  private static func stripped(_ text: String) -> String { EscapeSequences.stripped(text) }
}
