import CascadeCurses
import CascadeTestSupport
import Testing

/// Bytes as a terminal delivers them: in bursts. A byte of the current burst is there at once; the
/// next burst comes only to a read that waits (it arrives within any wait `skip` makes).
private struct Bursts {
  var bursts: [[UInt32]]
  var burst = 0
  var index = 0
  var waits: [Int32] = []

  init(_ bursts: [[UInt32]]) { self.bursts = bursts }

  mutating func next(_ milliseconds: Int32) -> UInt32? {
    waits.append(milliseconds)
    while burst < bursts.count, index == bursts[burst].count {
      guard milliseconds > 0, burst + 1 < bursts.count else { return nil }
      burst += 1
      index = 0
    }
    guard burst < bursts.count else { return nil }
    index += 1
    return bursts[burst][index - 1]
  }

  /// What is left unread, in order.
  var rest: [UInt32] {
    guard burst < bursts.count else { return [] }
    return Array(bursts[burst][index...]) + bursts[(burst + 1)...].joined()
  }
}

private func bytes(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }

/// `stream` (what follows Esc) split into bursts at `cuts`, and what `skip` made of it.
private func skip(_ stream: [UInt32], cuts: [Int]) -> (TerminalReply.Outcome, rest: [UInt32], waits: [Int32]) {
  var bursts: [[UInt32]] = []
  var start = 0
  for cut in cuts.sorted() + [stream.count] where cut > start {
    bursts.append(Array(stream[start..<cut]))
    start = cut
  }
  var feed = Bursts(bursts)
  let introducer = feed.next(0)!
  let outcome = TerminalReply.skip(introducer: introducer) { feed.next($0) }
  return (outcome, feed.rest, feed.waits)
}

/// Every way of splitting `stream` in two, and `extra` random ways of splitting it in several.
private func expectEverySplit(
  of stream: [UInt32], drops expectedLength: Int, pushBack: [UInt32] = [], rng: inout SplitMix64,
  extra: Int = 4
) -> String? {
  var splits = (1..<max(1, stream.count)).map { [$0] }
  for _ in 0..<extra {
    splits.append((0..<Int.random(in: 1...4, using: &rng)).map { _ in Int.random(in: 1..<stream.count, using: &rng) })
  }
  for cuts in splits + [[]] {
    let (outcome, rest, _) = skip(stream, cuts: cuts)
    // A status report (`CSI 0 n`) is dropped too, and said to be one.
    let dropped: TerminalReply.Outcome =
      stream.starts(with: [0x5B, 0x30, 0x6E]) ? .statusReport : .dropped(pushBack: pushBack)
    if outcome != dropped { return "cuts \(cuts): \(outcome) for \(stream)" }
    if rest != Array(stream[expectedLength...]) { return "cuts \(cuts): left \(rest) of \(stream)" }
  }
  return nil
}

@Suite struct TerminalReplyTests {
  /// The replies to the start-up probe, and others terminals send, each followed by a key typed later.
  static let replies: [String] = [
    "[?62;4c", "[?64;1;2;6;9;15;18;21;22;28c", "[?2;0;3840;2160S", "[?1;0;256S", "[4;720;1280t", "[6;16;8t",
    "P>|kitty(0.35.2)\u{1b}\\", "P>|XTerm(390)\u{1b}\\", "P>|tmux 3.4\u{1b}\\", "_Gi=31;OK\u{1b}\\",
    "_Gi=31;EINVAL:unsupported\u{1b}\\", "]11;rgb:1e1e/1e1e/1e1e\u{1b}\\", "]10;rgb:ffff/ffff/ffff\u{07}",
    "^private message\u{1b}\\", "[>1;4000;29c", "[?1;2c", "[1;5A", "[200~",
  ]

  @Test func everyReplyIsReadToItsEndHoweverItIsSplit() {
    var rng = SplitMix64(seed: 7)
    for reply in Self.replies {
      let stream = bytes(reply) + bytes("q")
      let failure = expectEverySplit(of: stream, drops: stream.count - 1, rng: &rng, extra: 200)
      #expect(failure == nil, "\(failure ?? "")")
    }
  }

