import CascadeData
import CascadeLayout
import CascadeSystem

/// A collection whose cards show pictures: each record's picture (found by a `PictureLocator`, or
/// made by `DemoPictures`), and, for a record that names a picture file but gives no size, the
/// picture's aspect ratio read from the file's header — so the card is as tall as its picture.
///
/// Headers are read when the layout first asks for a card's size, once per card (cached), a few
/// hundred bytes each; records and search text pass straight through.
public final class PictureRecordCollection: RecordCollection, Sendable {
  /// The collection whose cards get pictures.
  public let base: any RecordCollection
  private let locate: @Sendable (Record, IndexPath) -> PictureSource?
  private let sizes = ThreadLock<[IndexPath: Double?]>([:])
  private let durations = ThreadLock<[IndexPath: Double]>([:])

  /// Pictures found in `base`'s records by `locator`.
  public convenience init(_ base: any RecordCollection, locator: PictureLocator) {
    self.init(base) { record, _ in locator.source(for: record) }
  }

  /// Pictures given by `locate` for each record and its index path.
  public init(_ base: any RecordCollection, locate: @escaping @Sendable (Record, IndexPath) -> PictureSource?) {
    self.base = base
    self.locate = locate
  }

  /// The base collection's sections.
  public var sections: [RecordSection] { base.sections }
  /// The base collection's record.
  public func record(at indexPath: IndexPath) -> Record { base.record(at: indexPath) }
  /// The base collection's search text.
  public func searchText(at indexPath: IndexPath) -> String { base.searchText(at: indexPath) }

  /// Files a picture folder passed over for not being pictures (0 for other collections), for the
  /// status line.
  public var skippedFileCount: Int { (base as? PictureFolderCollection)?.skippedFileCount ?? 0 }

  /// The picture of the card at `indexPath`, or nil for a card without one.
  public func pictureSource(at indexPath: IndexPath) -> PictureSource? {
    locate(base.record(at: indexPath), indexPath)
  }

  /// "0:03" for a video's card: a folder's record says it; another collection's video says it
  /// once `sizing(at:)` has read its header. Nil for pictures.
  /// - Complexity: O(fields).
  public func durationText(at indexPath: IndexPath) -> String? {
    if let field = base.record(at: indexPath).fields.first(where: { $0.key == "duration" }) { return field.value }
    return durations.withLock { $0[indexPath] }.map(VideoFile.durationText)
  }

  /// The record's own size when it has one; otherwise its picture file's header's.
  /// - Complexity: O(1) after the first call per card; the first reads the file's header.
  public func sizing(at indexPath: IndexPath) -> RecordSizing {
    let sizing = base.sizing(at: indexPath)
    guard case .text = sizing else { return sizing }
    if let known = sizes.withLock({ $0[indexPath] }) { return known.map(RecordSizing.aspectRatio) ?? sizing }
    var ratio: Double?
    switch pictureSource(at: indexPath) {
    case .file(let path)?:
      if let header = try? PictureFile.readHeader(path: path) {
        ratio = Record.sanitizedAspectRatio(header.aspectRatio)
        if let duration = header.duration { durations.withLock { $0[indexPath] = duration } }
      }
    case .embedded(let picture)?:
      if let header = try? picture.header() { ratio = Record.sanitizedAspectRatio(header.aspectRatio) }
    case .generated?, nil:
      break
    }
    sizes.withLock { $0[indexPath] = .some(ratio) }
    return ratio.map(RecordSizing.aspectRatio) ?? sizing
  }
}
