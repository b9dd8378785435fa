/// SGR (`ESC [ … m`), the one escape sequence a program's output may keep: its parameters read
/// into a `Style`. Colours as the 16 ANSI ones, the 256 (`38;5;n`) and 24-bit (`38;2;r;g;b`,
/// shown as the nearest of the 256); bold, dim, italic, underline, blink and reverse and their
/// resets. Anything else (strike-through, a parameter out of range) changes nothing.
public enum SelectGraphicRendition {
  /// `style` after the SGR whose parameter text (between `[` and `m`) is `parameters`: numbers
  /// separated by `;`, with `:` between the parts of an extended colour. Empty means reset.
  /// - Complexity: O(length of `parameters`).
  public static func apply(_ parameters: String, to style: Style) -> Style {
    var style = style
    // `38:5:n` and `38;5;n` say the same; colons only ever separate an extended colour's parts.
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).flatMap { field in
      field.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) ?? ($0.isEmpty ? 0 : -1) }
    }
    var i = 0
    while i < numbers.count {
      let code = numbers[i]
      i += 1
      switch code {
      case 0: style = .plain
      case 1: style.attributes.insert(.bold)
      case 2: style.attributes.insert(.dim)
      case 3: style.attributes.insert(.italic)
      case 4: style.attributes.insert(.underline)
      case 5: style.attributes.insert(.blink)
      case 7: style.attributes.insert(.reverse)
      case 22: style.attributes.subtract([.bold, .dim])
      case 23: style.attributes.remove(.italic)
      case 24: style.attributes.remove(.underline)
      case 25: style.attributes.remove(.blink)
      case 27: style.attributes.remove(.reverse)
      case 30...37: style.foreground = .ansi(UInt8(code - 30))
      case 39: style.foreground = .terminalDefault
      case 40...47: style.background = .ansi(UInt8(code - 40))
      case 49: style.background = .terminalDefault
      case 90...97: style.foreground = .ansi(UInt8(code - 90 + 8))
      case 100...107: style.background = .ansi(UInt8(code - 100 + 8))
      case 38, 48:
        let (color, used) = extendedColor(numbers[i...])
        i += used
        if let color {
          if code == 38 { style.foreground = color } else { style.background = color }
        }
      default: break
      }
    }
    return style
  }

  /// The colour after a 38 or 48: `5;n` or `2;r;g;b`, and how many numbers it took.
  static func extendedColor(_ numbers: ArraySlice<Int>) -> (Color?, Int) {
    guard let kind = numbers.first else { return (nil, 0) }
    let rest = numbers.dropFirst()
    switch kind {
    case 5:
      guard let n = rest.first else { return (nil, 1) }
      return ((0...255).contains(n) ? .indexed(UInt8(n)) : nil, 2)
    case 2:
      let rgb = Array(rest.prefix(3))
      guard rgb.count == 3, rgb.allSatisfy({ (0...255).contains($0) }) else { return (nil, 1 + rgb.count) }
      return (.indexed(nearestIndexed(red: rgb[0], green: rgb[1], blue: rgb[2])), 4)
    default:
      return (nil, 1)
    }
  }

  /// The xterm 256-colour index nearest `red, green, blue` (0–255 each): the nearer of the 6×6×6
  /// cube's colour and the grey ramp's.
  /// - Complexity: O(1).
  public static func nearestIndexed(red: Int, green: Int, blue: Int) -> UInt8 {
    let levels = [0, 95, 135, 175, 215, 255]
    func level(_ v: Int) -> Int { v < 48 ? 0 : (v < 115 ? 1 : (v - 35) / 40) }
    let r = level(red), g = level(green), b = level(blue)
    let cube = 16 + 36 * r + 6 * g + b
    func distance(_ a: (Int, Int, Int)) -> Int {
      (a.0 - red) * (a.0 - red) + (a.1 - green) * (a.1 - green) + (a.2 - blue) * (a.2 - blue)
    }
    let cubeDistance = distance((levels[r], levels[g], levels[b]))
    let average = (red + green + blue) / 3
    let greyStep = max(0, min(23, (average - 3) / 10))
    let grey = 8 + 10 * greyStep
    return distance((grey, grey, grey)) < cubeDistance ? UInt8(232 + greyStep) : UInt8(cube)
  }
}
