extension String {
  /// The string with zeros in front up to `width` characters, for hex codes such as `U+001B`.
  func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }

  /// The string without leading and trailing spaces and tabs, for numbers written as strings.
  var trimmingSpaces: Substring {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
      return ""
    }
    return self[first...last]
  }
}
