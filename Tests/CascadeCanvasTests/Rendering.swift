import CascadeCanvas
import CascadeLayout

/// The lines of a `width` × `height` buffer after `body` drew into it.
func rendered(width: Int, height: Int, _ body: (inout CellBuffer) -> Void) -> [String] {
  var buffer = CellBuffer(size: Size(width: width, height: height))
  body(&buffer)
  return buffer.lines()
}

/// Scalars that must never be stored in a cell or sent to the terminal: C0, DEL, C1, the line and
/// paragraph separators and the bidi controls. Written out here rather than asking the sanitiser.
func forbiddenScalars(in text: some StringProtocol) -> [UInt32] {
  let forbidden: [ClosedRange<UInt32>] = [0...0x1F, 0x7F...0x9F, 0x2028...0x2029, 0x202A...0x202E, 0x2066...0x2069]
  return text.unicodeScalars.map(\.value).filter { value in forbidden.contains { $0.contains(value) } }
}

/// Texts that try to take over the terminal: clear screen, set title, CSI through C1, DCS, bidi.
let hostileTexts = [
  "\u{1b}[2J\u{1b}[H pwned", "\u{1b}]0;title\u{7}", "\u{9b}31mred", "\u{1b}P+q\u{1b}\\",
  "x\u{202E}txt.exe", "\u{2066}a\u{2069}", "bell\u{7}\u{7f}\u{0}", "\u{85}next\u{8d}",
  "\u{1b}]8;;http://x\u{1b}\\link\u{1b}]8;;\u{1b}\\",
]
