import CascadeCanvas
import Testing

@Suite struct KeyNameTests {
  @Test func namesAndSingleCharactersBecomeKeys() {
    #expect(Key(name: "down") == .down && Key(name: "PgDn") == .pageDown && Key(name: "shift-tab") == .backTab)
    #expect(Key(name: "space") == .space && Key(name: " ") == .space && Key(name: "q") == .character("q"))
    #expect(
      Key(name: "ctrl-C") == .control("c") && Key(name: "f12") == .function(12) && Key(name: "瀑") == .character("瀑"))
    for bad in ["", "sideways", "ctrl-", "ctrl-1", "f0", "f25", "ff"] { #expect(Key(name: bad) == nil, "\(bad)") }
  }
}
