import Glibc

extension TerminalSession {
  /// A cell's width over its height, from the pixel size the terminal gives the kernel
  /// (`TIOCGWINSZ`'s `ws_xpixel` and `ws_ypixel`); nil when the terminal does not say (many leave
  /// them 0, and so does tmux before 3.3), or the session is closed. Pictures take their shape in
  /// cells from it, so a picture is as round on screen as in the file.
  /// - Complexity: one system call.
  public var cellAspect: Double? {
    guard let terminal = terminalDescriptor else { return nil }
    return Self.cellAspect(descriptor: terminal)
  }

  /// The cell aspect of the terminal open on `descriptor`, as `cellAspect` says.
  public static func cellAspect(descriptor: Int32) -> Double? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
    return cellAspect(
      columns: Int(size.ws_col), rows: Int(size.ws_row), pixelWidth: Int(size.ws_xpixel),
      pixelHeight: Int(size.ws_ypixel))
  }

  /// A cell's width over its height for a screen of `columns` × `rows` cells measuring
  /// `pixelWidth` × `pixelHeight` pixels; nil when any is 0, or the ratio is beyond 1:8 either way
  /// (not a terminal's cell, but a report to distrust).
  public static func cellAspect(columns: Int, rows: Int, pixelWidth: Int, pixelHeight: Int) -> Double? {
    guard columns > 0, rows > 0, pixelWidth > 0, pixelHeight > 0 else { return nil }
    let aspect = (Double(pixelWidth) / Double(columns)) / (Double(pixelHeight) / Double(rows))
    return (0.125...8).contains(aspect) ? aspect : nil
  }
}
