import CascadeApp
import CascadeData
import CascadeLayout
import CascadeTestSupport
import Foundation
import Testing

/// `--group-by` and `--sort-by` against the plainest way to say them: bucket the records by value,
/// sort each bucket with a comparator written from the documented rules.
@Suite struct ArrangementTests {
  /// A random record: `g` and `s` are each missing, null, a number, a numeric string or a word.
  static func randomLine(_ i: Int, _ rng: inout SplitMix64) -> String {
    func value(_ rng: inout SplitMix64) -> String? {
      switch Int.random(in: 0..<6, using: &rng) {
      case 0: return nil
      case 1: return "null"
      case 2: return String(Int.random(in: -3...3, using: &rng))
      case 3: return "\"\(Int.random(in: 0...12, using: &rng))\""
      case 4: return ["1.5", "2e1", "-0.5"].randomElement(using: &rng)!
      default:
        return "\"" + ["apple", "Banana", "cherry", "apple", "date", "éclair"].randomElement(using: &rng)! + "\""
      }
    }
    var members = ["\"title\":\"r\(i)\""]
    if let g = value(&rng) { members.append("\"g\":\(g)") }
    if let s = value(&rng) { members.append("\"s\":\(s)") }
    members.shuffle(using: &rng)
    return "{" + members.joined(separator: ",") + "}"
  }

  /// The field's value as the documentation says: a JSON number or a string holding one is a
  /// number; null or missing is no value.
  static func oracleValue(_ object: [String: Any], _ field: String) -> FieldValue? {
    switch object[field] {
    case let number as NSNumber:
      let text = "\(number)"
      return FieldValue(text: text, number: number.doubleValue)
    case let text as String:
      return FieldValue(text: text, number: Double(text.trimmingCharacters(in: .whitespaces)))
    default:
      return nil
    }
  }

