import CascadeApp
import CascadeData
import CascadeTestSupport
import Testing

/// `CardFields.lineCount(of:)`, what the waterfall asks for every text card whose collection does
/// not know its field count, against the lines the card draws (`lines(of:).count`), over random
/// records drawn from a small pool of keys (so keys repeat, are used as title, text and size, or
/// are `null`) with the standard mapping, a custom one and `--fields` lists.
@Suite struct CardFieldCountTests {
  static let keys = [
    "title", "name", "body", "description", "subtitle", "w", "width", "h", "height", "aspect", "tag", "id", "x",
  ]
  static let values = ["null", "", "a", "Card", "12", "{\"k\":1}", "[1,2]"]

  @Test func theCountIsTheNumberOfLinesShown() {
    let failure = withEvery("seed", in: 0..<3_000) { seed, _ in
      var rng = SplitMix64(seed: seed)
      let fields = (0..<Int.random(in: 0...8, using: &rng)).map { _ in
        RecordField(key: Self.keys.randomElement(using: &rng)!, value: Self.values.randomElement(using: &rng)!)
      }
      let title =
        Bool.random(using: &rng)
        ? (fields.randomElement(using: &rng)?.value ?? "") : Self.values.randomElement(using: &rng)!
      let record = Record(title: title, original: "{}", fields: fields)
      let mapping =
        Bool.random(using: &rng)
        ? FieldMapping.standard
        : FieldMapping(
          titleFields: ["id", "x"], textFields: ["tag"], widthFields: ["width"], heightFields: ["height"],
          aspectFields: ["w"])
      var chosen: [String]?
      switch Int.random(in: 0..<4, using: &rng) {
      case 0: chosen = []
      case 1: chosen = (0..<Int.random(in: 1...4, using: &rng)).map { _ in Self.keys.randomElement(using: &rng)! }
      default: chosen = nil
      }
      let cardFields = CardFields(mapping: mapping, chosen: chosen)
      let expected = cardFields.lines(of: record).count
      let counted = cardFields.lineCount(of: record)
      return counted == expected
        ? nil : "\(fields) chosen \(String(describing: chosen)): counted \(counted), shown \(expected)"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
