import CascadeCanvas
import CascadeLayout
import CascadePictures
import CascadeSystem

#if canImport(Glibc)
  import Glibc
#endif

/// Enter on a picture card: the picture as large as the screen allows, with its file name, pixel
/// size, format, file size, and the EXIF date and camera when the file has them; ← → (n p) go to the previous and next picture, q quits, any other
/// key goes back to the cards.
extension Viewer {
  /// The picture shown large for the card at `indexPath`, when it has one and pictures are shown.
  func pictureViewSource(at indexPath: IndexPath) -> PictureSource? {
    guard let pictures = source.pictures else { return nil }
    return pictures.collection.pictureSource(at: source.modelIndexPath(of: indexPath))
  }

  /// Where the picture goes on a screen of `size`: inside the box, above the status line.
  static func pictureViewArea(for size: Size) -> Rect {
    Rect(x: 1, y: 1, width: max(0, size.width - 2), height: max(0, size.height - 3))
  }

  /// The thumbnail the picture view of `indexPath` shows on a screen of `size`.
  func pictureViewKey(at indexPath: IndexPath, size: Size) -> ThumbnailKey? {
    guard let pictures = source.pictures, let picture = pictureViewSource(at: indexPath) else { return nil }
    guard case .aspectRatio(let aspect) = pictures.collection.sizing(at: source.modelIndexPath(of: indexPath)) else {
      return nil
    }
    let rect = PictureFit.fitted(
      aspectRatio: aspect, in: Self.pictureViewArea(for: size), cellAspect: pictures.cellAspect)
    guard !rect.isEmpty else { return nil }
    return ThumbnailKey(source: picture, columns: rect.width, rows: rect.height)
  }

  /// Draws the picture view of `indexPath`: the box titled with the file name, the picture fitted
  /// and centred (the placeholder until it is made), and the status line with what the file is.
  /// - Complexity: O(cells); the file's header and size are read once per picture.
  func drawPictureView(of indexPath: IndexPath, into buffer: inout CellBuffer) {
    guard let pictures = source.pictures else { return }
    let screen = buffer.bounds
    let record = source.record(at: indexPath)
    let box = Rect(x: 0, y: 0, width: screen.width, height: screen.height - 1)
    buffer.drawBox(
      box, border: options.theme.focusedBorder, style: options.theme.focusedBorderStyle, title: record.title,
      titleStyle: options.theme.titleStyle, clip: screen)
    let area = Self.pictureViewArea(for: screen.size)
    buffer.fill(area, with: Cell(grapheme: " ", style: .plain), clip: screen)
    if let key = pictureViewKey(at: indexPath, size: screen.size) {
      // The key's cells are the fitted picture: centred in the area as `PictureFit` centres it.
      let at = Point(x: area.minX + (area.width - key.columns) / 2, y: area.minY + (area.height - key.rows) / 2)
      switch pictures.thumbnail(for: key) {
      case .ready(let block)?:
        let rect = Rect(origin: at, size: Size(width: key.columns, height: key.rows))
        if !pictures.reserveInline(key, at: rect, clip: area, in: &buffer) { buffer.draw(block, at: at, clip: area) }
      case .truncated(let block)?:
        // As far as it decoded, in pixels where the terminal has them, the mark below it (on the
        // box's border when the picture is as tall as the area); in symbols, on its last row.
        let rect = Rect(origin: at, size: Size(width: key.columns, height: key.rows))
        let inPixels = pictures.reserveInline(key, at: rect, clip: area, in: &buffer)
        if !inPixels { buffer.draw(block, at: at, clip: area) }
        let mark = pictures.appearance.truncatedMark
        let x = area.minX + max(0, (area.width - displayWidth(of: mark)) / 2)
        buffer.draw(
          mark, at: Point(x: x, y: inPixels ? rect.maxY : rect.maxY - 1), maxWidth: area.width,
          style: pictures.appearance.markStyle, clip: box)
      case .failed(let error)?:
        let mark = pictures.appearance.cannotShowMark + ": \(error)"
        buffer.draw(
          mark,
          at: Point(x: area.minX + max(0, (area.width - displayWidth(of: mark)) / 2), y: area.minY + area.height / 2),
          maxWidth: area.width, style: pictures.appearance.markStyle, clip: area)
      case nil:
        buffer.fill(
          Rect(origin: at, size: Size(width: key.columns, height: key.rows)), with: pictures.appearance.placeholder,
          clip: area)
      }
    } else if let reason = pictureViewProblem(at: indexPath) {
      // No size to lay the picture out by: the reason, where the picture would be.
      let mark = pictures.appearance.cannotShowMark + ": " + reason
      buffer.draw(
        mark,
        at: Point(x: area.minX + max(0, (area.width - displayWidth(of: mark)) / 2), y: area.minY + area.height / 2),
        maxWidth: area.width, style: pictures.appearance.markStyle, clip: area)
    }
    let row = Rect(x: 0, y: screen.height - 1, width: screen.width, height: 1)
    buffer.fill(row, style: statusStyle)
    var hint = " " + pictureFacts(at: indexPath)
    if case .file(let path)? = pictureViewSource(at: indexPath), VideoFile.isVideo(path: path),
      Self.systemOpener != nil
    {
      hint += " · o open"
    }
    hint += " · ← → next · " + (options.picksOnEnter ? "any key: back" : "any key: back · q quit")
    buffer.draw(hint, at: row.origin, maxWidth: row.width, style: statusStyle)
  }

