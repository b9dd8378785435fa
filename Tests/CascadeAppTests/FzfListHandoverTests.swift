@testable import CascadeApp
import CascadeCanvas
import CascadeFzf
import CascadeLayout
import Testing

/// fzf's list and the cards are two controllers over one viewer: a layout switch hands the screen
/// from one to the other with the same query, matches, selection and focus.
@Suite struct FzfListHandoverTests {
  @Test func aLayoutSwitchKeepsTheQuerySelectionAndFocus() throws {
    let records = (1...60).map { #"{"title":"item \#($0)"}"# }.joined(separator: "\n") + "\n"
    let shown = viewer(try collection(records), size: Size(width: 30, height: 10)) {
      $0.layout = .list
      $0.typesQueryAsFzf = true
      $0.allowsMultipleSelection = true
      $0.fzfList = FzfListStyle()
    }
    type(shown, "5")
    while shown.source.isFiltering { shown.advance() }
    press(shown, .up, .tab, .tab, .up)
    #expect(shown.controller === shown.list)
    let listScreen = screen(shown)
    let matches = shown.source.shownCount
    let selection = shown.selection
    let focus = shown.collectionView.focusedIndexPath.map(shown.source.modelIndexPath(of:))
    #expect(selection.count == 2 && matches == 15)

    shown.setLayout(.waterfall, animated: false)
    #expect(shown.controller === shown)
    _ = screen(shown)
    #expect(shown.filterText == "5" && shown.source.shownCount == matches)
    #expect(shown.selection == selection)
    #expect(shown.collectionView.focusedIndexPath.map(shown.source.modelIndexPath(of:)) == focus)

    shown.setLayout(.list, animated: false)
    #expect(shown.controller === shown.list)
    #expect(screen(shown) == listScreen)
  }
}
