import CChafa

/// Sixel graphics through libchafa (`CHAFA_PIXEL_MODE_SIXELS`): chafa scales the picture to the
/// cells' pixels, picks a palette of up to 256 colours and writes the bands.
///
/// Not thread-safe: a chafa canvas and term info belong to one thread.
public final class SixelEncoder {
  private let termInfo: OpaquePointer

  /// An encoder writing the DCS `ESC P 0;1;0 q … ESC \` that xterm, foot, WezTerm and mlterm read.
  public init() {
    termInfo = chafa_term_info_new()
    // Only the two sequences a sixel canvas prints: chafa fills in the parameters (aspect 0 = 2:1
    // pixel size ignored by raster attributes, 1 = pixels left unset keep their background).
    chafa_term_info_set_seq(termInfo, CHAFA_TERM_SEQ_BEGIN_SIXELS, "\u{1B}P%1;%2;%3q", nil)
    chafa_term_info_set_seq(termInfo, CHAFA_TERM_SEQ_END_SIXELS, "\u{1B}\\", nil)
  }

  deinit { chafa_term_info_unref(termInfo) }

  /// `image` as a sixel image filling `columns` × `rows` cells of `cell` pixels each. Sixel bands
  /// are six pixels tall, so the height is made a multiple of six no taller than the cells: a
  /// band reaching into the row below would be drawn over that row's text.
  /// - Complexity: O(cells' pixels).
  public func encode(_ image: RGBAImage, columns: Int, rows: Int, cell: PixelSize) -> [UInt8] {
    guard columns > 0, rows > 0, image.width > 0, image.height > 0 else { return [] }
    let config = chafa_canvas_config_new()
    defer { chafa_canvas_config_unref(config) }
    chafa_canvas_config_set_pixel_mode(config, CHAFA_PIXEL_MODE_SIXELS)
    chafa_canvas_config_set_canvas_mode(config, CHAFA_CANVAS_MODE_TRUECOLOR)
    chafa_canvas_config_set_cell_geometry(config, Int32(cell.width), Int32(cell.height))
    chafa_canvas_config_set_geometry(config, Int32(columns), Int32(rows))
    guard let canvas = chafa_canvas_new(config) else { return [] }
    defer { chafa_canvas_unref(canvas) }
    image.pixels.withUnsafeBufferPointer {
      chafa_canvas_draw_all_pixels(
        canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, $0.baseAddress, Int32(image.width), Int32(image.height),
        Int32(4 * image.width))
    }
    guard let printed = chafa_canvas_print(canvas, termInfo) else { return [] }
    defer { g_string_free(printed, 1) }
    let string = printed.pointee
    guard let characters = string.str else { return [] }
    return characters.withMemoryRebound(to: UInt8.self, capacity: Int(string.len)) {
      Array(UnsafeBufferPointer(start: $0, count: Int(string.len)))
    }
  }
}
