import ArgumentParser
import CascadeApp
import CascadeData
import CascadeLayout
import CascadeMatch

/// `--format`: json, ndjson (also jsonl) or lines (also text, txt).
struct InputFormatArgument: ExpressibleByArgument {
  var format: InputFormat
  init?(argument: String) {
    guard let format = InputFormat(argument: argument) else { return nil }
    self.format = format
  }
  static var allValueStrings: [String] { ["json", "ndjson", "lines", "csv", "tsv"] }
}

/// `--layout`: waterfall, grid, list, carousel, circle or table.
struct LayoutKindArgument: ExpressibleByArgument {
  var kind: LayoutKind
  init?(argument: String) {
    guard let kind = LayoutKind(rawValue: argument.lowercased()) else { return nil }
    self.kind = kind
  }
  static let waterfall = LayoutKindArgument(argument: "waterfall")!
  static var allValueStrings: [String] { LayoutKind.allCases.map(\.rawValue) }
  var defaultValueDescription: String { kind.rawValue }
}

/// `--size WxH`, e.g. 80x24.
struct ScreenSizeArgument: ExpressibleByArgument {
  var width: Int
  var height: Int
  init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }
  init?(argument: String) {
    let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w >= 1, h >= 1 else { return nil }
    self.init(width: w, height: h)
  }
  var size: Size { Size(width: width, height: height) }
}

/// `--rect X,Y,W,H`.
struct RectArgument: ExpressibleByArgument {
  var rect: Rect
  init?(argument: String) {
    let parts = argument.split(separator: ",").map { Int($0.filter { $0 != " " }) }
    guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3], w >= 0, h >= 0
    else { return nil }
    rect = Rect(x: x, y: y, width: w, height: h)
  }
}

/// `--tiebreak`: fzf's comma list of length, begin, end, chunk, pathname and index, each at most once, index
/// only last, at most three before it. `--filter` applies the whole list, the viewer its first
/// criterion (`TiebreakOrder`).
struct TiebreakArgument: ExpressibleByArgument {
  var tiebreak: Tiebreak
  /// The criteria after the score, in order (`index` left out: it is always last).
  var criteria: [TiebreakCriterion]
  init?(argument: String) {
    let names = argument.lowercased().split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    let known: Set<String> = ["length", "begin", "end", "chunk", "pathname", "index"]
    guard names.allSatisfy(known.contains), Set(names).count == names.count,
      names.firstIndex(of: "index").map({ $0 == names.count - 1 }) ?? true
    else { return nil }
    criteria = names.compactMap(TiebreakCriterion.init(rawValue:))
    guard criteria.count <= 3 else { return nil }
    tiebreak = criteria.contains(.length) ? .length : .index
  }
  static let length = TiebreakArgument(argument: "length")!
  static var allValueStrings: [String] { ["length", "begin", "end", "chunk", "pathname", "index"] }
  var defaultValueDescription: String { tiebreak.rawValue }
}
