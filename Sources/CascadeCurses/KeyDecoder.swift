import CNcursesw
import CascadeCanvas
import CascadeLayout

/// What `getmouse` reported, as plain values, so mouse decoding is tested without a terminal.
package struct MouseReport: Hashable, Sendable {
  package var position: Point
  /// ncurses' button state bits (`BUTTON1_PRESSED`, `BUTTON4_PRESSED`, …).
  package var buttons: mmask_t

  package init(position: Point, buttons: mmask_t) {
    self.position = position
    self.buttons = buttons
  }
}

/// Turns what `wget_wch` and `getmouse` report into Cascade's `InputEvent`s.
///
/// Pure functions of ncurses' numbers: the terminal session calls them with live input and tests call
/// them with constants, so every key the viewer knows is checked without a terminal. Anything the
/// viewer has no use for decodes to nil.
package enum KeyDecoder {
  /// A key ncurses recognised from an escape sequence (`wget_wch` returned `KEY_CODE_YES`).
  ///
  /// Home and End arrive under several names depending on the terminal description: the keypad's
  /// corners (`KEY_A1`, `KEY_C1`) and the vt220 Find/Select keys that many terminals send for them.
  /// - Complexity: O(1).
  package static func decode(keyCode: Int32) -> InputEvent? {
    switch keyCode {
    case KEY_UP: return .key(.up)
    case KEY_DOWN: return .key(.down)
    case KEY_LEFT: return .key(.left)
    case KEY_RIGHT: return .key(.right)
    case KEY_PPAGE, KEY_A3: return .key(.pageUp)
    case KEY_NPAGE, KEY_C3: return .key(.pageDown)
    case KEY_HOME, KEY_A1, KEY_FIND: return .key(.home)
    case KEY_END, KEY_C1, KEY_SELECT: return .key(.end)
    case KEY_BTAB: return .key(.backTab)
    // Shift-Up and Shift-Down are curses' scroll-backward and scroll-forward keys.
    case KEY_SR: return .key(.shiftUp)
    case KEY_SF: return .key(.shiftDown)
    case KEY_SPREVIOUS: return .key(.shiftPageUp)
    case KEY_SNEXT: return .key(.shiftPageDown)
    case KEY_ENTER: return .key(.enter)
    case KEY_BACKSPACE: return .key(.backspace)
    case KEY_DC: return .key(.delete)
    case KEY_RESIZE: return .resize
    case KEY_SDC: return .key(.named("shift-delete"))
    case KEY_SLEFT: return .key(.named("shift-left"))
    case KEY_SRIGHT: return .key(.named("shift-right"))
    case KEY_SHOME: return .key(.named("shift-home"))
    case KEY_SEND: return .key(.named("shift-end"))
    case KEY_IC: return .key(.named("insert"))
    case cascade_key_f(1)...cascade_key_f(63): return .key(.function(Int(keyCode - KEY_F0)))
    default: return nil
    }
  }

  /// A character `wget_wch` read as text (it returned `OK`): a Unicode scalar in a UTF-8 locale.
  ///
  /// In raw mode control keys arrive as C0 codes: Ctrl-C is 3, not SIGINT. Tab, Enter and Backspace
  /// share codes with Ctrl-I, Ctrl-M and Ctrl-H; the named key wins. Ctrl-J (a line feed) stays
  /// itself, as fzf tells it from Enter (a carriage return once curses' `nonl` is on); the viewer
  /// reads it as Enter unless a binding or fzf's keys give it a meaning. Other control codes (NUL,
  /// the C1 range, Ctrl with a non-letter) decode to nil.
  /// - Complexity: O(1).
  package static func decode(character: UInt32) -> InputEvent? {
    switch character {
    case 9: return .key(.tab)
    case 13: return .key(.enter)
    case 27: return .key(.escape)
    case 8, 127: return .key(.backspace)
    case 32: return .key(.space)
    case 0, 28...31: return decodeControlPunctuation(character)
    case 1...26:
      guard let letter = Unicode.Scalar(UInt32(("a" as Unicode.Scalar).value) + character - 1) else { return nil }
      return .key(.control(Character(letter)))
    case 0..<32, 0x80..<0xA0: return nil
    default:
      guard let scalar = Unicode.Scalar(character) else { return nil }
      return .key(.character(Character(scalar)))
    }
  }

  /// A character read at once after Esc: terminals send Alt-x as Esc then x, so the pair is Alt-x.
  ///
  /// Alt-Backspace decodes to `.alt("\u{7F}")`: the viewer deletes a word with it, as shells and
  /// readline do (fzf's backward-kill-word when Cascade runs as fzf). Nil when
  /// the pair is not an Alt key (a control code, a second Esc): the caller reports Esc and reads
  /// the character as a key of its own.
  /// - Complexity: O(1).
  package static func decodeAlt(character: UInt32) -> InputEvent? {
    switch character {
    case 8, 127: return .key(.alt("\u{7F}"))
    case 1...26: return decodeAltControl(character)
    case 0..<32, 0x80..<0xA0: return nil
    default:
      guard let scalar = Unicode.Scalar(character) else { return nil }
      return .key(.alt(Character(scalar)))
    }
  }

  /// A key code read at once after Esc: Alt-Backspace when the terminal description names the
  /// Backspace key (`KEY_BACKSPACE`), else nil (Esc, then the key on its own).
  /// - Complexity: O(1).
  package static func decodeAlt(keyCode: Int32) -> InputEvent? {
    keyCode == KEY_BACKSPACE ? .key(.alt("\u{7F}")) : nil
  }

  /// A mouse report: a button-1 press (or click, when click detection is on) selects, buttons 4 and 5
  /// are the wheel. Releases and other buttons decode to nil.
  /// - Complexity: O(1).
  package static func decode(mouse: MouseReport) -> InputEvent? {
    let buttons = mouse.buttons
    if buttons & cascade_button4_pressed() != 0 { return .mouse(.wheelUp(mouse.position)) }
    if buttons & cascade_button5_pressed() != 0 { return .mouse(.wheelDown(mouse.position)) }
    if buttons & (cascade_button1_pressed() | cascade_button1_clicked()) != 0 {
      return .mouse(.click(mouse.position))
    }
    return nil
  }

  /// An SGR mouse report (`TerminalReply.Outcome.mouse`): a press of the first button clicks,
  /// buttons 4 and 5 (codes 64 and 65) scroll; releases and the rest decode to nil.
  /// - Complexity: O(1).
  package static func decode(sgrMouse button: Int, at point: Point, pressed: Bool) -> InputEvent? {
    guard pressed else { return nil }
    switch button {
    case 0: return .mouse(.click(point))
    case 64: return .mouse(.wheelUp(point))
    case 65: return .mouse(.wheelDown(point))
    default: return nil
    }
  }

  /// The buttons `mousemask` asks for: the ones `decode(mouse:)` understands.
  package static var mouseMask: mmask_t {
    cascade_button1_pressed() | cascade_button1_clicked() | cascade_button4_pressed() | cascade_button5_pressed()
  }
}
