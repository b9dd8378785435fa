import CNcursesw
@testable import CascadeCurses
import CascadeCanvas
import Testing

/// The keys fzf names beyond Ctrl with a letter arrive as the keys `--bind` names: Ctrl-Space,
/// Ctrl-/, Alt-Enter, Ctrl-Alt-A, Shift-Delete, and the modified arrows by their terminfo names.
@Suite struct FzfKeyDecodingTests {
  @Test func controlCodesAndAltPairs() {
    #expect(KeyDecoder.decode(character: 0) == .key(.named("ctrl-space")))
    #expect(KeyDecoder.decode(character: 31) == .key(.named("ctrl-/")))
    #expect(KeyDecoder.decode(character: 28) == .key(.named("ctrl-\\")))
    #expect(KeyDecoder.decode(character: 29) == .key(.named("ctrl-]")))
    #expect(KeyDecoder.decode(character: 30) == .key(.named("ctrl-^")))
    #expect(KeyDecoder.decode(character: 1) == .key(.control("a")))
    #expect(KeyDecoder.decodeAlt(character: 13) == .key(.named("alt-enter")))
    #expect(KeyDecoder.decodeAlt(character: 1) == .key(.named("ctrl-alt-a")))
    #expect(KeyDecoder.decodeAlt(character: 26) == .key(.named("ctrl-alt-z")))
    #expect(KeyDecoder.decodeAlt(character: 127) == .key(.alt("\u{7F}")))
    #expect(KeyDecoder.decode(keyCode: KEY_SDC) == .key(.named("shift-delete")))
    #expect(KeyDecoder.decode(keyCode: KEY_IC) == .key(.named("insert")))
  }

  /// Each decoded name is one fzf's `--bind` reads for the same key.
  @Test func decodedNamesAreFzfNames() {
    var events = (0...31).compactMap { KeyDecoder.decode(character: UInt32($0)) }
    events += (1...26).compactMap { KeyDecoder.decodeAlt(character: UInt32($0)) }
    events += KeyDecoder.modifiedKeyNames.map { KeyDecoder.modifiedKey(named: $0.name) }
    events += [KEY_SDC, KEY_SLEFT, KEY_SRIGHT, KEY_SHOME, KEY_SEND, KEY_IC].compactMap(KeyDecoder.decode(keyCode:))
    for case .key(.named(let name)) in events {
      #expect(Key(fzfName: name) == .named(name), "\(name)")
    }
    #expect(KeyDecoder.modifiedKeyNames.count == 63)
  }
}
