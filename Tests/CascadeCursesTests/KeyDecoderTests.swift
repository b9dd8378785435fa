import CNcursesw
import CascadeCanvas
import CascadeCurses
import CascadeLayout
import CascadeTestSupport
import Testing

@Suite struct KeyDecoderTests {
  @Test func namedKeyCodes() {
    let expected: [(Int32, InputEvent)] = [
      (KEY_UP, .key(.up)), (KEY_DOWN, .key(.down)), (KEY_LEFT, .key(.left)), (KEY_RIGHT, .key(.right)),
      (KEY_PPAGE, .key(.pageUp)), (KEY_NPAGE, .key(.pageDown)),
      (KEY_HOME, .key(.home)), (KEY_A1, .key(.home)), (KEY_FIND, .key(.home)),
      (KEY_END, .key(.end)), (KEY_C1, .key(.end)), (KEY_SELECT, .key(.end)),
      (KEY_A3, .key(.pageUp)), (KEY_C3, .key(.pageDown)),
      (KEY_BTAB, .key(.backTab)), (KEY_ENTER, .key(.enter)), (KEY_BACKSPACE, .key(.backspace)),
      (KEY_DC, .key(.delete)), (KEY_RESIZE, .resize),
      (KEY_SR, .key(.shiftUp)), (KEY_SF, .key(.shiftDown)), (KEY_SPREVIOUS, .key(.shiftPageUp)),
      (KEY_SNEXT, .key(.shiftPageDown)),
    ]
    for (code, event) in expected {
      #expect(KeyDecoder.decode(keyCode: code) == event, "key code \(code)")
    }
  }

  @Test func functionKeysAreNumberedFromOne() {
    for n in 1...63 {
      #expect(KeyDecoder.decode(keyCode: KEY_F0 + Int32(n)) == .key(.function(n)))
    }
    #expect(KeyDecoder.decode(keyCode: KEY_F0) == nil)
  }

  @Test func unknownKeyCodesDecodeToNothing() {
    for code in [KEY_MOUSE, KEY_F0 + 64, KEY_MAX, KEY_MAX + 1, KEY_B2] {
      #expect(KeyDecoder.decode(keyCode: code) == nil, "key code \(code)")
    }
  }

  /// What a character code must decode to, written from the Unicode tables rather than code ranges.
  private func expectedEvent(for code: UInt32) -> InputEvent? {
    let named: [UInt32: Key] = [
      8: .backspace, 9: .tab, 10: .control("j"), 13: .enter, 27: .escape, 32: .space, 127: .backspace,
    ]
    if let key = named[code] { return .key(key) }
    // fzf's names for Ctrl-Space and Ctrl with \ ] ^ /.
    let punctuation: [UInt32: String] = [0: "ctrl-space", 28: "ctrl-\\", 29: "ctrl-]", 30: "ctrl-^", 31: "ctrl-/"]
    if let name = punctuation[code] { return .key(.named(name)) }
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    if (1...26).contains(code) { return .key(.control(letters[Int(code) - 1])) }
    guard let scalar = Unicode.Scalar(code), scalar.properties.generalCategory != .control else { return nil }
    return .key(.character(Character(scalar)))
  }

