import CascadeData
import CascadeTestSupport
import Foundation
import Testing

/// `--stats` over CSV files whose values the test chose, so the expected statistics come from the
/// values themselves: numbers with signs, exponents, spaces and thousands separators, dates with
/// times, fractions and offsets, empty fields (bare and quoted) apart from missing ones (short
/// rows), quoted fields with separators, quotes and line breaks, and rows longer than the header.
/// The brute-force tally reads numbers with `Double(_:)` and dates with `Calendar`, never with the
/// code under test; enough rows and distinct values that the counting spans batches, table growth
/// and the two halves' merge.
struct CSVStatisticsPropertyTests {
  /// A value as written in the file and what it holds.
  struct Value {
    var written: String
    var text: String
    /// Seconds since 1970 when the text is a date.
    var seconds: Double?
  }

  static let texts = ["paid", "a, b", "say \"hi\"", "two\nlines", "東京", "x", "  padded  ", "null", "-", "1-2"]
  static let oddNumbers = ["+5", "1,234", "1e", "--3", ".5", "5.", "1.2.3", "0x1F", "12abc", "inf", "NaN", "1_000"]

  /// Quotes `text` when it needs quotes, or at random.
  static func written(_ text: String, _ rng: inout SplitMix64) -> String {
    let needs = text.contains(",") || text.contains("\"") || text.contains("\n") || text.contains("\r")
    guard needs || Int.random(in: 0..<8, using: &rng) == 0 else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  static func number(_ rng: inout SplitMix64) -> String {
    let sign = Bool.random(using: &rng) ? "-" : ""
    let whole = String(Int.random(in: 0...99_999, using: &rng))
    switch Int.random(in: 0..<7, using: &rng) {
    case 0: return sign + whole
    case 1: return sign + whole + "." + String(Int.random(in: 0...999, using: &rng))
    case 2: return sign + String(Int.random(in: 1...9, using: &rng)) + "e" + String(Int.random(in: -3...6, using: &rng))
    case 3: return sign + whole + ".5E+" + String(Int.random(in: 0...3, using: &rng))
    case 4: return " " + sign + whole + "\t"
    case 5: return "00" + whole
    default: return sign + "0." + String(Int.random(in: 0...99, using: &rng))
    }
  }

  static func date(_ rng: inout SplitMix64) -> Value {
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(identifier: "UTC")!
    let (year, month) = (Int.random(in: 1990...2030, using: &rng), Int.random(in: 1...12, using: &rng))
    let day = Int.random(
      in: 1...utc.range(of: .day, in: .month, for: utc.date(from: DateComponents(year: year, month: month))!)!.count,
      using: &rng)
    var text = String(format: "%04d-%02d-%02d", year, month, day)
    var components = DateComponents(year: year, month: month, day: day)
    var fraction = 0.0
    var offset = 0
    if Bool.random(using: &rng) {
      let (hour, minute, second) = (
        Int.random(in: 0...23, using: &rng), Int.random(in: 0...59, using: &rng), Int.random(in: 0...59, using: &rng)
      )
      components.hour = hour
      components.minute = minute
      text += (Bool.random(using: &rng) ? "T" : " ") + String(format: "%02d:%02d", hour, minute)
      if Int.random(in: 0..<4, using: &rng) > 0 {
        components.second = second
        text += String(format: ":%02d", second)
        if Int.random(in: 0..<3, using: &rng) == 0 {
          fraction = Double(Int.random(in: 0...9, using: &rng)) / 10
          text += String(format: ".%d", Int(fraction * 10))
        }
      }
      switch Int.random(in: 0..<3, using: &rng) {
      case 0: text += "Z"
      case 1:
        offset = Int.random(in: -12...12, using: &rng) * 3_600 + 30 * 60 * Int.random(in: 0...1, using: &rng)
        text += (offset < 0 ? "-" : "+") + String(format: "%02d:%02d", abs(offset) / 3_600, abs(offset) / 60 % 60)
      default: break
      }
    }
    let seconds = utc.date(from: components)!.timeIntervalSince1970 + fraction - Double(offset)
    return Value(written: text, text: text, seconds: seconds)
  }

  /// A column's values are drawn from one pool: numbers, dates or text, each with a few values of
  /// another kind now and then.
  static func value(pool: Int, _ rng: inout SplitMix64) -> Value {
    switch Int.random(in: 0..<40, using: &rng) {
    case 0: return Value(written: "", text: "")
    case 1: return Value(written: "\"\"", text: "")
    case 2 where pool != 2: return Value(written: "", text: "")
    case 3 where pool == 0:
      let odd = oddNumbers.randomElement(using: &rng)!
      return Value(written: written(odd, &rng), text: odd)
    case 4 where pool == 1:
      let odd = ["2024-02-30", "2024-13-01", "2024-1-01", "2024-01-01T25:00", "2024-01-01 ", "2024-01-01Zx"]
        .randomElement(using: &rng)!
      return Value(written: odd, text: odd)
    default: break
    }
    switch pool {
    case 0:
      let text = number(&rng)
      return Value(written: written(text, &rng), text: text)
    case 1:
      var date = date(&rng)
      date.written = written(date.text, &rng)
      return date
    default:
      let text =
        texts.randomElement(using: &rng)!
        + (Bool.random(using: &rng) ? "" : String(Int.random(in: 0...50, using: &rng)))
      return Value(written: written(text, &rng), text: text)
    }
  }

  /// What `FieldStatistics` should say of a column; the mean unrounded.
  struct Expected {
    var name: String
    var count: Int
    var empty: Int
    var distinct: Int
    var kind: FieldStatistics.Kind
    var minimum: String?
    var maximum: String?
    var mean: Double?
    var top: [(String, Int)]
  }

  /// What `FieldStatistics` should say of `values` (in file order), counted by brute force.
  static func expected(name: String, _ values: [Value]) -> Expected {
    let filled = values.filter { !$0.text.isEmpty }
    var order: [String] = []
    var counts: [String: Int] = [:]
    for value in filled {
      if counts[value.text] == nil { order.append(value.text) }
      counts[value.text, default: 0] += 1
    }
    // A stable sort keeps first appearance first among equal counts.
    let top = order.enumerated().sorted { (counts[$0.element]!, -$0.offset) > (counts[$1.element]!, -$1.offset) }
      .prefix(5).map { ($0.element, counts[$0.element]!) }
    var result = Expected(
      name: name, count: values.count, empty: values.count - filled.count, distinct: order.count, kind: .text,
      minimum: nil, maximum: nil, mean: nil, top: top)
    func number(_ text: String) -> Double? {
      let trimmed = text.trimmingCharacters(in: CharacterSet(charactersIn: " \t"))
      guard let first = trimmed.first, first == "-" || first.isASCII && first.isNumber, let value = Double(trimmed),
        value.isFinite
      else { return nil }
      return value
    }
    let measured: [(text: String, value: Double)]
    if !filled.isEmpty, filled.allSatisfy({ number($0.text) != nil }) {
      result.kind = .number
      measured = filled.map { ($0.text, number($0.text)!) }
      result.mean = measured.map(\.value).reduce(0, +) / Double(filled.count)
    } else if !filled.isEmpty, filled.allSatisfy({ $0.seconds != nil }) {
      result.kind = .date
      measured = filled.map { ($0.text, $0.seconds!) }
      result.mean = measured.map(\.value).reduce(0, +) / Double(filled.count)
    } else {
      return result
    }
    var low = measured[0]
    var high = measured[0]
    for entry in measured {
      if entry.value < low.value { low = entry }
      if entry.value > high.value { high = entry }
    }
    result.minimum = low.text
    result.maximum = high.text
    return result
  }

  /// nil when `mine` is `expected` (the mean as a number within rounding, a date's to the second).
  static func difference(_ mine: FieldStatistics, _ expected: Expected) -> String? {
    guard mine.name == expected.name, mine.count == expected.count, mine.empty == expected.empty,
      mine.distinct == expected.distinct, mine.kind == expected.kind, mine.minimum == expected.minimum,
      mine.maximum == expected.maximum, mine.top.map(\.value) == expected.top.map(\.0),
      mine.top.map(\.count) == expected.top.map(\.1)
    else { return "\(mine) != \(expected)" }
    guard let mean = expected.mean else { return mine.mean.map { "\(expected.name): mean \($0)" } }
    if expected.kind == .number {
      guard let mineMean = mine.mean.flatMap(Double.init), abs(mineMean - mean) <= 0.00006 + abs(mean) * 1e-9 else {
        return "\(expected.name): mean \(mine.mean ?? "nil") != \(mean)"
      }
    } else {
      // Summed in another order, a mean near a half second may round either way.
      let formatter = ISO8601DateFormatter()
      let texts = [mean.rounded(.down), mean.rounded(.up)].map { seconds in
        let text = formatter.string(from: Date(timeIntervalSince1970: seconds))
        return text.hasSuffix("T00:00:00Z") ? String(text.prefix(10)) : text
      }
      guard let mineMean = mine.mean, texts.contains(mineMean) else {
        return "\(expected.name): mean \(mine.mean ?? "nil") != \(texts)"
      }
    }
    return nil
  }

  @Test func csvStatisticsAgreeWithABruteForceTally() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-csv-stats-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let failure = try withEvery("csv", in: 0..<60) { seed, rng in
      let pools = (0..<Int.random(in: 1...5, using: &rng)).map { _ in Int.random(in: 0...2, using: &rng) }
      let names = ["id"] + pools.indices.map { "c\($0)" }
      var columns: [[Value]] = Array(repeating: [], count: names.count + 1)
      var lines = [names.joined(separator: ",")]
      let rows = seed % 4 == 0 ? Int.random(in: 1_000...3_000, using: &rng) : Int.random(in: 1...300, using: &rng)
      for row in 0..<rows {
        var fields = [Value(written: String(row), text: String(row), seconds: nil)]
        // A short row leaves its last columns missing; a long one adds a column past the header.
        let width =
          Int.random(in: 0..<12, using: &rng) == 0 ? Int.random(in: 1...pools.count + 2, using: &rng) : pools.count + 1
        for column in 1..<max(width, 1) {
          fields.append(Self.value(pool: column <= pools.count ? pools[column - 1] : 2, &rng))
        }
        for (column, field) in fields.enumerated() { columns[column].append(field) }
        lines.append(fields.map(\.written).joined(separator: ","))
      }
      let path = directory.appendingPathComponent("\(seed).csv").path
      try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
      let store = RecordLoader.startStore(LoadRequest(path: path))
      store.waitUntilFinished()
      let statistics = FieldStatistics.of(store)
      let expected = columns.enumerated().filter { !$0.element.isEmpty }.map { column, values in
        Self.expected(name: column < names.count ? names[column] : String(column + 1), values)
      }
      guard statistics.count == expected.count else {
        return "\(statistics.map(\.name)) != \(expected.map(\.name))"
      }
      for (mine, oracle) in zip(statistics, expected) {
        if let difference = Self.difference(mine, oracle) { return difference }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
