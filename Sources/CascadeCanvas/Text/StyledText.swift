/// A stretch of text in one style: a piece of a line of a program's output.
public struct StyledRun: Hashable, Sendable {
  /// The text, with no control character left in it (tabs already expanded).
  public var text: String
  /// How it is drawn: colours and attributes from the output's SGR sequences, or plain.
  public var style: Style

  /// A run of `text` in `style`.
  public init(_ text: String, style: Style = .plain) {
    self.text = text
    self.style = style
  }
}

/// One line of a program's output as runs of styled text, left to right.
public struct StyledLine: Hashable, Sendable {
  /// The runs, left to right; adjacent runs have different styles.
  public var runs: [StyledRun] = []

  /// A line of `runs`, left to right.
  public init(_ runs: [StyledRun] = []) {
    self.runs = runs
  }

  /// The line's text without its styles.
  public var text: String { runs.map(\.text).joined() }

  /// Appends `character` in `style`, joining the last run when it has the same style.
  /// - Complexity: amortised O(1).
  mutating func append(_ character: Character, style: Style) {
    if let last = runs.indices.last, runs[last].style == style {
      runs[last].text.append(character)
    } else {
      runs.append(StyledRun(String(character), style: style))
    }
  }
}

extension StyledLine {
  /// The line cut into rows of at most `width` columns, a wide character never split; an empty line
  /// is one empty row.
  /// - Complexity: O(line length).
  public func wrapped(width: Int) -> [StyledLine] {
    guard width > 0 else { return [] }
    var rows: [StyledLine] = []
    var row = StyledLine(), used = 0
    for run in runs {
      for character in run.text {
        let w = max(0, displayWidth(of: character))
        if used + w > width, used > 0 {
          rows.append(row)
          row = StyledLine()
          used = 0
        }
        row.append(character, style: run.style)
        used += w
      }
    }
    rows.append(row)
    return rows
  }
}
