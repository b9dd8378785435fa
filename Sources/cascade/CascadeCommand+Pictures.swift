import CascadeApp
import CascadeCanvas
import CascadeCurses
import CascadeData
import CascadeFzf
import CascadeLayout
import CascadePictures
import CascadeSystem

extension CascadeCommand {
  /// FILE when it is a gallery: a folder (`cascade ~/Pictures` shows the pictures in it), or a
  /// picture file — by its name or by its first bytes — shown as a gallery of one.
  var galleryPath: String? {
    guard let file, file != "-", demoItems == nil, !demo else { return nil }
    switch SystemFile.kind(at: file) {
    case .directory: return file
    case .regular:
      // A data file is never read as a picture: only a picture's name or header makes a gallery.
      if PictureFormat.hasPictureExtension(file) || (try? PictureFile.readHeader(path: file)) != nil { return file }
      return nil
    case .other, nil: return nil
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
    var reason = "no pictures in \(folder) (JPEG, PNG, WebP, GIF, HEIC, AVIF)"
    let folders = collection.unlistedFolderCount
    if folders > 0 {
      reason += "; --recursive also looks in the \(folders) folder\(folders == 1 ? "" : "s") inside it"
    } else if recursive {
      reason += " nor in the folders inside it"
    }
    throw InputError(source: folder, reason: reason)
  }

  /// `collection` with each card's picture found: generated for the demo, otherwise the picture a
  /// database row holds, or the file a field or a text line names, relative paths resolved against
  /// FILE's folder.
  func withPictures(_ collection: any RecordCollection) -> PictureRecordCollection {
    if inputRequest == nil && galleryPath == nil && demoItems == nil {
      return PictureRecordCollection(collection, locate: DemoPictures.source(for:at:))
    }
    let names = imageFields.map(FieldMapping.names(from:)) ?? PictureLocator.standardFieldNames
    let base = (galleryPath == nil ? file : nil).flatMap { $0 == "-" ? nil : PictureLocator.folder(of: $0) }
    let locator = PictureLocator(fieldNames: names, baseDirectory: base)
    guard let embedded = embeddedPictures(of: collection) else {
      return PictureRecordCollection(collection, locator: locator)
    }
    // A picture the row holds (an SQLite BLOB) before one a field names.
    return PictureRecordCollection(collection) { record, indexPath in
      embedded(indexPath.item).map(PictureSource.embedded) ?? locator.source(for: record)
    }
  }

  /// Thumbnails for the viewer's cards, drawn as the terminal can show them: 24-bit colours where
  /// its terminfo has direct colour, else its 256, 16 or 8 colours, or shapes only under `NO_COLOR` and on
  /// terminals without colours, ASCII in 8-bit locales.
  /// With `pixels` they are drawn in pixels instead (kitty), or also (sixel and iTerm2: iTerm2
  /// shows the symbols where a card is cut by the screen's edge, sixel the part in view).
  func cardPictures(
    for collection: PictureRecordCollection, backend: CursesBackend, noColor: Bool,
    pixels: PixelDrawing = PixelDrawing()
  ) -> CardPictures? {
    guard !noPictures, pictureArguments.pictureMode != .none else { return nil }
    let rendering = PictureRendering.forTerminal(
      isUTF8: backend.isUTF8, showsColors: backend.showsColors && !noColor,
      showsDirectColors: backend.showsDirectColors,
      colorCount: backend.colorCount)
    let loader = ThumbnailLoader(
      rendering: rendering, cacheBytes: imageCacheMegabytes << 20, thumbnails: pictureArguments.thumbnails,
      kittyCell: pixels.kittyCell, kittyPlacements: pixels.kittyPlacements,
      inline: pixels.inline)
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
    if updatePictures(of: viewer) { return .refresh }
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
      if updatePictures(of: viewer) { return .refresh }
      if let deadline, clock.now >= deadline { return nil }
    }
  }
}

extension TerminalSession {
  /// The viewer's `updatePictures()`, then the kitty images that arrived sent to the terminal (and
  /// those that left the cache deleted), before the frame that draws their placeholder cells.
  func updatePictures(of viewer: Viewer) -> Bool {
    let arrived = viewer.updatePictures()
    if let loader = viewer.source.pictures?.loader, loader.kittyCell != nil {
      writeGraphics(loader.takeKittyOutput(), inTmux: Self.inTmux)
    }
    return arrived
  }

  /// Writes the sixel or iTerm2 pictures of the frame just drawn (those new or moved), over the
  /// cells it kept for them. `fullRedraw`: the terminal was cleared, so all of them.
  func writeInlinePictures(of viewer: Viewer, fullRedraw: Bool, wrapsForTmux: Bool) {
    guard let pictures = viewer.source.pictures, pictures.loader.inlineFormat != nil else { return }
    writeGraphics(pictures.takeInlineOutput(fullRedraw: fullRedraw), inTmux: wrapsForTmux)
  }

