import Foundation
import Testing

extension DumpAgreesWithLayoutTests {
  /// The carousel and the circle, also focused elsewhere and scrolled: `--dump` draws the boxes
  /// where `--layout-json` puts them.
  @Test func carouselAndCircleAtSeveralSizes() throws {
    let configurations: [(size: String, options: [String])] = [
      ("80x24", ["--layout", "carousel"]), ("120x30", ["--layout", "carousel", "--min-column-width", "14"]),
      ("40x12", ["--layout", "carousel"]), ("80x24", ["--layout", "circle"]), ("120x40", ["--layout", "circle"]),
      ("60x16", ["--layout", "circle", "--cell-aspect", "0.4"]),
    ]
    for configuration in configurations {
      let comparison = try Self.compare(["--demo"] + configuration.options, size: configuration.size)
      #expect(comparison.failure == nil, "\(configuration): \(comparison.failure ?? "")")
      #expect(comparison.cards > 0, "\(configuration): no card lies fully in the viewport, nothing was compared")
    }
  }

  /// The carousel's neighbours are dimmer than the centred card and the circle's focused card is on
  /// top, in `--layout-json` as on screen.
  @Test func layoutJSONGivesAlphaAndZIndex() throws {
    let carousel = try CascadeBinary.run([
      "--layout-json", "--demo", "--layout", "carousel", "--size", "80x24", "--rect", "0,0,150,23",
    ])
    let cards = try JSONDecoder().decode(Elements.self, from: Data(carousel.standardOutputBytes)).elements
    #expect(cards.map(\.alpha) == [1, 0.4, 0.4], "\(cards)")
    let circle = try CascadeBinary.run([
      "--layout-json", "--demo", "--layout", "circle", "--size", "80x24", "--rect", "0,0,80,23",
    ])
    let round = try JSONDecoder().decode(Elements.self, from: Data(circle.standardOutputBytes)).elements
    #expect(round.map(\.zIndex) == [1] + Array(repeating: 0, count: max(0, round.count - 1)), "\(round)")
    #expect(round.count > 3)
  }

  struct Elements: Decodable {
    struct Element: Decodable {
      var zIndex: Int
      var alpha: Double
    }
    var elements: [Element]
  }
}
