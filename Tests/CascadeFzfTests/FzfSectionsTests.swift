import CascadeFzf
import CascadeLayout
import CascadeTestSupport
import Testing

/// fzf 0.74's sections (`FzfSections`): over random styles and contents, the sections tile the
/// list's area without overlapping, each as tall as its lines and border lines, in fzf's order;
/// and `--style` and the border options read in command-line order.
@Suite struct FzfSectionsTests {
  private static let borders: [FzfListStyle.Border] = [.none, .rounded, .sharp, .top, .bottom, .horizontal, .line]

  private static func lines(_ border: FzfListStyle.Border, _ direction: FzfListStyle.Direction, input: Bool) -> Int {
    switch border {
    case .none, .phantom: 0
    case .line, .top, .bottom: 1
    default: 2
    }
  }

  @Test func sectionsTileTheAreaInFzfsOrder() {
    var rng = SplitMix64(seed: 74)
    for _ in 0..<3000 {
      var style = FzfListStyle()
      style.direction = FzfListStyle.Direction.allCases.randomElement(using: &rng)!
      style.headerFirst = Bool.random(using: &rng)
      style.borders.list = [.none, .rounded, .sharp].randomElement(using: &rng)!
      style.borders.input = Self.borders.randomElement(using: &rng)!
      style.borders.header = Self.borders.randomElement(using: &rng)!
      style.borders.footer = Self.borders.randomElement(using: &rng)!
      style.borders.headerLines = Bool.random(using: &rng) ? nil : Self.borders.randomElement(using: &rng)!
      var contents = FzfSections.Contents()
      contents.headerCount = Int.random(in: 0...3, using: &rng)
      contents.headerLineCount = Int.random(in: 0...3, using: &rng)
      contents.footerCount = Int.random(in: 0...2, using: &rng)
      contents.inputLines = Int.random(in: 1...2, using: &rng)
      let area = Rect(x: 3, y: 2, width: 40, height: 60)
      let sections = FzfSections(area: area, style: style, contents: contents)
      let parts = [sections.input, sections.header, sections.headerLines, sections.footer].compactMap { $0 }
      let frames = [sections.listFrame] + parts.map(\.frame)
      // They tile the area: inside it, disjoint, filling its height.
      #expect(frames.allSatisfy { $0.minY >= area.minY && $0.maxY <= area.maxY && $0.minX == area.minX })
      #expect(frames.map(\.height).reduce(0, +) == area.height)
      // An empty section (fzf's header window with no lines) takes no row.
      let sorted = frames.filter { $0.height > 0 }.sorted { $0.minY < $1.minY }
      #expect(zip(sorted, sorted.dropFirst()).allSatisfy { $0.maxY == $1.minY })
      // The input's section is its lines and its border's.
      if let input = sections.input {
        #expect(
          input.frame.height == contents.inputLines + Self.lines(style.borders.input, style.direction, input: true))
        // With the header elsewhere, the input is at the list's far end from the items' start.
        if !style.headerFirst, sections.footer == nil {
          if style.direction == .reverse {
            #expect(input.frame.minY == area.minY)
          } else if sections.headerLines == nil || style.direction == .default {
            #expect(input.frame.maxY == area.maxY)
          }
        }
      } else {
        #expect(sections.header == nil && sections.headerLines == nil)
      }
      if let footer = sections.footer {
        #expect(
          footer.frame.height == contents.footerCount + Self.lines(style.borders.footer, style.direction, input: false))
        #expect(
          style.direction == .reverse ? footer.frame.maxY == area.maxY : footer.frame.minY <= sections.listFrame.minY)
      }
    }
  }

  /// `--style full:sharp` then `--no-list-border` leaves the list without a border; the other order
  /// gives it one, and a border option without a value takes the preset's style.
  @Test func styleAndBorderOptionsReadInOrder() throws {
    let later = try FzfSpellings.rewrite(["--style", "full:sharp", "--no-list-border", "--header-border"])
    #expect(later.contains("--list-border=none") && later.contains("--header-border=sharp"))
    #expect(!later.contains("--list-border=sharp"))
    let earlier = try FzfSpellings.rewrite(["--no-list-border", "--style", "full:sharp"])
    #expect(earlier.contains("--list-border=sharp") && !earlier.contains("--list-border=none"))
    #expect(try FzfSpellings.rewrite(["--list-border"]) == ["--list-border=rounded"])
    #expect(throws: FzfSpellings.Failure.self) { try FzfSpellings.rewrite(["--style", "fancy"]) }
  }
}
