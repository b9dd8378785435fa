import CNcursesw
import CascadeCanvas
import CascadeLayout
#if canImport(CascadeCurses)
  @testable import CascadeCurses
#endif

/// What the `terminal-input` fuzz target asks, and what `FuzzCorpusTests` asks of every file of its
/// corpus: what the terminal sends Cascade, read by
/// `CascadeCurses` (ncurses turns bytes into key codes and characters; these are the parts
/// that read what it reports, and the replies to the start-up queries, which Cascade reads itself).
///
/// - The input as the terminal's replies to the graphics queries (`TerminalGraphics.parse`): no
///   crash, no read outside the bytes, only positive sizes believed, and typing before the replies
///   (any bytes but ESC) changes nothing.
/// - The input as 5-byte reports of `wget_wch` (a kind byte and a 32-bit value): every character
///   is a key unless it is one of the documented unknowns (NUL, a control with no key, C1, a value
///   that is no Unicode scalar), a character key carries exactly the scalar read, and nothing
///   crashes on any key code, Alt pair or mouse report.
enum TerminalInputCheck {
  /// Runs the check on `input`; throws what fails.
  static func run(_ input: [UInt8]) throws(FuzzCheckFailure) {
    let bytes = input
    let replies = TerminalGraphics.parse(bytes)
    if let (width, height) = replies.sixelGeometry, width <= 0 || height <= 0 {
      throw FuzzCheckFailure("sixel geometry \(width)×\(height) from \(bytes)")
    }
    if let width = replies.cellPixelWidth, let height = replies.cellPixelHeight, width <= 0 || height <= 0 {
      throw FuzzCheckFailure("cell \(width)×\(height) from \(bytes)")
    }
    let typed = Array(bytes.prefix { $0 != 0x1B })
    if TerminalGraphics.parse(typed + bytes) != replies {
      throw FuzzCheckFailure("typing \(typed) before \(bytes) changed the replies")
    }

    var index = 0
    while index + 5 <= bytes.count {
      let value = bytes[(index + 1)..<(index + 5)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
      switch bytes[index] % 4 {
      case 0: try checkCharacter(value)
      case 1: _ = KeyDecoder.decode(keyCode: Int32(bitPattern: value))
      case 2:
        let alt = KeyDecoder.decodeAlt(character: value)
        if alt == nil, value >= 0x20, !(0x80..<0xA0).contains(value), Unicode.Scalar(value) != nil {
          throw FuzzCheckFailure("Alt with U+\(String(value, radix: 16)) was lost")
        }
        _ = KeyDecoder.decodeAlt(keyCode: Int32(bitPattern: value))
      default:
        let report = MouseReport(position: Point(x: Int(value & 0xFFF), y: Int(value >> 20)), buttons: mmask_t(value))
        _ = KeyDecoder.decode(mouse: report)
      }
      index += 5
    }
  }

  /// A character `wget_wch` read as text is a key, or one of the documented unknowns.
  static func checkCharacter(_ value: UInt32) throws(FuzzCheckFailure) {
    let event = KeyDecoder.decode(character: value)
    let isUnknown =
      value == 0 || (27 < value && value < 32) || (0x80..<0xA0).contains(value) || Unicode.Scalar(value) == nil
    if (event == nil) != isUnknown {
      throw FuzzCheckFailure("U+\(String(value, radix: 16)) decoded to \(String(describing: event))")
    }
    if case .key(.character(let character))? = event, character.unicodeScalars.map(\.value) != [value] {
      throw FuzzCheckFailure("U+\(String(value, radix: 16)) became the key \(character.debugDescription)")
    }
  }
}
