import CascadeApp
import CascadeCanvas
import CascadeCurses
import CascadeData
import CascadeLayout
import CascadePictures
import Glibc

extension CascadeCommand {
  /// FILE when it is a gallery: a folder (`cascade ~/Pictures` shows the pictures in it), or a
  /// picture file — by its name or by its first bytes — shown as a gallery of one.
  var galleryPath: String? {
    guard let file, file != "-", demoItems == nil, !demo else { return nil }
    var info = stat()
    guard stat(file, &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: return file
    case S_IFREG:
      // A data file is never read as a picture: only a picture's name or header makes a gallery.
      if PictureFormat.hasPictureExtension(file) || (try? PictureFile.readHeader(path: file)) != nil { return file }
      return nil
    default: return nil
    }
  }

  /// The pictures of a folder (or the one picture FILE names), listed before returning (a few
  /// milliseconds for thousands of files); their headers are read as the cards are shown. A folder
  /// without pictures is an error that names the formats looked for and, when it has folders
  /// inside, how `--recursive` helps.
  func folderCollection(_ folder: String) throws(InputError) -> any RecordCollection {
    let collection = PictureFolderCollection(folder: folder, recursive: recursive)
    collection.waitUntilFinished()
    guard collection.recordCount == 0 else { return collection }
    var reason = "no pictures in \(folder) (JPEG, PNG, WebP, GIF)"
    let folders = collection.unlistedFolderCount
    if folders > 0 {
      reason += "; --recursive also looks in the \(folders) folder\(folders == 1 ? "" : "s") inside it"
    } else if recursive {
      reason += " nor in the folders inside it"
    }
    throw InputError(source: folder, reason: reason)
  }

  /// `collection` with each card's picture found: generated for the demo, otherwise the file a
  /// field or a text line names, relative paths resolved against FILE's folder.
  func withPictures(_ collection: any RecordCollection) -> PictureRecordCollection {
    if inputRequest == nil && galleryPath == nil && demoItems == nil {
      return PictureRecordCollection(collection, locate: DemoPictures.source(for:at:))
    }
    let names = imageFields.map(FieldMapping.names(from:)) ?? PictureLocator.standardFieldNames
    let base = (galleryPath == nil ? file : nil).flatMap { $0 == "-" ? nil : PictureLocator.folder(of: $0) }
    return PictureRecordCollection(collection, locator: PictureLocator(fieldNames: names, baseDirectory: base))
  }

  /// Thumbnails for the viewer's cards, drawn as the terminal can show them: 24-bit colours where
  /// its terminfo has direct colour, else 256 colours, or shapes only under `NO_COLOR` and on
  /// terminals without colours, ASCII in 8-bit locales.
  func cardPictures(for collection: PictureRecordCollection, backend: CursesBackend, noColor: Bool) -> CardPictures? {
    guard !noPictures else { return nil }
    let rendering = PictureRendering.forTerminal(
      isUTF8: backend.isUTF8, showsColors: backend.showsColors && !noColor, showsDirectColors: backend.showsDirectColors)
    let loader = ThumbnailLoader(rendering: rendering, cacheBytes: imageCacheMegabytes << 20, thumbnails: pictureArguments.thumbnails)
    return CardPictures(collection: collection, loader: loader)
  }
}

extension CascadeCommand {
  /// Pictures for `--dump` and `--layout-json`: the cards' sources and shapes, and no thumbnails
  /// (a loader with no workers), so every picture shows the placeholder where it would be drawn.
  func dumpPictures(for collection: PictureRecordCollection) -> CardPictures {
    CardPictures(collection: collection, loader: ThumbnailLoader(rendering: .monochrome, cacheBytes: 0, workers: 0))
  }
}

extension TerminalSession {
  /// The next event for a viewer with pictures: while thumbnails are being made, input is polled
  /// every 10 ms and a `.refresh` is returned when thumbnails arrived; otherwise this waits for
  /// input as `nextEvent(timeoutMilliseconds:)` does, at most `limit` milliseconds when given (the
  /// viewer's loop has records arriving or a filter to continue): nil then means nothing came,
  /// and nil without a limit that the input ended.
  func nextEvent(for viewer: Viewer, timeoutMilliseconds limit: Int?) -> InputEvent? {
    if viewer.updatePictures() { return .refresh }
    let clock = ContinuousClock()
    let deadline = limit.map { clock.now.advanced(by: .milliseconds(max(0, $0))) }
    while true {
      let busy = viewer.isLoadingPictures
      var wait: Int? = busy ? 10 : nil
      if let deadline {
        let left = clock.now.duration(to: deadline).components
        let milliseconds = max(0, Int(left.seconds) * 1000 + Int(left.attoseconds / 1_000_000_000_000_000))
        wait = min(wait ?? milliseconds, milliseconds)
      }
      if let event = nextEvent(timeoutMilliseconds: wait) { return event }
      // Records arrived (or loading ended): the viewer takes them now.
      if wasWoken && deadline != nil { return nil }
      if !busy && deadline == nil { return nil }
      if viewer.updatePictures() { return .refresh }
      if let deadline, clock.now >= deadline { return nil }
    }
  }
}
