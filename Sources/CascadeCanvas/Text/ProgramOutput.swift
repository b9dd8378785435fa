/// A program's output (a preview command's, say) made safe to draw: lines of styled text.
///
/// Output is untrusted: it can carry any escape sequence, and one that reached the terminal could
/// move the cursor, retitle the window, or worse (terminal escape injection). So every control
/// character and every escape sequence is dropped — CSI, OSC, DCS, SOS, PM and APC strings, two-byte
/// escapes and their C1 forms — except that with `keepingColors` an SGR sequence (`ESC [ … m`) is
/// read into the `Style` of the text after it (as fzf's `--ansi`). Tabs become spaces to the next
/// multiple of 8 columns; `\n` ends a line and `\r` is dropped. What is left still goes through
/// `TextSanitizer` when drawn, like any text.
public enum ProgramOutput {
  /// The lines of `bytes` (UTF-8; invalid sequences become U+FFFD), at most `maximumLines` of them.
  /// - Complexity: O(n) in the bytes read, stopping after `maximumLines` lines.
  public static func lines(of bytes: some Sequence<UInt8>, keepingColors: Bool, maximumLines: Int = .max)
    -> [StyledLine]
  {
    var parser = Parser(keepingColors: keepingColors, maximumLines: maximumLines)
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    decoding: while !parser.isFull {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): parser.consume(scalar)
      case .error: parser.consume("\u{FFFD}")
      case .emptyInput: break decoding
      }
    }
    return parser.finish()
  }

  /// A state machine over scalars, in the shape of ECMA-48's: text, an escape, a control sequence,
  /// a control string (ended by BEL or ST), and the bytes after an escape's intermediates.
  struct Parser {
    enum State {
      case text
      case escape
      case escapeIntermediate
      case controlSequence
      case controlString
      case controlStringEscape
    }

    let keepingColors: Bool
    let maximumLines: Int
    var state = State.text
    var lines: [StyledLine] = []
    var line = StyledLine()
    var column = 0
    var style = Style.plain
    /// A control sequence's parameters and intermediates so far; nil once it cannot be an SGR.
    var parameters: String? = ""
    /// A grapheme being built: scalars are joined into characters before they are appended, so a
    /// combining mark stays with its base.
    var pending = ""
    var pendingStyle = Style.plain

    init(keepingColors: Bool, maximumLines: Int) {
      self.keepingColors = keepingColors
      self.maximumLines = max(0, maximumLines)
    }

    var isFull: Bool { lines.count >= maximumLines }

    mutating func consume(_ scalar: Unicode.Scalar) {
      let value = scalar.value
      switch state {
      case .text:
        text(scalar)
      case .escape:
        switch value {
        case 0x5B: startControlSequence()  // [
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F: state = .controlString  // ] P X ^ _
        case 0x20...0x2F: state = .escapeIntermediate
        case 0x1B: state = .escape
        default: state = .text  // a two-byte escape, or a control: both dropped
        }
      case .escapeIntermediate:
        if !(0x20...0x2F).contains(value) { state = value == 0x1B ? .escape : .text }
      case .controlSequence:
        switch value {
        case 0x30...0x3F:
          parameters?.unicodeScalars.append(scalar)
        case 0x20...0x2F:
          parameters = nil  // intermediates: never an SGR
        case 0x40...0x7E:
          if value == 0x6D, keepingColors, let parameters {
            style = SelectGraphicRendition.apply(parameters, to: style)
          }
          state = .text
        case 0x1B:
          state = .escape
        default:
          // A control inside a sequence (or text where it should end) cancels it.
          state = .text
          if !(0..<0x20).contains(value) && value != 0x7F { text(scalar) }
        }
      case .controlString:
        switch value {
        case 0x07, 0x9C: state = .text
        case 0x1B: state = .controlStringEscape
        default: break
        }
      case .controlStringEscape:
        state = value == 0x5C ? .text : (value == 0x1B ? .controlStringEscape : .controlString)
      }
    }

    private mutating func startControlSequence() {
      state = .controlSequence
      parameters = ""
    }

    private mutating func text(_ scalar: Unicode.Scalar) {
      switch scalar.value {
      case 0x1B: state = .escape
      case 0x9B: startControlSequence()
      case 0x90, 0x98, 0x9D, 0x9E, 0x9F: state = .controlString
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
