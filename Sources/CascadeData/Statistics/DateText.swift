/// Dates as exports write them: `2024-03-01`, `2024-03-01T12:30:00`, with seconds' fractions,
/// a space instead of `T`, and `Z` or an offset (`+02:00`). Read as seconds since 1970-01-01
/// (the offset applied), written back as `2024-03-01T12:30:00Z`, or as a date alone when the
/// time is midnight.
enum DateText {
  /// The seconds since 1970-01-01T00:00:00Z that `text` spells, nil for anything that is not a
  /// date in this form. O(text length).
  static func seconds(_ text: String) -> Double? {
    var text = text
    return text.withUTF8 { seconds($0) }
  }

  /// As above, for UTF-8 `bytes` (a CSV value read where it is written). O(bytes.count); nothing is
  /// allocated.
  static func seconds(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    guard (10...35).contains(bytes.count) else { return nil }
    func digits(_ start: Int, _ count: Int) -> Int? {
      guard start + count <= bytes.count else { return nil }
      var value = 0
      for byte in bytes[start..<(start + count)] {
        guard byte >= 0x30 && byte <= 0x39 else { return nil }
        value = value * 10 + Int(byte - 0x30)
      }
      return value
    }
    guard let year = digits(0, 4), bytes[4] == UInt8(ascii: "-"), let month = digits(5, 2),
      bytes[7] == UInt8(ascii: "-"), let day = digits(8, 2), (1...12).contains(month),
      day >= 1, day <= daysInMonth(month, year: year)
    else { return nil }
    var seconds = Double(daysFromCivil(year: year, month: month, day: day) * 86_400)
    var position = 10
    guard position < bytes.count else { return seconds }
    guard bytes[position] == UInt8(ascii: "T") || bytes[position] == UInt8(ascii: " "),
      let hour = digits(11, 2), bytes.count > 13, bytes[13] == UInt8(ascii: ":"), let minute = digits(14, 2),
      hour < 24, minute < 60
    else { return nil }
    seconds += Double(hour * 3_600 + minute * 60)
    position = 16
    if position < bytes.count, bytes[position] == UInt8(ascii: ":") {
      guard let second = digits(17, 2), second < 61 else { return nil }
      seconds += Double(second)
      position = 19
      if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
        position += 1
        var scale = 0.1
        let start = position
        while position < bytes.count, bytes[position] >= 0x30 && bytes[position] <= 0x39 {
          seconds += Double(bytes[position] - 0x30) * scale
          scale /= 10
          position += 1
        }
        guard position > start else { return nil }
      }
    }
    guard position < bytes.count else { return seconds }
    if bytes[position] == UInt8(ascii: "Z") { return position + 1 == bytes.count ? seconds : nil }
    guard bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-"),
      let offsetHours = digits(position + 1, 2), position + 3 < bytes.count, bytes[position + 3] == UInt8(ascii: ":"),
      let offsetMinutes = digits(position + 4, 2), position + 6 == bytes.count
    else { return nil }
    let offset = Double(offsetHours * 3_600 + offsetMinutes * 60)
    return bytes[position] == UInt8(ascii: "+") ? seconds - offset : seconds + offset
  }

  /// `seconds` since 1970 as `YYYY-MM-DD`, or with `THH:MM:SSZ` when not midnight (whole
  /// seconds, rounded).
  static func text(seconds: Double) -> String {
    let whole = Int(seconds.rounded())
    var days = whole / 86_400
    var rest = whole % 86_400
    if rest < 0 {
      rest += 86_400
      days -= 1
    }
    let (year, month, day) = civil(fromDays: days)
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    var text = "\(year)-\(two(month))-\(two(day))"
    if rest != 0 { text += "T\(two(rest / 3_600)):\(two(rest / 60 % 60)):\(two(rest % 60))Z" }
    return text
  }

  private static func daysInMonth(_ month: Int, year: Int) -> Int {
    if month == 2 { return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28 }
    return [4, 6, 9, 11].contains(month) ? 30 : 31
  }

  /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
  private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  private static func civil(fromDays days: Int) -> (Int, Int, Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
