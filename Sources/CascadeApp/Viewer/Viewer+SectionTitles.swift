import CascadeLayout
import CascadeView

extension Viewer {
  /// Gives the section headers on screen their sections' counts as they are now. A filter or a
  /// load under way changes the counts while a header stays on screen, and a header is titled
  /// only when it comes into view, so without this it would keep a count from the middle of a run.
  /// - Complexity: O(headers on screen); each title is kept per section, count and query.
  func refreshSectionTitles() {
    guard source.arrangement.order.groupField != nil else { return }
    for indexPath in collectionView.indexPathsForVisibleSupplementaryElements(ofKind: .sectionHeader) {
      guard
        let header = collectionView.supplementaryView(forElementKind: .sectionHeader, at: indexPath)
          as? SectionTitleView,
        let title = source.headerText(ofSection: indexPath.section), header.title != title
      else { continue }
      header.title = title
    }
  }
}
