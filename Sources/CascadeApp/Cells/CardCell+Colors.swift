import CascadeCanvas
import CascadeLayout
import CascadeView

// The input's own colours on a card's title (fzf's `--ansi`): the card draws its title as usual,
// then restyles the cells of the coloured characters, before the filter's matches go over them.
// The frame, the focus and the selection stay the card's. Only cards on screen pay for it.

extension CardCell {
  /// `titleColors` over the title drawn on one row from `origin` after `prefix` (the selection mark).
  /// - Complexity: O(graphemes drawn + coloured scalars).
  func colorTitle(
    skippingPrefix prefix: String, at origin: Point, maxWidth: Int, clip: Rect, in buffer: inout CellBuffer
  ) {
    guard !titleColors.isEmpty else { return }
    let styles = scalarStyles(prefixScalars: 0)
    restyleRow(title, skippingPrefix: prefix, at: origin, maxWidth: maxWidth, clip: clip, in: &buffer) {
      Self.addInputStyle(of: $0, from: styles, to: &$1)
    }
  }

  /// `titleColors` over the title drawn word-wrapped into `rect` (`rows` rows) after `prefix`.
  /// - Complexity: O(title length).
  func colorWrappedTitle(skippingPrefix prefix: String, in rect: Rect, rows: Int, clip: Rect, buffer: inout CellBuffer)
  {
    guard !titleColors.isEmpty else { return }
    let styles = scalarStyles(prefixScalars: prefix.unicodeScalars.count)
    restyleWrapped(prefix + title, in: rect, rows: rows, clip: clip, buffer: &buffer) {
      Self.addInputStyle(of: $0, from: styles, to: &$1)
    }
  }

  /// The input's style of each scalar of the title after `prefixScalars` scalars of something else.
  private func scalarStyles(prefixScalars: Int) -> [Style?] {
    var styles = [Style?](repeating: nil, count: prefixScalars + title.unicodeScalars.count)
    for span in titleColors {
      for i in span.scalars where prefixScalars + i < styles.count { styles[prefixScalars + i] = span.style }
    }
    return styles
  }

  /// The style of a grapheme's first scalar added to `style`: its colours where it has any, its
  /// attributes joined.
  private static func addInputStyle(of scalars: Range<Int>, from styles: [Style?], to style: inout Style) {
    guard let first = scalars.first, first < styles.count, let input = styles[first] else { return }
    if input.foreground != .terminalDefault { style.foreground = input.foreground }
    if input.background != .terminalDefault { style.background = input.background }
    style.attributes.formUnion(input.attributes)
  }
}
