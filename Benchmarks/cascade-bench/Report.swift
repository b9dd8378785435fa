/// Formats numbers without Foundation: fixed decimals.
func decimal(_ value: Double, _ places: Int = 3) -> String {
  guard value.isFinite else { return "nan" }
  var scale = 1.0
  for _ in 0..<places { scale *= 10 }
  let scaled = Double(Int(abs(value) * scale + 0.5))
  let whole = Int(scaled / scale)
  var fraction = String(Int(scaled - Double(whole) * scale))
  while fraction.count < places { fraction = "0" + fraction }
  return (value < 0 ? "-" : "") + String(whole) + (places > 0 ? "." + fraction : "")
}

/// One target: a name, the measured value, and whether it is met.
struct Target {
  var name: String
  var met: Bool
  var detail: String
}

/// `text` right-aligned in `width` columns (the table is ASCII).
func rightAligned(_ text: String, _ width: Int) -> String {
  String(repeating: " ", count: max(0, width - text.count)) + text
}
