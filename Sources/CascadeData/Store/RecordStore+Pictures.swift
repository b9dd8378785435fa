import CascadeSystem

/// Pictures held in the input itself (an SQLite row's BLOB), kept beside the store's bytes: the
/// record's text names the picture (`"JPEG picture, 48213 bytes"`), and the card shows it.
final class EmbeddedPictures: Sendable {
  /// The most bytes of pictures kept: later pictures are named on their cards but not shown, so
  /// a database of photographs cannot take all memory.
  static let maximumBytes = 1 << 30

  private let state = ThreadLock<(pictures: [Int: EmbeddedPicture], bytes: Int)>(([:], 0))

  /// Keeps `picture` as record `item`'s; false when the budget is spent.
  func keep(_ picture: EmbeddedPicture, for item: Int) -> Bool {
    state.withLock { state in
      guard state.bytes + picture.bytes.count <= Self.maximumBytes else { return false }
      state.bytes += picture.bytes.count
      state.pictures[item] = picture
      return true
    }
  }

  func picture(for item: Int) -> EmbeddedPicture? { state.withLock { $0.pictures[item] } }
}

extension RecordStore {
  /// The picture record `item` holds in the input (an SQLite BLOB), or nil.
  /// - Complexity: O(1): one lock and a hash lookup.
  public func embeddedPicture(at item: Int) -> EmbeddedPicture? { embeddedPictures.picture(for: item) }
}
