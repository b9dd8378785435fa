import ArgumentParser

/// The largest values the options take. Beyond them the layout's integer arithmetic (offsets plus
/// heights, columns times widths, a screen's cells) could overflow and trap, so a huge value is a
/// usage error (status 2) that names the limit rather than a crash.
enum OptionLimits {
  /// 2^40 rows or cells: far past any real collection's height, far from `Int` overflow.
  static let coordinate = 1 << 40
  /// Columns and a column's width.
  static let columns = 10_000
  /// Generated cards: 2^28. End lays out every card before it, and a waterfall keeps about 12
  /// bytes per card it has placed, so End over 2^28 cards needs about 3 GiB; at the layout's own
  /// limit (2^32 a section) it would need 48 GiB, more than most machines have.
  static let demoItems = 1 << 28
  /// Each side of the `--size` screen.
  static let screenSide = 1_000
}

extension CascadeCommand {
  /// Rejects values past `OptionLimits`.
  func validateLimits() throws {
    try check("--offset", offset, atMost: OptionLimits.coordinate, named: "2^40")
    try check("--columns", columns, atMost: OptionLimits.columns, named: "10,000")
    try check("--min-column-width", minimumColumnWidth, atMost: OptionLimits.columns, named: "10,000")
    try check(
      "--demo-items", demoItems, atMost: OptionLimits.demoItems, named: "2^28",
      because: "End lays out every card before the last, about 3 GiB of memory for 2^28 cards")
    if let size, size.width > OptionLimits.screenSide || size.height > OptionLimits.screenSide {
      throw ValidationError("--size must be at most 1000x1000, not \(size.width)x\(size.height).")
    }
    if let rect = rect?.rect {
      let limit = OptionLimits.coordinate
      for value in [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
      where value > limit || value < -limit {
        throw ValidationError("--rect values must be within ±2^40 (\(limit)), not \(value).")
      }
    }
  }

  private func check(
    _ option: String, _ value: Int?, atMost limit: Int, named name: String, because reason: String? = nil
  ) throws {
    guard let value, value > limit else { return }
    let why = reason.map { ": " + $0 } ?? ""
    throw ValidationError(
      "\(option) must be at most \(name)\(name.contains("^") ? " (\(limit))" : ""), not \(value)\(why).")
  }
}
