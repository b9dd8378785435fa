import CascadeLayout

/// A field name an option gives that no record has, with the nearest name some record has.
public struct MissingFieldName: Hashable, Sendable {
  /// The name as given.
  public var name: String
  /// The field name among the records' that is closest to `name` (fewest edits, case ignored),
  /// nil when the records have no fields at all.
  public var closest: String?
  /// True when `name` is a path into nested values (`owner.login`, `labels[0].name`).
  public var isPath: Bool

  /// A missing name and its nearest neighbour.
  public init(name: String, closest: String?, isPath: Bool) {
    self.name = name
    self.closest = closest
    self.isPath = isPath
  }
}

extension RecordCollection {
  /// The first `sample` records' index paths, section by section.
  func sampleIndexPaths(_ sample: Int) -> [IndexPath] {
    var items: [IndexPath] = []
    for (section, info) in sections.enumerated() where items.count < sample {
      for item in 0..<min(info.count, sample - items.count) { items.append(IndexPath(item: item, section: section)) }
    }
    return items
  }

  /// The field names of the first `sample` records, first seen first: every top-level key (a CSV
  /// or TSV header's every column, an SQLite table's every column, empty or not) and, for a
  /// nested object, the dotted path of each value inside it (`user.login`).
  /// - Complexity: O(sample × record length).
  public func fieldNames(sample: Int = 1_000) -> [String] {
    var names: [String] = []
    var seen = Set<String>()
    func add(_ name: String) { if seen.insert(name).inserted { names.append(name) } }
    for indexPath in sampleIndexPaths(sample) {
      let record = record(at: indexPath)
      for field in record.fields { add(field.key) }
      // Only a record with a nested object is parsed again, for its paths.
      guard record.fields.contains(where: { $0.value == "{…}" }),
        case .object(let members)? = try? JSONValue.parse(Array(record.original.utf8))
      else { continue }
      for member in members { member.value.forEachObjectPath(prefix: member.key, add) }
    }
    return names
  }

  /// The names among `names` that no record of the first `sample` has, in the order given, each
  /// with the closest name the records have: an option that would silently show nothing, group
  /// everything under "(none)" or sort nothing is a mistake to report (a typo, or the wrong level
  /// of the document). A top-level name counts as present when some record has the key, even
  /// empty (a CSV column with no values is still a column); a path when some record has a value
  /// there.
  /// - Complexity: O(names × sample × record length) at worst.
  public func missingFieldNames(_ names: [String], sample: Int = 1_000) -> [MissingFieldName] {
    let items = sampleIndexPaths(sample)
    // No records: nothing to tell a name from a typo by; the viewer says there are no cards.
    guard !items.isEmpty else { return [] }
    let known = fieldNames(sample: sample)
    let knownSet = Set(known)
    var missing: [MissingFieldName] = []
    for name in names where !knownSet.contains(name) && !missing.contains(where: { $0.name == name }) {
      let isPath = FieldPath(name) != nil
      if isPath, items.contains(where: { fieldValue(named: name, at: $0) != nil }) { continue }
      missing.append(
        MissingFieldName(name: name, closest: FieldNameDistance.closest(to: name, among: known), isPath: isPath))
    }
    return missing
  }
}

extension JSONValue {
  /// Calls `body` with `prefix` and, inside an object, with the dotted path of every member
  /// below it (arrays are leaves: their elements are reached with an index).
  func forEachObjectPath(prefix: String, _ body: (String) -> Void) {
    body(prefix)
    guard case .object(let members) = self else { return }
    for member in members { member.value.forEachObjectPath(prefix: prefix + "." + member.key, body) }
  }
}

/// The edit distance between field names, for "did you mean" suggestions.
enum FieldNameDistance {
  /// The name among `names` fewest edits (insertions, deletions, substitutions, case ignored)
  /// away from `name`; the first such name on a tie, nil when `names` is empty.
  /// - Complexity: O(names × name length²).
  static func closest(to name: String, among names: [String]) -> String? {
    let target = Array(name.lowercased().unicodeScalars)
    var best: (name: String, distance: Int)?
    for candidate in names {
      let distance = Self.distance(target, Array(candidate.lowercased().unicodeScalars))
      if best == nil || distance < best!.distance { best = (candidate, distance) }
    }
    return best?.name
  }

  /// Levenshtein's distance between two scalar sequences, one row at a time.
  static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in stride(from: 1, through: b.count, by: 1) {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
