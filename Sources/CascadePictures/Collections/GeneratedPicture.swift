/// A picture made in code from a seed: a sky (dawn, day, dusk or night), a sun or moon, and a
/// silhouette of mountains, a city, hills or sea. The demo's cards show these, so the first run
/// shows a photo waterfall without any picture files.
///
/// The same seed always gives the same picture, at any size.
public struct GeneratedPicture: Hashable, Sendable {
  /// What stands against the sky.
  public enum Scene: Int, CaseIterable, Hashable, Sendable {
    /// Ridges, a skyline of blocks, rolling hills, or a sea meeting the sky.
    case mountains, city, hills, sea
  }

  /// Chooses the sky, the sun's place and the silhouette's shape.
  public var seed: UInt64
  /// What stands against the sky.
  public var scene: Scene

  /// The picture made from `seed` with `scene`.
  public init(seed: UInt64, scene: Scene) {
    self.seed = seed
    self.scene = scene
  }

  private typealias RGB = (r: Double, g: Double, b: Double)

  /// Sky palettes, top to horizon: dawn, day, dusk, night.
  private static let skies: [(top: RGB, horizon: RGB, sun: RGB, land: RGB)] = [
    ((40, 60, 140), (250, 170, 120), (255, 230, 160), (50, 35, 60)),
    ((40, 110, 210), (170, 215, 250), (255, 250, 220), (40, 90, 50)),
    ((70, 30, 90), (250, 110, 60), (255, 200, 90), (30, 20, 30)),
    ((5, 10, 35), (30, 50, 100), (230, 230, 210), (10, 10, 20)),
  ]

  /// The picture at `size`.
  /// - Complexity: O(width × height).
  public func render(_ size: PixelSize) -> RGBAImage {
    let width = max(1, size.width), height = max(1, size.height)
    var bits = seed &* 0x9E37_79B9_7F4A_7C15 | 1
    func next() -> Double {
      bits ^= bits >> 12; bits ^= bits << 25; bits ^= bits >> 27
      return Double((bits &* 0x2545_F491_4F6C_DD1D) >> 11) / Double(1 << 53)
    }
    let palette = Self.skies[Int(next() * 4) % 4]
    let sunX = 0.15 + 0.7 * next(), sunY = 0.15 + 0.3 * next(), sunRadius = 0.06 + 0.06 * next()
    let phases = (next() * 6.28, next() * 6.28, next() * 6.28)
    let horizon = 0.55 + 0.2 * next()
    // Building heights for the city, one per 1/24 of the width.
    let buildings = (0..<24).map { _ in 0.15 + 0.35 * next() }
    var pixels = [UInt8](repeating: 255, count: 4 * width * height)
    for y in 0..<height {
      let v = Double(y) / Double(height)
      let t = min(1, v / horizon)
      let sky: RGB = (
        palette.top.r + (palette.horizon.r - palette.top.r) * t,
        palette.top.g + (palette.horizon.g - palette.top.g) * t,
        palette.top.b + (palette.horizon.b - palette.top.b) * t
      )
      for x in 0..<width {
        let u = Double(x) / Double(width)
        var color = sky
        let dx = u - sunX, dy = (v - sunY) * Double(height) / Double(width)
        if dx * dx + dy * dy < sunRadius * sunRadius { color = palette.sun }
        let ground = groundLine(u, horizon: horizon, phases: phases, buildings: buildings)
        if v > ground {
          let depth = min(1, (v - ground) * 4)
          color = (
            palette.land.r * (1 - 0.4 * depth), palette.land.g * (1 - 0.4 * depth), palette.land.b * (1 - 0.4 * depth)
          )
          if scene == .sea { color = (sky.r * 0.35, sky.g * 0.45, sky.b * 0.7 + 40 * (1 - depth)) }
        }
        let o = 4 * (y * width + x)
        pixels[o] = UInt8(max(0, min(255, color.r)))
        pixels[o + 1] = UInt8(max(0, min(255, color.g)))
        pixels[o + 2] = UInt8(max(0, min(255, color.b)))
      }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  /// Where the silhouette meets the sky at horizontal position `u` (0…1), as a share of the height.
  private func groundLine(_ u: Double, horizon: Double, phases: (Double, Double, Double), buildings: [Double]) -> Double
  {
    switch scene {
    case .mountains:
      let ridge =
        0.5 * abs(sin(u * 5 + phases.0)) + 0.3 * abs(sin(u * 11 + phases.1)) + 0.2 * abs(sin(u * 23 + phases.2))
      return horizon - 0.35 * ridge
    case .city:
      return horizon - 0.5 * buildings[min(buildings.count - 1, Int(u * Double(buildings.count)))] * horizon
    case .hills:
      return horizon - 0.08 * (1 + sin(u * 4 + phases.0)) - 0.04 * sin(u * 9 + phases.1)
    case .sea:
      return horizon + 0.01 * sin(u * 40 + phases.2)
    }
  }
}

#if canImport(Glibc)
  import Glibc
#endif
