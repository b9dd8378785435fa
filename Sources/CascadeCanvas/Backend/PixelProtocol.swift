/// A way a terminal draws pictures in pixels instead of symbol cells.
public enum PixelProtocol: String, Hashable, Sendable, CaseIterable {
  /// The kitty graphics protocol with Unicode placeholders (kitty 0.28 and later, Ghostty): the
  /// image is sent once, and its cells are text (U+10EEEE with diacritics), so it scrolls and
  /// clips as text does.
  case kitty
  /// The kitty graphics protocol with ordinary placements (kitty before 0.28, WezTerm, Konsole):
  /// the image is sent once, then placed at a cell, moved and deleted as its card moves and leaves.
  case kittyPlacements
  /// Sixel graphics (xterm -ti vt340, foot, WezTerm, mlterm, Konsole, Windows Terminal).
  case sixel
  /// iTerm2's inline images (iTerm2, WezTerm).
  case iterm
}
