/// The kind of a supplementary or decoration view, a string as in UIKit so that users can add their own.
public struct ElementKind: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral {
  /// The kind's name.
  public var rawValue: String

  /// A kind named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A kind from a string literal: `let badge: ElementKind = "badge"`.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// UIKit's `UICollectionView.elementKindSectionHeader`.
  public static let sectionHeader: ElementKind = "header"
  /// UIKit's `UICollectionView.elementKindSectionFooter`.
  public static let sectionFooter: ElementKind = "footer"
}

/// What an element is: a cell, a supplementary view of a kind (section header or footer), or a
/// decoration view of a kind.
public enum ElementCategory: Hashable, Sendable {
  /// An item's cell.
  case cell
  /// A view the data source supplies for a section (`.sectionHeader`, `.sectionFooter`).
  case supplementaryView(ElementKind)
  /// A view the layout adds (a background, a rule); its class is registered with the layout.
  case decorationView(ElementKind)

  /// The order of an element among the elements of its section in query results: header, cells,
  /// footer, then anything else.
  @inlinable var sortRank: Int {
    switch self {
    case .supplementaryView(.sectionHeader): return 0
    case .cell: return 1
    case .supplementaryView(.sectionFooter): return 2
    case .supplementaryView: return 3
    case .decorationView: return 4
    }
  }
}
