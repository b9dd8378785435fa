import CascadeCanvas
import CascadeFzf
import CascadeLayout
import CascadeView

/// fzf's list, for Cascade run as fzf in its list layout: a controller of its own over the
/// viewer's cards. It shares the viewer's core — the card source and its matching, the query,
/// the selection and focus, the preview pane — and draws them as fzf 0.38 draws its list, with
/// fzf's meaning for the keys that move in it. The viewer hands the screen to it while the list
/// layout shows (`isShown`), so a layout switch keeps the source, query and selection as they are.
public final class FzfListController {
  /// The viewer whose cards, query, selection and preview pane the list shows; it owns the list.
  public unowned let viewer: Viewer
  /// `--layout`, `--border`, `--pointer`, the theme and the rest of fzf's look.
  public internal(set) var style: FzfListStyle
  /// The first line shown, kept between frames so the list scrolls only as far as the focus
  /// needs, as fzf's does.
  var offset = 0
  /// The cursor's line while a query's matches are still being ranked: fzf keeps its cursor on
  /// the same line when the query changes, whatever comes to stand there.
  var cursorLine: Int?
  /// fzf's `jump` (false) or `jump-accept` (true) while their labels are shown.
  var jumpAccepts: Bool?
  /// The border's and the preview pane's labels as `change-border-label`, `change-preview-label`
  /// and their `transform-…` actions set them, instead of the style's.
  var changedBorderLabel: String?
  var changedPreviewLabel: String?
  /// The header, footer and section labels as fzf 0.74's actions set them (`change-header`,
  /// `transform-footer`, `change-list-label`…), instead of the style's.
  var changedTexts: [FzfText: String] = [:]
  /// False while `toggle-header` (or `hide-header`) hides the header.
  var headerShown = true

  init(viewer: Viewer, style: FzfListStyle) {
    self.viewer = viewer
    self.style = style
  }

  /// True while the list, not the cards, is on screen: the list layout, browsing or typing (the
  /// help and a card in full are the viewer's).
  public var isShown: Bool {
    guard viewer.layoutKind == .list else { return false }
    switch viewer.mode {
    case .browsing, .filtering: return true
    case .help, .detail: return false
    }
  }

  // The shared core, read as the viewer's.
  var source: CardSource { viewer.source }
  var collectionView: CollectionView { viewer.collectionView }
  var options: ViewerOptions { viewer.options }
  var preview: PreviewPane { viewer.preview }
  var screenSize: Size { viewer.screenSize }
  var filterText: String { viewer.filterText }
}

extension FzfListController {
  /// Applies one input event: a key with a default in `FzfKeymap` runs its actions (the list's
  /// moves among them, `FzfListController+Moves.swift`) through the viewer's `perform`, as a
  /// `--bind` key's do; the list's mouse here; the rest (`--bind`, `--expect`, typing, Enter) as
  /// the viewer handles them.
  public func handle(_ event: InputEvent) -> ViewerAction {
    switch event {
    case .key(let key):
      // A key acts on the final state: whatever is still moving lands at once.
      collectionView.finishPendingMotion()
      if let action = handleFzfJump(key) { return action }
      let overridden =
        options.bindings[key] != nil || options.expectedKeys[key] != nil || viewer.fzf.unboundKeys.contains(key)
      guard !overridden, let actions = FzfKeymap.defaults[key] else { return viewer.handle(event) }
      return viewer.perform(actions)
    case .mouse(let mouse):
      return handle(mouse) ?? viewer.handle(event)
    case .resize, .refresh:
      return viewer.handle(event)
    }
  }

  /// Wheel and click on the list: the wheel moves the cursor a line, a click puts it on the line
  /// clicked, as fzf's; nil for the preview pane's.
  private func handle(_ mouse: MouseEvent) -> ViewerAction? {
    switch mouse {
    case .wheelUp(let point) where !viewer.previewPaneContains(point): fzfMove(up: 1, cycles: false)
    case .wheelDown(let point) where !viewer.previewPaneContains(point): fzfMove(up: -1, cycles: false)
    case .click(let point):
      if let clicked = fzfClickOnHeaderOrFooter(at: point) { return clicked }
      if let line = fzfLine(atRow: point.y), let indexPath = source.indexPath(forFlatIndex: line) {
        cursorLine = nil
        collectionView.focusItem(at: indexPath)
      }
    default:
      return nil
    }
    return .redraw
  }
}

extension FzfListController: CardsController {}
