import CascadeTerminalTestSupport
import Testing

extension InTerminalTests {
  /// NO_COLOR=1 takes the colours away but not the attributes (bold, dim, reverse) that still mark
  /// the focus; the same screen without it does have colours, so the check can see them.
  @Test func noColorLeavesAttributesButNoColours() async throws {
    var colours: [String: [Int]] = [:]
    var attributes: [String: [Int]] = [:]
    for prefix in ["", "NO_COLOR=1 "] {
      let cascade = try await CascadeInPane(width: 80, height: 24)
      try await cascade.start("\(prefix)cascade --demo")
      let parameters = Self.graphicParameters(in: try cascade.pane.styledLines())
      colours[prefix] = parameters.filter(Self.isColour)
      attributes[prefix] = parameters.filter { (1...9).contains($0) }
      try cascade.pane.press("q")
      #expect(try await cascade.exitStatus() == 1)
    }
    #expect(colours[""]?.isEmpty == false, "the coloured screen shows no colour: the check is blind")
    #expect(colours["NO_COLOR=1 "] == [], "colours with NO_COLOR=1: \(colours["NO_COLOR=1 "] ?? [])")
    #expect(attributes["NO_COLOR=1 "]?.isEmpty == false, "no attributes at all with NO_COLOR=1")
  }

  /// The parameters of every SGR sequence (`ESC [ … m`) in `lines`, in order; an empty parameter
  /// list counts as 0 (reset).
  static func graphicParameters(in lines: [String]) -> [Int] {
    var parameters: [Int] = []
    for line in lines {
      var rest = Substring(line)
      while let start = rest.range(of: "\u{1B}[") {
        rest = rest[start.upperBound...]
        guard let end = rest.firstIndex(where: { !$0.isNumber && $0 != ";" && $0 != ":" }) else { break }
        if rest[end] == "m" {
          let fields = rest[..<end].split(separator: ";", omittingEmptySubsequences: false)
          parameters += fields.map { Int($0.prefix { $0.isNumber }) ?? 0 }
        }
        rest = rest[end...]
      }
    }
    return parameters
  }

  /// SGR foreground or background colours: 30–38, 40–48 (38 and 48 start 256-colour and RGB
  /// forms), 90–97, 100–107. Not 39 and 49, the default colours, which tmux itself writes after
  /// every reset in `capture-pane -e`.
  static func isColour(_ parameter: Int) -> Bool {
    (30...38).contains(parameter) || (40...48).contains(parameter) || (90...97).contains(parameter)
      || (100...107).contains(parameter)
  }
}
