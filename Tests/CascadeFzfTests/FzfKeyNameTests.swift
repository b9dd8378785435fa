@testable import CascadeFzf
import CascadeCanvas
import Testing

/// Every key name fzf 0.74's `--bind` reads is one Cascade reads, and the names of one key agree.
@Suite struct FzfKeyNameTests {
  /// fzf 0.74's key names (its `parseKeyChordsImpl`), without the events.
  static let fzfNames: [String] =
    [
      "up", "down", "left", "right", "enter", "return", "space", "backspace", "bspace", "bs", "ctrl-space", "ctrl-^",
      "ctrl-6", "ctrl-/", "ctrl-_", "ctrl-\\", "ctrl-]", "alt-enter", "alt-return", "alt-space", "alt-bs",
      "alt-bspace", "alt-backspace", "ctrl-bs", "ctrl-bspace", "ctrl-backspace", "ctrl-alt-bs", "ctrl-alt-bspace",
      "ctrl-alt-backspace", "alt-up", "alt-down", "alt-left", "alt-right", "alt-home", "alt-end", "alt-delete",
      "alt-page-up", "alt-page-down", "tab", "btab", "shift-tab", "esc", "delete", "del", "home", "end", "insert",
      "pgup", "page-up", "pgdn", "page-down", "shift-up", "shift-down", "shift-left", "shift-right", "shift-home",
      "shift-end", "shift-delete", "shift-page-up", "shift-page-down", "left-click", "right-click",
      "shift-left-click", "shift-right-click", "double-click", "scroll-up", "scroll-down", "shift-scroll-up",
      "shift-scroll-down", "preview-scroll-up", "preview-scroll-down", "f1", "f4", "f10", "f11", "f12", "ctrl-a",
      "ctrl-z", "ctrl-alt-a", "ctrl-alt-z", "alt-a", "alt-/", "a", "/",
    ]
    + ["up", "down", "left", "right", "home", "end", "delete", "page-up", "page-down"].flatMap { move in
      [
        "ctrl-\(move)", "alt-shift-\(move)", "shift-alt-\(move)", "ctrl-alt-\(move)", "alt-ctrl-\(move)",
        "ctrl-shift-\(move)", "shift-ctrl-\(move)", "ctrl-alt-shift-\(move)",
      ]
    }

  @Test func everyKeyNameOfFzfBinds() throws {
    for name in Self.fzfNames {
      let bindings = try KeyBindings.parse("\(name):accept")
      #expect(bindings.count == 1, "\(name)")
    }
    #expect(throws: BindSpecError.self) { try KeyBindings.parse("ctrl-alt-up-down:accept") }
    // fzf reads `alt-ctrl-` only before a move, not a letter.
    #expect(throws: BindSpecError.self) { try KeyBindings.parse("alt-ctrl-a:accept") }
  }

  /// fzf's spellings of one key mean that key, and different keys stay different.
  @Test func aliasesMeanOneKey() {
    let aliases: [[String]] = [
      ["ctrl-/", "ctrl-_"], ["ctrl-^", "ctrl-6"], ["alt-enter", "alt-return"], ["alt-bs", "alt-backspace"],
      ["alt-ctrl-up", "ctrl-alt-up"], ["shift-alt-up", "alt-shift-up"], ["alt-pgup", "alt-page-up"],
      ["del", "delete"], ["btab", "shift-tab"], ["ctrl-alt-h", "ctrl-alt-backspace"],
    ]
    for names in aliases {
      let keys = names.map(FzfKeyNames.key(named:))
      #expect(keys.allSatisfy { $0 != nil && $0 == keys[0] }, "\(names)")
    }
    let distinct = ["ctrl-space", "ctrl-/", "alt-enter", "alt-up", "ctrl-up", "ctrl-alt-a", "shift-delete", "ctrl-a"]
    #expect(Set(distinct.compactMap(FzfKeyNames.key(named:))).count == distinct.count)
  }
}
