// fzf 0.74's options for the sections around its list (`FzfSectionArguments`): their borders,
// labels, the footer, the gutter, and `--style`, a preset of them. A border option without a value
// takes `--style full:SHAPE`'s shape (rounded unless given), so the order on the command line
// matters as in fzf: what comes later wins.

extension FzfSpellings {
  /// The section options that take a value as fzf writes them.
  static let sectionOptions: [String: Option] = {
    var table: [String: Option] = [:]
    for name in [
      "--footer", "--gutter", "--list-label", "--list-label-pos", "--input-label", "--input-label-pos",
      "--header-label", "--header-label-pos", "--footer-label", "--footer-label-pos",
    ] {
      table[name] = Option(arity: .required, meaning: .kept(name))
    }
    for name in ["--list-label", "--input-label", "--header-label", "--footer-label", "--footer", "--gutter"] {
      table["--no-" + name.dropFirst(2)] = Option(arity: .none, meaning: .undoes([name]))
    }
    table["--no-input"] = Option(arity: .none, meaning: .kept("--no-input"))
    table["--input"] = Option(arity: .none, meaning: .undoes(["--no-input"]))
    return table
  }()

  /// The borders a section option sets.
  static let sectionBorderOptions: Set<String> = [
    "--list-border", "--input-border", "--header-border", "--header-lines-border", "--footer-border",
  ]

  /// The groups of arguments `name` (a border option, its `--no-` form, or `--style`) stands for,
  /// each replacing the earlier group of its name; nil for any other option.
  static func sectionGroups(
    _ name: String, _ attached: String?, _ arguments: [String], _ index: inout Int, defaultShape: inout String
  ) throws(Failure) -> [(name: String, arguments: [String])]? {
    // `--gap-line [STR]`: fzf's line in the last row of each gap; alone, its default again.
    if name == "--gap-line" || name == "--no-gap-line" {
      var line = name == "--no-gap-line" ? "" : attached
      if name == "--gap-line", line == nil, index < arguments.count, !arguments[index].hasPrefix("-") {
        line = arguments[index]
        index += 1
      }
      return [("--gap-line", line.map { $0.isEmpty ? ["--gap-line", ""] : ["--gap-line=" + $0] } ?? [])]
    }
    if name == "--style" {
      let preset = try value(attached, arguments, &index, for: name)
      return try styleGroups(preset, defaultShape: &defaultShape)
    }
    if name.hasPrefix("--no-"), sectionBorderOptions.contains("--" + name.dropFirst(5)) {
      let option = "--" + name.dropFirst(5)
      // fzf's `--no-header-lines-border` leaves the choice to the header's border again.
      return [(option, option == "--header-lines-border" ? [] : [option + "=none"])]
    }
    guard sectionBorderOptions.contains(name) || name == "--border" else { return nil }
    var shape = attached
    if shape == nil, index < arguments.count, FzfNewerOptions.borderStyles.union(["inline"]).contains(arguments[index])
    {
      shape = arguments[index]
      index += 1
    }
    var given = shape ?? ""
    if given.isEmpty { given = name == "--list-border" && defaultShape == "line" ? "rounded" : defaultShape }
    if name == "--list-border", shape == "line" { throw Failure(description: "list border cannot be 'line'") }
    return [(name, [name + "=" + given])]
  }

  /// `--style default|minimal|full[:SHAPE]` as the options it sets, fzf's `applyPreset`.
  private static func styleGroups(_ preset: String, defaultShape: inout String) throws(Failure) -> [(
    name: String, arguments: [String]
  )] {
    defaultShape = "rounded"
    let reset: [(name: String, arguments: [String])] =
      ["--list-border", "--input-border", "--header-border", "--footer-border"].map { ($0, []) }
    switch preset.lowercased() {
    case "default":
      return reset + [
        ("--info", ["--info=default"]), ("--separator", []), ("--no-separator", []), ("--scrollbar", []),
        ("--no-scrollbar", []), ("--highlight-line", []), ("--gutter", []),
      ]
    case "minimal":
      return reset + [
        ("--footer-border", ["--footer-border=line"]), ("--info", ["--info=default"]), ("--gutter", ["--gutter= "]),
        ("--separator", []), ("--no-separator", ["--no-separator"]), ("--scrollbar", []),
        ("--no-scrollbar", ["--no-scrollbar"]), ("--highlight-line", []),
      ]
    default:
      let parts = preset.split(separator: ":", maxSplits: 1).map(String.init)
      guard parts.first == "full" else { throw Failure(description: "unsupported style preset: \(preset)") }
      if parts.count == 2, !parts[1].isEmpty {
        guard FzfNewerOptions.borderStyles.union(["inline"]).contains(parts[1]) else {
          throw Failure(description: "invalid border style: \(parts[1])")
        }
        defaultShape = parts[1]
      }
      let shape = defaultShape
      var groups: [(name: String, arguments: [String])] = [
        ("--input-border", ["--input-border=" + shape]), ("--header-border", ["--header-border=" + shape]),
        ("--footer-border", ["--footer-border=" + shape]), ("--info", ["--info=inline-right"]),
        ("--separator", []), ("--no-separator", []), ("--scrollbar", []), ("--no-scrollbar", []),
        ("--highlight-line", ["--highlight-line"]),
      ]
      if shape != "line" { groups.append(("--list-border", ["--list-border=" + shape])) }
      if shape == "line" { groups.append(("--border", ["--border=line"])) }
      return groups
    }
  }
}
