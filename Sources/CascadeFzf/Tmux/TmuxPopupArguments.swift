import ArgumentParser

/// `--tmux` and `--no-tmux`, taken out of the arguments before ArgumentParser reads them: fzf's
/// `--tmux` takes an optional value, which ArgumentParser cannot say. The options below are here
/// for `--help` only.
package struct TmuxPopupArguments: ParsableArguments {
  package init() {}

  @Option(
    name: .customLong("tmux"),
    help: ArgumentHelp(
      "Inside tmux, run in a popup (tmux 3.3+) placed and sized as [center|top|bottom|left|right][,W[%]][,H[%]] (the value is optional; default center,50%); outside tmux, run as usual.",
      valueName: "SPEC"))
  package var tmux: String?

  @Flag(name: .customLong("no-tmux"), help: "Never run in a tmux popup (cancels an earlier --tmux).")
  package var noTmux = false

  /// What `--tmux`, `--tmux=SPEC`, `--tmux SPEC` and `--no-tmux` in `arguments` ask for (the last
  /// one wins; nil: no popup), and `arguments` without them.
  ///
  /// `--tmux` takes the next argument as its SPEC when that starts as a SPEC does (a side or a
  /// digit), so `--tmux data.json` still opens data.json. Nothing after `--`, and no value of
  /// another option (`--query --tmux`), is read.
  package static func extract(from arguments: [String]) throws(TmuxPopupSpec.Failure) -> (TmuxPopupSpec?, [String]) {
    var spec: TmuxPopupSpec?
    var rest: [String] = []
    var index = 0
    var takesValue = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if takesValue {
        takesValue = false
        rest.append(argument)
        continue
      }
      if argument == "--" {
        rest += arguments[(index - 1)...]
        break
      }
      if argument == "--no-tmux" {
        spec = nil
      } else if argument.hasPrefix("--tmux=") {
        spec = try TmuxPopupSpec(parsing: String(argument.dropFirst("--tmux=".count)))
      } else if argument == "--tmux" {
        if index < arguments.count, startsAsSpec(arguments[index]) {
          spec = try TmuxPopupSpec(parsing: arguments[index])
          index += 1
        } else {
          spec = TmuxPopupSpec()
        }
      } else {
        rest.append(argument)
        takesValue = PlusFlags.optionsWithValues.contains(argument)
      }
    }
    return (spec, rest)
  }

  /// True when `text` begins with one of the SPEC's sides or a digit.
  private static func startsAsSpec(_ text: String) -> Bool {
    if text.first?.isASCII == true && text.first?.isNumber == true { return true }
    let word = text.prefix { $0 != "," && $0 != ":" }
    return ["center", "top", "up", "bottom", "down", "left", "right", "border-native"].contains(word)
  }
}
