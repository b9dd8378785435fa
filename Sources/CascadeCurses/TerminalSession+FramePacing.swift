import Glibc

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

extension TerminalSession {
  /// Reads the terminal's input until the answers to the questions still out have come, at most
  /// `milliseconds`, so that none arrives after Cascade has ended and shows at the shell's prompt.
  /// Keys typed meanwhile are dropped with them. Called by `close` while curses still holds the
  /// terminal in its modes.
  /// - Complexity: O(bytes read).
  func awaitFrameReports(milliseconds: Int = 300) {
    guard framePacing.asks, framePacing.unanswered > 0, let descriptor = terminalDescriptor else { return }
    let answer: [UInt8] = [0x1B, 0x5B, 0x30, 0x6E]
    var read: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 256)
    let deadline = ContinuousClock.now + .milliseconds(milliseconds)
    while Self.occurrences(of: answer, in: read) < framePacing.unanswered {
      let left = ContinuousClock.now.duration(to: deadline).components
      let wait = Int32(clamping: left.seconds * 1000 + left.attoseconds / 1_000_000_000_000_000)
      guard wait > 0 else { return }
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, wait) > 0 else { return }
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { return }
      read += chunk[0..<count]
    }
  }

  /// How many times `pattern` occurs in `bytes`, not overlapping.
  private static func occurrences(of pattern: [UInt8], in bytes: [UInt8]) -> Int {
    var count = 0, index = 0
    while index + pattern.count <= bytes.count {
      if bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
        count += 1
        index += pattern.count
      } else {
        index += 1
      }
    }
    return count
  }
}
