import CascadeCanvas
import CascadeData
import CascadeLayout
import CascadeView

// How tall a card is: a picture's height at the column width, or a text card's wrapped title, body
// and fields. For a layout that asks every height, text heights are remembered per model index path
// and width (`CardHeightCache`), so only the first layout at a width wraps text; bodies many
// records share are wrapped once per width (`TextHeightCache`).

extension CardSource {
  /// The rows a text card for `record` needs in a column `width` cells wide: its title, body and
  /// the fields `cardFields` shows, each wrapped to at most `maxLines` lines (`CardCell`'s drawing).
  /// A pure function of its arguments: worker threads may call it at the same time.
  /// - Complexity: O(length of the record's shown text); about a nanosecond a byte for ASCII.
  public static func measuredHeight(of record: Record, cardFields: CardFields, width: Int, maxLines: Int) -> Int {
    let fields = cardFields.lines(of: record).prefix(CardCell.maximumFieldLines).map {
      CardField(key: $0.key, value: $0.value)
    }
    return CardCell.fittingHeight(
      title: record.title, body: record.body, fields: Array(fields), width: width, maxLines: maxLines)
  }

  /// - Complexity: O(1) for a picture, and for a text card measured at this width before; else
  ///   O(its text), reading the record when the collection's sizing does not hold all of it.
  func height(at indexPath: IndexPath, width: Int, layout: WaterfallLayout) -> Int {
    let model = modelIndexPath(of: indexPath)
    // Only text cards' heights are kept: a hit needs no sizing, which a store answers by parsing
    // the record. A self-sizing layout keeps what it is given itself (one table, not two).
    let keeps = keepsMeasuredHeights && !layout.isSelfSizing
    if keeps, let known = measuredHeights.height(section: model.section, item: model.item, width: width) {
      return known
    }
    switch collection.sizing(at: model) {
    case .aspectRatio(let aspect):
      return pictureCardHeight(atModel: model, aspect: aspect, width: width, layout: layout)
    case .text(let body, let fieldCount, let title):
      let height: Int
      if let title, fieldCount == 0 || cardFields.showsNone {
        // The sizing holds everything shown: no record to read.
        let inner = max(1, width - 2 - 2 * CardCell.padding)
        let bodyRows = body.isEmpty ? 0 : min(max(1, maxLines), textHeights.lineCount(of: body, width: inner))
        height = 2 + CardCell.titleRows(title, innerWidth: inner, maxLines: maxLines) + bodyRows
      } else {
        height = Self.measuredHeight(
          of: collection.record(at: model), cardFields: cardFields, width: width, maxLines: maxLines)
      }
      if keeps { measuredHeights.store(height, section: model.section, item: model.item, width: width) }
      return height
    }
  }
}

extension CardSource {
  /// The height of the text card for `model` at `width`, as `height(at:width:layout:)` answers it,
  /// from any thread: it reads only the collection (safe from any thread) and its arguments, and
  /// keeps nothing. Nil for a picture card, whose height comes from the main thread's picture
  /// state (O(1) there).
  /// - Complexity: O(length of the record's shown text).
  static func workerHeight(
    collection: any RecordCollection, model: IndexPath, cardFields: CardFields, width: Int, maxLines: Int
  ) -> Int? {
    switch collection.sizing(at: model) {
    case .aspectRatio: return nil
    case .text(let body, let fieldCount, let title):
      guard let title, fieldCount == 0 || cardFields.showsNone else {
        return measuredHeight(
          of: collection.record(at: model), cardFields: cardFields, width: width, maxLines: maxLines)
      }
      let inner = max(1, width - 2 - 2 * CardCell.padding)
      let bodyRows = body.isEmpty ? 0 : min(max(1, maxLines), WordWrap.lineCount(of: body, width: inner))
      return 2 + CardCell.titleRows(title, innerWidth: inner, maxLines: maxLines) + bodyRows
    }
  }
}
