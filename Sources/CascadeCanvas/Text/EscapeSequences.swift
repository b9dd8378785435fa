/// The one reader of escape sequences in untrusted bytes (a program's output, fzf's `--ansi`
/// input, headers and labels): it splits them into text and sequences, in the shape of ECMA-48.
///
/// A sequence is CSI (`ESC [`, or C1 `0x9B`, parameters, intermediates, one final byte), a control
/// string (OSC, DCS, SOS, PM, APC — `ESC ]`, `P`, `X`, `^`, `_` or their C1 forms — ended by BEL or
/// ST), or an escape with intermediates (`ESC ( B`) or without (`ESC 7`). Only SGR (`CSI … m`
/// without intermediates) is reported with its parameters; every other sequence is skipped, and a
/// sequence cut off by the end of the bytes is skipped too. A newline always stays text, so a
/// broken sequence never joins two lines. Control characters outside sequences (tabs, BEL, C1)
/// stay in the text: callers drop or expand them, and `TextSanitizer` stands behind every drawing.
public enum EscapeSequences {
  /// A stretch of the bytes: text to keep, or an SGR's parameter bytes (between `[` and `m`).
  public enum Piece: Equatable, Sendable {
    /// Text bytes, in `range`.
    case text(Range<Int>)
    /// The parameters of an SGR sequence, in `range` (empty for `ESC [ m`, a reset).
    case selectGraphicRendition(Range<Int>)
  }

  /// Calls `body` with each piece of `bytes` in order, text pieces as long as they run; stops
  /// when `body` returns false.
  /// - Complexity: O(n).
  public static func scan(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (Piece) -> Bool) {
    let end = bytes.count
    var textStart = 0
    var i = 0
    /// Reports the text before `position`; false when the caller wants no more.
    func flush(_ position: Int) -> Bool {
      defer { textStart = position }
      return position > textStart ? body(.text(textStart..<position)) : true
    }
    while i < end {
      let byte = bytes[i]
      if byte == 0x1B {
        guard flush(i) else { return }
        let (next, piece) = escape(bytes, at: i + 1)
        if let piece, !body(piece) { return }
        i = next
        textStart = i
      } else if byte == 0xC2, i + 1 < end, let kind = c1Kind(bytes[i + 1]) {
        guard flush(i) else { return }
        let (next, piece) =
          kind == 0x5B ? controlSequence(bytes, from: i + 2) : (controlString(bytes, from: i + 2), nil)
        if let piece, !body(piece) { return }
        i = next
        textStart = i
      } else {
        i += 1
      }
    }
    _ = flush(end)
  }

  /// The byte after the C1 control `second` (UTF-8 `C2 second`) as its 7-bit form's second byte
  /// when it opens a sequence (`[` for CSI, `]` and the rest for control strings); nil otherwise.
  @inline(__always) private static func c1Kind(_ second: UInt8) -> UInt8? {
    switch second {
    case 0x9B: 0x5B
    case 0x90, 0x98, 0x9D, 0x9E, 0x9F: 0x5D
    default: nil
    }
  }

  /// After an ESC at `start - 1`: where the text resumes, and the SGR if it was one.
  private static func escape(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (Int, Piece?) {
    guard start < bytes.count else { return (start, nil) }
    switch bytes[start] {
    case 0x5B: return controlSequence(bytes, from: start + 1)
    case 0x5D, 0x50, 0x58, 0x5E, 0x5F: return (controlString(bytes, from: start + 1), nil)
    case 0x1B, 0x0A: return (start, nil)  // the ESC alone goes; the next byte is read afresh
    case 0x20...0x2F:
      var i = start
      while i < bytes.count, (0x20...0x2F).contains(bytes[i]) { i += 1 }
      guard i < bytes.count, bytes[i] != 0x1B, bytes[i] != 0x0A else { return (i, nil) }
      return (afterCharacter(bytes, at: i), nil)
    default: return (afterCharacter(bytes, at: start), nil)
    }
  }

  /// A control sequence's parameters from `start`: where the text resumes, and the SGR if it was one.
  /// A control byte inside cancels the sequence (ESC starts another, a newline stays text, others
  /// go with it); a byte that is no part of a sequence cancels it and stays text.
  private static func controlSequence(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (Int, Piece?) {
    var i = start
    var intermediates = false
    while i < bytes.count {
      let byte = bytes[i]
      switch byte {
      case 0x30...0x3F: break
      case 0x20...0x2F: intermediates = true
      case 0x40...0x7E:
        return (i + 1, byte == 0x6D && !intermediates ? .selectGraphicRendition(start..<i) : nil)
      case 0x1B, 0x0A: return (i, nil)
      case 0..<0x20, 0x7F: return (i + 1, nil)
      default: return (i, nil)
      }
      i += 1
    }
    return (i, nil)
  }

  /// Where a control string from `start` ends: after BEL, ST (`ESC \` or C1 `0x9C`), or at the end.
  private static func controlString(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var i = start
    while i < bytes.count {
      let byte = bytes[i]
      if byte == 0x07 { return i + 1 }
      if byte == 0x1B, i + 1 < bytes.count, bytes[i + 1] == 0x5C { return i + 2 }
      if byte == 0xC2, i + 1 < bytes.count, bytes[i + 1] == 0x9C { return i + 2 }
      i += 1
    }
    return i
  }

  /// The index after the UTF-8 character starting at `i` (a lone or broken byte is one).
  private static func afterCharacter(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
    let lead = bytes[i]
    let length = lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    var next = i + 1
    while next < min(bytes.count, i + length), (0x80...0xBF).contains(bytes[next]) { next += 1 }
    return next
  }
}

extension EscapeSequences {
  /// `bytes` without their escape sequences (fzf's `--ansi` on its input): everything else,
  /// tabs and other controls included, stays as it was, so fields split as without the colours.
  /// - Complexity: O(n).
  public static func stripped(_ bytes: some Collection<UInt8>) -> [UInt8] {
    guard bytes.contains(where: { $0 == 0x1B || $0 == 0xC2 }) else { return Array(bytes) }
    let input = Array(bytes)
    var result: [UInt8] = []
    result.reserveCapacity(input.count)
    input.withUnsafeBufferPointer { buffer in
      scan(buffer) { piece in
        if case .text(let range) = piece { result.append(contentsOf: buffer[range]) }
        return true
      }
    }
    return result
  }

  /// `text` without its escape sequences.
  public static func stripped(_ text: String) -> String {
    String(decoding: stripped(Array(text.utf8)), as: UTF8.self)
  }
}
