/// Keys by name, for scripts and tests that describe key presses as text: `up`, `down`, `left`,
/// `right`, `pgup`, `pgdn`, `home`, `end`, `tab`, `backtab`, `enter`, `space`, `esc`, `backspace`,
/// `delete`, `shift-up`, `shift-down`, `shift-pgup`, `shift-pgdn`, `ctrl-X` for Ctrl plus a letter
/// from a to z, `fN` for a function key (F1 to F24), and any single Unicode scalar.
extension Key {
  /// The key called `name`, or nil for a name that is not one of the above.
  public init?(name: String) {
    switch name.lowercased() {
    case "up": self = .up
    case "down": self = .down
    case "left": self = .left
    case "right": self = .right
    case "pgup", "pageup": self = .pageUp
    case "pgdn", "pagedown": self = .pageDown
    case "home": self = .home
    case "end": self = .end
    case "tab": self = .tab
    case "backtab", "shift-tab": self = .backTab
    case "enter", "return": self = .enter
    case "space": self = .space
    case "esc", "escape": self = .escape
    case "backspace": self = .backspace
    case "delete": self = .delete
    case "shift-up": self = .shiftUp
    case "shift-down": self = .shiftDown
    case "shift-pgup", "shift-page-up": self = .shiftPageUp
    case "shift-pgdn", "shift-page-down": self = .shiftPageDown
    default:
      // By Unicode scalars, as the key decoder delivers keys and the `--bind` parser reads names:
      // a name of one grapheme but several scalars (`e` and a combining accent, a skin-toned emoji)
      // is no key a terminal can send.
      let scalars = Array(name.unicodeScalars)
      let letters: ClosedRange<Unicode.Scalar> = "a"..."z", digits: ClosedRange<Unicode.Scalar> = "0"..."9"
      let lower = Array(name.lowercased().unicodeScalars)
      if scalars.count == 1 {
        self = scalars[0] == " " ? .space : .character(Character(scalars[0]))
      } else if lower.count == 6, lower.starts(with: "ctrl-".unicodeScalars), letters.contains(lower[5]) {
        // Only a to z: those are the control codes the decoder reads as Ctrl and a letter.
        self = .control(Character(lower[5]))
      } else if lower.first == "f", (2...3).contains(lower.count), lower.dropFirst().allSatisfy(digits.contains),
        let number = Int(String(String.UnicodeScalarView(lower.dropFirst()))), (1...24).contains(number)
      {
        self = .function(number)
      } else {
        return nil
      }
    }
  }
}