  /// Random CSI sequences and strings (OSC, DCS, APC, PM) with random terminators, bodies holding
  /// anything a reply may hold (NUL, `[`, letters, other C0 codes in a string), followed by keys.
  @Test func randomRepliesAreReadToTheirEndHoweverTheyAreSplit() {
    let failure = withEvery("seed", in: 0..<3_000) { _, rng in
      var stream: [UInt32]
      if Bool.random(using: &rng) {
        stream =
          [0x5B] + (0..<Int.random(in: 0...20, using: &rng)).map { _ in UInt32.random(in: 0x20...0x3F, using: &rng) }
        var final = UInt32.random(in: 0x40...0x7E, using: &rng)
        if stream.count == 1, final == 0x4D { final = 0x63 }
        stream.append(final)
      } else {
        stream = [[0x5D, 0x50, 0x5F, 0x5E].randomElement(using: &rng)!]
        stream += (0..<Int.random(in: 0...40, using: &rng)).map { _ in
          var byte: UInt32
          repeat { byte = UInt32.random(in: 0...0x7F, using: &rng) } while byte == 0x1B || byte == 0x07
          return byte
        }
        stream += Bool.random(using: &rng) ? [0x07] : [0x1B, 0x5C]
      }
      let length = stream.count
      stream += (0..<Int.random(in: 0...3, using: &rng)).map { _ in UInt32.random(in: 0x20...0x7E, using: &rng) }
      return expectEverySplit(of: stream, drops: length, rng: &rng)
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// The answer to the device status report asked after each frame says the frame was read;
  /// other reports and sequences ending in `n` are only dropped.
  @Test func theStatusReportIsToldApart() {
    var rng = SplitMix64(seed: 17)
    #expect(expectEverySplit(of: bytes("[0nq"), drops: 3, rng: &rng) == nil)
    for other in ["[3n", "[00n", "[?0n", "[0;1n"] {
      let (outcome, _, _) = skip(bytes(other), cuts: [])
      #expect(outcome == .dropped(pushBack: []), "\(other): \(outcome)")
    }
  }

  @Test func anIntroducerWithNothingAfterItIsAnAltKey() {
    for introducer in bytes("[]P_^") {
      let (outcome, rest, waits) = skip([introducer], cuts: [])
      #expect(outcome == .key)
      #expect(rest.isEmpty)
      // It waits a little, so a reply cut right after its introducer is still read whole.
      #expect(waits.dropFirst().allSatisfy { $0 > 0 })
    }
    #expect(!TerminalReply.isIntroducer(0x61) && !TerminalReply.isIntroducer(0x4F))
  }

  @Test func aSequenceCutShortByTheNextOneLeavesTheNextOneToReadAgain() {
    var rng = SplitMix64(seed: 11)
    // A CSI sequence ended by Esc: the Esc starts the next reply.
    let csi = bytes("[?62;\u{1b}[?62;4c")
    #expect(expectEverySplit(of: csi, drops: 6, pushBack: [0x1B], rng: &rng) == nil)
    // A string ended by Esc and not `\`: both go back.
    let string = bytes("_Gi=31\u{1b}[?62;4c")
    #expect(expectEverySplit(of: string, drops: 8, pushBack: bytes("\u{1b}["), rng: &rng) == nil)
  }

  @Test func hostileRepliesEndWithinTheLimit() {
    var rng = SplitMix64(seed: 13)
    // Unterminated: everything that came is dropped.
    for reply in ["[?62;4", "_Gi=31;OK", "]11;rgb:1e1e/1e1e", "P>|kitty\u{1b}"] {
      let stream = bytes(reply)
      #expect(expectEverySplit(of: stream, drops: stream.count, rng: &rng) == nil, "\(reply)")
    }
    // NUL inside a string is part of it; inside a CSI sequence it ends the sequence and is dropped.
    let stringWithNul = bytes("_Gi=31\u{0};OK\u{1b}\\q")
    #expect(expectEverySplit(of: stringWithNul, drops: stringWithNul.count - 1, rng: &rng) == nil)
    let csiWithNul = bytes("[?62\u{0}q")
    #expect(expectEverySplit(of: csiWithNul, drops: 5, rng: &rng) == nil)
    // Overlong: reading stops at the limit, Esc and introducer included.
    for introducer in ["[", "]", "P", "_", "^"] {
      let stream = bytes(introducer) + Array(repeating: 0x31, count: 10_000)
      let (outcome, rest, _) = skip(stream, cuts: [3, 100])
      #expect(outcome == .dropped(pushBack: []))
      #expect(rest.count == stream.count + 1 - TerminalReply.lengthLimit, "\(introducer)")
    }
  }

  /// An X10 mouse report (`CSI M` and three raw bytes) that curses did not decode is dropped whole,
  /// even when its raw bytes look like keys.
  @Test func anUndecodedX10MouseReportIsDroppedWhole() {
    var rng = SplitMix64(seed: 17)
    let stream = bytes("[M q?q")
    #expect(expectEverySplit(of: stream, drops: 5, rng: &rng) == nil)
  }
}

/// SGR mouse reports (`CSI < B ; X ; Y M`, `m` on release) for random buttons and places, split
/// into bursts anywhere: each reads as that report, with nothing left over.
@Test func sgrMouseReportsReadAsThemWhereverTheyAreSplit() {
  var rng = SplitMix64(seed: 33)
  for _ in 0..<500 {
    let button = [0, 1, 2, 64, 65, 32].randomElement(using: &rng)!
    let column = Int.random(in: 1...500, using: &rng), row = Int.random(in: 1...300, using: &rng)
    let pressed = Bool.random(using: &rng)
    let stream = bytes("[<\(button);\(column);\(row)" + (pressed ? "M" : "m"))
    let cut = Int.random(in: 1..<stream.count, using: &rng)
    let (outcome, rest, _) = skip(stream, cuts: [cut])
    #expect(outcome == .mouse(button: button, column: column, row: row, pressed: pressed))
    #expect(rest.isEmpty)
  }
  // An X10 report (`CSI M` and three bytes) is still dropped whole.
  let (outcome, rest, _) = skip(bytes("[M") + [0x20, 0x25, 0x30], cuts: [])
  #expect(outcome == .dropped(pushBack: []))
  #expect(rest.isEmpty)
}
