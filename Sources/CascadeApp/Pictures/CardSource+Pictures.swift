import CascadeLayout
import CascadePictures
import CascadeView

extension CardSource {
  /// Gives a card coming into view its picture, when the cards show pictures.
  func configurePicture(of card: PictureCardCell, at indexPath: IndexPath) {
    guard let pictures else { return }
    let model = modelIndexPath(of: indexPath)
    card.pictures = pictures
    // A picture whose header cannot be read has no size: its card stays a text card, whose text
    // (for a folder's picture) says why.
    guard case .aspectRatio(let aspect) = pictures.collection.sizing(at: model) else {
      card.pictureSource = nil
      return
    }
    card.pictureSource = pictures.collection.pictureSource(at: model)
    card.pictureAspect = aspect
    if case .file(let path)? = card.pictureSource, VideoFile.isVideo(path: path) {
      card.duration = pictures.collection.durationText(at: model)
    }
    // A picture card's height is its picture's plus one title row (`PictureCardCell.chromeRows`):
    // the title is cut to that row with `…` and the body has no room (the picture view shows both).
    if card.pictureSource != nil {
      card.body = ""
      card.maxLines = 1
    }
  }

  /// The height of the card for `model`, whose picture is `aspect` (height / width) at `width`: a
  /// card showing its picture is the picture at the width inside its border, plus its border and
  /// title, so the picture fills it at its own shape; a card whose picture is not shown
  /// (`--no-pictures`) is the picture at the card's width, at least 3 rows.
  /// - Complexity: O(1) after the card's picture was first looked up.
  func pictureCardHeight(atModel model: IndexPath, aspect: Double, width: Int, layout: WaterfallLayout) -> Int {
    guard let pictures, pictures.collection.pictureSource(at: model) != nil else {
      return max(3, layout.itemHeight(aspectRatio: aspect, width: width))
    }
    // The picture area is inside the border's two columns (`PictureCardCell.pictureArea`).
    let rows = WaterfallLayout.itemHeight(
      aspectRatio: aspect, width: max(1, width - 2), cellAspect: pictures.cellAspect)
    return max(1, rows) + PictureCardCell.chromeRows
  }

  /// The thumbnails a frame wants, most wanted first: the cards in view, then those within a
  /// screen above and below (the prefetch ring), so scrolling a page finds them made. Cards whose
  /// thumbnails are not asked for again are cancelled by the loader.
  /// - Complexity: one layout query over three screens' height, O(cards in it).
  func wantedThumbnails(in collectionView: CollectionView, inViewOnly: Bool = false) -> [ThumbnailKey] {
    guard let pictures else { return [] }
    let bounds = collectionView.bounds
    let ring =
      inViewOnly
      ? bounds : Rect(x: bounds.minX, y: bounds.minY - bounds.height, width: bounds.width, height: 3 * bounds.height)
    var inView: [ThumbnailKey] = [], beyond: [ThumbnailKey] = []
    for attributes in collectionView.collectionViewLayout.layoutAttributesForElements(in: ring)
    where attributes.category == .cell {
      let indexPath = attributes.indexPath
      guard indexPath.section < collectionView.numberOfSections(),
        indexPath.item < collectionView.numberOfItems(inSection: indexPath.section),
        let source = pictures.collection.pictureSource(at: modelIndexPath(of: attributes.indexPath))
      else { continue }
      guard attributes.frame.height >= 4, attributes.frame.width >= 4,
        case .aspectRatio(let aspect) = pictures.collection.sizing(at: modelIndexPath(of: indexPath))
      else { continue }
      let area = PictureCardCell.pictureRect(in: attributes.frame, aspect: aspect, cellAspect: pictures.cellAspect)
      guard !area.isEmpty else { continue }
      let key = ThumbnailKey(source: source, columns: area.width, rows: area.height)
      if attributes.frame.intersects(bounds) { inView.append(key) } else { beyond.append(key) }
    }
    return inView + beyond
  }
}
