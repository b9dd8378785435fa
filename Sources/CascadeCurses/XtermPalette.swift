/// The xterm 256-colour palette as RGB, used to pick the nearest of the 16 ANSI colours when a
/// terminal has fewer than 256.
package enum XtermPalette {
  package struct RGB: Hashable, Sendable {
    package var red: Int, green: Int, blue: Int

    package init(red: Int, green: Int, blue: Int) {
      self.red = red
      self.green = green
      self.blue = blue
    }

    package func squaredDistance(to other: RGB) -> Int {
      let r = red - other.red, g = green - other.green, b = blue - other.blue
      return r * r + g * g + b * b
    }
  }

  /// xterm's defaults for the 16 ANSI colours.
  package static let ansi: [RGB] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
    (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255),
    (255, 255, 255),
  ].map { RGB(red: $0.0, green: $0.1, blue: $0.2) }

  private static let cubeLevels = [0, 95, 135, 175, 215, 255]

  /// Index 0–15 the ANSI colours, 16–231 the 6×6×6 cube, 232–255 the grey ramp.
  package static func rgb(_ index: UInt8) -> RGB {
    switch index {
    case 0..<16:
      return ansi[Int(index)]
    case 16..<232:
      let cube = Int(index) - 16
      return RGB(red: cubeLevels[cube / 36], green: cubeLevels[cube / 6 % 6], blue: cubeLevels[cube % 6])
    default:
      let level = 8 + 10 * (Int(index) - 232)
      return RGB(red: level, green: level, blue: level)
    }
  }

  /// The ANSI colour (0–15) closest to palette entry `index`; the lower index wins a tie.
  /// - Complexity: O(16).
  package static func nearestANSI(to index: UInt8) -> UInt8 {
    if index < 16 { return index }
    return nearestANSI(to: rgb(index))
  }

  /// The palette entry among 16–255 (the cube and the grey ramp, which do not change with the
  /// terminal's theme) closest to `target`: the nearest cube colour or the nearest grey, whichever
  /// is closer.
  /// - Complexity: O(1).
  package static func nearestIndexed(to target: RGB) -> UInt8 {
    func level(_ value: Int) -> Int {
      var best = 0
      for candidate in 1..<6 where abs(cubeLevels[candidate] - value) < abs(cubeLevels[best] - value) {
        best = candidate
      }
      return best
    }
    let cube = 16 + 36 * level(target.red) + 6 * level(target.green) + level(target.blue)
    let average = (target.red + target.green + target.blue) / 3
    let grey = 232 + min(23, max(0, (average - 8 + 5) / 10))
    let cubeDistance = rgb(UInt8(cube)).squaredDistance(to: target),
      greyDistance = rgb(UInt8(grey)).squaredDistance(to: target)
    return UInt8(greyDistance < cubeDistance ? grey : cube)
  }

  /// The ANSI colour (0–15) closest to `target`; the lower index wins a tie.
  /// - Complexity: O(16).
  package static func nearestANSI(to target: RGB) -> UInt8 {
    var best = 0
    for candidate in 1..<16 where ansi[candidate].squaredDistance(to: target) < ansi[best].squaredDistance(to: target) {
      best = candidate
    }
    return UInt8(best)
  }
}
