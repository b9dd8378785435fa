extension TerminalSession {
  /// Asks the terminal to say when it has read the frame just written (a device status report,
  /// `CSI 5 n`; its answer is read with the keys and never becomes one). Nothing once the
  /// terminal has left a question unanswered.
  /// - Complexity: O(1), one write.
  public func askForFrameReport() {
    guard framePacing.asks else { return }
    writeGraphics(Array("\u{1B}[5n".utf8), inTmux: false)
    framePacing.asked(at: .now)
  }

  /// True while the terminal has not yet read the last frame asked about (`askForFrameReport`):
  /// the viewer's loop reads keys meanwhile instead of queueing another frame behind it.
  /// - Complexity: O(1).
  public func isReadingFrame() -> Bool { framePacing.isPending(at: .now) }
}
