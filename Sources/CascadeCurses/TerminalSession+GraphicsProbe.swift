import Glibc

extension TerminalSession {
  /// The questions asked at start, in this order: the kitty graphics query (a 1×1 image, `a=q`,
  /// which stores nothing), XTSMGRAPHICS's sixel geometry, the cell size in pixels (`CSI 16 t`),
  /// the name and version (XTVERSION, `CSI > 0 q`: kitty's tells whether it draws placeholders)
  /// and DA1 last, which every terminal answers, so its reply says that all replies are in.
  /// Inside tmux the kitty query is wrapped for tmux's passthrough, to reach the terminal outside.
  static func graphicsQueries(inTmux: Bool) -> [UInt8] {
    let kitty = Array("\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\".utf8)
    var out = inTmux ? wrappedForTmux(kitty) : kitty
    out += Array("\u{1B}[?2;1;0S\u{1B}[16t\u{1B}[>0q\u{1B}[c".utf8)
    return out
  }

  /// The questions, for tests.
  public static func graphicsQueriesForTesting(inTmux: Bool) -> [UInt8] { graphicsQueries(inTmux: inTmux) }

  /// `sequence` inside tmux's passthrough (`ESC P tmux; … ESC \`, each ESC inside doubled).
  static func wrappedForTmux(_ sequence: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x1B, 0x50] + Array("tmux;".utf8)
    for byte in sequence {
      if byte == 0x1B { out.append(0x1B) }
      out.append(byte)
    }
    return out + [0x1B, 0x5C]
  }

  /// Asks the terminal on `descriptor` what it can draw and reads the replies, waiting at most
  /// `timeoutMilliseconds` in all (less when DA1's reply comes, as it does at once from a local
  /// terminal). Run before curses takes the terminal; its modes are put back before returning.
  /// A terminal that answers nothing costs the whole timeout and gives `TerminalGraphics()`.
  public static func probeGraphics(descriptor: Int32, inTmux: Bool, timeoutMilliseconds: Int = 100) -> TerminalGraphics
  {
    var saved = termios()
    guard tcgetattr(descriptor, &saved) == 0 else { return TerminalGraphics() }
    var raw = saved
    // No echo and no line editing, so the replies are neither shown nor held for a newline.
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    raw.c_cc.6 = 0  // VMIN
    raw.c_cc.5 = 0  // VTIME
    guard tcsetattr(descriptor, TCSANOW, &raw) == 0 else { return TerminalGraphics() }
    defer { _ = tcsetattr(descriptor, TCSANOW, &saved) }
    let queries = graphicsQueries(inTmux: inTmux)
    let written = queries.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    guard written == queries.count else { return TerminalGraphics() }
    var replies: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 512)
    let deadline = ContinuousClock.now + .milliseconds(timeoutMilliseconds)
    while true {
      let left = ContinuousClock.now.duration(to: deadline)
      guard left > .zero else { break }
      let milliseconds = Int32(
        clamping: max(1, left.components.attoseconds / 1_000_000_000_000_000 + left.components.seconds * 1000))
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, milliseconds) > 0 else { break }
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      replies += chunk[0..<count]
      if TerminalGraphics.parse(replies).answeredAttributes { break }
    }
    return TerminalGraphics.parse(replies)
  }
}
