import CascadeData
import CascadePictures

/// A collection whose cards the `/` filter matches on some of their title's fields only (fzf's
/// `--nth`): the query is matched against those fields' text, joined, while the card shows and
/// measures the whole title, as fzf ranks an item by its whole length.
public protocol FieldMatchingCollection: RecordCollection {
  /// False when the cards are matched whole (no fields were named).
  var matchesTitleFields: Bool { get }
  /// The byte ranges of `title` (its UTF-8) that the query matches, in order; joined, they are
  /// the text matched.
  func matchedRanges(ofTitle title: [UInt8]) -> [Range<Int>]
}

extension FieldMatchingCollection {
  /// The text matched for a card titled `title`: its matched ranges' bytes, joined.
  /// - Complexity: O(title length).
  public func matchedText(ofTitle title: [UInt8]) -> [UInt8] {
    matchedRanges(ofTitle: title).flatMap { title[$0] }
  }
}

/// `collection`'s `--nth` fields, looking through the picture wrapper the viewer puts around its
/// input; nil when its cards are matched whole.
func fieldMatching(of collection: any RecordCollection) -> (any FieldMatchingCollection)? {
  let inner = (collection as? PictureRecordCollection)?.base ?? collection
  guard let fields = inner as? any FieldMatchingCollection, fields.matchesTitleFields else { return nil }
  return fields
}
