/// fzf's `+` flags, which ArgumentParser would read as a FILE: `+i` (case-sensitive) and `+s`
/// (`--no-sort`) become their long spellings before parsing.
///
/// Only a whole argument is rewritten, only before `--`, and never as the value of an option that
/// takes one (`--filter +i` searches for "+i").
package enum PlusFlags {
  /// The long option for each `+` flag.
  package static let spellings: [String: String] = ["+i": "--case-sensitive", "+s": "--no-sort"]

  /// The options that take a value, so the argument after one is never rewritten.
  package static let optionsWithValues: Set<String> = [
    "-f", "--filter", "-d", "--delimiter", "--format", "--items", "--layout", "--columns", "--min-column-width",
    "--cell-aspect",
    "--demo-items", "--title-field", "--text-field", "--width-field", "--height-field", "--aspect-field",
    "--image-field", "--image-cache-mb", "--size", "--offset", "--focus", "--rect", "--tiebreak", "--algo", "--scheme",
    "-q",
    "--query",
    "--header", "--prompt", "--expect",
    "--bind", "--table", "--sql", "--preview", "--preview-window", "--height", "--multi-limit", "--header-lines",
    "--list-direction", "-n", "--nth",
    "--with-nth", "--min-height", "--max-lines", "--pictures", "--info", "--pointer", "--marker", "--border",
    "--margin", "--padding",
    "--scrollbar", "--separator", "--tabstop", "--ellipsis", "--hscroll-off", "--scroll-off",
    "--jump-labels", "--tmux", "--gap", "--border-label", "--border-label-pos", "--preview-label",
    "--preview-label-pos", "--color", "--history", "--history-size", "--wrap-sign", "--marker-multi-line",
  ]

  /// `arguments` with each `+` flag spelled out.
  package static func rewrite(_ arguments: [String]) -> [String] {
    var result: [String] = []
    var afterSeparator = false
    var takesValue = false
    for argument in arguments {
      defer { takesValue = !afterSeparator && optionsWithValues.contains(argument) }
      if afterSeparator || takesValue {
        result.append(argument)
        continue
      }
      if argument == "--" { afterSeparator = true }
      result.append(spellings[argument] ?? argument)
    }
    return result
  }
}
