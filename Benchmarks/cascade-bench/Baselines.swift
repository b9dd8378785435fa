import CascadeLayout

/// The seeds' way (seed 01/02): `prepare()` computes and keeps every item's attributes; a query
/// filters all of them with a linear scan. O(N) per query.
struct LinearScanBaseline {
  let attributes: [LayoutAttributes]

  init(from layout: WaterfallLayout, count: Int) {
    attributes = (0..<count).compactMap { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
  }

  func query(_ rect: Rect) -> [LayoutAttributes] {
    attributes.filter { $0.frame.intersects(rect) }
  }
}

/// CHTCollectionViewWaterfallLayout's way: the union rect of every 20 consecutive items; a query
/// scans the unions from the front for the first that intersects and from the back for the last,
/// then tests each item in between. O(N/20 + span) per query.
struct UnionOf20Baseline {
  static let unionSize = 20
  let attributes: [LayoutAttributes]
  let unions: [Rect]

  init(attributes: [LayoutAttributes]) {
    self.attributes = attributes
    var unions: [Rect] = []
    var i = 0
    while i < attributes.count {
      let end = min(i + Self.unionSize, attributes.count)
      var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
      for a in attributes[i..<end] {
        minX = min(minX, a.frame.minX); minY = min(minY, a.frame.minY)
        maxX = max(maxX, a.frame.maxX); maxY = max(maxY, a.frame.maxY)
      }
      unions.append(Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
      i = end
    }
    self.unions = unions
  }

  func query(_ rect: Rect) -> [LayoutAttributes] {
    var begin = 0, end = unions.count
    for i in 0..<unions.count where unions[i].intersects(rect) { begin = i * Self.unionSize; break }
    for i in stride(from: unions.count - 1, through: 0, by: -1) where unions[i].intersects(rect) {
      end = min((i + 1) * Self.unionSize, attributes.count)
      break
    }
    var result: [LayoutAttributes] = []
    if begin < end { for a in attributes[begin..<end] where a.frame.intersects(rect) { result.append(a) } }
    return result
  }
}
