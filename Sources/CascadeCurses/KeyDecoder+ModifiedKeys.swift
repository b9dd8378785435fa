import CNcursesw
import CascadeCanvas

// Arrows, Home, End, Delete, PgUp and PgDn with Alt, Ctrl and Shift: xterm sends `ESC [1;3A` for
// Alt-Up, and the terminal description names each such sequence (`kUP3`, `kDN5`…). curses gives
// them key codes of its own, numbered at start-up, so the codes are looked up by those names.

extension KeyDecoder {
  /// The terminfo names of the modified keys, with fzf's name for each.
  static let modifiedKeyNames: [(capability: String, name: String)] = {
    let keys = [
      ("kUP", "up"), ("kDN", "down"), ("kLFT", "left"), ("kRIT", "right"), ("kHOM", "home"), ("kEND", "end"),
      ("kDC", "delete"), ("kPRV", "page-up"), ("kNXT", "page-down"),
    ]
    // xterm's modifier numbers: 2 Shift, 3 Alt, 4 Alt-Shift, 5 Ctrl, 6 Ctrl-Shift, 7 Ctrl-Alt, 8 all.
    let modifiers = [
      (2, "shift-"), (3, "alt-"), (4, "alt-shift-"), (5, "ctrl-"), (6, "ctrl-shift-"), (7, "ctrl-alt-"),
      (8, "ctrl-alt-shift-"),
    ]
    return keys.flatMap { capability, key in
      modifiers.map { number, prefix in (capability + String(number), prefix + key) }
    }
  }()

  /// The key codes this terminal's description gives the modified keys, once curses has started;
  /// the xterm sequences it does not describe (tmux's `screen` lacks them) are taught to curses
  /// under codes above curses' own.
  /// - Complexity: O(number of names), at start-up.
  package static func modifiedKeyCodes() -> [Int32: InputEvent] {
    var codes: [Int32: InputEvent] = [:]
    for (capability, name) in modifiedKeyNames {
      guard let sequence = tigetstr(capability), Int(bitPattern: sequence) != -1 else { continue }
      let code = key_defined(sequence)
      guard code > 0 else { continue }
      codes[code] = modifiedKey(named: name)
    }
    for (offset, (sequence, name)) in xtermSequences.enumerated() where key_defined(sequence) == 0 {
      let code = Int32(KEY_MAX) + 1 + Int32(offset)
      guard define_key(sequence, code) == OK else { continue }
      codes[code] = modifiedKey(named: name)
    }
    return codes
  }

  /// xterm's sequences for the modified keys (`ESC [1;3A` is Alt-Up), with fzf's names.
  static let xtermSequences: [(sequence: String, name: String)] = {
    let finals: [(String, String)] = [
      ("A", "up"), ("B", "down"), ("D", "left"), ("C", "right"), ("H", "home"), ("F", "end"),
    ]
    let tildes: [(String, String)] = [("3", "delete"), ("5", "page-up"), ("6", "page-down")]
    let modifiers = [
      (2, "shift-"), (3, "alt-"), (4, "alt-shift-"), (5, "ctrl-"), (6, "ctrl-shift-"), (7, "ctrl-alt-"),
      (8, "ctrl-alt-shift-"),
    ]
    return modifiers.flatMap { number, prefix in
      finals.map { ("\u{1B}[1;\(number)\($0.0)", prefix + $0.1) }
        + tildes.map { ("\u{1B}[\($0.0);\(number)~", prefix + $0.1) }
    }
  }()

  /// The key fzf calls `name` (`alt-up`, `shift-delete`): a case of its own where `Key` has one.
  static func modifiedKey(named name: String) -> InputEvent {
    switch name {
    case "shift-up": return .key(.shiftUp)
    case "shift-down": return .key(.shiftDown)
    case "shift-page-up": return .key(.shiftPageUp)
    case "shift-page-down": return .key(.shiftPageDown)
    default: return .key(.named(name))
    }
  }

  /// A control code that `decode(character:)` has no letter for: Ctrl-Space (NUL) and Ctrl with
  /// `\`, `]`, `^` and `/`, as fzf names them.
  static func decodeControlPunctuation(_ character: UInt32) -> InputEvent? {
    switch character {
    case 0: return .key(.named("ctrl-space"))
    case 28: return .key(.named("ctrl-\\"))
    case 29: return .key(.named("ctrl-]"))
    case 30: return .key(.named("ctrl-^"))
    case 31: return .key(.named("ctrl-/"))
    default: return nil
    }
  }

  /// A control code right after Esc: Alt-Enter, and Ctrl-Alt with a letter (fzf's `ctrl-alt-x`).
  static func decodeAltControl(_ character: UInt32) -> InputEvent? {
    switch character {
    case 13, 10: return .key(.named("alt-enter"))
    case 1...26:
      guard let letter = Unicode.Scalar(UInt32(("a" as Unicode.Scalar).value) + character - 1) else { return nil }
      return .key(.named("ctrl-alt-\(letter)"))
    default: return nil
    }
  }
}