  /// Every section's records (input indices) as the rules say, with the section titles.
  static func oracle(_ lines: [String], order: ArrangementOptions) -> [(title: String?, records: [Int])] {
    let objects = lines.map { try! JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
    // Read backwards, the records come last first; the stable sort below keeps that for ties.
    let all = order.reversesInput ? Array(objects.indices.reversed()) : Array(objects.indices)
    func textLess(_ a: String, _ b: String) -> Bool {
      // The tests run in the C locale, where collation is byte order.
      a.utf8.lexicographicallyPrecedes(b.utf8)
    }
    func valueLess(_ a: FieldValue, _ b: FieldValue) -> Bool {
      switch (a.number, b.number) {
      case let (x?, y?): return x != y ? x < y : textLess(a.text, b.text)
      case (.some, nil): return true
      case (nil, .some): return false
      case (nil, nil): return textLess(a.text, b.text)
      }
    }
    var sections: [(title: String?, records: [Int])]
    if let group = order.groupField {
      // The JSON text of a number as the card shows it: the test's numbers are written plainly.
      func key(_ i: Int) -> String? { groupText(lines[i], group) }
      var values: [String: FieldValue] = [:]
      for i in all {
        if let text = key(i) {
          values[text] = oracleValue(objects[i], group).map { FieldValue(text: text, number: $0.number) }
        }
      }
      var ordered = values.values.sorted(by: valueLess)
      if order.descending && order.sortField == group { ordered.reverse() }
      sections = ordered.map { value in (value.text, all.filter { key($0) == value.text }) }
      let none = all.filter { key($0) == nil }
      if !none.isEmpty { sections.append(("(none)", none)) }
    } else {
      sections = [(nil, all)]
    }
    guard let sort = order.sortField else { return sections }
    func sortValue(_ i: Int) -> FieldValue? {
      guard let text = groupText(lines[i], sort) else { return nil }
      return FieldValue(text: text, number: oracleValue(objects[i], sort)?.number)
    }
    return sections.map { section in
      // Brute force: insertion sort, stable by construction.
      var sorted: [Int] = []
      for i in section.records {
        let index =
          sorted.firstIndex { j in
            guard let vi = sortValue(i) else { return false }
            guard let vj = sortValue(j) else { return true }
            if vi.number != nil, vj.number != nil, vi.number == vj.number { return false }
            if vi.number == nil, vj.number == nil, vi.text == vj.text { return false }
            return order.descending ? valueLess(vj, vi) : valueLess(vi, vj)
          } ?? sorted.count
        sorted.insert(i, at: index)
      }
      return (section.title, sorted)
    }
  }

  /// The value's text as written in the line (numbers as written, strings unquoted), nil for
  /// missing or null.
  static func groupText(_ line: String, _ field: String) -> String? {
    guard let range = line.range(of: "\"\(field)\":") else { return nil }
    var rest = line[range.upperBound...]
    if rest.hasPrefix("null") { return nil }
    if rest.hasPrefix("\"") {
      rest = rest.dropFirst()
      return String(rest[..<rest.firstIndex(of: "\"")!])
    }
    return String(rest.prefix { $0 != "," && $0 != "}" })
  }

  static func randomOrder(_ rng: inout SplitMix64) -> ArrangementOptions {
    ArrangementOptions(
      groupField: Bool.random(using: &rng) ? "g" : nil,
      sortField: [nil, "s", "g"].randomElement(using: &rng)!,
      descending: Bool.random(using: &rng),
      reversesInput: Int.random(in: 0..<3, using: &rng) == 0)
  }

  static func arranged(_ arrangement: RecordArrangement) -> [(title: String?, records: [Int])] {
    (0..<arrangement.sectionCount).map { s in
      (
        arrangement.title(ofSection: s),
        (0..<arrangement.count(inSection: s)).map {
          arrangement.modelIndexPath(of: IndexPath(item: $0, section: s)).item
        }
      )
    }
  }

  static func describe(_ sections: [(title: String?, records: [Int])]) -> String {
    sections.map { "\($0.title ?? "-"): \($0.records)" }.joined(separator: " | ")
  }

  @Test func groupsAndSortsAsTheRulesSay() throws {
    let failure = try withEvery("seed", in: 0..<300) { seed, rng in
      let lines = (0..<Int.random(in: 0..<40, using: &rng)).map { Self.randomLine($0, &rng) }
      let order = Self.randomOrder(&rng)
      let loaded = try collection(lines.joined(separator: "\n"))
      let arrangement = RecordArrangement(order: order, collection: loaded, counts: [lines.count])
      let got = Self.describe(Self.arranged(arrangement)), want = Self.describe(Self.oracle(lines, order: order))
      guard got == want else { return "\(order)\n got \(got)\nwant \(want)\n\(lines.joined(separator: "\n"))" }
      // Every record is placed once, and the inverse map agrees.
      for model in 0..<lines.count {
        guard let at = arrangement.position(ofModel: IndexPath(item: model, section: 0)),
          arrangement.modelIndexPath(of: at).item == model
        else { return "record \(model) is not where its position says" }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Records arriving in batches end where a build over all of them puts them, and the growth
  /// says what changed truthfully: an append changes no index path that was there.
  @Test func growingAgreesWithBuildingAtOnce() throws {
    let failure = try withEvery("seed", in: 0..<200) { seed, rng in
      let lines = (0..<Int.random(in: 1..<40, using: &rng)).map { Self.randomLine($0, &rng) }
      let order = Self.randomOrder(&rng)
      let loaded = try collection(lines.joined(separator: "\n"))
      var count = Int.random(in: 0...lines.count, using: &rng)
      var growing = RecordArrangement(order: order, collection: loaded, counts: [count])
      while count < lines.count {
        let before = Self.arranged(growing)
        count = min(lines.count, count + Int.random(in: 1...8, using: &rng))
        let growth = growing.growModel(to: count, collection: loaded)
        let after = Self.arranged(growing)
        if case .appended(let sections) = growth {
          guard before.count == after.count else { return "an append changed the section count" }
          for s in before.indices {
            guard after[s].records.starts(with: before[s].records) else {
              return "an append moved records of section \(s)"
            }
            if after[s].records.count != before[s].records.count && !sections.contains(s) {
              return "section \(s) grew unannounced"
            }
          }
        }
        let fresh = RecordArrangement(order: order, collection: loaded, counts: [count])
        guard Self.describe(after) == Self.describe(Self.arranged(fresh)) else {
          return "\(order) at \(count):\n grown \(Self.describe(after))\n fresh \(Self.describe(Self.arranged(fresh)))"
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// The store reads one field from the bytes; it must agree with the field as the record shows it.
  @Test func storeFieldValuesAgreeWithRecords() throws {
    var rng = SplitMix64(seed: 7)
    let lines = (0..<300).map { Self.randomLine($0, &rng) }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-arrangement-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for (name, text) in [
      ("r.ndjson", lines.joined(separator: "\n")), ("r.json", "[" + lines.joined(separator: ",\n") + "]"),
    ] {
      let path = directory.appendingPathComponent(name).path
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      let store = RecordLoader.startStore(LoadRequest(path: path))
      store.waitUntilFinished()
      #expect(store.progress.recordCount == lines.count)
      for item in 0..<store.progress.recordCount {
        let indexPath = IndexPath(item: item, section: 0)
        for field in ["g", "s", "title", "missing"] {
          let fast = store.fieldValue(named: field, at: indexPath)
          let slow = FieldValue.named(field, in: store.record(at: indexPath).fields)
          #expect(
            fast == slow,
            "\(name) record \(item) field \(field): \(String(describing: fast)) vs \(String(describing: slow))")
        }
      }
    }
  }
}
