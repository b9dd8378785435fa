import CascadeCanvas

extension FzfTheme {
  /// Every element's colour and attributes once the base fills what the spec left unset, as fzf
  /// 0.38's `initTheme`: the base's entry under the user's, then the elements the bases do not
  /// name taken from their neighbours (`disabled` from `query`, `gutter` from `bg+`, the preview's
  /// from `fg`, `bg` and `label`, `separator` and `scrollbar` from `border`), then `--bold`.
  public func resolved() -> (entries: [Element: Entry], colored: Bool) {
    let base = self.base ?? (terminalHas256Colors ? .dark : .sixteen)
    var given = entries
    if black { given[.bg] = Entry(color: .black) }
    let table = Self.baseEntries(base)
    var result: [Element: Entry] = [:]
    for element in Element.allCases {
      result[element] = (given[element] ?? Entry()).over(table[element] ?? Entry())
    }
    let derived: [(Element, Element)] = [
      (.disabled, .query), (.gutter, .currentBg), (.previewFg, .fg), (.previewBg, .bg),
      (.previewLabel, .label), (.separator, .border), (.scrollbar, .border),
    ]
    for (element, source) in derived {
      result[element] = (given[element] ?? Entry()).over(table[element] ?? Entry()).over(result[source] ?? Entry())
    }
    let colored = base != .bw
    if bold {
      // A colour theme leaves `regular` elements alone; `bw` makes them all bold, as fzf does.
      for element in [Element.currentFg, .currentHl, .prompt, .query, .pointer, .spinner] {
        var entry = result[element] ?? Entry()
        if !colored || !entry.regular { entry.attributes = (entry.attributes ?? []).union(.bold) }
        result[element] = entry
      }
    }
    return (result, colored)
  }

  /// fzf 0.38's base schemes (`Dark256`, `Light256`, `Default16`, `NoColorTheme`).
  package static func baseEntries(_ base: Base) -> [Element: Entry] {
    let elements: [Element] = [
      .query, .fg, .bg, .currentBg, .prompt, .hl, .currentFg, .currentHl, .spinner, .info, .pointer, .marker, .header,
      .border, .label,
    ]
    func table(_ colors: [Color]) -> [Element: Entry] {
      Dictionary(uniqueKeysWithValues: zip(elements, colors.map { Entry(color: $0) }))
    }
    let none = Color.terminalDefault
    switch base {
    case .dark:
      return table(
        [none, none, none] + [236, 110, 108, 254, 151, 148, 144, 161, 168, 109, 59, 145].map(Color.indexed))
    case .light:
      return table([none, none, none] + [251, 25, 66, 237, 23, 65, 101, 161, 168, 31, 145, 59].map(Color.indexed))
    case .sixteen:
      return table([none, none, none] + [0, 4, 2, 3, 2, 2, 7, 1, 5, 6, 0, 7].map(Color.ansi))
    case .bw:
      var entries: [Element: Entry] = [:]
      for element in Element.allCases {
        entries[element] = Entry(color: none, attributes: [], regular: true)
      }
      entries[.hl] = Entry(color: none, attributes: .underline)
      entries[.currentFg] = Entry(color: none, attributes: .reverse)
      entries[.currentHl] = Entry(color: none, attributes: [.reverse, .underline])
      return entries
    }
  }
}
