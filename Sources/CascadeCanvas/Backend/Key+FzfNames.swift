/// fzf's key names beyond `Key(name:)`'s: every chord fzf 0.74's `--bind` reads, each with the
/// spelling `Key.named` carries. The key decoder delivers the ones a terminal can send.
extension Key {
  /// Every fzf name (lower case) that becomes `Key.named`, with the canonical name it stands for.
  public static let fzfKeyNames: [String: String] = {
    var names: [String: String] = [:]
    func add(_ canonical: String, _ aliases: String...) {
      names[canonical] = canonical
      for alias in aliases { names[alias] = canonical }
    }
    add("ctrl-space")
    add("ctrl-^", "ctrl-6")
    add("ctrl-/", "ctrl-_")
    add("ctrl-\\")
    add("ctrl-]")
    add("alt-enter", "alt-return")
    add("ctrl-backspace", "ctrl-bs", "ctrl-bspace")
    add("ctrl-alt-backspace", "ctrl-alt-bs", "ctrl-alt-bspace")
    add("insert")
    add("left-click")
    add("right-click")
    add("shift-left-click")
    add("shift-right-click")
    add("scroll-up")
    add("scroll-down")
    add("shift-scroll-up")
    add("shift-scroll-down")
    add("preview-scroll-up")
    add("preview-scroll-down")
    let moves = ["up", "down", "left", "right", "home", "end", "delete", "page-up", "page-down"]
    for move in moves {
      let short = move == "page-up" ? "pgup" : move == "page-down" ? "pgdn" : nil
      add("alt-" + move)
      add("ctrl-" + move)
      add("alt-shift-" + move, "shift-alt-" + move)
      add("ctrl-alt-" + move, "alt-ctrl-" + move)
      add("ctrl-shift-" + move, "shift-ctrl-" + move)
      add("ctrl-alt-shift-" + move)
      if let short {
        names["alt-" + short] = "alt-" + move
        names["ctrl-" + short] = "ctrl-" + move
      }
      if ["left", "right", "home", "end", "delete"].contains(move) { add("shift-" + move) }
    }
    for letter in "abcdefghijklmnopqrstuvwxyz" { add("ctrl-alt-\(letter)") }
    // Ctrl-Alt-H is the byte Ctrl-Alt-Backspace sends, as in fzf.
    names["ctrl-alt-h"] = "ctrl-alt-backspace"
    return names
  }()

  /// The key fzf calls `name` when it is one of `fzfKeyNames`, else nil.
  public init?(fzfName name: String) {
    guard let canonical = Key.fzfKeyNames[name.lowercased()] else { return nil }
    self = .named(canonical)
  }
}
