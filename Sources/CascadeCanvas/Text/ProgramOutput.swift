/// A program's output (a preview command's, say) made safe to draw: lines of styled text.
///
/// Output is untrusted: it can carry any escape sequence, and one that reached the terminal could
/// move the cursor, retitle the window, or worse (terminal escape injection). So every control
/// character and every escape sequence is dropped (`EscapeSequences` reads them) — except that
/// with `keepingColors` an SGR sequence (`ESC [ … m`) is read into the `Style` of the text after it
/// (as fzf's `--ansi`). Tabs become spaces to the next multiple of 8 columns; `\n` ends a line and
/// `\r` is dropped. What is left still goes through `TextSanitizer` when drawn, like any text.
public enum ProgramOutput {
  /// The lines of `bytes` (UTF-8; invalid sequences become U+FFFD), at most `maximumLines` of them.
  /// - Complexity: O(n) in the bytes read, stopping after `maximumLines` lines.
  public static func lines(of bytes: some Sequence<UInt8>, keepingColors: Bool, maximumLines: Int = .max)
    -> [StyledLine]
  {
    var parser = Parser(maximumLines: maximumLines)
    let input = Array(bytes)
    input.withUnsafeBufferPointer { buffer in
      EscapeSequences.scan(buffer) { piece in
        switch piece {
        case .text(let range):
          var decoder = UTF8()
          var iterator = buffer[range].makeIterator()
          decoding: while !parser.isFull {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): parser.text(scalar)
            case .error: parser.text("\u{FFFD}")
            case .emptyInput: break decoding
            }
          }
        case .selectGraphicRendition(let range):
          if keepingColors {
            parser.style = SelectGraphicRendition.apply(
              String(decoding: buffer[range], as: UTF8.self), to: parser.style)
          }
        }
        return !parser.isFull
      }
    }
    return parser.finish()
  }

  /// The text between sequences (`EscapeSequences` reads those) as lines of styled runs.
  struct Parser {
    let maximumLines: Int
    var lines: [StyledLine] = []
    var line = StyledLine()
    var column = 0
    var style = Style.plain
    /// A grapheme being built: scalars are joined into characters before they are appended, so a
    /// combining mark stays with its base.
    var pending = ""
    var pendingStyle = Style.plain

    init(maximumLines: Int) {
      self.maximumLines = max(0, maximumLines)
    }

    var isFull: Bool { lines.count >= maximumLines }

    mutating func text(_ scalar: Unicode.Scalar) {
      switch scalar.value {
      case 0x0A: endLine()
      case 0x09:
        flushPending()
        let spaces = 8 - column % 8
        for _ in 0..<spaces { line.append(" ", style: style) }
        column += spaces
      case 0..<0x20, 0x7F, 0x80..<0xA0:
        break  // every other control is dropped
      default:
        if TextSanitizer.isForbidden(scalar.value) { return }
        appendScalar(scalar)
      }
    }

    /// Adds `scalar` to the grapheme being built, or starts a new one when it cannot join it.
    private mutating func appendScalar(_ scalar: Unicode.Scalar) {
      if pending.isEmpty {
        pending.unicodeScalars.append(scalar)
        pendingStyle = style
        return
      }
      var joined = pending
      joined.unicodeScalars.append(scalar)
      if joined.count == 1, pendingStyle == style {
        pending = joined
      } else {
        flushPending()
        pending.unicodeScalars.append(scalar)
        pendingStyle = style
      }
    }

    private mutating func flushPending() {
      guard let character = pending.first else { return }
      line.append(character, style: pendingStyle)
      column += max(0, displayWidth(of: character))
      pending = ""
    }

    private mutating func endLine() {
      flushPending()
      lines.append(line)
      line = StyledLine()
      column = 0
    }

    mutating func finish() -> [StyledLine] {
      flushPending()
      if !line.runs.isEmpty, !isFull { lines.append(line) }
      return lines
    }
  }
}
