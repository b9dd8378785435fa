import CascadeLayout

/// `--layout-json`: the layout the viewer uses for these options and this screen size, as JSON in
/// content coordinates (the viewport is the screen less the status line):
/// `{"contentSize":{"width":W,"height":H},"elements":[{"section":S,"item":I,"kind":"cell",...}]}`.
/// Each element has its frame, its `zIndex` (higher draws on top: the circle's focused card) and
/// its `alpha` (below 1 draws dim: a carousel's neighbours), for the viewer's offset and focus.
public enum LayoutJSON {
  /// Every element, or only those intersecting `rect` (answered by the layout's visible-rect query).
  public static func render(_ viewer: Viewer, size: Size, rect: Rect?) -> String {
    viewer.resize(to: size)
    // A self-sizing grid prints every card at its exact height, as the screen shows it once measured.
    viewer.collectionView.measureAllItems()
    let layout = viewer.collectionView.collectionViewLayout
    let content = layout.collectionViewContentSize
    let query = rect ?? Rect(origin: .zero, size: Size(width: max(1, content.width), height: max(1, content.height)))
    var out = "{\"contentSize\":{\"width\":\(content.width),\"height\":\(content.height)},\"elements\":["
    var first = true
    for element in layout.layoutAttributesForElements(in: query) {
      let kind: String
      switch element.category {
      case .cell: kind = "cell"
      case .supplementaryView(.sectionHeader): kind = "header"
      case .supplementaryView(.sectionFooter): kind = "footer"
      case .supplementaryView(let other), .decorationView(let other): kind = other.rawValue
      }
      let f = element.frame
      out +=
        (first ? "" : ",")
        + "{\"section\":\(element.indexPath.section),\"item\":\(element.indexPath.item),\"kind\":\"\(kind)\","
        + "\"x\":\(f.minX),\"y\":\(f.minY),\"width\":\(f.width),\"height\":\(f.height),"
        + "\"zIndex\":\(element.zIndex),\"alpha\":\(Self.number(element.alpha))}"
      first = false
    }
    return out + "]}"
  }

  /// `value` as a JSON number with at most three decimals (`1`, `0.4`, `0.733`).
  static func number(_ value: Double) -> String {
    let thousandths = Int((value * 1000).rounded())
    let whole = thousandths / 1000, fraction = abs(thousandths % 1000)
    guard fraction != 0 else { return "\(whole)" }
    var digits = String(fraction)
    digits = String(repeating: "0", count: 3 - digits.count) + digits
    while digits.last == "0" { digits.removeLast() }
    return (thousandths < 0 && whole == 0 ? "-" : "") + "\(whole).\(digits)"
  }
}