  /// Erases the sixel or iTerm2 pictures the frame about to be drawn moves or drops, before its
  /// cells. `fullRedraw`: the frame clears the terminal, which erases them all.
  func eraseInlinePictures(of viewer: Viewer, fullRedraw: Bool, wrapsForTmux: Bool) {
    guard let pictures = viewer.source.pictures, pictures.loader.inlineFormat != nil else { return }
    writeGraphics(pictures.takeInlineErasures(fullRedraw: fullRedraw), inTmux: wrapsForTmux)
  }

  /// Deletes the kitty placements the frame about to be drawn moves or drops, before its cells
  /// (`fullRedraw`: all of them), and the images of thumbnails that left the cache.
  func deleteKittyPlacements(of viewer: Viewer, fullRedraw: Bool) {
    guard let pictures = viewer.source.pictures, pictures.loader.kittyPlacements else { return }
    writeGraphics(pictures.takeKittyDeletions(fullRedraw: fullRedraw), inTmux: false)
  }

  /// Places the frame's kitty pictures that are new or moved, once its cells are on the terminal.
  func placeKittyPictures(of viewer: Viewer) {
    guard let pictures = viewer.source.pictures, pictures.loader.kittyPlacements else { return }
    writeGraphics(pictures.takeKittyPlacements(), inTmux: false)
  }

  /// Deletes every kitty image the viewer sent and their placements (on leaving, and before the
  /// process stops on Ctrl-Z), so the terminal frees their pixels and shows none of them.
  /// `remakes`: the viewer goes on afterwards, so their thumbnails are made and sent again.
  func deleteKittyImages(of viewer: Viewer, remakes: Bool = false) {
    guard let pictures = viewer.source.pictures, pictures.loader.kittyCell != nil else { return }
    let out = pictures.takeKittyCleanup() + pictures.loader.takeKittyCleanup(remakes: remakes)
    writeGraphics(out, inTmux: Self.inTmux)
  }

  /// True inside tmux, whose passthrough then wraps the kitty sequences.
  static var inTmux: Bool { SystemEnvironment.value(of: "TMUX").map { !$0.isEmpty } ?? false }
}

/// How the viewer's pictures reach the terminal, when in pixels: kitty's images (`kittyCell`),
/// shown by placeholder cells or by ordinary placements (`kittyPlacements`), or sixel and iTerm2
/// pictures (`inline`); neither: symbol cells.
struct PixelDrawing {
  var kittyCell: PixelSize?
  var kittyPlacements = false
  var inline: InlineImageFormat?
  /// Inline pictures go through tmux's passthrough (iTerm2's inside tmux; sixel only when tmux
  /// does not draw sixel itself).
  var wrapsForTmux = false
}

extension CascadeCommand {
  /// How pictures are drawn in pixels on `session`, if at all. Kitty's placeholders need what
  /// carries an image id (a UTF-8 locale and 256 colours that are not direct ones, no `NO_COLOR`);
  /// its ordinary placements, put at screen cells, need the whole screen outside tmux.
  /// A terminal that does not say its cell size gets 20 pixels of height and the width
  /// `cellAspect` gives, which kitty and iTerm2 scale into their cells either way; sixel, drawn at
  /// its own pixel size, needs the real size and is not used without it. In an inline region
  /// (`--height`) sixel and iTerm2 give way to symbols.
  func pixelDrawing(for session: TerminalSession, cellAspect: Double) -> PixelDrawing {
    var environment: [String: String] = [:]
    for name in [
      "TERM", "TERM_PROGRAM", "TERM_PROGRAM_VERSION", "TMUX", "KITTY_WINDOW_ID", "GHOSTTY_RESOURCES_DIR",
      "KONSOLE_VERSION",
    ] {
      if let value = SystemEnvironment.value(of: name) { environment[name] = value }
    }
    let measured = session.cellPixelSize.map { PixelSize(width: $0.width, height: $0.height) }
    let guessed = measured ?? PixelSize(width: max(1, Int((20 * cellAspect).rounded())), height: 20)
    switch pictureArguments.pixelProtocol(
      for: session, environment: environment, tmuxPassesThrough: tmuxPassesThrough())
    {
    case .kitty? where session.backend.isUTF8 && session.backend.showsIndexedColors:
      return PixelDrawing(kittyCell: guessed)
    // Placed at screen cells: in tmux's pane or an inline region (`--height`) they would miss.
    case .kittyPlacements? where !session.isInline && !TerminalSession.inTmux:
      return PixelDrawing(kittyCell: guessed, kittyPlacements: true)
    // Sixel and iTerm2 pictures are placed at screen rows, which an inline region (`--height`)
    // moves; there they are symbols.
    case .sixel? where !session.isInline:
      guard let measured else { return PixelDrawing() }
      return PixelDrawing(
        inline: InlineImageFormat(.sixel, cell: measured),
        wrapsForTmux: TerminalSession.inTmux && !session.graphics.sixel)
    case .iterm? where !session.isInline:
      return PixelDrawing(inline: InlineImageFormat(.iterm, cell: guessed), wrapsForTmux: TerminalSession.inTmux)
    default:
      return PixelDrawing()
    }
  }
}
