import CascadeApp
import CascadeCanvas
import CascadeCurses
import CascadeData
import CascadeLayout
import CascadePictures
import Glibc

extension CascadeCommand {
  /// FILE when it is a folder: `cascade ~/Pictures` shows the pictures in it.
  var pictureFolder: String? {
    guard let file, file != "-", demoItems == nil, !demo else { return nil }
    var info = stat()
    guard stat(file, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
    return file
  }

  /// The pictures of a folder, listed before returning (a few milliseconds for thousands of files);
  /// their headers are read as the cards are shown.
  func folderCollection(_ folder: String) -> any RecordCollection {
    let collection = PictureFolderCollection(folder: folder, recursive: recursive)
    collection.waitUntilFinished()
    return collection
  }

  /// `collection` with each card's picture found: generated for the demo, otherwise the file a
  /// field or a text line names, relative paths resolved against FILE's folder.
  func withPictures(_ collection: any RecordCollection) -> PictureRecordCollection {
    if inputRequest == nil && pictureFolder == nil && demoItems == nil {
      return PictureRecordCollection(collection, locate: DemoPictures.source(for:at:))
    }
    let names = imageFields.map(FieldMapping.names(from:)) ?? PictureLocator.standardFieldNames
    let base = (pictureFolder == nil ? file : nil).flatMap { $0 == "-" ? nil : PictureLocator.folder(of: $0) }
    return PictureRecordCollection(collection, locator: PictureLocator(fieldNames: names, baseDirectory: base))
  }

  /// Thumbnails for the viewer's cards, drawn as the terminal can show them: 256 colours, or shapes
  /// only under `NO_COLOR` and on terminals without colours, ASCII in 8-bit locales.
  func cardPictures(for collection: PictureRecordCollection, backend: CursesBackend, noColor: Bool) -> CardPictures? {
    guard !noPictures else { return nil }
    let rendering = PictureRendering.forTerminal(isUTF8: backend.isUTF8, showsColors: backend.showsColors && !noColor)
    let loader = ThumbnailLoader(rendering: rendering, cacheBytes: imageCacheMegabytes << 20)
    return CardPictures(collection: collection, loader: loader)
  }
}

extension TerminalSession {
  /// The next event for a viewer with pictures: while thumbnails are being made, input is polled
  /// every 10 ms and a `.refresh` is returned when thumbnails arrived; otherwise this blocks for
  /// input as `nextEvent` does (nil: the input ended).
  ///
  /// `frameTimeoutMilliseconds` is how long the viewer may wait before its next frame (an
  /// animation, a wheel scroll coming to rest); when it runs out this returns nil and the session
  /// draws that frame.
  func nextEvent(for viewer: Viewer, frameTimeoutMilliseconds frameTimeout: Int? = nil) -> InputEvent? {
    if viewer.updatePictures() { return .refresh }
    if let frameTimeout {
      return nextEvent(timeoutMilliseconds: viewer.isLoadingPictures ? min(10, frameTimeout) : frameTimeout)
    }
    while true {
      let busy = viewer.isLoadingPictures
      if let event = nextEvent(timeoutMilliseconds: busy ? 10 : nil) { return event }
      if !busy { return nil }
      if viewer.updatePictures() { return .refresh }
    }
  }
}
