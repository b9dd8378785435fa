import CascadeCanvas

/// The graphemes on screen that curses cannot hold whole, kept so they can be written whole to a
/// terminal that joins them.
///
/// A curses cell holds one scalar that takes columns plus the zero-width ones after it, so an emoji
/// ZWJ sequence (👨‍👩‍👧), a flag (🇯🇵), a keycap (1️⃣) or a skin tone (👍🏽) reaches the terminal cut
/// to its first emoji or as a stand-in. Where the terminal draws such a sequence as one glyph of the
/// cell's width, the backend lets curses draw the stand-in (so curses' idea of every column stays
/// right) and then writes the grapheme itself over it, between frames. curses may rewrite cells it
/// thinks unchanged on a row it updates, so every grapheme on a row that changed is written again.
package struct WholeGraphemes {
  package struct Entry: Equatable {
    package var grapheme: Character
    package var width: Int
    package var style: ResolvedStyle

    package init(grapheme: Character, width: Int, style: ResolvedStyle) {
      self.grapheme = grapheme
      self.width = width
      self.style = style
    }
  }

  package init() {}

  /// By row, then by column.
  private var rows: [Int: [Int: Entry]] = [:]
  /// Rows that had a cell drawn since the last `takeSequence`.
  private var touchedRows: Set<Int> = []

  /// True when no such grapheme is on screen: drawing can skip the bookkeeping.
  package var isEmpty: Bool { rows.isEmpty }

  /// Notes that curses drew `width` cells from `x` on row `y`: whatever grapheme stood there is gone.
  /// - Complexity: O(graphemes on the row).
  package mutating func cellsDrawn(x: Int, y: Int, width: Int) {
    guard var row = rows[y] else { return }
    touchedRows.insert(y)
    for (column, entry) in row where column < x + width && x < column + entry.width {
      row[column] = nil
    }
    rows[y] = row.isEmpty ? nil : row
  }

  /// Keeps `entry` as the grapheme at `x` on row `y`, written whole after the frame.
  package mutating func set(_ entry: Entry, x: Int, y: Int) {
    rows[y, default: [:]][x] = entry
    touchedRows.insert(y)
  }

  /// Forgets every grapheme: the screen was erased or resized, and the next frame draws it all.
  package mutating func removeAll() {
    rows.removeAll()
    touchedRows.removeAll()
  }

  /// The bytes that write every grapheme on a touched row whole, at its cell (offset by the
  /// window's `origin` on the terminal), in its style; empty when there is none. The cursor and
  /// attributes are saved first and restored last (DECSC/DECRC), so curses finds the terminal as
  /// it left it: curses ends each refresh with plain attributes, which is what DECRC brings back.
  /// - Complexity: O(graphemes on the touched rows).
  package mutating func takeSequence(origin: (x: Int, y: Int), isDirect: Bool) -> [UInt8] {
    defer { touchedRows.removeAll() }
    var out: [UInt8] = []
    for y in touchedRows.sorted() {
      guard let row = rows[y] else { continue }
      for (x, entry) in row.sorted(by: { $0.key < $1.key }) {
        if out.isEmpty { out += [0x1B, 0x37] }
        out += Array("\u{1B}[\(origin.y + y + 1);\(origin.x + x + 1)H".utf8)
        out += Self.selectGraphicRendition(entry.style, isDirect: isDirect)
        out += Array(String(entry.grapheme).utf8)
      }
    }
    if !out.isEmpty { out += Array("\u{1B}[0m".utf8) + [0x1B, 0x38] }
    return out
  }

  /// `style` as one SGR sequence, from plain: curses' colour numbers (-1 the terminal's default,
  /// 0–255 its palette; with direct colour, 8 and above 0xRRGGBB) and the attributes.
  package static func selectGraphicRendition(_ style: ResolvedStyle, isDirect: Bool) -> [UInt8] {
    var codes = ["0"]
    let attributes: [(TextAttributes, String)] = [
      (.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.blink, "5"), (.reverse, "7"),
    ]
    for (attribute, code) in attributes where style.attributes.contains(attribute) { codes.append(code) }
    codes.append(colorCode(style.foreground, base: 30, isDirect: isDirect))
    codes.append(colorCode(style.background, base: 40, isDirect: isDirect))
    return Array("\u{1B}[\(codes.joined(separator: ";"))m".utf8)
  }

  private static func colorCode(_ number: Int32, base: Int, isDirect: Bool) -> String {
    switch number {
    case ..<0: return "\(base + 9)"
    case 0..<8: return "\(base + Int(number))"
    case _ where isDirect: return "\(base + 8);2;\(number >> 16 & 0xFF);\(number >> 8 & 0xFF);\(number & 0xFF)"
    case 8..<16: return "\(base + 60 + Int(number) - 8)"
    default: return "\(base + 8);5;\(number)"
    }
  }
}
