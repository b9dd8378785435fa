/// A terminal's reply to a query (CSI, OSC, DCS, APC or PM) that arrives after Esc and is not a key.
///
/// Cascade asks the terminal what it can draw at start and waits a short while for the answers; a
/// terminal behind ssh or tmux, or a busy one, answers later, once curses reads the keyboard. curses
/// decodes the keys it knows and returns Esc for the rest, so `ESC [ ? 6 2 ; 4 c` (a DA1 reply) would
/// read as Alt-[ and then `?` (help), `6`, `2`… `skip` reads such a sequence to its end instead, so
/// the session drops it. A reply comes in one burst, while Alt-[ is Esc and `[` with nothing after
/// them: a byte soon after the introducer is what tells the two apart.
package enum TerminalReply {
  /// How `skip` ended.
  package enum Outcome: Equatable, Sendable {
    /// Nothing followed the introducer: it was a key (Alt-[, Alt-], Alt-P, Alt-_, Alt-^).
    case key
    /// A sequence was read and is to be dropped. `pushBack` holds what was read past its end (an Esc
    /// that starts the next sequence, with the byte after it), in reading order, to read again.
    case dropped(pushBack: [UInt32])
    /// The terminal's answer to a device status report (`CSI 0 n` to `CSI 5 n`): it has read
    /// everything written before the question. Dropped as a reply is.
    case statusReport
    /// An SGR mouse report (`CSI < B ; X ; Y M`, or `m` for a release), which terminals send
    /// whatever mouse mode curses asked for once something turned SGR reports on (tmux passes
    /// them on as they come): the button code, the 1-based column and row, and whether a button
    /// went down.
    case mouse(button: Int, column: Int, row: Int, pressed: Bool)
  }

  /// How long to wait for the byte after the introducer, in milliseconds: a terminal's reply has it
  /// already, a person typing Alt-[ does not follow it this fast.
  package static let firstByteWait: Int32 = 20
  /// How long to wait for each further byte of a sequence that is under way (a reply split across
  /// reads, as over ssh).
  package static let nextByteWait: Int32 = 50
  /// The most bytes a sequence may have before it is given up (the rest then reads as keys): replies
  /// to Cascade's queries are a few dozen bytes.
  package static let lengthLimit = 4096

  private static let escape: UInt32 = 0x1B
  private static let bell: UInt32 = 0x07

  /// Whether `character`, read right after Esc, starts a sequence a terminal replies with: `[` (CSI),
  /// `]` (OSC), `P` (DCS), `_` (APC) or `^` (PM).
  /// - Complexity: O(1).
  package static func isIntroducer(_ character: UInt32) -> Bool {
    switch character {
    case 0x5B, 0x5D, 0x50, 0x5F, 0x5E: return true
    default: return false
    }
  }

  /// Reads the rest of a sequence whose Esc and `introducer` were read.
  ///
  /// `next(milliseconds)` returns the next character, waiting at most that long, or nil (nothing came,
  /// or curses decoded a key, which no reply holds). A CSI sequence ends at a final byte 0x40–0x7E
  /// (after parameter and intermediate bytes 0x20–0x3F; an X10 mouse report, `CSI M`, also takes its
  /// three raw bytes); a string (OSC, DCS, APC, PM) ends at ST (`ESC \`) or BEL. Anything else
  /// (a control code in a CSI sequence, a gap, the length limit) ends the sequence early, and what
  /// was read is dropped; an Esc that ends it early is pushed back, as it starts what comes next.
  /// - Complexity: O(n) in the sequence's length, at most `lengthLimit`; it waits at most
  ///   `firstByteWait`, then `nextByteWait` for each further byte.
  package static func skip(introducer: UInt32, next: (Int32) -> UInt32?) -> Outcome {
    guard let first = next(firstByteWait) else { return .key }
    return introducer == 0x5B
      ? skipControlSequence(first: first, next: next) : skipString(first: first, next: next)
  }

  private static func skipControlSequence(first: UInt32, next: (Int32) -> UInt32?) -> Outcome {
    var character = first
    var length = 2
    var parameters = ""
    while true {
      switch character {
      case 0x4D where first == 0x3C, 0x6D where first == 0x3C:
        let numbers = parameters.dropFirst().split(separator: ";").compactMap { Int($0) }
        guard numbers.count == 3 else { return .dropped(pushBack: []) }
        return .mouse(button: numbers[0], column: numbers[1], row: numbers[2], pressed: character == 0x4D)
      case 0x6E where length == 3 && first == 0x30:
        return .statusReport
      case 0x20...0x3F:
        if let scalar = Unicode.Scalar(character) { parameters.unicodeScalars.append(scalar) }
      case 0x4D where length == 2:
        // X10 mouse: `CSI M` and three bytes, any of which may look like anything.
        for _ in 0..<3 {
          if next(nextByteWait) == nil { break }
        }
        return .dropped(pushBack: [])
      case 0x40...0x7E:
        return .dropped(pushBack: [])
      case escape:
        return .dropped(pushBack: [escape])
      default:
        return .dropped(pushBack: [])
      }
      length += 1
      guard length < lengthLimit, let following = next(nextByteWait) else { return .dropped(pushBack: []) }
      character = following
    }
  }

  private static func skipString(first: UInt32, next: (Int32) -> UInt32?) -> Outcome {
    var character = first
    var length = 2
    while true {
      if character == bell { return .dropped(pushBack: []) }
      if character == escape {
        guard let after = next(nextByteWait) else { return .dropped(pushBack: []) }
        return .dropped(pushBack: after == 0x5C ? [] : [escape, after])
      }
      length += 1
      guard length < lengthLimit, let following = next(nextByteWait) else { return .dropped(pushBack: []) }
      character = following
    }
  }
}
