import CascadeCanvas
import CascadeLayout
import CascadePictures

extension Viewer {
  /// Shows `pictures` in the cards (nil: text only), re-flowing the layout, since a picture card is
  /// as tall as its picture plus its border and title.
  public func showPictures(_ pictures: CardPictures?) {
    pictures?.cellAspect = options.cellAspect
    source.pictures = pictures
    collectionView.collectionViewLayout.invalidateLayout()
    // A grid's cells take a picture's height.
    resize(to: screenSize)
  }

  /// A grid cell's height for cards `width` wide: six rows for text cards; for pictures, the
  /// height a 4:3 landscape photograph takes at the width inside the border (the commonest shape,
  /// so most pictures fill their cell's width), plus the border and title, at most the viewport's
  /// height less a row, so the next row of cards shows.
  /// - Complexity: O(1).
  func gridItemHeight(width: Int, viewport: Size) -> Int {
    guard let pictures = source.pictures else { return 6 }
    let pictureRows = Int((Double(max(0, width - 2)) * pictures.cellAspect * 0.75).rounded())
    return min(max(6, PictureCardCell.chromeRows + pictureRows), max(6, viewport.height - 1))
  }

  /// A carousel card's longest width on a `viewport`: twice a column for text cards, so a wide
  /// screen shows more neighbours rather than one huge card; for pictures, the width at which a
  /// 4:3 landscape photograph fills the card's height (the viewport's less `crossInset` above and
  /// below, the border and title), so the picture is as large as the screen allows. The carousel
  /// keeps it within the viewport less the peeks.
  /// - Complexity: O(1).
  func carouselItemLength(viewport: Size, crossInset: Int) -> Int {
    let textLength = max(20, 2 * options.minimumColumnWidth)
    guard let pictures = source.pictures, pictures.cellAspect > 0 else { return textLength }
    let pictureRows = max(0, viewport.height - 2 * max(0, crossInset) - PictureCardCell.chromeRows)
    let pictureColumns = Int((Double(pictureRows) / (pictures.cellAspect * 0.75)).rounded(.down))
    return max(textLength, pictureColumns + 2)
  }

  /// A circle card's width on a `viewport`: a fifth of its width, at least 12, and for text cards
  /// at most the minimum column width; picture cards take the whole fifth, so their pictures
  /// grow with the screen.
  /// - Complexity: O(1).
  func circleItemWidth(viewport: Size) -> Int {
    let fifth = viewport.width / 5
    return max(12, source.pictures == nil ? min(options.minimumColumnWidth, fifth) : fifth)
  }

  /// A circle card's height for cards `width` wide: five rows for text cards; for pictures, as a
  /// grid cell, the height a 4:3 landscape photograph takes at the width inside the border, plus
  /// the border and title, so pictures keep a useful size, at most a third of the viewport's
  /// height, so a page still holds a ring of cards.
  /// - Complexity: O(1).
  func circleItemHeight(width: Int, viewport: Size) -> Int {
    guard let pictures = source.pictures else { return 5 }
    let pictureRows = Int((Double(max(0, width - 2)) * pictures.cellAspect * 0.75).rounded())
    return max(5, min(PictureCardCell.chromeRows + pictureRows, viewport.height / 3))
  }

  /// Once per loop turn, on the main thread: takes the thumbnails the workers finished and asks
  /// for those the screen shows now (and a ring beyond it), cancelling the rest. Returns true when
  /// thumbnails arrived, so the frame is drawn again.
  /// - Complexity: O(cards within a screen of the viewport) plus the thumbnails that arrived.
  @discardableResult
  public func updatePictures() -> Bool {
    guard let pictures = source.pictures else { return false }
    let arrived = pictures.loader.drainFinished()
    if mode == .browsing || mode == .filtering || mode == .help {
      pictures.loader.request(source.wantedThumbnails(in: collectionView))
    } else if case .detail(let indexPath) = mode, let key = pictureViewKey(at: indexPath, size: screenSize) {
      pictures.loader.request([key])
    }
    return arrived > 0
  }

  /// Starts a frame's list of sixel or iTerm2 pictures, which the cards fill as they draw.
  func beginInlinePictures() { source.pictures?.inlineItems.removeAll(keepingCapacity: true) }

  /// Ends a frame's list: pictures something was drawn over (help, a popup) are drawn as symbols
  /// for this frame.
  /// - Complexity: O(cells of the pictures).
  func settleInlinePictures(in buffer: inout CellBuffer) {
    guard let pictures = source.pictures, !pictures.inlineItems.isEmpty else { return }
    pictures.inlineItems = InlinePlacer.settle(pictures.inlineItems, in: &buffer) { key in
      switch pictures.thumbnail(for: key) {
      case .ready(let block)?, .truncated(let block)?: return block
      default: return nil
      }
    }
  }

  /// True while thumbnails are being made: the loop then waits for input with a timeout, so they
  /// show as they arrive.
  public var isLoadingPictures: Bool { source.pictures?.loader.isBusy ?? false }
}

extension Viewer {
  /// How many cards in view have a picture, and how many of those have their thumbnail (or a
  /// "cannot show" mark) ready, for the benchmark and the tests.
  /// - Complexity: one layout query over three screens' height.
  public var visiblePictureProgress: (shown: Int, ready: Int) {
    guard let pictures = source.pictures else { return (0, 0) }
    let inView = source.wantedThumbnails(in: collectionView, inViewOnly: true)
    return (inView.count, inView.filter { pictures.loader.cache.contains($0) }.count)
  }
}

extension Viewer {
  /// "2 files skipped (not pictures)" when the cards are a folder's pictures and it holds other
  /// files, so a photographer sees why a file is missing; nil otherwise.
  var skippedFilesText: String? {
    guard let pictured = source.collection as? PictureRecordCollection else { return nil }
    let count = pictured.skippedFileCount
    guard count > 0 else { return nil }
    return "\(Self.grouped(count)) file\(count == 1 ? "" : "s") skipped (not pictures)"
  }
}
