import Glibc

extension TerminalSession {
  /// Writes `sequence` (kitty transmissions and deletions) to the terminal between two frames,
  /// wrapped for tmux's passthrough when `inTmux`. curses keeps no output pending between
  /// refreshes, so the bytes land whole between two frames and never inside one of curses'
  /// sequences; written before the frame that shows the placeholder cells, the image is there when
  /// they are drawn.
  /// - Complexity: O(bytes), one write call per 64 KiB.
  public func writeGraphics(_ sequence: [UInt8], inTmux: Bool) {
    guard !sequence.isEmpty, let tty else { return }
    let bytes = inTmux ? Self.wrappedForTmux(sequence) : sequence
    fflush(tty)
    let descriptor = fileno(tty)
    var start = 0
    while start < bytes.count {
      let written = bytes[start...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, min($0.count, 1 << 16)) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return }
      start += written
    }
  }

  /// True when the session draws in an inline region below the prompt (`--height`) rather than
  /// on the whole screen.
  public var isInline: Bool { region != nil }

  /// A cell's size in pixels: from the kernel's window size (`TIOCGWINSZ`) when the terminal
  /// fills it in, else from the terminal's reply to `CSI 16 t` at start; nil when neither says.
  public var cellPixelSize: (width: Int, height: Int)? {
    if let terminal = terminalDescriptor {
      var size = winsize()
      if ioctl(terminal, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0, size.ws_xpixel > 0,
        size.ws_ypixel > 0
      {
        return (Int(size.ws_xpixel) / Int(size.ws_col), Int(size.ws_ypixel) / Int(size.ws_row))
      }
    }
    guard let width = graphics.cellPixelWidth, let height = graphics.cellPixelHeight else { return nil }
    return (width, height)
  }
}
