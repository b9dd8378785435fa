import CascadeLayout

/// A key the viewer reacts to, decoded from whatever the terminal sent.
public enum Key: Hashable, Sendable {
  /// The arrow keys.
  case up, down, left, right
  /// Page Up, Page Down, Home and End.
  case pageUp, pageDown, home, end
  /// Tab, Shift-Tab, Enter (or Return), the space bar, Esc, Backspace and Delete.
  case tab, backTab, enter, space, escape, backspace, delete
  /// Shift with Up, Down, PgUp or PgDn: they scroll the preview pane.
  case shiftUp, shiftDown, shiftPageUp, shiftPageDown
  /// A printable character (letters, digits, punctuation, CJK typed into a filter).
  case character(Character)
  /// Ctrl plus a letter, lower-cased: `.control("c")` is Ctrl-C.
  case control(Character)
  /// A function key, F1 is 1.
  case function(Int)
  /// Alt (Meta) plus a printable character: terminals send Esc and the character.
  case alt(Character)
  /// A key fzf names that has no case of its own, by fzf's canonical name (`ctrl-space`,
  /// `alt-enter`, `ctrl-alt-a`, `alt-up`, `shift-delete`; `Key.fzfKeyNames` lists them).
  case named(String)
}

/// What a mouse did, in screen cells.
public enum MouseEvent: Hashable, Sendable {
  /// The left button pressed at a screen cell.
  case click(Point)
  /// The wheel turned up (away from the user) over a screen cell.
  case wheelUp(Point)
  /// The wheel turned down (towards the user) over a screen cell.
  case wheelDown(Point)
}

/// One thing that happened at the terminal. Backends produce these; the viewer and tests consume them,
/// so key handling is tested without a terminal.
public enum InputEvent: Hashable, Sendable {
  /// A key was pressed.
  case key(Key)
  /// A click or a wheel turn.
  case mouse(MouseEvent)
  /// The terminal changed size; the new size is the backend's `size`.
  case resize
  /// Nothing happened at the terminal, but what the screen shows changed (a picture's thumbnail
  /// arrived from a worker thread): draw the frame again.
  case refresh
}
