import CascadeFzf

// What `--tmux` hands the popup: the command line as given (the popup reads FZF_DEFAULT_OPTS from
// the same environment), run as fzf when this process was, with `--no-tmux` so the popup, which is
// inside tmux too, runs Cascade itself, `--no-height` as the popup is the whole screen Cascade
// gets (fzf does the same), and with `--no-pick` when Enter would open the card here:
// the popup's stdout is a file, which would otherwise make Enter pick.

extension CascadeCommand {
  /// True unless the command only prints (`--filter`, `--dump`, `--layout-json`), which `--tmux`
  /// leaves where it is, as fzf does with `--filter`.
  var opensTerminal: Bool { filter == nil && !dump && !layoutJSON }

  /// The popup's arguments for this process's `commandLine` (program name first).
  func popupArguments(_ commandLine: [String]) -> [String] {
    var arguments = Array(commandLine.dropFirst())
    let runAsFzf = commandLine.first?.split(separator: "/").last == "fzf"
    var extra = ["--no-tmux", "--no-height"]
    if !picksOnEnter { extra.append("--no-pick") }
    var end = arguments.count
    var takesValue = false
    for (index, argument) in arguments.enumerated() {
      if !takesValue && argument == "--" {
        end = index
        break
      }
      takesValue = !takesValue && PlusFlags.optionsWithValues.contains(argument)
    }
    arguments.insert(contentsOf: extra, at: end)
    return runAsFzf ? ["--fzf"] + arguments : arguments
  }
}
