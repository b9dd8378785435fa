/// fzf 0.38's command line, as scripts and fzf's shell integration write it, in the spellings
/// ArgumentParser reads. Runs before `PlusFlags`.
///
/// fzf reads its options its own way: `-fQUERY` and `-qQUERY` with the value attached, `--opt=value`
/// everywhere, `--multi[=MAX]` and `-m MAX` with an optional number, `+x`-style negations, and every
/// `--no-…` form, the last of a pair winning. Here each option becomes one group of arguments;
/// a negation drops the groups it undoes. Anything fzf does not know is left as it is, for
/// ArgumentParser to report.
package enum FzfSpellings {
  /// A `--opt` option's fzf spellings and how its value is read.
  package enum Arity {
    /// No value.
    case none
    /// The next argument (or `=value`, or attached to a short option).
    case required
    /// The next argument only if `accepts` it (`--border rounded`, `--color dark`); `=value` always.
    case optional(accepts: @Sendable (String) -> Bool)
  }

  /// What becomes of an option.
  package enum Meaning {
    /// Passed on as `spelling` (with its value, when it has one).
    case kept(String)
    /// Passed on as `spelling`, undoing the earlier options named in `undoes`.
    case keptUndoing(String, undoes: Set<String>)
    /// Dropped, undoing the earlier options named in `undoes` (fzf's `--no-…`).
    case undoes(Set<String>)
  }

  package struct Option {
    package var arity: Arity
    package var meaning: Meaning
  }

  /// Every fzf 0.38 option that Cascade's parser does not read as fzf writes it. Options both
  /// spell the same way (`--tac`, `--read0`, `--header`, `--bind`…) are not listed.
  package static let options: [String: Option] = {
    var table: [String: Option] = [:]
    func add(_ names: [String], _ arity: Arity, _ meaning: Meaning) {
      for name in names { table[name] = Option(arity: arity, meaning: meaning) }
    }
    let number: @Sendable (String) -> Bool = { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    // Matching.
    add(["-x", "--extended"], .none, .undoes(["--no-extended"]))
    add(["+x", "--no-extended"], .none, .kept("--no-extended"))
    add(["--extended-exact"], .none, .keptUndoing("--exact", undoes: ["--no-extended"]))
    add(["-e", "--exact"], .none, .kept("--exact"))
    add(["+e", "--no-exact"], .none, .undoes(["--exact"]))
    add(["-i"], .none, .keptUndoing("--ignore-case", undoes: ["--case-sensitive"]))
    add(["+i"], .none, .keptUndoing("--case-sensitive", undoes: ["--ignore-case"]))
    add(["-s", "--sort"], .optional(accepts: number), .undoes(["--no-sort"]))
    add(["+s", "--no-sort"], .none, .kept("--no-sort"))
    add(["--no-tac"], .none, .undoes(["--tac"]))
    add(["--literal"], .none, .kept("--literal"))
    add(["--no-literal"], .none, .undoes(["--literal"]))
    add(["--algo"], .required, .kept("--algo"))
    add(["--scheme"], .required, .kept("--scheme"))
    add(["-n", "--nth"], .required, .kept("--nth"))
    add(["--disabled", "--phony"], .none, .kept("--disabled"))
    add(["--enabled", "--no-phony"], .none, .undoes(["--disabled"]))
    // Selection and output.
    add(["-m", "--multi"], .optional(accepts: number), .kept("--multi"))
    add(["+m", "--no-multi"], .none, .undoes(["--multi"]))
    add(["-1"], .none, .kept("--select-1"))
    add(["+1", "--no-select-1"], .none, .undoes(["--select-1"]))
    add(["-0"], .none, .kept("--exit-0"))
    add(["+0", "--no-exit-0"], .none, .undoes(["--exit-0"]))
    add(["--no-read0"], .none, .undoes(["--read0"]))
    add(["--no-print0"], .none, .undoes(["--print0"]))
    add(["--print-query"], .none, .kept("--print-query"))
    add(["--no-print-query"], .none, .undoes(["--print-query"]))
    add(["--no-expect"], .none, .undoes(["--expect"]))
    add(["--no-sync", "--async"], .none, .undoes(["--sync"]))
    add(["--cycle"], .none, .kept("--cycle"))
    add(["--no-cycle"], .none, .undoes(["--cycle"]))
    add(["--no-ansi"], .none, .undoes(["--ansi"]))
    add(["--toggle-sort"], .required, .kept("--toggle-sort"))
    // Layout and the input's header.
    add(["--reverse"], .none, .kept("--reverse"))
    add(["--no-reverse"], .none, .undoes(["--reverse"]))
    add(["--header-lines"], .required, .kept("--header-lines"))
    add(["--no-header-lines"], .none, .undoes(["--header-lines"]))
    add(["--no-header"], .none, .undoes(["--header"]))
    add(["--no-preview"], .none, .undoes(["--preview"]))
    add(["--no-height"], .none, .undoes(["--height"]))
    add(["--height"], .required, .kept("--height"))
    add(["--min-height"], .required, .kept("--min-height"))
    // fzf's colours (`FzfColorArguments`): each a `--color` read in turn, as fzf's `parseTheme`.
    add(["+c", "--no-color"], .none, .kept("--color=bw"))
    add(["+2", "--no-256"], .none, .kept("--color=16"))
    add(["--black"], .none, .kept("--black"))
    add(["--no-black"], .none, .undoes(["--black"]))
    add(["--no-bold"], .none, .kept("--no-bold"))
    add(["--bold"], .none, .undoes(["--no-bold"]))
    // `--listen` alone takes a free port; a value follows only when it is one (`--listen 6266`).
    add(["--listen"], .optional(accepts: isListenAddress), .kept("--listen"))
    add(["--no-listen"], .none, .undoes(["--listen"]))
    add(["--history"], .required, .kept("--history"))
    add(["--history-size"], .required, .kept("--history-size"))
    add(["--no-history"], .none, .undoes(["--history"]))
    // fzf's list drawing (`FzfListArguments`): shown when Cascade runs as fzf.
    add(["--info"], .required, .kept("--info"))
    add(["--inline-info"], .none, .kept("--info=inline"))
    add(["--no-inline-info"], .none, .kept("--info=default"))
    add(["--no-info"], .none, .kept("--info=hidden"))
    add(["--pointer"], .required, .kept("--pointer"))
    add(["--marker"], .required, .kept("--marker"))
    add(["--margin"], .required, .kept("--margin"))
    add(["--no-margin"], .none, .undoes(["--margin"]))
    add(["--padding"], .required, .kept("--padding"))
    add(["--no-padding"], .none, .undoes(["--padding"]))
    add(["--border"], .optional(accepts: { borderStyles.contains($0) }), .kept("--border"))
    add(["--no-border"], .none, .undoes(["--border"]))
    add(["--color"], .optional(accepts: isColorSpec), .kept("--color"))
    add(
      ["--scrollbar"], .optional(accepts: { $0.count == 1 && $0 != "-" && $0 != "+" }),
      .keptUndoing("--scrollbar", undoes: ["--scrollbar", "--no-scrollbar"]))
    add(["--no-scrollbar"], .none, .keptUndoing("--no-scrollbar", undoes: ["--scrollbar", "--no-scrollbar"]))
    add(["--separator"], .required, .keptUndoing("--separator", undoes: ["--separator", "--no-separator"]))
    add(["--no-separator"], .none, .keptUndoing("--no-separator", undoes: ["--separator", "--no-separator"]))
    add(["--tabstop"], .required, .kept("--tabstop"))
    add(["--ellipsis"], .required, .kept("--ellipsis"))
    add(["--hscroll-off"], .required, .kept("--hscroll-off"))
    add(["--scroll-off"], .required, .kept("--scroll-off"))
    add(["--hscroll"], .none, .undoes(["--no-hscroll"]))
    add(["--no-hscroll"], .none, .kept("--no-hscroll"))
    add(["--keep-right"], .none, .kept("--keep-right"))
    add(["--no-keep-right"], .none, .undoes(["--keep-right"]))
    add(["--header-first"], .none, .kept("--header-first"))
    add(["--jump-labels"], .required, .kept("--jump-labels"))
    for name in ["--border-label", "--border-label-pos", "--preview-label", "--preview-label-pos"] {
      add([name], .required, .kept(name))
    }
    add(["--no-border-label"], .none, .undoes(["--border-label"]))
    add(["--no-preview-label"], .none, .undoes(["--preview-label"]))
    add(["--filepath-word"], .none, .kept("--filepath-word"))
    add(["--no-filepath-word"], .none, .undoes(["--filepath-word"]))
    add(["--no-clear"], .none, .kept("--no-clear"))
    add(["--clear"], .none, .undoes(["--no-clear"]))
    add(["--no-header-first"], .none, .undoes(["--header-first"]))
    add(["--gap"], .optional(accepts: number), .kept("--gap"))
    add(["--no-gap"], .none, .undoes(["--gap"]))
    add(["--no-wrap"], .none, .undoes(["--wrap"]))
    add(["--no-highlight-line"], .none, .undoes(["--highlight-line"]))
    add(["--wrap-sign"], .required, .kept("--wrap-sign"))
    add(["--marker-multi-line"], .required, .kept("--marker-multi-line"))
    add(["--no-unicode"], .none, .kept("--no-unicode"))
    add(["--unicode"], .none, .undoes(["--no-unicode"]))
    add(["--accept-nth"], .required, .kept("--accept-nth"))
    add(["--no-accept-nth"], .none, .undoes(["--accept-nth"]))
    // fzf 0.74's sections (`FzfSpellings+Sections.swift`), then its later options that Cascade
    // reads and drops (`FzfNewerOptions`).
    table.merge(sectionOptions) { older, _ in older }
    table.merge(FzfNewerOptions.table) { older, _ in older }
    return table
  }()

  /// True for what `--listen` takes: a port, or `ADDR:PORT` (never a file name without a colon).
  package static func isListenAddress(_ text: String) -> Bool {
    let port = text.split(separator: ":", omittingEmptySubsequences: false).last ?? ""
    return !port.isEmpty && port.allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// `--border`'s styles in fzf 0.38.
  package static let borderStyles: Set<String> = [
    "rounded", "sharp", "bold", "double", "horizontal", "vertical", "top", "bottom", "left", "right", "none",
  ]

  /// True for what `--color` takes: a base scheme or `name:colour` pairs (never a file name).
  package static func isColorSpec(_ text: String) -> Bool {
    ["dark", "light", "16", "bw"].contains(text.split(separator: ",").first.map(String.init) ?? "")
      || text.contains(":")
  }

  /// fzf's short options that take their value attached (`-fQUERY`, `-d:`), and the long option
  /// each stands for.
  package static let attachedShortOptions: [Character: String] = [
    "q": "--query", "f": "--filter", "d": "--delimiter", "n": "--nth",
  ]

  /// `--layout`'s values that are fzf's (the others are Cascade's arrangements).
  package static let fzfLayouts: Set<String> = ["default", "reverse", "reverse-list"]

  /// Why an fzf option could not be read, in fzf's words.
  package struct Failure: Error, CustomStringConvertible {
    package var description: String
  }

  /// `arguments` in Cascade's spellings.
  package static func rewrite(_ arguments: [String]) throws(Failure) -> [String] {
    // Each option as one group, so a later negation can drop it with its value.
    var groups: [(name: String, arguments: [String])] = []
    var index = 0
    let runsAsFzf = arguments.prefix { $0 != "--" }.contains("--fzf")
    // The shape a border option without a value takes: `--style full:SHAPE`'s.
    var sectionShape = "rounded"
    func drop(_ names: Set<String>) { groups.removeAll { names.contains($0.name) } }
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        groups.append(("--", Array(arguments[(index - 1)...])))
        break
      }
      // A Cascade option that takes a value: the value passes untouched (`-q +m` searches "+m").
      if PlusFlags.optionsWithValues.contains(argument), options[argument] == nil, argument != "--layout" {
        let value = index < arguments.count ? [arguments[index]] : []
        index += value.count
        groups.append((canonical(argument), [argument] + value))
        continue
      }
      var name = argument
      var attached: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        attached = String(argument[argument.index(after: equals)...])
      } else if argument.count > 2, argument.hasPrefix("-"), !argument.hasPrefix("--") {
        let letter = argument[argument.index(after: argument.startIndex)]
        if let long = attachedShortOptions[letter] {
          name = long
          attached = String(argument.dropFirst(2))
        } else if letter == "m" || letter == "s" {
          name = "-" + String(letter)
          attached = String(argument.dropFirst(2))
        }
      }
      if name == "--layout" || name == "--reverse" {
        let value = name == "--reverse" ? "reverse" : try value(attached, arguments, &index, for: name)
        if fzfLayouts.contains(value) {
          drop(["--list-direction"])
          groups.append(("--list-direction", ["--list-direction=" + value]))
        } else {
          groups.append(("--layout", ["--layout=" + value]))
        }
        continue
      }
      // Cascade's CSV flag shares fzf's spelling; run as fzf, it is fzf's: no `--header`.
      if name == "--no-header", attached == nil, !runsAsFzf {
        groups.append((name, [name]))
        continue
      }
      if let section = try sectionGroups(name, attached, arguments, &index, defaultShape: &sectionShape) {
        for group in section {
          drop([group.name])
          if !group.arguments.isEmpty { groups.append(group) }
        }
        continue
      }
      guard let option = options[name] else {
        if let attached, PlusFlags.optionsWithValues.contains(name) {
          groups.append((canonical(name), withValue(name, attached)))
        } else {
          groups.append((argument, [argument]))
        }
        continue
      }
      var value: String?
      switch option.arity {
      case .none:
        if attached != nil { throw Failure(description: "\(name) takes no value: \(argument)") }
      case .required:
        value = try Self.value(attached, arguments, &index, for: name)
      case .optional(let accepts):
        if let attached {
          value = attached
        } else if index < arguments.count, accepts(arguments[index]) {
          value = arguments[index]
          index += 1
        }
      }
      // `--scrollbar` alone is fzf's default bar again.
      if name == "--scrollbar", value == nil {
        drop(["--scrollbar", "--no-scrollbar"])
        continue
      }
      // fzf 0.74's values in the spelling Cascade reads (`--min-height 20+`, `--info=right`).
      value = value.map { FzfNewerOptions.value(of: name, $0) }
      switch option.meaning {
      case .kept(let spelling):
        groups.append((spelling, expand(spelling, value: value)))
      case .keptUndoing(let spelling, let undone):
        drop(undone)
        groups.append((spelling, expand(spelling, value: value)))
      case .undoes(let undone):
        drop(undone)
      }
    }
    return groups.flatMap(\.arguments)
  }

  /// The arguments an fzf option becomes: `--multi=3` is `--multi --multi-limit 3`.
  private static func expand(_ spelling: String, value: String?) -> [String] {
    guard let value else {
      // A bare `--color` is fzf's empty theme again.
      if spelling == "--color" { return ["--color", ""] }
      return spelling == "--border"
        ? ["--border=rounded"]
        : spelling == "--gap" ? ["--gap=1"] : spelling == "--listen" ? ["--listen=0"] : [spelling]
    }
    // One argument, `--opt=value`, so a value that starts with '-' (`--nth -1`) stays a value.
    switch spelling {
    case "--multi": return ["--multi", "--multi-limit=" + value]
    case "--border" where value.isEmpty: return ["--border=rounded"]
    case "--listen" where value.isEmpty: return ["--listen=0"]
    // An empty bar or separator hides it, as fzf's `--scrollbar=`.
    case "--scrollbar" where value.isEmpty, "--separator" where value.isEmpty: return ["--no" + spelling.dropFirst()]
    case "--toggle-sort": return ["--bind=" + value + ":toggle-sort"]
    default: return withValue(spelling, value)
    }
  }

  /// `--opt=value` as one argument, so a value that starts with '-' (`--nth -1`) stays a value; an
  /// empty value as an argument of its own, since ArgumentParser reads `--opt=` as a missing value
  /// where fzf reads an empty one (`--prompt=`, `--pointer ''`, zsh's CTRL-R `--query=""`).
  private static func withValue(_ spelling: String, _ value: String) -> [String] {
    value.isEmpty ? [spelling, ""] : [spelling + "=" + value]
  }

  /// The long name of an option Cascade spells two ways, so `-q` and `--query` undo each other.
  private static func canonical(_ name: String) -> String {
    ["-q": "--query", "-f": "--filter", "-d": "--delimiter"][name] ?? name
  }

  /// The value written after `=` or attached, else the next argument.
  static func value(_ attached: String?, _ arguments: [String], _ index: inout Int, for name: String)
    throws(Failure) -> String
  {
    if let attached { return attached }
    guard index < arguments.count else { throw Failure(description: "\(name) needs a value") }
    index += 1
    return arguments[index - 1]
  }
}
