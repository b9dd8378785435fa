/// The address of an item: its section and its index inside that section. Foundation's `IndexPath`
/// is an array of integers; Cascade only ever needs two, so this is a small value type that orders
/// by section, then item.
public struct IndexPath: Hashable, Sendable, Comparable {
  /// The section.
  public var section: Int
  /// The item within its section.
  public var item: Int

  /// UIKit's `IndexPath(item:section:)`.
  @inlinable public init(item: Int, section: Int) {
    self.item = item
    self.section = section
  }

  /// By section, then item.
  @inlinable public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
    lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
  }
}

extension IndexPath: CustomStringConvertible {
  /// `[section, item]`.
  public var description: String { "[\(section), \(item)]" }
}
