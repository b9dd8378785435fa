/// Keys by name, for scripts and tests that describe key presses as text: `up`, `down`, `left`,
/// `right`, `pgup`, `pgdn`, `home`, `end`, `tab`, `backtab`, `enter`, `space`, `esc`, `backspace`,
/// `delete`, `shift-up`, `shift-down`, `shift-pgup`, `shift-pgdn`, `ctrl-X` for Ctrl plus a letter, `fN` for a function key, and any single character.
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
      if name.count == 1, let character = name.first {
        self = character == " " ? .space : .character(character)
      } else if name.lowercased().hasPrefix("ctrl-"), name.count == 6, let letter = name.last, letter.isLetter {
        self = .control(Character(letter.lowercased()))
      } else if name.lowercased().hasPrefix("f"), let number = Int(name.dropFirst()), (1...24).contains(number) {
        self = .function(number)
      } else {
        return nil
      }
    }
  }
}
