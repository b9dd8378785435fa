import CascadeCanvas

/// fzf's default keys, as fzf's `defaultKeymap()` gives them: what a key does in fzf's query line
/// and list when `--bind` gives it nothing. Default keys and bound keys run their actions through
/// the same `perform`; a key `--bind` names (or `--expect` names, or `unbind` takes away) does that
/// instead. Enter, Ctrl-C and Ctrl-Z are the viewer's in every mode; a typed character is `put`.
public enum FzfKeymap {
  /// The actions of each key that has a default.
  public static let defaults: [Key: [BindAction]] = {
    var keys: [Key: BindAction] = [
      .escape: .abort, .control("g"): .abort, .control("q"): .abort,
      .up: .up, .control("k"): .up, .control("p"): .up,
      .down: .down, .control("j"): .down, .control("n"): .down,
      .pageUp: .pageUp, .pageDown: .pageDown,
      .tab: .toggleDown, .backTab: .toggleUp,
      .control("d"): .deleteCharEOF,
    ]
    let edits: [Key: FzfQueryLine.Edit] = [
      .control("a"): .beginningOfLine, .home: .beginningOfLine,
      .control("b"): .backwardChar, .left: .backwardChar,
      .control("f"): .forwardChar, .right: .forwardChar,
      .control("e"): .endOfLine, .end: .endOfLine,
      .control("y"): .yank, .control("u"): .unixLineDiscard, .control("w"): .unixWordRubout,
      .delete: .deleteChar, .backspace: .backwardDeleteChar, .control("h"): .backwardDeleteChar,
      .alt("b"): .backwardWord, .alt("f"): .forwardWord, .alt("d"): .killWord, .alt("\u{7F}"): .backwardKillWord,
    ]
    for (key, edit) in edits { keys[key] = .editQuery(edit) }
    return keys.mapValues { [$0] }
  }()

  /// What typing `key` puts into the query (fzf's `rune`): its character, a blank for Space; nil
  /// for a key that types nothing.
  public static func typedText(_ key: Key) -> String? {
    switch key {
    case .character(let c): String(c)
    case .space: " "
    default: nil
    }
  }
}
