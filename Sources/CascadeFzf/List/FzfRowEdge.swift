/// A row's place among its item's rows on screen, as fzf 0.53 picks the marker of a selected item
/// by it (`--marker-multi-line`): the only row, or the first, a middle or the last of several.
/// A row cut off at the list's edge is a middle one, so the marker shows the item goes on.
package enum FzfRowEdge: Int {
  case single = -1, top, middle, bottom
}