  @Test func everyLowCharacterDecodesAsTheUnicodeTablesSay() {
    var failure: String?
    for code in UInt32(0)..<0x3000 where KeyDecoder.decode(character: code) != expectedEvent(for: code) {
      failure = "code \(code): \(String(describing: KeyDecoder.decode(character: code)))"
      break
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func randomCharactersDecodeAsTheUnicodeTablesSay() {
    let failure = withEvery("seed", in: 0..<5_000) { _, rng in
      // Surrogates and values past U+10FFFF are not characters: they must decode to nothing.
      let code = UInt32.random(in: 0...0x11_0000, using: &rng)
      let decoded = KeyDecoder.decode(character: code)
      return decoded == expectedEvent(for: code) ? nil : "code \(code) decoded to \(String(describing: decoded))"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func controlLettersInRawMode() {
    #expect(KeyDecoder.decode(character: 3) == .key(.control("c")))
    #expect(KeyDecoder.decode(character: 26) == .key(.control("z")))
    #expect(KeyDecoder.decode(character: 0) == .key(.named("ctrl-space")))
    #expect(KeyDecoder.decode(character: 0x1C) == .key(.named("ctrl-\\")))
    #expect(KeyDecoder.decode(character: 0x7A2F) == .key(.character("稯")))
    #expect(KeyDecoder.decode(character: 0x1F30A) == .key(.character("🌊")))
  }

  /// What a character read at once after Esc must decode to: Alt with a printable character,
  /// Alt-Backspace deleting a word, Alt-Enter and Ctrl-Alt with a letter (fzf's names), nothing for
  /// other control codes (Esc then the key on its own).
  private func expectedAltEvent(for code: UInt32) -> InputEvent? {
    if code == 8 || code == 127 { return .key(.alt("\u{7F}")) }
    if code == 13 || code == 10 { return .key(.named("alt-enter")) }
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    if (1...26).contains(code) { return .key(.named("ctrl-alt-\(letters[Int(code) - 1])")) }
    guard let scalar = Unicode.Scalar(code), scalar.properties.generalCategory != .control else { return nil }
    return .key(.alt(Character(scalar)))
  }

  @Test func escapeThenACharacterIsAlt() {
    #expect(KeyDecoder.decodeAlt(character: UInt32(("j" as Unicode.Scalar).value)) == .key(.alt("j")))
    #expect(KeyDecoder.decodeAlt(character: 127) == .key(.alt("\u{7F}")))
    #expect(KeyDecoder.decodeAlt(character: 8) == .key(.alt("\u{7F}")))
    #expect(KeyDecoder.decodeAlt(character: 27) == nil)
    #expect(KeyDecoder.decodeAlt(character: 3) == .key(.named("ctrl-alt-c")))
    #expect(KeyDecoder.decodeAlt(keyCode: KEY_BACKSPACE) == .key(.alt("\u{7F}")))
    #expect(KeyDecoder.decodeAlt(keyCode: KEY_DOWN) == nil)
    #expect(KeyDecoder.decodeAlt(keyCode: KEY_MOUSE) == nil)
    var failure: String?
    for code in UInt32(0)..<0x3000 where KeyDecoder.decodeAlt(character: code) != expectedAltEvent(for: code) {
      failure = "code \(code): \(String(describing: KeyDecoder.decodeAlt(character: code)))"
      break
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// The arrows and Home/End in both cursor-key modes are taught to curses when the terminal
  /// description lacks them: a terminal left in normal mode (after `kill -TSTP` and `fg`) sends
  /// `\e[B`, not the description's `\eOB`.
  @Test func cursorKeysInBothModesAreDefined() {
    let defined = Dictionary(TerminalSession.commonKeySequences.map { ($0.sequence, $0.key) }) { first, _ in first }
    #expect(defined.count == TerminalSession.commonKeySequences.count, "a sequence is listed twice")
    let expected: [(String, InputEvent)] = [
      ("\u{1b}[A", .key(.up)), ("\u{1b}[B", .key(.down)), ("\u{1b}[C", .key(.right)), ("\u{1b}[D", .key(.left)),
      ("\u{1b}OA", .key(.up)), ("\u{1b}OB", .key(.down)), ("\u{1b}OC", .key(.right)), ("\u{1b}OD", .key(.left)),
      ("\u{1b}[H", .key(.home)), ("\u{1b}[F", .key(.end)), ("\u{1b}OH", .key(.home)), ("\u{1b}OF", .key(.end)),
      ("\u{1b}[1;2A", .key(.shiftUp)), ("\u{1b}[1;2B", .key(.shiftDown)),
      ("\u{1b}[5;2~", .key(.shiftPageUp)), ("\u{1b}[6;2~", .key(.shiftPageDown)),
    ]
    for (sequence, event) in expected {
      let key = defined[sequence]
      #expect(key.flatMap { KeyDecoder.decode(keyCode: $0) } == event, "\(sequence.debugDescription)")
    }
  }

  @Test func mouseButtonsAndWheel() {
    let at = Point(x: 4, y: 2)
    let cases: [(mmask_t, InputEvent?)] = [
      (cascade_button1_pressed(), .mouse(.click(at))),
      (cascade_button1_clicked(), .mouse(.click(at))),
      (cascade_button1_released(), nil),
      (cascade_button4_pressed(), .mouse(.wheelUp(at))),
      (cascade_button5_pressed(), .mouse(.wheelDown(at))),
      (0, nil),
    ]
    for (buttons, event) in cases {
      #expect(KeyDecoder.decode(mouse: MouseReport(position: at, buttons: buttons)) == event, "buttons \(buttons)")
    }
    #expect(KeyDecoder.mouseMask & cascade_button1_released() == 0)
  }
}
