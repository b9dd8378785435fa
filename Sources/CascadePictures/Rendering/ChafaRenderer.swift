import CChafa
import CascadeCanvas

/// Draws RGBA pixels as a block of cells with libchafa: for each cell the symbol (a block, half
/// block, quadrant, border piece or space) and the foreground and background colours that best
/// match the pixels under it.
///
/// A chafa canvas is not thread-safe, so a renderer belongs to one thread; it keeps its symbol
/// map and makes a canvas per picture (a canvas is sized to the picture's cells).
public final class ChafaRenderer {
  /// The symbols and colours this renderer uses.
  public let rendering: PictureRendering
  private let symbols: OpaquePointer

  /// A renderer for `rendering`.
  public init(rendering: PictureRendering) {
    self.rendering = rendering
    symbols = chafa_symbol_map_new()
    let tags: ChafaSymbolTags
    switch rendering {
    case .colors256, .truecolor, .colors16, .colors8:
      tags = ChafaSymbolTags(
        CHAFA_SYMBOL_TAG_BLOCK.rawValue | CHAFA_SYMBOL_TAG_BORDER.rawValue | CHAFA_SYMBOL_TAG_SPACE.rawValue)
    case .monochrome:
      tags = ChafaSymbolTags(
        CHAFA_SYMBOL_TAG_BLOCK.rawValue | CHAFA_SYMBOL_TAG_SPACE.rawValue | CHAFA_SYMBOL_TAG_HALF.rawValue)
    case .monochromeASCII:
      tags = ChafaSymbolTags(CHAFA_SYMBOL_TAG_ASCII.rawValue)
    }
    chafa_symbol_map_add_by_tags(symbols, tags)
  }

  deinit { chafa_symbol_map_unref(symbols) }

  /// `image` as `columns` × `rows` cells. Cells are about twice as tall as wide, which chafa is
  /// told, so circles stay round.
  /// - Complexity: O(image pixels + cells × symbols tried); milliseconds for a thumbnail.
  public func render(_ image: RGBAImage, columns: Int, rows: Int) -> CellBlock {
    guard columns > 0, rows > 0, image.width > 0, image.height > 0 else {
      return CellBlock(columns: max(0, columns), rows: max(0, rows), cells: [])
    }
    let config = chafa_canvas_config_new()
    defer { chafa_canvas_config_unref(config) }
    chafa_canvas_config_set_geometry(config, Int32(columns), Int32(rows))
    chafa_canvas_config_set_cell_geometry(config, 8, 16)
    chafa_canvas_config_set_symbol_map(config, symbols)
    switch rendering {
    case .colors256: chafa_canvas_config_set_canvas_mode(config, CHAFA_CANVAS_MODE_INDEXED_240)
    case .truecolor: chafa_canvas_config_set_canvas_mode(config, CHAFA_CANVAS_MODE_TRUECOLOR)
    case .colors16, .colors8:
      // Few colours: an ordered dither mixes them into the picture's shades in a fixed pattern,
      // so a flat area stays one steady texture from frame to frame. At half strength it mixes at
      // most three neighbours and leaves colours the palette has (black, white) unmixed; at full
      // strength it sprinkles olive into black with 8 colours.
      chafa_canvas_config_set_canvas_mode(
        config, rendering == .colors16 ? CHAFA_CANVAS_MODE_INDEXED_16 : CHAFA_CANVAS_MODE_INDEXED_8)
      chafa_canvas_config_set_dither_mode(config, CHAFA_DITHER_MODE_ORDERED)
      chafa_canvas_config_set_dither_intensity(config, 0.5)
    case .monochrome, .monochromeASCII: chafa_canvas_config_set_canvas_mode(config, CHAFA_CANVAS_MODE_FGBG)
    }
    guard let canvas = chafa_canvas_new(config) else { return CellBlock(columns: columns, rows: rows, cells: []) }
    defer { chafa_canvas_unref(canvas) }
    image.pixels.withUnsafeBufferPointer {
      chafa_canvas_draw_all_pixels(
        canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, $0.baseAddress, Int32(image.width), Int32(image.height),
        Int32(4 * image.width))
    }
    var cells: [Cell] = []
    cells.reserveCapacity(columns * rows)
    for y in 0..<rows {
      for x in 0..<columns {
        let code = chafa_canvas_get_char_at(canvas, Int32(x), Int32(y))
        let grapheme = Unicode.Scalar(code).map(Character.init) ?? " "
        var style = Style.plain
        if rendering.hasColors {
          var foreground: Int32 = -1, background: Int32 = -1
          chafa_canvas_get_raw_colors_at(canvas, Int32(x), Int32(y), &foreground, &background)
          style =
            rendering == .truecolor
            ? Style(foreground: Self.rgb(foreground), background: Self.rgb(background))
            : Style(foreground: Self.color(foreground), background: Self.color(background))
        }
        cells.append(Cell(grapheme: grapheme, style: style))
      }
    }
    return CellBlock(columns: columns, rows: rows, cells: cells)
  }

  /// A truecolour canvas's packed 0xRRGGBB as a colour; a negative value (chafa's transparent) is
  /// the terminal's own.
  private static func rgb(_ packed: Int32) -> Color {
    guard packed >= 0 else { return .terminalDefault }
    return .rgb(
      red: UInt8(truncatingIfNeeded: packed >> 16), green: UInt8(truncatingIfNeeded: packed >> 8),
      blue: UInt8(truncatingIfNeeded: packed))
  }

  /// A palette index as a colour; anything outside 0–255 (chafa's transparent) is the terminal's own.
  private static func color(_ index: Int32) -> Color {
    (0...255).contains(index) ? .indexed(UInt8(index)) : .terminalDefault
  }
}
