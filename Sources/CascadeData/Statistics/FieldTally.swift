/// Counts one field's values as they come, for `FieldStatistics`: each distinct value once (with
/// its count and first appearance), and the running range and sum of numbers and dates.
struct FieldTally {
  let name: String
  private(set) var count = 0
  private(set) var empty = 0
  /// Each distinct value that is not empty, by number in order of first appearance.
  private var numbers: [String: Int] = [:]
  private var counts: [Int] = []
  private var values: [String] = []
  private var allNumbers = true
  private var allDates = true
  private var sum = 0.0
  private var dateSum = 0.0
  private var lowest: (value: Double, text: String)?
  private var highest: (value: Double, text: String)?
  private var earliest: (value: Double, text: String)?
  private var latest: (value: Double, text: String)?

  init(name: String) { self.name = name }

  /// Notes one value; `number` is its number when the caller read one already (nil: read here).
  /// O(value length) expected.
  mutating func add(_ text: String, isNull: Bool = false, number: Double? = nil) {
    count += 1
    guard !isNull, !text.isEmpty else {
      empty += 1
      return
    }
    if let known = numbers[text] {
      counts[known] += 1
    } else {
      numbers[text] = values.count
      values.append(text)
      counts.append(1)
    }
    if allNumbers {
      if let value = number ?? FieldValue.number(in: text) {
        sum += value
        if lowest == nil || value < lowest!.value { lowest = (value, text) }
        if highest == nil || value > highest!.value { highest = (value, text) }
      } else {
        allNumbers = false
      }
    }
    if allDates {
      if let seconds = DateText.seconds(text) {
        dateSum += seconds
        if earliest == nil || seconds < earliest!.value { earliest = (seconds, text) }
        if latest == nil || seconds > latest!.value { latest = (seconds, text) }
      } else {
        allDates = false
      }
    }
  }

  /// The statistics of the values noted.
  /// - Complexity: O(distinct values) to find the five most frequent.
  var statistics: FieldStatistics {
    let filled = count - empty
    let kind: FieldStatistics.Kind = filled == 0 ? .text : allNumbers ? .number : allDates ? .date : .text
    var result = FieldStatistics(
      name: name, count: count, empty: empty, distinct: values.count, kind: kind, minimum: nil, maximum: nil,
      mean: nil, top: [])
    switch kind {
    case .number:
      result.minimum = lowest?.text
      result.maximum = highest?.text
      result.mean = NumberText.shortest(sum / Double(filled))
    case .date:
      result.minimum = earliest?.text
      result.maximum = latest?.text
      result.mean = DateText.text(seconds: dateSum / Double(filled))
    case .text: break
    }
    // The five largest counts, first appearance first among equals: a pass per place.
    var chosen: [Int] = []
    for _ in 0..<min(5, values.count) {
      var best = -1
      for index in counts.indices where !chosen.contains(index) {
        if best < 0 || counts[index] > counts[best] { best = index }
      }
      chosen.append(best)
    }
    result.top = chosen.map { (values[$0], counts[$0]) }
    return result
  }
}

/// Numbers as `--stats` prints a mean.
enum NumberText {
  /// `value` rounded to at most four decimals, trailing zeros dropped: `12.5`, `3.3333`, `7`.
  static func shortest(_ value: Double) -> String {
    guard value.isFinite else { return String(value) }
    let scaled = (value * 10_000).rounded()
    guard abs(scaled) < 9e15 else { return String(value) }
    let whole = Int64(scaled)
    var text = (whole < 0 ? "-" : "") + String(whole.magnitude / 10_000)
    var fraction = whole.magnitude % 10_000
    guard fraction != 0 else { return text }
    var digits = 4
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let spelled = String(fraction)
    text += "." + String(repeating: "0", count: digits - spelled.count) + spelled
    return text
  }
}
