/// A layout that counts what its visible-rect query reads: the placements, blocks or lines it
/// looks at, not the time it takes. A test holds a query to its bound (the cards it returns plus a
/// few binary searches) with it, whatever the machine's speed.
package protocol QueryWorkCounting: AnyObject {
  /// What the last `layoutAttributesForElements(in:)` read.
  var examinedByLastQuery: Int { get }
}

extension WaterfallLayout: QueryWorkCounting {}
extension FlowLayout: QueryWorkCounting {}
extension CompositionalLayout: QueryWorkCounting {}