  /// Why the picture of `indexPath` has no size to be shown at (its header cannot be read), read
  /// once per picture; nil when it has one.
  func pictureViewProblem(at indexPath: IndexPath) -> String? {
    guard let pictures = source.pictures, case .file(let path)? = pictureViewSource(at: indexPath) else { return nil }
    if let known = pictures.viewProblem, known.path == path { return known.reason }
    var reason: String?
    do {
      _ = try PictureFile.readHeader(path: path)
    } catch {
      reason = error.description
    }
    pictures.viewProblem = (path, reason)
    return reason
  }

  /// "4000×3000 JPEG · 2.4 MB · 2024-05-01 12:34 · Canon EOS 5D" for a picture file (its header,
  /// size and EXIF date and camera when it has them, read once per picture).
  func pictureFacts(at indexPath: IndexPath) -> String {
    guard let pictures = source.pictures, let picture = pictureViewSource(at: indexPath) else { return "" }
    if let known = pictures.viewFacts, known.source == picture { return known.text }
    var text = ""
    switch picture {
    case .file(let path):
      if let header = try? PictureFile.readHeader(path: path) {
        text = header.summary
        if let duration = header.duration { text += " · " + VideoFile.durationText(duration) }
      }
      if let status = FileStatus(path: path) { text += (text.isEmpty ? "" : " · ") + Self.fileSize(status.size) }
      if let exif = PictureEXIF.read(path: path) {
        for fact in [exif.date, exif.camera].compactMap({ $0 }) { text += (text.isEmpty ? "" : " · ") + fact }
      }
    case .generated:
      text = "a picture made in code"
    case .embedded(let picture):
      if let header = try? picture.header() {
        text = "\(header.uprightWidth)×\(header.uprightHeight) \(picture.formatName) · "
      }
      text += Self.fileSize(picture.bytes.count) + " in the database"
    }
    pictures.viewFacts = (picture, text)
    return text
  }

  /// Bytes as a person reads them: 812 B, 9.1 KB, 2.4 MB (powers of 1,000).
  static func fileSize(_ bytes: Int) -> String {
    if bytes < 1_000 { return "\(bytes) B" }
    let units = ["KB", "MB", "GB", "TB"]
    var value = Double(bytes) / 1_000, unit = 0
    while value >= 999.95 && unit < units.count - 1 {
      value /= 1_000
      unit += 1
    }
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10) \(units[unit])"
  }

  /// Keys in the picture view: ← → n p (and h l) move to the previous and next card with a
  /// picture, the focus following, so going back shows where one was; q quits; any other key goes
  /// back to the cards.
  func handlePictureView(_ key: Key, at indexPath: IndexPath) -> ViewerAction {
    switch key {
    case .right, .character("n"), .character("l"): showNeighbourPicture(of: indexPath, step: 1)
    case .left, .character("p"), .character("h"): showNeighbourPicture(of: indexPath, step: -1)
    case .character("q") where !options.picksOnEnter: return .exit(exitStatusForQuit)
    case .character("o"):
      if case .file(let path)? = pictureViewSource(at: indexPath) { Self.openWithSystem(path) }
    default: mode = .browsing
    }
    return .redraw
  }

  /// The desktop's opener (`xdg-open`), when there is one.
  static let systemOpener: String? = ["/usr/bin/xdg-open", "/usr/local/bin/xdg-open"].first { access($0, X_OK) == 0 }

  /// Opens `path` with the desktop's opener, detached (its own process group, its output dropped,
  /// left running when Cascade ends), so a video plays in the desktop's player; nothing without one.
  static func openWithSystem(_ path: String) {
    guard let opener = systemOpener else { return }
    let quoted = { (text: String) in
      "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
    let command = "\(quoted(opener)) \(quoted(path)) </dev/null >/dev/null 2>&1 &"
    if case .success(let pid) = ShellCommand.spawn(
      command, input: .null, output: .null, errors: .null, defaultSignals: [SIGINT, SIGQUIT, SIGPIPE],
      newProcessGroup: true)
    {
      // The shell returns at once, the opener left running in the background.
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }
  }

  private func showNeighbourPicture(of indexPath: IndexPath, step: Int) {
    var index = source.flatIndex(of: indexPath) + step
    while index >= 0 && index < source.shownCount {
      if let next = source.indexPath(forFlatIndex: index), pictureViewSource(at: next) != nil {
        collectionView.focusItem(at: next)
        mode = .detail(next)
        return
      }
      index += step
    }
  }
}
