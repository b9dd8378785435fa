import CascadeCanvas

// fzf's key names, apart from the viewer so that the `--bind` parser, which reads them, builds on
// its own (the `bind` fuzz target compiles it without the viewer).

/// fzf's spellings of keys, as `--bind`, `unbind(…)` and `--script` name them.
package enum FzfKeyNames {
  /// The key fzf calls `name`: `Key(name:)`'s names plus fzf's own spellings `alt-X`, `btab`,
  /// `bspace`, `bs`, `del`, `page-up` and `page-down`, and every chord of `Key.fzfKeyNames`.
  package static func key(named name: String) -> Key? {
    let lower = name.lowercased()
    switch lower {
    case "btab": return .backTab
    case "bspace", "bs": return .backspace
    case "del": return .delete
    case "page-up": return .pageUp
    case "page-down": return .pageDown
    case "alt-space": return .alt(" ")
    case "alt-bs", "alt-bspace", "alt-backspace": return .alt("\u{7F}")
    default: break
    }
    // One scalar after `alt-`, as the key decoder reads Esc and one scalar as Alt and that scalar.
    let scalars = Array(name.unicodeScalars)
    if scalars.count == 5, String(String.UnicodeScalarView(scalars[..<4])).lowercased() == "alt-", scalars[4] != " " {
      return .alt(Character(scalars[4]))
    }
    return Key(name: name) ?? Key(fzfName: name)
  }
}
