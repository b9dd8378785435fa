/// How the viewer arranges the records: which field splits them into sections (`--group-by`) and
/// which orders the cards within each section (`--sort-by`). Neither: the input's order, in the
/// collection's own sections. `--tac` reverses the input's order underneath either: the last record
/// read comes first, and so does the later of two records that sort alike.
public struct ArrangementOptions: Hashable, Sendable {
  /// The field whose values name the sections, one per distinct value; nil: no grouping.
  public var groupField: String?
  /// The field the cards are sorted by within their section; nil: input order.
  public var sortField: String?
  /// Largest first (and strings from Z to A); records without the field still come last.
  public var descending = false
  /// The input's order read backwards (`--tac`): last record first, and ties in a sort broken
  /// towards the later record.
  public var reversesInput = false
  /// The fields whose numbers are added up per section and over every card shown (`--sum`): the
  /// arrangement reads them with the grouping and sorting fields.
  public var sumFields: [String] = []
  /// `--group-by`'s sections largest first (`--sort-groups count`), equal counts in value order;
  /// the records without the field still last.
  public var groupsByCount = false

  /// Input order, no sections of its own.
  public init(
    groupField: String? = nil, sortField: String? = nil, descending: Bool = false, reversesInput: Bool = false,
    sumFields: [String] = [], groupsByCount: Bool = false
  ) {
    self.groupField = groupField
    self.sortField = sortField
    self.descending = descending
    self.reversesInput = reversesInput
    self.sumFields = sumFields
    self.groupsByCount = groupsByCount
  }

  /// The input's own order and sections.
  public static let input = ArrangementOptions()

  /// True when the records keep the input's order and sections and no field is read for them.
  public var isInputOrder: Bool { groupField == nil && sortField == nil && !reversesInput && sumFields.isEmpty }

  /// This order with grouping and sorting taken away (`g 0`): the input's order, read backwards
  /// still when it was.
  public var withoutArrangement: ArrangementOptions {
    ArrangementOptions(reversesInput: reversesInput, sumFields: sumFields)
  }

  /// `--sort-by`'s argument: `FIELD` ascending, `-FIELD` descending; nil for an empty name.
  public static func sortKey(_ argument: String) -> (field: String, descending: Bool)? {
    let descending = argument.hasPrefix("-")
    let field = descending ? String(argument.dropFirst()) : argument
    return field.isEmpty ? nil : (field, descending)
  }

  /// A few words for the status line: "by genre · year ↓".
  public var summary: String? {
    var parts: [String] = []
    if let groupField { parts.append("by " + groupField + (groupsByCount ? " (largest first)" : "")) }
    if let sortField { parts.append("sorted by " + sortField + (descending ? " ↓" : " ↑")) }
    if reversesInput && sortField == nil { parts.append("last first") }
    return parts.isEmpty ? nil : parts.joined(separator: " · ")
  }
}
