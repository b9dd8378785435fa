@testable import CascadeApp
import CascadeCanvas
import CascadeData
import CascadeFzf
import CascadeLayout
import CascadeTestSupport
import Testing

/// fzf's `--ansi` in its list: the input's colours go with their characters however a line is cut,
/// and a frame draws them under fzf's match and current-line colours.
@Suite struct FzfListColorTests {
  /// Over 20,000 seeded lines, widths and cuttings: each character shown keeps the style it had in
  /// the line (here a function of the character), and the ellipsis has none.
  @Test func stylesStayWithTheirCharactersWhenALineIsCut() {
    var random = SplitMix64(seed: 21)
    let alphabet: [Character] = ["a", "b", "x", "/", " ", "東", "京", "é"]
    func style(of character: Character) -> Style? {
      character == "a" ? nil : Style(foreground: .indexed(UInt8(character.unicodeScalars.first!.value & 0xFF)))
    }
    for seed in 0..<20_000 {
      let count = Int.random(in: 0...90, using: &random)
      let characters = (0..<count).map { _ in alphabet.randomElement(using: &random)! }
      let matched = (0..<count).map { _ in Int.random(in: 0..<12, using: &random) == 0 }
      var cutting = FzfListLine.Cutting()
      cutting.hscroll = seed % 3 != 0
      cutting.keepRight = seed % 5 == 0
      let line = FzfListLine.fitting(
        characters, matched: matched, styles: characters.map(style(of:)),
        maxWidth: Int.random(in: 6...70, using: &random), cutting: cutting)
      #expect(line.styles.count == line.characters.count, "seed \(seed)")
      for (character, shown) in zip(line.characters, line.styles) where shown != style(of: character) {
        guard character == "." && shown == nil else {
          Issue.record("seed \(seed): \(character) drawn in \(String(describing: shown))")
          return
        }
      }
    }
  }

  /// Two coloured lines, "b" typed: on the current line the matched `b` takes the current match
  /// colours over its own green on blue, and the `c` keeps them, bold as the line; on the other,
  /// the red `a` stays red and the plain matched `b` takes the match colour.
  @Test func aFrameDrawsTheInputsColoursUnderTheMatch() throws {
    var first = Record(title: "ab", original: "ab")
    first.styledTitle = "\u{1B}[31ma\u{1B}[0mb"
    var second = Record(title: "bc", original: "bc")
    second.styledTitle = "\u{1B}[32;44mb\u{1B}[4mc"
    let collection = LoadedCollection(name: "colours", format: .lines, records: [first, second])
    let viewer = viewer(collection, size: Size(width: 12, height: 4)) { options in
      options.theme = .colored
      options.layout = .list
      options.typesQueryAsFzf = true
      options.prompt = "> "
      options.fzfList = FzfListStyle()
    }
    type(viewer, "b")
    while viewer.source.isFiltering { viewer.advance() }
    var buffer = CellBuffer(size: viewer.screenSize)
    viewer.controller.render(into: &buffer)
    let legend: [Character: Style] = [
      "p": Style(foreground: .indexed(161), background: .indexed(236), attributes: .bold),
      "g": Style(background: .indexed(236)),
      "R": Style(foreground: .red),
      "m": Style(foreground: .indexed(108)),
      "M": Style(foreground: .indexed(151), background: .indexed(236), attributes: .bold),
      "U": Style(foreground: .green, background: .blue, attributes: [.underline, .bold]),
    ]
    let styles = (0..<4).map { y in
      String(
        (0..<4).map { x -> Character in
          let style = buffer[x, y].style
          return style == .plain ? "." : legend.first { $0.value == style }?.key ?? "?"
        })
    }
    expectScreen(buffer.lines().map { String($0.prefix(4)) }, ["  ab", "> bc", "  2/", "> b "])
    expectScreen(Array(styles.prefix(2)), ["g.Rm", "pgMU"])
  }
}
