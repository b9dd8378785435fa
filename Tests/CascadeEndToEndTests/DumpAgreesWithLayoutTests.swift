import CascadeCanvas
import CascadeTestSupport
import Foundation
import Testing

/// `--dump` draws what `--layout-json` places: every card that lies fully in the viewport (the
/// screen less its status line) at offset 0 has a box's top-left corner at its origin in the dump
/// and the matching bottom-right corner at its far end.
struct DumpAgreesWithLayoutTests {
  /// Top-left corners and the bottom-right corner of the same box style (rounded, heavy, light,
  /// double, ASCII and the ASCII theme's focused `#`).
  static let matchingCorner: [Character: Character] = ["╭": "╯", "┏": "┛", "┌": "┘", "╔": "╝", "+": "+", "#": "#"]

  @Test func theDemoAtSeveralSizesLayoutsAndColumnCounts() throws {
    let configurations: [(size: String, options: [String])] = [
      ("100x30", []), ("80x24", []), ("60x20", ["--columns", "2"]), ("120x40", ["--columns", "5"]),
      ("100x30", ["--layout", "grid"]), ("70x30", ["--layout", "list", "--cell-aspect", "0.2"]), ("40x30", []),
      ("150x50", ["--min-column-width", "20"]),
    ]
    for configuration in configurations {
      let comparison = try Self.compare(["--demo"] + configuration.options, size: configuration.size)
      #expect(comparison.failure == nil, "\(configuration): \(comparison.failure ?? "")")
      #expect(comparison.cards > 0, "\(configuration): no card lies fully in the viewport, nothing was compared")
    }
  }

  @Test func generatedCardsAtRandomSizes() throws {
    let directory = try TemporaryDirectory()
    let layouts = ["waterfall", "grid", "list"]
    var cards = 0
    let failure = try withEvery("seed", in: 0..<8) { seed, rng in
      let path = try directory.write("cards-\(seed).ndjson", Self.generatedCards(count: 60, using: &rng))
      let size = "\(Int.random(in: 30...140, using: &rng))x\(Int.random(in: 8...45, using: &rng))"
      var options = ["--layout", layouts[Int.random(in: 0..<layouts.count, using: &rng)]]
      if Bool.random(using: &rng) { options += ["--columns", "\(Int.random(in: 1...6, using: &rng))"] }
      // A small screen may hold no whole card; the seeds together must compare many.
      let comparison = try Self.compare([path] + options, size: size)
      cards += comparison.cards
      return comparison.failure.map { "\(size) \(options): \($0)" }
    }
    #expect(failure == nil, "\(failure ?? "")")
    #expect(cards >= 20, "only \(cards) cards compared")
  }

  /// NDJSON cards: titles of a few words, some with text that wraps, some with a picture size.
  static func generatedCards(count: Int, using rng: inout SplitMix64) -> String {
    let words = ["cascade", "card", "river", "stone", "a", "waterfall", "of", "light", "north", "x"]
    func phrase(_ range: ClosedRange<Int>) -> String {
      (0..<Int.random(in: range, using: &rng)).map { _ in words[Int.random(in: 0..<words.count, using: &rng)] }.joined(
        separator: " ")
    }
    return (0..<count).map { i in
      var fields = [#""title":"\#(i) \#(phrase(1...4))""#]
      if Bool.random(using: &rng) { fields.append(#""body":"\#(phrase(0...40))""#) }
      if Int.random(in: 0..<3, using: &rng) == 0 {
        fields.append(#""w":\#(Int.random(in: 50...2000, using: &rng)),"h":\#(Int.random(in: 20...3000, using: &rng))"#)
      }
      return "{" + fields.joined(separator: ",") + "}\n"
    }.joined()
  }

  /// Runs `--dump` and `--layout-json` with `arguments` at `size` ("WxH"): the first card whose
  /// corners are missing, with the dump (nil when they agree), and how many cards were compared.
  static func compare(_ arguments: [String], size: String) throws -> (failure: String?, cards: Int) {
    let parts = size.split(separator: "x").compactMap { Int($0) }
    let (width, height) = (parts[0], parts[1])
    let rows = try CascadeBinary.dump(arguments + ["--size", size, "--offset", "0"])
    guard rows.count == height else { return ("the dump has \(rows.count) rows, not \(height)", 0) }
    let json = try CascadeBinary.run(["--layout-json"] + arguments + ["--size", size])
    guard json.status == 0 else { return ("--layout-json failed: \(json.standardError)", 0) }
    let layout = try JSONDecoder().decode(LayoutDocument.self, from: Data(json.standardOutputBytes))
    let grid = rows.map { Self.columns(of: $0, width: width) }
    let shown = { (x: Int, y: Int) -> String in grid[y][x].map { String($0) } ?? "(the right half of a wide character)"
    }
    var checked = 0
    for cell in layout.elements where cell.kind == "cell" {
      guard cell.x >= 0, cell.y >= 0, cell.x + cell.width <= width, cell.y + cell.height <= height - 1 else { continue }
      // A card narrower than 4 or shorter than 3 cells is drawn as a bare title, by design.
      guard cell.width >= 4, cell.height >= 3 else { continue }
      let (right, bottom) = (cell.x + cell.width - 1, cell.y + cell.height - 1)
      let card = "card \(cell.section).\(cell.item) at (\(cell.x), \(cell.y)) \(cell.width)x\(cell.height)"
      guard let topLeft = grid[cell.y][cell.x], let corner = matchingCorner[topLeft] else {
        return (
          "\(card): top-left is \(shown(cell.x, cell.y)), not a box corner\n" + rows.joined(separator: "\n"), checked
        )
      }
      guard grid[bottom][right] == corner else {
        return (
          "\(card): bottom-right is \(shown(right, bottom)), not \(corner)\n" + rows.joined(separator: "\n"), checked
        )
      }
      checked += 1
    }
    return (nil, checked)
  }

  /// The character starting at each display column of a dumped row (nil for the right half of a
  /// wide character), padded with spaces to `width`.
  static func columns(of row: String, width: Int) -> [Character?] {
    var columns: [Character?] = []
    for character in row {
      columns.append(character)
      for _ in 1..<max(1, DisplayWidth.of(character)) { columns.append(nil) }
    }
    return columns + Array(repeating: " ", count: max(0, width - columns.count))
  }
}

/// What `--layout-json` prints.
struct LayoutDocument: Decodable {
  struct Element: Decodable {
    var section: Int
    var item: Int
    var kind: String
    var x: Int
    var y: Int
    var width: Int
    var height: Int
  }
  var elements: [Element]
}
