import CascadeCanvas

/// The xterm palette's colours as RGB, to check which colour a cell shows.
enum XtermColors {
  private static let cubeLevels = [0, 95, 135, 175, 215, 255]

  static func rgb(_ color: Color) -> (Int, Int, Int)? {
    guard case .indexed(let index) = color, index >= 16 else { return nil }
    if index < 232 {
      let cube = Int(index) - 16
      return (cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
    }
    let level = 8 + 10 * (Int(index) - 232)
    return (level, level, level)
  }

  /// True when `color` is a palette colour within `tolerance` of `rgb` on each channel.
  static func color(_ color: Color, isNear rgb: (UInt8, UInt8, UInt8), tolerance: Int = 70) -> Bool {
    guard let shown = self.rgb(color) else { return false }
    return abs(shown.0 - Int(rgb.0)) <= tolerance && abs(shown.1 - Int(rgb.1)) <= tolerance
      && abs(shown.2 - Int(rgb.2)) <= tolerance
  }

  /// The colours a cell shows on screen: the background around a space, the foreground of a full
  /// block, both for any other symbol.
  static func shownColors(of cell: Cell) -> [Color] {
    switch cell.grapheme {
    case " ": return [cell.style.background]
    case "█": return [cell.style.foreground]
    default: return [cell.style.foreground, cell.style.background]
    }
  }
}
