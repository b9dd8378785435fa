/// fzf's `--preview-window` scroll offset: which line of a command's output is at the top of the
/// pane when the output arrives.
///
/// The spec is fzf's: `+` then a number or a placeholder (`+123`, `+{2}`), then any number of
/// `+N`/`-N` terms, then optionally `/D` (or `-/D`), which puts the line a D-th of the way down
/// the pane instead of at its top. `+{2}-2` on a line whose second word is `123` shows line 121
/// first: two lines of context above the one named.
public struct PreviewScroll: Hashable, Sendable {
  /// The spec as given: its placeholder is filled in for each record before it is evaluated.
  public var expression: String

  /// Parses fzf's spec; nil when `word` is not one.
  public init?(_ word: String) {
    guard word.hasPrefix("+") else { return nil }
    var rest = Substring(word)
    // `+{N}` or `+{-N}` first (the only place a placeholder may be).
    if rest.hasPrefix("+{") {
      guard let close = rest.firstIndex(of: "}") else { return nil }
      let inside = rest[rest.index(rest.startIndex, offsetBy: 2)..<close]
      let digits = inside.hasPrefix("-") ? inside.dropFirst() : inside
      guard !digits.isEmpty, digits.allSatisfy(Self.isDigit) else { return nil }
      rest = rest[rest.index(after: close)...]
    }
    // Then `+N` and `-N` terms.
    while let sign = rest.first, sign == "+" || sign == "-", let next = rest.dropFirst().first, Self.isDigit(next) {
      rest = rest.dropFirst().drop(while: Self.isDigit)
    }
    // Then `/D` or `-/D`, D from 1.
    if rest.hasPrefix("-/") { rest = rest.dropFirst() }
    if rest.hasPrefix("/") {
      let denominator = rest.dropFirst()
      guard let first = denominator.first, first != "0", denominator.allSatisfy(Self.isDigit) else { return nil }
      rest = rest[rest.endIndex...]
    }
    guard rest.isEmpty, word != "+" else { return nil }
    expression = word
  }

  /// The 0-based first line for `expanded` (the spec with its placeholder filled in, quotes and
  /// all) in a pane of `height` rows, as fzf evaluates it: every character but digits, `+`, `-`
  /// and `/` is dropped, the terms are added up from line 0 (`+1` is the first line), and `/D`
  /// takes a D-th of the height off. A placeholder that is not a number counts as 0.
  /// - Complexity: O(expanded's length).
  public static func offset(of expanded: String, height: Int) -> Int {
    let kept = Array(expanded.unicodeScalars.filter { ("0"..."9").contains($0) || "+-/".unicodeScalars.contains($0) })
    var base = -1
    var index = 0
    while index < kept.count {
      var sign = 1
      var isDenominator = false
      if kept[index] == "-", index + 1 < kept.count, kept[index + 1] == "/" { index += 1 }
      switch kept[index] {
      case "/": isDenominator = true
      case "-": sign = -1
      case "+": break
      default:
        index += 1
        continue
      }
      var end = index + 1
      var value = 0
      while end < kept.count, ("0"..."9").contains(kept[end]) {
        value = min(value &* 10 &+ Int(kept[end].value - 48), 1_000_000_000)
        end += 1
      }
      if end == index + 1 {
        index += 1
        continue
      }
      if isDenominator {
        // fzf's pattern wants a denominator from 1: `/0` is passed over.
        guard value == 0 else {
          base -= height / value
          break
        }
        index = end
        continue
      }
      base += sign * value
      index = end
    }
    return max(0, base)
  }

  private static func isDigit(_ character: Character) -> Bool { ("0"..."9").contains(character) }
}
